import { callEndpoint } from '../../../lib/api/call-endpoint';
import { buildMailFormData, type MailWriteInput } from './mail-form-data';

/** POST /api/mails/send (multipart): sends a new mail, or the draft `mailData.id`. */
export function sendMail(input: MailWriteInput) {
  return callEndpoint('sendMail', { body: buildMailFormData(input) });
}
