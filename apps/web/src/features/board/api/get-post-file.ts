import { fileAnswerSchema } from '@campus/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/files/activos/file/{id}[?download=1]: a fresh signed address of a post's file (the members of
 * its groups). Asked on click: signed addresses expire.
 */
export function getPostFileAddress(fileId: number, isDownload: boolean) {
  return apiRequest(`/api/files/activos/file/${fileId}`, { query: { download: isDownload ? '1' : undefined }, schema: fileAnswerSchema });
}
