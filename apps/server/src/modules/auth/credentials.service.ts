import type { TableChanges } from '../../lib/table-changes';
import { randomInt } from 'node:crypto';
import {
  type ChangePasswordBody,
  type PasswordAnswer,
  type PasswordSettingsAnswer,
  type ResetCredentialsAnswer,
  type ResetCredentialsBody,
  texts,
} from '@campus/contract';
import type { MailSender } from '../../integrations/mail/mail-sender';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { authorize } from '../../policies';
import { escapeHtml } from './sign-in-page';
import type { ContactRow, ContactsService } from '../contacts/contacts.service';
import type { AuthRepository } from './auth.repository';

/** Characters of a temporary password: no 0/O, 1/l/I, so it can be copied from a phone without doubt. */
const TEMPORARY_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A temporary password of three groups of four (about 70 bits), e.g. "Kp7w-Mz3q-Tn8r": it always mixes letters
 * and digits, so it satisfies the password rule itself.
 */
export function createTemporaryPassword(): string {
  for (;;) {
    const groups = Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)]).join(''));
    const password = groups.join('-');
    if (/[A-Za-z]/.test(password) && /\d/.test(password)) return password;
  }
}

/** An address with most of its local part hidden ("lucia@correo.test" → "l••••@correo.test"), for the answer and toasts. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${address[0]}${'•'.repeat(Math.max(3, Math.min(8, at - 1)))}${address.slice(at)}`;
}

export interface CredentialsServiceDeps {
  repository: Pick<AuthRepository, 'updatePassword'>;
  /** The contacts module: the account whose credentials change. */
  contacts: Pick<ContactsService, 'findContactByCode'>;
  /** Ends the other sessions of the account (the auth service). */
  sessions: { endOtherSessions(actor: Actor): Promise<number> };
  /** The password's change is published (the cached contact, on every instance). */
  changes: Pick<TableChanges, 'publish'>;
  /** The personal calendar feed (the calendar service): a reset gives its address a new secret. */
  calendarFeed: { renewFeedAfterReset(actor: Actor): Promise<void> };
  /** Outgoing mail (SMTP with SMTP_URL, the built-in outbox otherwise): the temporary password goes to the proven personal address, or to the academy's. */
  mail: MailSender;
  /** Who checks passwords: the built-in academy page, or an OIDC issuer that manages them itself. */
  provider: 'builtin' | 'oidc';
  /** The OIDC provider's account page (where people change their password there); null with the built-in provider. */
  accountUrl: string | null;
  /** Where the academy sign-in starts (`${PUBLIC_URL}/login`), named in the mail. */
  loginUrl: string;
  /**
   * Whether mail kept in the built-in outbox reaches its reader: in development and tests the outbox is read
   * there; in production nobody reads it, so without SMTP_URL a reset is refused instead of replacing a
   * password with one the student would never receive.
   */
  isOutboxRead: boolean;
}

/**
 * Whether the personal address is the one last proven (set by the academy, or changed with the current
 * password): only then may a temporary password be mailed there.
 */
export function isProvenRecoveryAddress(contact: Pick<ContactRow, 'emailaddress2' | 'emailaddress2_proven'>): boolean {
  const address = contact.emailaddress2?.trim().toLowerCase();
  return Boolean(address) && address === contact.emailaddress2_proven?.trim().toLowerCase();
}

/** The temporary password mail: plain text for every client, the same words in HTML. */
function buildTemporaryPasswordMail(contact: ContactRow, to: string, temporaryPassword: string, loginUrl: string) {
  const lines = [
    `Hola, ${contact.firstname?.trim() || contact.fullname}:`,
    `Hemos reseteado las credenciales de tu cuenta de Campus (${contact.emailaddress1}), como pediste desde tu perfil.`,
    `Tu contraseña temporal es: ${temporaryPassword}`,
    `Entra en ${loginUrl} con tu correo de la academia y esta contraseña. Antes de continuar te pediremos que elijas una contraseña nueva.`,
    'Por seguridad hemos cerrado tu sesión en los demás dispositivos.',
    'Si no has pedido este cambio, escribe cuanto antes a la secretaría de la academia.',
  ];
  const html = lines
    .map((line) =>
      line.includes(temporaryPassword)
        ? `<p>Tu contraseña temporal es: <strong style="font-family:monospace;font-size:1.3em;letter-spacing:.08em">${escapeHtml(temporaryPassword)}</strong></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join('');
  return { to: { name: contact.fullname, address: to }, subject: texts.privacy.temporaryPasswordSubject, text: lines.join('\n\n'), html };
}

/**
 * The privacy tab's password calls (spec 002 §7, issue 13): change the built-in provider's password and reset
 * it to a temporary one sent to the personal address. Both end every other session of the account.
 */
export function createCredentialsService(deps: CredentialsServiceDeps) {
  const { repository } = deps;

  /** With an OIDC issuer the academy does not hold passwords: 409 and the web links to the provider. */
  function requireBuiltinProvider(): void {
    if (deps.provider !== 'builtin') throw new AppError('conflict', texts.privacy.managedByProvider);
  }

  async function findOwnContact(actor: Actor): Promise<ContactRow> {
    const contact = await deps.contacts.findContactByCode(actor.edu_codigocontacto);
    if (!contact || contact.statecode !== 0) throw new AppError('unauthorized', texts.errors.unauthorized);
    return contact;
  }

  return {
    /** GET /api/auth/password-settings: who manages the password, and the provider's page when it is not us. */
    getPasswordSettings(actor: Actor | null): PasswordSettingsAnswer {
      authorize(actor, 'signedIn');
      return { status: 'ok', provider: deps.provider, accountUrl: deps.provider === 'oidc' ? deps.accountUrl : null };
    },

    /** POST /api/auth/change-password: the current password proves it is the owner; the other sessions end. */
    async changePassword(actor: Actor | null, body: ChangePasswordBody): Promise<PasswordAnswer> {
      const checked = authorize(actor, 'managePassword');
      requireBuiltinProvider();
      const contact = await findOwnContact(checked);
      if (!(await verifyPassword(body.currentPassword, contact.password_hash))) {
        throw new AppError('validation', texts.privacy.wrongCurrentPassword, {
          issues: [{ path: 'currentPassword', message: texts.privacy.wrongCurrentPassword }],
        });
      }
      await repository.updatePassword(contact.edu_codigocontacto, await hashPassword(body.newPassword), false);
      deps.changes.publish('contacts', contact.edu_codigocontacto);
      await deps.sessions.endOtherSessions(checked);
      return { status: 'ok', message: texts.privacy.passwordChanged };
    },

    /**
     * POST /api/auth/reset-credentials: a temporary password replaces the current one and is mailed to the
     * personal address saved in the profile when it is proven, to the academy address otherwise (the body must
     * name the saved personal address, and the user's own Microsoft 365 code when it sends one). The mail goes
     * first: when it cannot be handed over nothing changes.
     */
    async resetCredentials(actor: Actor | null, body: ResetCredentialsBody): Promise<ResetCredentialsAnswer> {
      const checked = authorize(actor, 'managePassword');
      requireBuiltinProvider();
      const contact = await findOwnContact(checked);
      const isOwnAccount = body.edu_codigoo365 === undefined || body.edu_codigoo365 === null || body.edu_codigoo365 === contact.edu_codigoo365;
      authorize(checked, 'resetOwnCredentials', { isOwnAccount });
      const saved = contact.emailaddress2?.trim() ?? '';
      if (!saved) throw new AppError('conflict', texts.privacy.personalEmailMissing);
      if (saved.toLowerCase() !== body.emailaddress2.trim().toLowerCase()) throw new AppError('conflict', texts.privacy.personalEmailMismatch);

      if (deps.mail.kind === 'outbox' && !deps.isOutboxRead) throw new AppError('unavailable', texts.privacy.resetCredentialsError);
      // Only a proven personal address receives a password (issue 27): one typed with a stolen session, or
      // written by an outside writer, never was, so the password goes to the academy address instead.
      const to = isProvenRecoveryAddress(contact) ? saved : contact.emailaddress1;

      const temporaryPassword = createTemporaryPassword();
      const passwordHash = await hashPassword(temporaryPassword);
      let report;
      try {
        report = await deps.mail.sendMail(buildTemporaryPasswordMail(contact, to, temporaryPassword, deps.loginUrl));
      } catch (error) {
        throw new AppError('unavailable', texts.privacy.resetCredentialsError, { cause: error });
      }
      if (report.accepted.length === 0) throw new AppError('unavailable', texts.privacy.resetCredentialsError);
      await repository.updatePassword(contact.edu_codigocontacto, passwordHash, body.forcePasswordChange ?? true);
      deps.changes.publish('contacts', contact.edu_codigocontacto);
      await deps.sessions.endOtherSessions(checked);
      // The feed's address is a credential too (it reads the calendar without a session): a reset renews it,
      // while 'Desconectar todos los dispositivos' leaves calendar apps subscribed (the privacy tab says so).
      await deps.calendarFeed.renewFeedAfterReset(checked);
      return { status: 'ok', message: texts.privacy.resetCredentialsSuccess, sentTo: maskEmail(to) };
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
