import { fileAnswerSchema } from '@campus/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/files/activos/file/{id}[?download=1]: a fresh signed address of a delivered file (its owner, the
 * teachers of the task's group and staff). Asked on click: signed addresses expire.
 */
export function getTaskFileAddress(fileId: number, isDownload: boolean) {
  return apiRequest(`/api/files/activos/file/${fileId}`, { query: { download: isDownload ? '1' : undefined }, schema: fileAnswerSchema });
}
