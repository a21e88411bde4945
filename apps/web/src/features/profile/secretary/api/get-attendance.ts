import { attendanceAnswerSchema } from '@campus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { secretaryKeys } from './secretary-keys';

/**
 * POST /api/actividades/asistencia/{contactCode}?onlyHours (spec 002 §7), body data: the hours the student
 * attended of a group's live classes (the attendance certificate's figure, shown before issuing it).
 */
export function getAttendance(contactCode: string, group: string, signal?: AbortSignal) {
  return apiRequest(`/api/actividades/asistencia/${encodeURIComponent(contactCode)}`, {
    method: 'POST',
    query: { onlyHours: 'true' },
    body: { data: { grupo: group } },
    schema: attendanceAnswerSchema,
    signal,
  });
}

export const attendanceQueryOptions = (contactCode: string, group: string) =>
  queryOptions({ queryKey: secretaryKeys.attendance(contactCode, group), queryFn: ({ signal }) => getAttendance(contactCode, group, signal), enabled: group !== '' });

/** Hours attended in the chosen group; idle until one is chosen. */
export function useAttendance(contactCode: string, group: string) {
  return useQuery(attendanceQueryOptions(contactCode, group));
}
