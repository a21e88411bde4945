import { apiRequest } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/contract-schemas';

/** GET /api/files/activos/file/{id}: a fresh signed address of a file the user may open. */
export function getFile(fileId: number, signal?: AbortSignal) {
  return apiRequest(`/api/files/activos/file/${fileId}`, { schema: lazySchema((contract) => contract.fileAnswerSchema), signal });
}
