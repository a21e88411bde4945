import { chatFileSchema } from '@campus/contract';
import { apiRequest } from '../../../lib/api-client';

/** The multipart field the server reads (one file per request). */
const UPLOAD_FIELD = 'files';

/** POST /api/posts/upload-file (ours): stores one file for a post; attached when the post is saved. */
export function uploadPostFile(file: File, signal?: AbortSignal) {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return apiRequest('/api/posts/upload-file', { method: 'POST', body: form, schema: chatFileSchema, signal });
}
