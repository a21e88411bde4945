import { mailWriteAnswerSchema } from '@campus/contract';
import { apiRequest } from '../../../lib/api-client';
import { buildMailFormData, type MailWriteInput } from './mail-form-data';

/** POST /api/mails/reply/{id} (multipart): answers a mail in its conversation; `mailData.all` answers everyone. */
export function replyMail(originalId: number, input: MailWriteInput) {
  return apiRequest(`/api/mails/reply/${originalId}`, { method: 'POST', body: buildMailFormData(input), schema: mailWriteAnswerSchema });
}
