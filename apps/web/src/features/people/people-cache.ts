import type { PeopleQuery, PersonAnswer } from '@campus/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '../../lib/api/call-endpoint';

/** The people feature's query keys: the searched pages and one person's detail. */
export const peopleKeys = {
  lists: () => [queryKeyOf('listPeople')[0]] as const,
  list: (query: PeopleQuery) => queryKeyOf('listPeople', undefined, query),
  person: (contactCode: string) => queryKeyOf('getPerson', { contactCode }),
};

/**
 * The one writer of a person into the cache: a write's answer becomes the detail at once, and the searched pages
 * are asked again (a change of name, type or state may move the person to another page or out of a filter).
 */
export function writePersonIntoCache(queryClient: QueryClient, answer: PersonAnswer): void {
  queryClient.setQueryData(peopleKeys.person(answer.person.edu_codigocontacto), { ...answer, invitation: null });
  void queryClient.invalidateQueries({ queryKey: peopleKeys.lists() });
}
