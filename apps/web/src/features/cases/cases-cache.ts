import type { CasesAnswer, SupportCase } from '@campus/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { EndpointName } from '@campus/contract/plain';
import { queryKeyOf } from '../../lib/api/call-endpoint';

/** The query parameter that opens a case's detail (a bell notification about a case leads here). */
export const CASE_PARAM = 'case';

/** Query keys of the cases feature: the student's own list, the academy's queue (per state and search), resolutions. */
export const caseKeys = {
  /** Every cached read of the feature (a relogin asks them again). */
  names: ['listOwnCases', 'listAcademyCases', 'getCaseResolution'] as const satisfies readonly EndpointName[],
  own: () => queryKeyOf('listOwnCases'),
  academyAll: () => [queryKeyOf('listAcademyCases')[0]] as const,
  academy: (statecode: number, search: string) => queryKeyOf('listAcademyCases', undefined, { statecode, search }),
  resolution: (incidentId: string) => queryKeyOf('getCaseResolution', { incidentId }),
};

const byNewest = (left: SupportCase, right: SupportCase) => right.createdon.localeCompare(left.createdon);
const byLastChange = (left: SupportCase, right: SupportCase) => right.modifiedon.localeCompare(left.modifiedon);

/** A list with `item` put in (replacing its older copy) or taken out, in the list's own order. */
function placeCase(list: SupportCase[], item: SupportCase, belongs: boolean, order: (left: SupportCase, right: SupportCase) => number): SupportCase[] {
  const others = list.filter((other) => other.incidentid !== item.incidentid);
  return belongs ? [...others, item].sort(order) : others;
}

/**
 * Writes a registered or changed case into every cached list that may show it: the customer's own list
 * (newest first) and the academy's queue of its state (last change first); it leaves the queues of the
 * other states. A searched queue is asked again, since only the server knows whether the case matches.
 * The case's resolution is asked again too, so an open detail shows a new one at once.
 */
export function writeCaseIntoLists(queryClient: QueryClient, item: SupportCase, ownCode: string | null): void {
  if (ownCode === item.customerid_contact.edu_codigocontacto) {
    queryClient.setQueryData<CasesAnswer>(caseKeys.own(), (answer) => (answer ? { ...answer, casos: placeCase(answer.casos, item, true, byNewest) } : answer));
  }
  for (const [key, answer] of queryClient.getQueriesData<CasesAnswer>({ queryKey: caseKeys.academyAll() })) {
    if (!answer) continue;
    const [, , { statecode, search }] = key as ReturnType<typeof caseKeys.academy>;
    const isListed = answer.casos.some((other) => other.incidentid === item.incidentid);
    if (search && !isListed) {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    queryClient.setQueryData<CasesAnswer>(key, { ...answer, casos: placeCase(answer.casos, item, item.statecode === statecode, byLastChange) });
  }
  void queryClient.invalidateQueries({ queryKey: caseKeys.resolution(item.incidentid) });
}
