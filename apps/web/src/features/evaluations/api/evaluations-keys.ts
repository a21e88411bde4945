import type { EndpointName } from '@campus/contract/plain';
import { queryKeyOf } from '../../../lib/api/call-endpoint';
import { groupTasksKey } from '../../../lib/api/group-tasks';

/**
 * Query keys of /evaluaciones, derived from the endpoints' keys (lib/api/call-endpoint) so uploads, deletions,
 * grades and pushes write exactly what they change. One group is the GET of that group; several are the POST,
 * whose key adds the sorted codes it sends (the body of a read is part of what it answers).
 */
export const evaluationsKeys = {
  /** Every cached read of the feature (a relogin asks them again). */
  names: ['listGroupEvaluations', 'listEvaluations', 'listGroupTasks', 'listTasks', 'listTeacherDeliveries'] as const satisfies readonly EndpointName[],
  evaluationNames: ['listGroupEvaluations', 'listEvaluations'] as const satisfies readonly EndpointName[],
  evaluations: (groupCodes: readonly string[], contactCode: string) =>
    groupCodes.length === 1
      ? queryKeyOf('listGroupEvaluations', { group: groupCodes[0]!, contactId: contactCode })
      : ([...queryKeyOf('listEvaluations', { contactId: contactCode }), { grupos: toGroupsScope(groupCodes) }] as const),
  tasks: (groupCodes: readonly string[], contactCode: string) =>
    groupCodes.length === 1
      ? groupTasksKey(groupCodes[0]!, contactCode)
      : ([...queryKeyOf('listTasks', { contactId: contactCode }), { grupos: toGroupsScope(groupCodes) }] as const),
  deliveryLists: () => [queryKeyOf('listTeacherDeliveries')[0]] as const,
  deliveries: (grupo: string | null, estado: string | null) => queryKeyOf('listTeacherDeliveries', undefined, { grupo, estado }),
};

/** The scope of a list of groups: every code sorted and joined. */
export function toGroupsScope(groupCodes: readonly string[]): string {
  return [...groupCodes].sort().join(',');
}
