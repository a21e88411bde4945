import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { peopleKeys } from '../people-cache';

/** GET /api/gestion/personas/{contactCode} (ours): a person with enrolments, groups taught and invitation state. */
export function getPerson(contactCode: string, signal?: AbortSignal) {
  return callEndpoint('getPerson', { params: { contactCode }, signal });
}

export function usePerson(contactCode: string) {
  return useQuery({ queryKey: peopleKeys.person(contactCode), queryFn: ({ signal }) => getPerson(contactCode, signal) });
}
