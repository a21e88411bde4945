import { fileAnswerSchema } from '@campus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { formationKeys } from './formation-keys';

/** Signed file addresses expire: a fresh one is asked for after this long. */
const FILE_URL_STALE_MS = 5 * 60_000;

/**
 * GET /api/files/activos/file/{id}: a fresh signed address of a file the user may open; with `isDownload`
 * (?download=1) an address served as an attachment, given only when the event allows downloads.
 */
export function getFile(fileId: number, signal?: AbortSignal, isDownload = false) {
  return apiRequest(`/api/files/activos/file/${fileId}`, { query: { download: isDownload ? '1' : undefined }, schema: fileAnswerSchema, signal });
}

export const fileQueryOptions = (fileId: number) =>
  queryOptions({
    queryKey: formationKeys.file(fileId),
    queryFn: ({ signal }) => getFile(fileId, signal),
    staleTime: FILE_URL_STALE_MS,
    gcTime: FILE_URL_STALE_MS,
  });

/** The file's fresh address while it is shown; disabled for locked files. */
export function useFile(fileId: number, isEnabled: boolean) {
  return useQuery({ ...fileQueryOptions(fileId), enabled: isEnabled });
}
