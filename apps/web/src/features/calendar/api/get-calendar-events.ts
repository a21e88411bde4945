import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarAnswer, CalendarEvent } from '@campus/contract';
import { endpoints } from '@campus/contract/plain';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract-schemas';
import { webTexts } from '../../../lib/texts';
import { calendarKeys } from './calendar-keys';

export interface CalendarRange {
  /** YYYY-MM-DD (Madrid) */
  start_date: string;
  /** YYYY-MM-DD (Madrid) */
  end_date: string;
}

/**
 * GET /api/events/formations/common?start_date&end_date&contacts&reeschedule=1: the events of every group of
 * the user (no `formations`: all of them), the ones they organize or are invited to (tutorías) and their own
 * study plan. The group filter works on the answer, so changing it asks nothing again.
 *
 * A month can hold 2,000 events, and checking them against the contract's schema took 40–50 ms of the
 * 100 ms the month view has to appear in (issue 10). So the answer is checked as the first load checks its
 * answers (lib/contract-schemas): its outline at once (an answer of another shape is the usual
 * 'La respuesta del servidor no es válida'), every field right after it is on screen, a mismatch logged.
 */
export async function getCalendarEvents(contactCode: string, range: CalendarRange, signal?: AbortSignal): Promise<CalendarAnswer> {
  // Not callEndpoint: that checks every field before answering, the cost this check spreads out (above).
  const answer: unknown = await apiRequest(endpoints.listCalendarEvents.path, {
    query: { start_date: range.start_date, end_date: range.end_date, contacts: contactCode, reeschedule: '1' },
    signal,
  });
  if (!hasCalendarOutline(answer)) throw new ApiError(200, 'invalid_answer', webTexts.network.invalidAnswer);
  checkWhenIdle(answer);
  return answer;
}

/** The shape the page relies on to draw: `{status:'ok', events:[…]}`, each event with its dates and availability. */
function hasCalendarOutline(answer: unknown): answer is CalendarAnswer {
  if (!answer || typeof answer !== 'object') return false;
  const { status, events } = answer as { status?: unknown; events?: unknown };
  if (status !== 'ok' || !Array.isArray(events)) return false;
  return events.every(
    (event: unknown) =>
      !!event &&
      typeof (event as CalendarEvent).id === 'number' &&
      typeof (event as CalendarEvent).start_date === 'string' &&
      Array.isArray((event as CalendarEvent).formations) &&
      typeof (event as CalendarEvent).availability?.isAvailable === 'boolean',
  );
}

/** The full check against the contract, once the page is idle (the events are on screen by then). */
function checkWhenIdle(answer: CalendarAnswer): void {
  const check = () =>
    void loadContract().then((contract) => {
      const parsed = contract.endpointSchemas.listCalendarEvents.answer.safeParse(answer);
      // The contract is shared with the server, so this is a bug worth seeing in the console.
      if (!parsed.success) console.error(`Respuesta inesperada de GET ${endpoints.listCalendarEvents.path}`, parsed.error);
    });
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(check, { timeout: 2_000 });
  else window.setTimeout(check, 0);
}

/** A calendar left open all day still shows a new or moved class (pushes cover the user's own changes). */
const REFRESH_MS = 5 * 60_000;

export const calendarEventsQueryOptions = (contactCode: string, range: CalendarRange) =>
  queryOptions({
    queryKey: calendarKeys.range(contactCode, range.start_date, range.end_date),
    queryFn: ({ signal }) => getCalendarEvents(contactCode, range, signal),
    refetchInterval: REFRESH_MS,
  });

/** The events of the days on screen; the previous period stays on screen while the next one loads. */
export function useCalendarEvents(contactCode: string, range: CalendarRange) {
  return useQuery({ ...calendarEventsQueryOptions(contactCode, range), placeholderData: keepPreviousData });
}
