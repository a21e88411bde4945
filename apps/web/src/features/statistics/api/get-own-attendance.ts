import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { statisticsKeys } from './statistics-keys';

/** POST /api/actividades/media-asistencia/propia, body { formation: group }: the student's own attendance, whole course. */
export function getOwnAttendance(groupCode: string, signal?: AbortSignal) {
  return callEndpoint('getOwnAttendance', { body: { formation: groupCode }, signal });
}

export const ownAttendanceQueryOptions = (groupCode: string) =>
  queryOptions({ queryKey: statisticsKeys.ownAttendance(groupCode), queryFn: ({ signal }) => getOwnAttendance(groupCode, signal) });

/** The student's own attendance in the group. */
export function useOwnAttendance(groupCode: string) {
  return useQuery(ownAttendanceQueryOptions(groupCode));
}
