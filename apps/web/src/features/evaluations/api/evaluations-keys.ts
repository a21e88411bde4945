/**
 * Query keys of /evaluaciones, in one place so uploads, deletions, grades and pushes write exactly what they
 * change. `scope` is one group's code, or the sorted codes of every group joined (the POST of several groups).
 */
export const evaluationsKeys = {
  all: ['evaluations'] as const,
  evaluationLists: () => ['evaluations', 'evaluations'] as const,
  evaluations: (scope: string, contactCode: string) => ['evaluations', 'evaluations', scope, contactCode] as const,
  taskLists: () => ['evaluations', 'tasks'] as const,
  tasks: (scope: string, contactCode: string) => ['evaluations', 'tasks', scope, contactCode] as const,
  deliveryLists: () => ['evaluations', 'deliveries'] as const,
  deliveries: (grupo: string | null, estado: string | null) => ['evaluations', 'deliveries', grupo ?? '', estado ?? ''] as const,
};

/** The scope of a list of groups: one group's code, or every code sorted and joined. */
export function toGroupsScope(groupCodes: readonly string[]): string {
  return [...groupCodes].sort().join(',');
}
