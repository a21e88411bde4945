import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api/call-endpoint';
import { secretaryKeys } from './secretary-keys';

/**
 * POST /api/actividades/asistencia/{contactCode}?onlyHours (spec 002 §7), body data: the hours the student
 * attended of a group's live classes (the attendance certificate's figure, shown before issuing it).
 */
export function getAttendance(contactCode: string, group: string, signal?: AbortSignal) {
  return callEndpoint('getCertificateAttendance', { params: { contactCode }, query: { onlyHours: 'true' }, body: { data: { grupo: group } }, signal });
}

export const attendanceQueryOptions = (contactCode: string, group: string) =>
  queryOptions({
    queryKey: secretaryKeys.attendance(contactCode, group),
    queryFn: ({ signal }) => getAttendance(contactCode, group, signal),
    enabled: group !== '',
  });

/** Hours attended in the chosen group; idle until one is chosen. */
export function useAttendance(contactCode: string, group: string) {
  return useQuery(attendanceQueryOptions(contactCode, group));
}
