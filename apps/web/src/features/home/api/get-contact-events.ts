import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from '../../../lib/api/call-endpoint';

export interface ContactEventsRange {
  /** YYYY-MM-DD */
  start_date: string;
  /** YYYY-MM-DD */
  end_date: string;
}

/** GET /api/events/contact/{code}/{email}?start_date&end_date: the student's events in a range of days. */
export function getContactEvents(code: string, email: string, range: ContactEventsRange, signal?: AbortSignal) {
  return callEndpoint('listContactEvents', { params: { code, email }, query: { start_date: range.start_date, end_date: range.end_date }, signal });
}

/** The key of one agenda: the range is its query. */
export const contactEventsKey = (code: string, email: string, range: ContactEventsRange) =>
  queryKeyOf('listContactEvents', { code, email }, { start_date: range.start_date, end_date: range.end_date });

const REFRESH_MS = 5 * 60_000;

export const contactEventsQueryOptions = (code: string, email: string, range: ContactEventsRange) =>
  queryOptions({
    queryKey: contactEventsKey(code, email, range),
    queryFn: ({ signal }) => getContactEvents(code, email, range, signal),
    // A home left open all morning still shows a rescheduled or new class.
    refetchInterval: REFRESH_MS,
  });

/** The student's events in the range; disabled until the code and the e-mail are known. */
export function useContactEvents(code: string | null | undefined, email: string | null | undefined, range: ContactEventsRange) {
  return useQuery({ ...contactEventsQueryOptions(code ?? '', email ?? '', range), enabled: !!code && !!email });
}
