import { chatFileSchema } from '@campus/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The multipart field the server reads the file from (spec 002 §7: "form field files"). */
const UPLOAD_FIELD = 'files';

/**
 * POST /api/chats/upload-file: stores one file (multipart, field `files`) and answers the chat file object
 * (201). Until a message carries it in `metadata.files`, only its owner may open it.
 */
export function uploadChatFile(file: File, signal?: AbortSignal) {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file, file.name);
  return apiRequest('/api/chats/upload-file', { method: 'POST', body, schema: chatFileSchema, signal });
}

/** Uploads the file chosen in the composer; the composer keeps the answer until the message is sent. */
export function useUploadChatFile() {
  return useMutation({ mutationFn: (file: File) => uploadChatFile(file) });
}
