import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from '../../../../lib/api/call-endpoint';

export const licenceKeys = { list: (contactCode: string) => queryKeyOf('listLicences', { contactCode }) };

/** GET /api/user/licencias/{contactCode} (ours, spec 002 §7 Licences): the digital book card of a gru_N4_250 line, or none. */
export function getLicences(contactCode: string, signal?: AbortSignal) {
  return callEndpoint('listLicences', { params: { contactCode }, signal });
}

export const licencesQueryOptions = (contactCode: string) =>
  queryOptions({ queryKey: licenceKeys.list(contactCode), queryFn: ({ signal }) => getLicences(contactCode, signal) });

/** The student's licences as the licences tab shows them. */
export function useLicences(contactCode: string) {
  return useQuery(licencesQueryOptions(contactCode));
}
