import { enrolmentInfoAnswerSchema } from '@campus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { secretaryKeys } from './secretary-keys';

/** GET /api/matriculas/alumno/info/{contactCode} (spec 002 §7): the student's enrolments, product lines, groups and lines. */
export function getEnrolmentInfo(contactCode: string, signal?: AbortSignal) {
  return apiRequest(`/api/matriculas/alumno/info/${encodeURIComponent(contactCode)}`, { schema: enrolmentInfoAnswerSchema, signal });
}

export const enrolmentInfoQueryOptions = (contactCode: string) =>
  queryOptions({ queryKey: secretaryKeys.enrolmentInfo(contactCode), queryFn: ({ signal }) => getEnrolmentInfo(contactCode, signal) });

/** The student's enrolments and groups (the secretary's invoices and certificates are per enrolment and group). */
export function useEnrolmentInfo(contactCode: string) {
  return useQuery(enrolmentInfoQueryOptions(contactCode));
}
