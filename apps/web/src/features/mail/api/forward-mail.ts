import { callEndpoint } from '../../../lib/api/call-endpoint';
import { buildMailFormData, type MailWriteInput } from './mail-form-data';

/** POST /api/mails/forward/{id} (multipart): forwards a mail with the attachments of `mailData.keepAttachmentIds`. */
export function forwardMail(originalId: number, input: MailWriteInput) {
  return callEndpoint('forwardMail', { params: { id: originalId }, body: buildMailFormData(input) });
}
