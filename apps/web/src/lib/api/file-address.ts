import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from './call-endpoint';

/** Signed file addresses expire (hours): a fresh one is asked for once this one is this old. */
const FILE_ADDRESS_STALE_MS = 5 * 60_000;

/**
 * GET /api/files/activos/file/{id}[?download=1] (spec 001 §7): a fresh signed address of a file the caller may open
 * (a class's file, a board post's, a chat's, a delivered task's: the server decides who); with `isDownload`, an
 * address served as an attachment, given only when the file's event allows downloads.
 */
export function getFileAddress(fileId: number, isDownload = false, signal?: AbortSignal) {
  return callEndpoint('getFileAddress', { params: { id: fileId }, query: { download: isDownload ? '1' : undefined }, signal });
}

/** The address shown in a page (a viewer, an inline image): one cache entry per file, whichever feature shows it. */
export const fileAddressQueryOptions = (fileId: number) =>
  queryOptions({
    queryKey: queryKeyOf('getFileAddress', { id: fileId }),
    queryFn: ({ signal }) => getFileAddress(fileId, false, signal),
    staleTime: FILE_ADDRESS_STALE_MS,
    gcTime: FILE_ADDRESS_STALE_MS,
  });

/** The file's fresh address while it is shown; idle while `isEnabled` is false (a locked file). */
export function useFileAddress(fileId: number, isEnabled = true) {
  return useQuery({ ...fileAddressQueryOptions(fileId), enabled: isEnabled });
}
