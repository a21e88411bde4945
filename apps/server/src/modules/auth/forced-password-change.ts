import type { TableChanges } from '../../lib/table-changes';
import { identityPasswordChangeFormSchema, texts } from '@campus/contract';
import type { BuiltinIdentityProvider } from '../../integrations/identity/builtin-identity-provider';
import { hashPassword, verifyPassword } from '../../lib/password';
import { hashToken } from '../../lib/tokens';
import type { signInCodes } from '../../db/schema';
import type { ContactsService } from '../contacts/contacts.service';

/**
 * The return address a password-change ticket is bound to. Tickets are sign-in codes (256 bits, single use,
 * 10 minutes, stored hashed) issued for this address instead of `/login`: redeeming one at `/login` fails,
 * so a temporary password never opens a session before it is replaced.
 */
export const passwordChangeAddress = (redirectUri: string) => `password-change:${redirectUri}`;

export type PasswordChangeResult = { ok: true; location: string } | { ok: false; kind: 'invalid'; messages: string[] } | { ok: false; kind: 'expired' };

/** The sign-in codes and passwords the forced change reads and writes (the auth module's repository). */
export interface PasswordChangeStore {
  findSignInCode(codeHash: string, now: Date): Promise<typeof signInCodes.$inferSelect | undefined>;
  consumeSignInCode(codeHash: string, now: Date): Promise<typeof signInCodes.$inferSelect | undefined>;
  updatePassword(contactCode: string, passwordHash: string, mustChangePassword: boolean): Promise<void>;
}

export interface ForcedPasswordChangeDeps {
  repository: PasswordChangeStore;
  /** The contacts module: whose password changes. */
  contacts: Pick<ContactsService, 'findContactByCode'>;
  provider: Pick<BuiltinIdentityProvider, 'issueCode'>;
  /** The password's change is published (the cached contact, on every instance). */
  changes: Pick<TableChanges, 'publish'>;
  now: () => Date;
}

/** Replaces a temporary password on the academy sign-in (must_change_password), then issues the usual code. */
export function createForcedPasswordChange(deps: ForcedPasswordChangeDeps) {
  return {
    /** A ticket for the contact that has just entered a correct temporary password. */
    issueTicket: (contactCode: string, redirectUri: string) => deps.provider.issueCode(contactCode, passwordChangeAddress(redirectUri)),

    /** Checks the form and the ticket; on success stores the new password and answers where to send the browser. */
    async complete(form: Record<string, unknown>, redirectUri: string, state: string): Promise<PasswordChangeResult> {
      const ticket = typeof form.ticket === 'string' ? form.ticket : '';
      const row = ticket ? await deps.repository.findSignInCode(hashToken(ticket.slice(0, 256)), deps.now()) : undefined;
      if (!row || row.redirect_uri !== passwordChangeAddress(redirectUri)) return { ok: false, kind: 'expired' };
      const parsed = identityPasswordChangeFormSchema.safeParse(form);
      if (!parsed.success) return { ok: false, kind: 'invalid', messages: [...new Set(parsed.error.issues.map((issue) => issue.message))] };
      const contact = await deps.contacts.findContactByCode(row.edu_codigocontacto);
      if (!contact || contact.statecode !== 0) return { ok: false, kind: 'expired' };
      if (await verifyPassword(parsed.data.newPassword, contact.password_hash))
        return { ok: false, kind: 'invalid', messages: [texts.privacy.passwordSameAsCurrent] };
      // Spent only now: a refused attempt can be corrected with the same ticket; a second submit finds nothing.
      if (!(await deps.repository.consumeSignInCode(row.code_hash, deps.now()))) return { ok: false, kind: 'expired' };
      await deps.repository.updatePassword(contact.edu_codigocontacto, await hashPassword(parsed.data.newPassword), false);
      deps.changes.publish('contacts', contact.edu_codigocontacto);
      const code = await deps.provider.issueCode(contact.edu_codigocontacto, redirectUri);
      const location = new URL(redirectUri);
      location.searchParams.set('code', code);
      if (state) location.searchParams.set('state', state);
      return { ok: true, location: location.href };
    },
  };
}

export type ForcedPasswordChange = ReturnType<typeof createForcedPasswordChange>;
