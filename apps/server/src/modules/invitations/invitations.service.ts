import { academyTexts } from '@campus/contract';
import { academyIdentity } from '@campus/contract';
import type { MailSender } from '../../integrations/mail/mail-sender';
import { createSecretToken, hashToken } from '../../lib/tokens';
import type { InvitationExecutor, InvitationsRepository } from './invitations.repository';

/** An invitation is valid for 7 days (issue 31). */
export const INVITATION_TTL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the invitation link opens: the page on which the person chooses their password. */
export const INVITATION_PATH = '/auth/invitacion';

/** Whom to invite: the contact as the caller has it (no second read). */
export interface InvitationInvitee {
  edu_codigocontacto: string;
  emailaddress1: string;
  /** The name the mail greets. */
  firstname: string | null;
  fullname: string;
}

/** What became of one invitation: mailed through SMTP, or a link for staff to hand over (no SMTP configured). */
export interface SentInvitation {
  edu_codigocontacto: string;
  emailaddress1: string;
  delivery: 'smtp' | 'link';
  /** The link itself, only when it was not mailed (never logged, never stored: only its hash is). */
  url: string | null;
  expiresAt: Date;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/**
 * Invitations (issue 31 item 2): a new person gets a link to choose their password, valid 7 days and single use.
 * With SMTP configured the link is mailed; without it (the built-in outbox delivers nothing outside the academy)
 * the link is answered to the staff member, or the import, to hand over. Callers authorize first (people, import);
 * the acceptance page consumes the token.
 */
export function createInvitationsService(deps: { repository: InvitationsRepository; mail: MailSender; publicUrl: string; now: () => Date }) {
  const isMailed = deps.mail.kind === 'smtp';

  return {
    /**
     * Issues one invitation per invitee (superseding their open ones) in the caller's transaction when given, then
     * mails them when SMTP is configured. Mail goes out after the rows are written; a mail that fails is reported by
     * the rejection of this call, and the link stays valid for a resend.
     */
    async sendInvitations(invitees: readonly InvitationInvitee[], createdBy: string | null, executor?: InvitationExecutor): Promise<SentInvitation[]> {
      const at = deps.now();
      const expiresAt = new Date(at.getTime() + INVITATION_TTL_DAYS * DAY_MS);
      const issued = invitees.map((invitee) => {
        const token = createSecretToken();
        const url = new URL(INVITATION_PATH, deps.publicUrl);
        url.searchParams.set('token', token);
        return { invitee, token, url: url.href };
      });
      await deps.repository.replaceOpenInvitations(
        issued.map(({ invitee, token }) => ({
          token_hash: hashToken(token),
          edu_codigocontacto: invitee.edu_codigocontacto,
          created_by: createdBy,
          created_at: at,
          expires_at: expiresAt,
          delivery: isMailed ? 'smtp' : 'link',
        })),
        at,
        executor,
      );
      if (isMailed) {
        for (const { invitee, url } of issued) {
          const values = {
            name: invitee.firstname?.trim() || invitee.fullname,
            url,
            days: String(INVITATION_TTL_DAYS),
            academy: academyIdentity.legalName,
          };
          const htmlValues = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, escapeHtml(value)]));
          await deps.mail.sendMail({
            to: { name: invitee.fullname, address: invitee.emailaddress1 },
            subject: academyTexts.backOfficeInvitations.mailSubject,
            text: fill(academyTexts.backOfficeInvitations.mailText, values),
            html: fill(academyTexts.backOfficeInvitations.mailHtml, htmlValues),
          });
        }
      }
      return issued.map(({ invitee, url }) => ({
        edu_codigocontacto: invitee.edu_codigocontacto,
        emailaddress1: invitee.emailaddress1,
        delivery: isMailed ? 'smtp' : 'link',
        url: isMailed ? null : url,
        expiresAt,
      }));
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
