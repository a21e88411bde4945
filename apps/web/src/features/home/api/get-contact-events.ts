import { lazySchema } from '../../../lib/contract-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ContactEventsRange {
  /** YYYY-MM-DD */
  start_date: string;
  /** YYYY-MM-DD */
  end_date: string;
}

/** GET /api/events/contact/{code}/{email}?start_date&end_date: the student's events in a range of days. */
export function getContactEvents(code: string, email: string, range: ContactEventsRange, signal?: AbortSignal) {
  return apiRequest(`/api/events/contact/${encodeURIComponent(code)}/${encodeURIComponent(email)}`, {
    query: { start_date: range.start_date, end_date: range.end_date },
    schema: lazySchema((contract) => contract.eventsAnswerSchema),
    signal,
  });
}

const REFRESH_MS = 5 * 60_000;

export const contactEventsQueryOptions = (code: string, email: string, range: ContactEventsRange) =>
  queryOptions({
    queryKey: ['contact-events', code, email, range.start_date, range.end_date],
    queryFn: ({ signal }) => getContactEvents(code, email, range, signal),
    // A home left open all morning still shows a rescheduled or new class.
    refetchInterval: REFRESH_MS,
  });

/** The student's events in the range; disabled until the code and the e-mail are known. */
export function useContactEvents(code: string | null | undefined, email: string | null | undefined, range: ContactEventsRange) {
  return useQuery({ ...contactEventsQueryOptions(code ?? '', email ?? '', range), enabled: !!code && !!email });
}
