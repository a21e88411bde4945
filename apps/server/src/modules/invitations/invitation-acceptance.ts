import { identityPasswordChangeFormSchema } from '@campus/contract';
import type { BuiltinIdentityProvider, SignInCodeStore } from '../../integrations/identity/builtin-identity-provider';
import { toActor } from '../../lib/actor';
import { hashPassword } from '../../lib/password';
import type { TableChanges } from '../../lib/table-changes';
import { hashToken } from '../../lib/tokens';
import type { AuditService } from '../audit/audit.service';
import type { InvitationsRepository, OpenInvitation } from './invitations.repository';

/**
 * The return address a sign-in ticket of an accepted invitation is bound to. Tickets are sign-in codes (256 bits,
 * single use, 10 minutes, stored hashed) issued for this address instead of `/login`: redeeming one at `/login`
 * fails. The academy sign-in exchanges it, in the browser that accepted, for a code bound to the web's own `state`.
 */
export const invitationSignInAddress = (redirectUri: string) => `invitation:${redirectUri}`;

/** Tokens and tickets are base64url secrets; anything longer is not one (and is not hashed at any length). */
const MAX_SECRET_LENGTH = 256;

/** The invitation a page shows: whom it greets. */
export interface InvitationView {
  firstname: string;
  fullname: string;
  emailaddress1: string;
}

export type InvitationAcceptanceResult =
  | { ok: true; contactCode: string; signInTicket: string }
  | { ok: false; kind: 'invalid'; messages: string[]; invitation: InvitationView }
  | { ok: false; kind: 'closed' };

export interface InvitationAcceptanceDeps {
  repository: InvitationsRepository;
  /** Sign-in codes (the auth module's repository): the ticket is spent when the academy sign-in exchanges it. */
  codes: Pick<SignInCodeStore, 'consumeSignInCode'>;
  provider: Pick<BuiltinIdentityProvider, 'issueCode'>;
  audit: Pick<AuditService, 'recordChanges'>;
  /** The password's change is published (the cached contact, on every instance). */
  changes: Pick<TableChanges, 'publish'>;
  /** This app's `/login`: the only return address a ticket is exchanged for. */
  loginRedirectUri: string;
  now: () => Date;
}

const viewOf = (invitation: OpenInvitation): InvitationView => ({
  firstname: invitation.contact.firstname?.trim() || invitation.contact.fullname,
  fullname: invitation.contact.fullname,
  emailaddress1: invitation.contact.emailaddress1,
});

/**
 * Accepting an invitation (issue 31 item 2): the person opens the link, chooses a password with the rules of the
 * forced change, and is signed in. Expired, superseded, used and unknown tokens, and suspended people, are all
 * the same "closed" answer, so the page never tells whether a person exists.
 */
export function createInvitationAcceptance(deps: InvitationAcceptanceDeps) {
  const findOpen = async (token: string) => {
    if (!token || token.length > MAX_SECRET_LENGTH) return undefined;
    const invitation = await deps.repository.findOpenInvitationWithContact(hashToken(token), deps.now());
    return invitation && invitation.contact.statecode === 0 ? invitation : undefined;
  };

  return {
    /** Whom an open invitation greets, or null when the link no longer opens anything. */
    async readInvitation(token: string): Promise<InvitationView | null> {
      const invitation = await findOpen(token);
      return invitation ? viewOf(invitation) : null;
    },

    /**
     * Checks the new password (the forced change's schema and messages: the token plays the one-time ticket) and
     * on success, in one transaction, spends the invitation, stores the password and records the audit entry.
     * Answers a sign-in ticket for the academy sign-in to exchange.
     */
    async acceptInvitation(token: string, form: Record<string, unknown>): Promise<InvitationAcceptanceResult> {
      const invitation = await findOpen(token);
      if (!invitation) return { ok: false, kind: 'closed' };
      const parsed = identityPasswordChangeFormSchema.safeParse({
        newPassword: form.newPassword,
        confirmPassword: form.confirmPassword,
        ticket: token,
        redirect_uri: deps.loginRedirectUri,
      });
      if (!parsed.success)
        return { ok: false, kind: 'invalid', messages: [...new Set(parsed.error.issues.map((issue) => issue.message))], invitation: viewOf(invitation) };
      const { contact } = invitation;
      const at = deps.now();
      const isAccepted = await deps.repository.acceptInvitation(
        { invitationId: invitation.id, contactCode: contact.edu_codigocontacto, passwordHash: await hashPassword(parsed.data.newPassword), at },
        (tx) =>
          deps.audit.recordChanges(
            // The person accepting is who made the change; there is no session yet (0).
            toActor(contact, 0),
            [
              {
                action: 'invitation.accept',
                entityType: 'contact',
                entityId: contact.edu_codigocontacto,
                summary: `${contact.fullname} (${contact.edu_codigocontacto}) aceptó la invitación y eligió su contraseña`,
                before: { invitation: 'pendiente' },
                after: { invitation: 'aceptada' },
              },
            ],
            tx,
          ),
      );
      if (!isAccepted) return { ok: false, kind: 'closed' };
      deps.changes.publish('contacts', contact.edu_codigocontacto);
      const signInTicket = await deps.provider.issueCode(contact.edu_codigocontacto, invitationSignInAddress(deps.loginRedirectUri));
      return { ok: true, contactCode: contact.edu_codigocontacto, signInTicket };
    },

    /**
     * Exchanges an accepted invitation's sign-in ticket for the usual code to `redirectUri` with the web's `state`,
     * once. Null when the ticket is spent, expired, or was issued for another address.
     */
    async redeemSignInTicket(ticket: string, redirectUri: string, state: string): Promise<string | null> {
      if (!ticket || ticket.length > MAX_SECRET_LENGTH || redirectUri !== deps.loginRedirectUri) return null;
      const row = await deps.codes.consumeSignInCode(hashToken(ticket), deps.now());
      if (!row || row.redirect_uri !== invitationSignInAddress(redirectUri)) return null;
      const code = await deps.provider.issueCode(row.edu_codigocontacto, redirectUri);
      const location = new URL(redirectUri);
      location.searchParams.set('code', code);
      location.searchParams.set('state', state);
      return location.href;
    },
  };
}

export type InvitationAcceptance = ReturnType<typeof createInvitationAcceptance>;
