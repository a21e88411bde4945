import type { SessionUser } from '@campus/contract';
import { texts } from '@campus/contract/plain';
import { CalendarDays, CalendarX2, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { paths } from '../../lib/routes';
import { webTexts } from '../../lib/texts';
import { EventItem } from './event-item';
import { homeTexts } from './home-texts';
import styles from './dashboard.module.css';
import type { HomeAgenda } from './use-home-agenda';

const MAX_EVENTS = 8;

function EventsSkeleton() {
  return (
    <div className={styles.eventsSkeleton} aria-busy="true">
      <span className="visually-hidden" role="status">
        {webTexts.a11y.loading}
      </span>
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.eventSkeletonRow}>
          <Skeleton width="52px" height="56px" radius="12px" />
          <div className={styles.skeletonLines}>
            <Skeleton width="25%" height="0.8rem" />
            <Skeleton width="70%" height="1rem" />
            <Skeleton width="45%" height="0.8rem" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The student's coming events (the home's agenda: use-home-agenda), earliest first. */
export function UpcomingEvents({ user, agenda, studentGroupCodes }: { user: SessionUser; agenda: HomeAgenda; studentGroupCodes: readonly string[] }) {
  const { now, eventsQuery, upcoming } = agenda;
  const email = user.emailaddress1;

  let body;
  if (!email) {
    body = <EmptyState message={texts.empty.nothingToSee} icon={<CalendarX2 size={28} />} />;
  } else if (eventsQuery.isPending) {
    body = <EventsSkeleton />;
  } else if (eventsQuery.isError) {
    body = (
      <div className={styles.panelError} role="alert">
        <p>{homeTexts.events.error}</p>
        <button type="button" className={styles.retryLink} onClick={() => void eventsQuery.refetch()}>
          <RefreshCw aria-hidden="true" size={14} />
          {homeTexts.events.retry}
        </button>
      </div>
    );
  } else if (upcoming.length === 0) {
    body = (
      <EmptyState message={texts.empty.nothingToSee} icon={<CalendarX2 size={28} />}>
        <p className={styles.muted}>{homeTexts.events.empty}</p>
      </EmptyState>
    );
  } else {
    body = (
      <ul role="list" className={styles.events}>
        {upcoming.slice(0, MAX_EVENTS).map((event) => (
          <EventItem key={event.id} event={event} now={now} contactCode={user.edu_codigocontacto} studentGroupCodes={studentGroupCodes} />
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="events-title">
      <div className={styles.panelHeader}>
        <div>
          <h2 id="events-title" className={styles.panelTitle}>
            <CalendarDays aria-hidden="true" size={20} />
            {homeTexts.events.title}
          </h2>
          <p className={styles.muted}>{homeTexts.events.subtitle}</p>
        </div>
        <Link to={paths.calendar} className={styles.panelLink}>
          {homeTexts.events.seeCalendar}
        </Link>
      </div>
      {body}
    </section>
  );
}
