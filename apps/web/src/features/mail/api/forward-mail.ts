import { mailWriteAnswerSchema } from '@campus/contract';
import { apiRequest } from '../../../lib/api-client';
import { buildMailFormData, type MailWriteInput } from './mail-form-data';

/** POST /api/mails/forward/{id} (multipart): forwards a mail with the attachments of `mailData.keepAttachmentIds`. */
export function forwardMail(originalId: number, input: MailWriteInput) {
  return apiRequest(`/api/mails/forward/${originalId}`, { method: 'POST', body: buildMailFormData(input), schema: mailWriteAnswerSchema });
}
