import { texts } from '@campus/contract';
import { verifyPassword } from '../../lib/password';
import type { BuiltinIdentityProvider } from '../../integrations/identity/builtin-identity-provider';
import type { ContactsService } from '../contacts/contacts.service';
import type { ForcedPasswordChange } from './forced-password-change';
import type { SignInLockout } from './sign-in-lockout';

/** Failed attempts allowed per account and per address inside the window before sign-in is refused. */
export const SIGN_IN_LIMITS = { windowMs: 15 * 60 * 1000, perAccount: 5, perAddress: 20 } as const;

// A real hash of a random password: verifying against it costs the same time as a real account,
// so response times do not reveal which e-mails exist.
const TIMING_DUMMY_HASH = 'scrypt$32768$8$1$2T5tGZfs0v1r0f0lH3pw6A$3nU2bX1zH0i0mF2Ue8n0m6hY7mFQ6lQ0xk4mV9n0b5o';

/** Where to send the browser; or, after a correct temporary password, the ticket of the forced change; or the refusal. */
export type SignInResult = { ok: true; location: string } | { ok: true; passwordChangeTicket: string } | { ok: false; status: 401 | 429; message: string };

/** Sign-in on the built-in academy page: account lockout, password check, one-time code. */
export function createIdentityService(deps: {
  contacts: Pick<ContactsService, 'findContactByEmail'>;
  provider: BuiltinIdentityProvider;
  lockout: SignInLockout;
  forcedChange: ForcedPasswordChange;
}) {
  const { lockout } = deps;
  return {
    /** Checks e-mail and password; on success answers where to send the browser (`redirect_uri?code&state`). */
    async signIn(input: { email: string; password: string; redirectUri: string; state: string; ip: string }): Promise<SignInResult> {
      const attempt = { email: input.email, ip: input.ip };
      const { byAccount, byAddress } = await lockout.countRecentFailures(attempt);
      if (byAccount >= SIGN_IN_LIMITS.perAccount || byAddress >= SIGN_IN_LIMITS.perAddress) {
        return { ok: false, status: 429, message: texts.identity.tooManyAttempts };
      }
      const contact = await deps.contacts.findContactByEmail(input.email);
      const isValid = await verifyPassword(input.password, contact?.password_hash ?? TIMING_DUMMY_HASH);
      if (!contact || !isValid) {
        await lockout.recordFailure(attempt);
        return { ok: false, status: 401, message: texts.identity.wrongCredentials };
      }
      await lockout.clearAccount(input.email);
      // A temporary password (credentials reset) opens no session: a new one is chosen first.
      if (contact.must_change_password)
        return { ok: true, passwordChangeTicket: await deps.forcedChange.issueTicket(contact.edu_codigocontacto, input.redirectUri) };
      const code = await deps.provider.issueCode(contact.edu_codigocontacto, input.redirectUri);
      const location = new URL(input.redirectUri);
      location.searchParams.set('code', code);
      if (input.state) location.searchParams.set('state', input.state);
      return { ok: true, location: location.href };
    },

    /**
     * GET /auth/callback, after the OIDC provider vouched for a verified e-mail: the academy contact with that
     * e-mail gets a one-time Campus code carrying the provider's ID token, sent to `/login?code&state` like a
     * built-in sign-in (the exchange applies the access rule). Null when no contact has that e-mail.
     */
    async completeProviderSignIn(input: { email: string; idToken: string; redirectUri: string; state: string }): Promise<{ location: string } | null> {
      const contact = await deps.contacts.findContactByEmail(input.email);
      if (!contact) return null;
      const code = await deps.provider.issueCode(contact.edu_codigocontacto, input.redirectUri, input.idToken || undefined);
      const location = new URL(input.redirectUri);
      location.searchParams.set('code', code);
      location.searchParams.set('state', input.state);
      return { location: location.href };
    },

    /** POST /auth/authorize/password: the forced change's form (see forced-password-change.ts). */
    completePasswordChange: (form: Record<string, unknown>, redirectUri: string, state: string) => deps.forcedChange.complete(form, redirectUri, state),
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
