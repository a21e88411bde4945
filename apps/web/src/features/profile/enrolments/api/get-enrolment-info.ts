import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api/call-endpoint';
import { enrolmentRecordKeys } from '../../../../lib/api/withdrawal-requests-cache';

/** GET /api/matriculas/alumno/info/{contactCode} (spec 002 §7): enrolments, product lines, groups and lines. */
export function getEnrolmentInfo(contactCode: string, signal?: AbortSignal) {
  return callEndpoint('getEnrolmentInfo', { params: { contactCode }, signal });
}

export const enrolmentInfoQueryOptions = (contactCode: string) =>
  queryOptions({ queryKey: enrolmentRecordKeys.info(contactCode), queryFn: ({ signal }) => getEnrolmentInfo(contactCode, signal) });

/** The student's enrolments as the enrolments tab shows them. */
export function useEnrolmentInfo(contactCode: string) {
  return useQuery(enrolmentInfoQueryOptions(contactCode));
}
