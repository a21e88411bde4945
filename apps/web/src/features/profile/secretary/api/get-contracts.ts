import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api/call-endpoint';
import { secretaryKeys } from './secretary-keys';

/** GET /api/contratos/{contactId} (spec 002 §7): the student's contracts with edu_urlcontrato (short-lived). */
export function getContracts(contactCode: string, signal?: AbortSignal) {
  return callEndpoint('listContracts', { params: { contactId: contactCode }, signal });
}

// The addresses expire (FILES_URL_TTL_SECONDS): the list is asked again rather than served stale.
const CONTRACT_ADDRESS_STALE_MS = 60_000;

export const contractsQueryOptions = (contactCode: string) =>
  queryOptions({
    queryKey: secretaryKeys.contracts(contactCode),
    queryFn: ({ signal }) => getContracts(contactCode, signal),
    staleTime: CONTRACT_ADDRESS_STALE_MS,
  });

export function useContracts(contactCode: string) {
  return useQuery(contractsQueryOptions(contactCode));
}
