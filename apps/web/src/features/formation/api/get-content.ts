import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { formationKeys } from './formation-keys';

/**
 * GET /api/content/{parentFormationCode}?group={groupCode}: the units → topics → events tree of a group,
 * each event with the user's availability (computed on the server with the contract's rules), completion
 * and signed file addresses (null while locked).
 */
export function getContent(parentCode: string, groupCode: string, signal?: AbortSignal) {
  return callEndpoint('getContent', { params: { formationCode: parentCode }, query: { group: groupCode }, signal });
}

export const contentQueryOptions = (parentCode: string, groupCode: string) =>
  queryOptions({
    queryKey: formationKeys.content(parentCode, groupCode),
    queryFn: ({ signal }) => getContent(parentCode, groupCode, signal),
  });

/** The content tree; disabled until both codes are known. */
export function useContent(parentCode: string | null, groupCode: string | null) {
  return useQuery({ ...contentQueryOptions(parentCode ?? '', groupCode ?? ''), enabled: !!parentCode && !!groupCode });
}
