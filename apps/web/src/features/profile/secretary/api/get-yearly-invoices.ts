import { documentUrlAnswerSchema } from '@campus/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** GET /api/adeudos/yearly/{enrolment} (spec 002 §7): one PDF with the previous year's paid invoices (a short-lived url). */
export function getYearlyInvoices(enrolment: string) {
  return apiRequest(`/api/adeudos/yearly/${encodeURIComponent(enrolment)}`, { schema: documentUrlAnswerSchema });
}

export function useYearlyInvoices() {
  return useMutation({ mutationFn: (enrolment: string) => getYearlyInvoices(enrolment) });
}
