import { callEndpoint } from '../../../lib/api/call-endpoint';
import { buildOneFileForm } from '../../../lib/api/one-file-form';

/** POST /api/posts/upload-file (ours): stores one file for a post; attached when the post is saved. */
export function uploadPostFile(file: File, signal?: AbortSignal) {
  return callEndpoint('uploadPostFile', { body: buildOneFileForm(file), signal });
}
