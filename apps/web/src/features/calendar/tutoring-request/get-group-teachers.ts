import { formationDetailAnswerSchema } from '@campus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/formations/{code}: the group with its teachers (spec 002 §6: teachers are the selectable
 * people of a tutoring request). Same call and cache key as the formation page's detail.
 */
export function getGroupDetail(code: string, signal?: AbortSignal) {
  return apiRequest(`/api/formations/${encodeURIComponent(code)}`, { schema: formationDetailAnswerSchema, signal });
}

export const groupTeachersQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['formation', 'detail', code] as const,
    queryFn: ({ signal }) => getGroupDetail(code, signal),
    select: (answer) => answer.formation.teachers,
  });

/** The chosen group's teachers; idle until a group is chosen. */
export function useGroupTeachers(code: string) {
  return useQuery({ ...groupTeachersQueryOptions(code), enabled: code !== '' });
}
