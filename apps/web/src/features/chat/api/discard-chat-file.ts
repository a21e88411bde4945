import { callEndpoint } from '../../../lib/api/call-endpoint';

/**
 * DELETE /api/chats/upload-file/{id}: discards one's own upload that no message carries (the file removed
 * from the composer before sending), so it is not kept for nothing. 204.
 */
export function discardChatFile(fileId: number) {
  return callEndpoint('discardChatFile', { params: { id: fileId } });
}
