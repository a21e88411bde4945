import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { statisticsKeys } from './statistics-keys';

/**
 * POST /api/actividades/media-asistencia, body { formation: group }: the group's average attendance to its live
 * classes over the whole course (no range: the server takes the course up to today).
 */
export function getGroupAttendance(groupCode: string, signal?: AbortSignal) {
  return callEndpoint('getGroupAttendance', { body: { formation: groupCode }, signal });
}

export const groupAttendanceQueryOptions = (groupCode: string) =>
  queryOptions({ queryKey: statisticsKeys.groupAttendance(groupCode), queryFn: ({ signal }) => getGroupAttendance(groupCode, signal) });

/** The group's average attendance. */
export function useGroupAttendance(groupCode: string) {
  return useQuery(groupAttendanceQueryOptions(groupCode));
}
