import { texts } from '@campus/contract';
import type { OutgoingMail } from '../../integrations/mail/mail-sender';
import { maskEmail } from '../auth/credentials.service';
import { escapeHtml } from '../auth/sign-in-page';

/**
 * The mail to the PREVIOUS personal address when it is replaced or removed (issue 27): whoever holds the
 * account is told at the address the change takes away, so a change made with a stolen session (and its
 * password) does not go unnoticed. The new address is shown partly hidden.
 */
export function buildRecoveryAddressNotice(
  contact: { fullname: string; firstname: string | null; emailaddress1: string },
  previousAddress: string,
  newAddress: string | null,
): OutgoingMail {
  const lines = [
    `Hola, ${contact.firstname?.trim() || contact.fullname}:`,
    newAddress
      ? `El email personal de tu cuenta de Campus (${contact.emailaddress1}) ha cambiado de esta dirección a ${maskEmail(newAddress)}.`
      : `Se ha quitado esta dirección como email personal de tu cuenta de Campus (${contact.emailaddress1}).`,
    'A partir de ahora no recibirás aquí las contraseñas temporales de Campus.',
    'Si no has hecho tú este cambio, cambia tu contraseña y escribe cuanto antes a la secretaría de la academia.',
  ];
  return {
    to: { name: contact.fullname, address: previousAddress },
    subject: texts.profile.personalEmailChangedSubject,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
