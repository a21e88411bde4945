import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api/call-endpoint';

/** GET /api/adeudos/yearly/{enrolment} (spec 002 §7): one PDF with the previous year's paid invoices (a short-lived url). */
export function getYearlyInvoices(enrolment: string) {
  return callEndpoint('getYearlyInvoices', { params: { enrolment } });
}

export function useYearlyInvoices() {
  return useMutation({ mutationFn: (enrolment: string) => getYearlyInvoices(enrolment) });
}
