import { mailAttachmentAddressAnswerSchema } from '@campus/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/mails/{id}/attachments/{attachmentId}: a short-lived signed address of an attachment (its sender
 * and recipients only). Asked on click: signed addresses expire.
 */
export function getAttachmentAddress(mailId: number, attachmentId: number) {
  return apiRequest(`/api/mails/${mailId}/attachments/${attachmentId}`, { schema: mailAttachmentAddressAnswerSchema });
}
