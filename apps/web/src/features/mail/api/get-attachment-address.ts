import { callEndpoint } from '../../../lib/api/call-endpoint';

/**
 * GET /api/mails/{id}/attachments/{attachmentId}: a short-lived signed address of an attachment (its sender
 * and recipients only). Asked on click: signed addresses expire.
 */
export function getAttachmentAddress(mailId: number, attachmentId: number) {
  return callEndpoint('getMailAttachmentAddress', { params: { id: mailId, attachmentId } });
}
