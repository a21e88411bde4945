import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { buildOneFileForm } from '../../../lib/api/one-file-form';

/**
 * POST /api/chats/upload-file: stores one file (multipart, field `files`) and answers the chat file object
 * (201). Until a message carries it in `metadata.files`, only its owner may open it.
 */
export function uploadChatFile(file: File, signal?: AbortSignal) {
  return callEndpoint('uploadChatFile', { body: buildOneFileForm(file), signal });
}

/** Uploads the file chosen in the composer; the composer keeps the answer until the message is sent. */
export function useUploadChatFile() {
  return useMutation({ mutationFn: (file: File) => uploadChatFile(file) });
}
