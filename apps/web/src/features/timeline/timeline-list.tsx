import {
  countPreviousStep,
  getEventTypeLabel,
  formatRescheduledFrom,
  formatShowPrevious,
  getInitialTimelineWindow,
  hasNextEvents,
  showNextEvents,
  showPreviousEvents,
  texts,
  type TimelineEvent,
} from '@campus/contract';
import { Check, ChevronDown, ChevronUp, History, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { formatAcademyDay } from '../../lib/academy-date';
import { getEventTypeIcon } from '../../lib/event-type-icon';
import { paths } from '../../lib/routes';
import styles from './timeline-list.module.css';

/** A description as one plain line of text (descriptions may carry HTML; the card shows two lines of it). */
function toPlainText(html: string | null): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const typeLabel = (event: TimelineEvent) => getEventTypeLabel(event.event_type);
const hours = (event: TimelineEvent) => (event.start_hour && event.end_hour ? `${event.start_hour.slice(0, 5)}–${event.end_hour.slice(0, 5)}` : null);

/** The group's completion, as its teacher sees the timeline (issue 30 item 9): active students and how many completed each item. */
export interface GroupCompletion {
  students: number;
  byEvent: ReadonlyMap<number, number>;
}

interface TimelineItemProps {
  event: TimelineEvent;
  side: 'left' | 'right';
  today: string;
  onToggle: (event: TimelineEvent, completed: 0 | 1) => void;
  /** The group's teacher: the group's share instead of a tick of his own. */
  groupCompletion?: GroupCompletion | undefined;
}

function TimelineItem({ event, side, today, onToggle, groupCompletion }: TimelineItemProps) {
  const titleId = useId();
  const Icon = getEventTypeIcon(event.event_type);
  const isPast = event.date <= today;
  const isDone = event.completed === 1;
  const description = toPlainText(event.description);
  const time = hours(event);
  return (
    <li className={[styles.item, side === 'left' ? styles.left : styles.right, isDone ? styles.done : ''].join(' ')} data-testid="timeline-event">
      <span className={styles.marker} aria-hidden="true">
        <Icon size={18} />
      </span>
      <article className={styles.card} aria-labelledby={titleId}>
        <p className={styles.when}>
          <span className={styles.weekday}>{capitalise(event.weekday)}</span>
          <span>{formatAcademyDay(event.date)}</span>
          {time ? <span className={styles.time}>{time}</span> : null}
        </p>
        {/* Level 2: the list sits right under the page's h1 (axe heading-order). */}
        <h2 className={styles.title} id={titleId}>
          <Link className={styles.titleLink} to={paths.calendarEvent(event.id)}>
            {event.title}
          </Link>
        </h2>
        <p className={styles.type}>{typeLabel(event)}</p>
        {description ? <p className={styles.description}>{description}</p> : null}
        {event.rescheduled === 1 && event.original_date ? (
          <p className={styles.rescheduled}>
            <History size={14} aria-hidden="true" />
            {formatRescheduledFrom(formatAcademyDay(event.original_date) ?? event.original_date)}
          </p>
        ) : null}
        {groupCompletion ? (
          <p className={styles.groupCompletion}>
            <Users size={14} aria-hidden="true" />
            {texts.teachingShell.groupCompletion
              .replace('{completed}', String(groupCompletion.byEvent.get(event.id) ?? 0))
              .replace('{students}', String(groupCompletion.students))}
          </p>
        ) : isPast ? (
          <label className={styles.tick}>
            <input
              type="checkbox"
              checked={isDone}
              disabled={!event.available}
              onChange={(change) => onToggle(event, change.target.checked ? 1 : 0)}
              aria-label={`${isDone ? texts.timeline.uncompleteEvent : texts.timeline.completeEvent}: ${event.title}`}
            />
            <span className={styles.tickBox} aria-hidden="true">
              <Check size={14} />
            </span>
          </label>
        ) : null}
      </article>
    </li>
  );
}

interface TimelineListProps {
  events: readonly TimelineEvent[];
  today: string;
  onToggle: (event: TimelineEvent, completed: 0 | 1) => void;
  groupCompletion?: GroupCompletion | undefined;
}

/**
 * The events alternating left and right (one column on phones), in a window of 5 that begins two events
 * before the first upcoming one, revealing 5 more earlier or later per click (spec 001 §Timeline, §9).
 * Sides follow each event's place in the whole list, so revealing earlier events moves nothing.
 */
export function TimelineList({ events, today, onToggle, groupCompletion }: TimelineListProps) {
  const [window, setWindow] = useState(() =>
    getInitialTimelineWindow(
      events.map((event) => event.date),
      today,
    ),
  );
  const end = Math.min(window.end, events.length);
  const previousCount = countPreviousStep(window);
  const visible = events.slice(window.start, end);
  return (
    <div className={styles.timeline}>
      {previousCount > 0 ? (
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary', size: 'small', className: styles.more })}
          onClick={() => setWindow(showPreviousEvents)}
        >
          <ChevronUp size={16} aria-hidden="true" />
          {formatShowPrevious(previousCount)}
        </button>
      ) : null}
      <ol className={styles.list}>
        {visible.map((event, index) => (
          <TimelineItem
            key={event.id}
            event={event}
            side={(window.start + index) % 2 === 0 ? 'left' : 'right'}
            today={today}
            onToggle={onToggle}
            groupCompletion={groupCompletion}
          />
        ))}
      </ol>
      {hasNextEvents({ start: window.start, end }, events.length) ? (
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary', size: 'small', className: styles.more })}
          onClick={() => setWindow((current) => showNextEvents(current, events.length))}
        >
          <ChevronDown size={16} aria-hidden="true" />
          {texts.timeline.showNext}
        </button>
      ) : null}
    </div>
  );
}
