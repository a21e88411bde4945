import { mailWriteAnswerSchema } from '@campus/contract';
import { apiRequest } from '../../../lib/api-client';
import { buildMailFormData, type MailWriteInput } from './mail-form-data';

/** POST /api/mails (multipart): saves a draft; `mailData.id` names the draft it overwrites. */
export function saveMailDraft(input: MailWriteInput) {
  return apiRequest('/api/mails', { method: 'POST', body: buildMailFormData(input), schema: mailWriteAnswerSchema });
}
