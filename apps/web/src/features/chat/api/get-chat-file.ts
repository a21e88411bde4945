import { fileAnswerSchema } from '@campus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** Signed addresses expire (hours): a fresh one is asked for once this one is this old. */
const FILE_ADDRESS_STALE_MS = 5 * 60_000;

/**
 * GET /api/files/activos/file/{id}[?download=1]: a fresh signed address of a chat file (only the two
 * people of its chat get one); with `isDownload` the address is served as an attachment.
 */
export function getChatFileAddress(fileId: number, isDownload = false, signal?: AbortSignal) {
  return apiRequest(`/api/files/activos/file/${fileId}`, { query: { download: isDownload ? '1' : undefined }, schema: fileAnswerSchema, signal });
}

const chatFileAddressOptions = (fileId: number) =>
  queryOptions({
    queryKey: chatKeys.fileAddress(fileId),
    queryFn: ({ signal }) => getChatFileAddress(fileId, false, signal),
    staleTime: FILE_ADDRESS_STALE_MS,
    gcTime: FILE_ADDRESS_STALE_MS,
  });

/** The signed address of an image shown inline in the conversation. */
export function useChatFileAddress(fileId: number) {
  return useQuery(chatFileAddressOptions(fileId));
}
