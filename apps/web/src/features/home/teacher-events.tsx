import type { EventSummary } from '@campus/contract';
import { getNextJoinWindowChange, texts } from '@campus/contract/plain';
import { CalendarDays, CalendarX2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { paths } from '../../lib/routes';
import { useScheduledClock, useWakeAt } from '../../lib/use-scheduled-now';
import { EventItem } from './event-item';
import { getUpcomingEvents } from './event-helpers';
import { homeTexts } from './home-texts';
import dashboardStyles from './dashboard.module.css';

const MAX_EVENTS = 6;

/**
 * His next classes and tutorías, as the student home shows events: 'Unirse al evento' inside the contract's join
 * window (the screen wakes when a window opens or closes), else 'Ir al evento'.
 */
export function TeacherEvents({ events, contactCode, groupCodes }: { events: readonly EventSummary[]; contactCode: string; groupCodes: readonly string[] }) {
  const clock = useScheduledClock();
  const { now } = clock;
  useWakeAt(getNextJoinWindowChange(events, now), clock);
  const upcoming = useMemo(() => getUpcomingEvents(events, now).slice(0, MAX_EVENTS), [events, now]);
  return (
    <section className={dashboardStyles.panel} aria-labelledby="teacher-events-title">
      <div className={dashboardStyles.panelHeader}>
        <h2 id="teacher-events-title" className={dashboardStyles.panelTitle}>
          <CalendarDays aria-hidden="true" size={20} />
          {texts.teachingHome.events.title}
        </h2>
        <Link to={paths.calendar} className={dashboardStyles.panelLink}>
          {homeTexts.events.seeCalendar}
        </Link>
      </div>
      {upcoming.length === 0 ? (
        <EmptyState message={texts.teachingHome.events.empty} icon={<CalendarX2 size={28} />} />
      ) : (
        <ul role="list" className={dashboardStyles.events}>
          {upcoming.map((event) => (
            <EventItem key={event.id} event={event} now={now} contactCode={contactCode} studentGroupCodes={groupCodes} />
          ))}
        </ul>
      )}
    </section>
  );
}
