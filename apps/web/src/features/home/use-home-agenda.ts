import type { EventSummary, SessionUser } from '@campus/contract';
import { getNextJoinWindowChange } from '@campus/contract/plain';
import { useMemo } from 'react';
import { useScheduledClock, useWakeAt } from '../../lib/use-scheduled-now';
import { useContactEvents } from './api/get-contact-events';
import { getHomeEventsRange, getUpcomingEvents } from './event-helpers';
import { useAgendaEvents } from './use-agenda-events';

const noEvents: readonly EventSummary[] = [];

/**
 * The home's agenda (GET /api/events/contact/{code}/{email}, today to +30 days) and the time it is shown at.
 * The time moves at the next instant a join window opens or closes or an event starts or ends (contract
 * getNextJoinWindowChange), so 'Unirse al evento' and 'En directo' come and go on time without a reload,
 * whether the page was rendered by the server or in the browser. One agenda for the whole home: the
 * "now / next" card and the list agree.
 */
export function useHomeAgenda(user: SessionUser) {
  const clock = useScheduledClock();
  const { now } = clock;
  // The range follows the day, not every tick: the query key stays put within a day.
  const { start_date: fromDay, end_date: toDay } = getHomeEventsRange(now);
  const range = useMemo(() => ({ start_date: fromDay, end_date: toDay }), [fromDay, toDay]);
  const eventsQuery = useContactEvents(user.edu_codigocontacto, user.emailaddress1, range);
  useAgendaEvents();
  const events = eventsQuery.data?.events ?? noEvents;
  useWakeAt(getNextJoinWindowChange(events, now), clock);
  const upcoming = useMemo(() => getUpcomingEvents(events, now), [events, now]);
  return { now, eventsQuery, upcoming };
}

export type HomeAgenda = ReturnType<typeof useHomeAgenda>;
