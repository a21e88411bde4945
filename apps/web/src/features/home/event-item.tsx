import type { EventSummary } from '@campus/contract';
import { isJoinable } from '@campus/contract/plain';
import { ArrowRight, CheckCircle2, Clock, LogOut, Video } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { Chip, type ChipTone } from '../../components/chip';
import { recordActivities } from '../../lib/api/save-activities';
import { formatAcademyDay } from '../../lib/academy-date';
import { parseApiDate } from '../../lib/format-date';
import { paths } from '../../lib/routes';
import {
  buildAttendance,
  describeEventWhen,
  getEventTypeLabel,
  isEventLive,
  isEventOver,
  isSafeJoinUrl,
  pickEventGroup,
  splitFormationNames,
} from './event-helpers';
import { homeTexts } from './home-texts';
import { markEventJoined, useJoinedEvents } from './joined-events';
import styles from './dashboard.module.css';

/** The colour of an event's type chip; other types are brand. */
const typeChipTones: Partial<Record<string, ChipTone>> = { tutorias: 'violet', tutoria: 'violet', examen: 'accent', test: 'accent', actividad: 'green' };

interface EventItemProps {
  event: EventSummary;
  now: Date;
  contactCode: string;
  studentGroupCodes: readonly string[];
}

/**
 * One coming event: date, type label, time (es locale, 24 h), up to 5 group names ('+N más'), and
 * 'Unirse al evento' inside the join window (10 min before start to 10 min after end) or 'Ir al evento'.
 * Joining opens the meeting in a new tab and records attendance type 3; 'Registrar salida' records type 8.
 * A failed record is only logged (spec 000 §8).
 */
export function EventItem({ event, now, contactCode, studentGroupCodes }: EventItemProps) {
  const joined = useJoinedEvents();
  const [isCheckedOut, setIsCheckedOut] = useState(false);
  const start = parseApiDate(event.start_date);
  const canJoin = isJoinable(event, now) && isSafeJoinUrl(event.join_url);
  const isLive = isEventLive(event, now);
  const isOver = isEventOver(event, now);
  const { shown, hiddenCount } = splitFormationNames(event.formations);
  const group = pickEventGroup(event, studentGroupCodes);
  const titleId = `event-${event.id}-title`;

  const join = () => {
    markEventJoined(event.id);
    void recordActivities([buildAttendance('join', event.id, contactCode, group)]);
  };

  const checkOut = async () => {
    if (await recordActivities([buildAttendance('check-out', event.id, contactCode, group)])) setIsCheckedOut(true);
  };

  return (
    <li className={[styles.event, isLive ? styles.eventLive : undefined].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className={styles.eventDate} aria-hidden="true">
        <span className={styles.eventDay}>{formatAcademyDay(start, 'd') ?? '–'}</span>
        <span className={styles.eventMonth}>{formatAcademyDay(start, 'MMM') ?? ''}</span>
      </div>
      <div className={styles.eventBody}>
        <p className={styles.eventTags}>
          <Chip size="small" tone={typeChipTones[event.event_type] ?? 'brand'}>
            {getEventTypeLabel(event.event_type)}
          </Chip>
          {isLive ? (
            <Chip size="small" tone="danger" className={styles.liveChip}>
              {homeTexts.events.live}
            </Chip>
          ) : null}
          {isOver ? (
            <Chip size="small" tone="muted">
              {homeTexts.events.ended}
            </Chip>
          ) : null}
        </p>
        <h3 id={titleId} className={styles.eventTitle}>
          {event.title}
        </h3>
        <p className={styles.eventWhen}>
          <Clock aria-hidden="true" size={15} />
          {describeEventWhen(event, homeTexts.events.allDay)}
        </p>
        {shown.length > 0 ? (
          <ul role="list" className={styles.eventGroups} aria-label={homeTexts.events.formationsLabel}>
            {shown.map((name, index) => (
              <li key={`${name}-${index}`}>{name}</li>
            ))}
            {hiddenCount > 0 ? <li className={styles.moreGroups}>{homeTexts.events.moreFormations(hiddenCount)}</li> : null}
          </ul>
        ) : null}
      </div>
      <div className={styles.eventActions}>
        {canJoin ? (
          <>
            <a
              href={event.join_url ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName({ variant: 'primary', size: 'small' })}
              onClick={join}
            >
              <Video aria-hidden="true" size={16} />
              {homeTexts.events.join}
              <span className="visually-hidden"> {homeTexts.events.joinHint}</span>
            </a>
            {joined.has(event.id) ? (
              isCheckedOut ? (
                <span className={styles.checkedOut} role="status">
                  <CheckCircle2 aria-hidden="true" size={16} />
                  {homeTexts.events.checkedOut}
                </span>
              ) : (
                <button type="button" className={styles.checkOut} onClick={() => void checkOut()}>
                  <LogOut aria-hidden="true" size={15} />
                  {homeTexts.events.checkOut}
                </button>
              )
            ) : null}
          </>
        ) : (
          <Link to={paths.calendarEvent(event.id)} className={buttonClassName({ variant: 'secondary', size: 'small' })}>
            {homeTexts.events.goTo}
            <ArrowRight aria-hidden="true" size={16} />
          </Link>
        )}
      </div>
    </li>
  );
}
