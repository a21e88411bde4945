import { mailWriteAnswerSchema } from '@campus/contract';
import { apiRequest } from '../../../lib/api-client';
import { buildMailFormData, type MailWriteInput } from './mail-form-data';

/** POST /api/mails/send (multipart): sends a new mail, or the draft `mailData.id`. */
export function sendMail(input: MailWriteInput) {
  return apiRequest('/api/mails/send', { method: 'POST', body: buildMailFormData(input), schema: mailWriteAnswerSchema });
}
