import { callEndpoint } from '../../../lib/api/call-endpoint';
import { buildMailFormData, type MailWriteInput } from './mail-form-data';

/** POST /api/mails/reply/{id} (multipart): answers a mail in its conversation; `mailData.all` answers everyone. */
export function replyMail(originalId: number, input: MailWriteInput) {
  return callEndpoint('replyMail', { params: { id: originalId }, body: buildMailFormData(input) });
}
