import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { mailKeys } from './mail-keys';

/**
 * POST /api/user/to-comunicate {search?}: the people the user may write to (data.contacts) and the
 * formations whose members can be added at once (data.formations).
 */
export function getComunicateContacts(search: string, signal?: AbortSignal) {
  return callEndpoint('listToComunicate', { body: search ? { search } : {}, signal });
}

export const comunicateContactsQueryOptions = (search: string) =>
  queryOptions({ queryKey: mailKeys.contacts(search), queryFn: ({ signal }) => getComunicateContacts(search, signal), staleTime: 5 * 60_000 });

/** The picker's people and formations for an (already debounced) search; asked once the picker is used. */
export function useComunicateContacts(search: string, isEnabled: boolean) {
  return useQuery({ ...comunicateContactsQueryOptions(search), enabled: isEnabled, placeholderData: keepPreviousData });
}
