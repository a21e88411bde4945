import { memo } from 'react';
import { getEventTypeIcon } from '../../lib/event-type-icon';
import { orderDayEvents, type PlacedEvent } from './calendar-events';
import { formatDay } from './calendar-grid';
import { calendarTexts } from './calendar-texts';
import styles from './agenda-view.module.css';
import { getEventTone, getEventTypeLabel, type EventTone } from './event-tone';

interface AgendaViewProps {
  days: readonly string[];
  today: string;
  byDay: ReadonlyMap<string, PlacedEvent[]>;
  liveIds: ReadonlySet<number>;
  onOpen: (item: PlacedEvent) => void;
}

const AgendaRow = memo(function AgendaRow({ item, tone, onOpen }: { item: PlacedEvent; tone: EventTone; onOpen: (item: PlacedEvent) => void }) {
  const Icon = getEventTypeIcon(item.event.event_type);
  return (
    <button type="button" className={styles.row} data-tone={tone} data-event-id={item.event.id} onClick={() => onOpen(item)}>
      <span className={styles.time}>{item.isAllDay ? calendarTexts.allDay : `${item.startTime}–${item.endTime}`}</span>
      <span className={styles.main}>
        <span className={styles.title}>{item.event.title}</span>
        <span className={styles.meta}>
          <Icon aria-hidden="true" size={14} />
          {getEventTypeLabel(item.event.event_type)}
          {tone === 'live' ? <span className={styles.live}>{calendarTexts.live}</span> : null}
          {tone === 'disabled' ? <span className={styles.unavailable}>{calendarTexts.unavailable}</span> : null}
        </span>
      </span>
    </button>
  );
});

/**
 * The agenda (issue 29): the period's events as a list by day, in the order of a day at a glance (the live
 * class, timed events by start, then all-day ones). Each event is a button (Tab, Enter) that opens it as
 * the grid's chips do; days without events are left out.
 */
export function AgendaView({ days, today, byDay, liveIds, onOpen }: AgendaViewProps) {
  const shownDays = days.filter((day) => (byDay.get(day)?.length ?? 0) > 0);
  if (shownDays.length === 0) return <div className={styles.empty} />;
  return (
    <ol role="list" className={styles.agenda}>
      {shownDays.map((day) => {
        const headingId = `agenda-${day}`;
        const isToday = day === today;
        return (
          <li key={day} className={[styles.day, isToday ? styles.today : undefined].filter(Boolean).join(' ')}>
            <h3 id={headingId} className={styles.dayHeading}>
              <span className={styles.dayNumber} aria-hidden="true">
                {Number(day.slice(8, 10))}
              </span>
              <span className={styles.dayName}>
                {formatDay(day, "EEEE d 'de' MMMM")}
                {isToday ? (
                  <span className={styles.todayTag}>
                    <span className="visually-hidden">, </span>
                    {calendarTexts.today}
                  </span>
                ) : null}
              </span>
            </h3>
            <ul role="list" className={styles.events} aria-labelledby={headingId}>
              {orderDayEvents(byDay.get(day) ?? [], liveIds).map((item) => (
                <li key={item.event.id}>
                  <AgendaRow item={item} tone={getEventTone(item.event, liveIds)} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
