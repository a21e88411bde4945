import type { PeopleQuery } from '@campus/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { peopleKeys } from '../people-cache';

/** GET /api/gestion/personas?q&page&pageSize&type&state (ours): one page of the academy's people. */
export function listPeople(query: PeopleQuery, signal?: AbortSignal) {
  return callEndpoint('listPeople', { query, signal });
}

/** A page of the search; while the next page or search loads, the previous one stays on screen. */
export function usePeople(query: PeopleQuery) {
  return useQuery({ queryKey: peopleKeys.list(query), queryFn: ({ signal }) => listPeople(query, signal), placeholderData: keepPreviousData });
}
