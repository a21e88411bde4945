import { isJoinable } from '@campus/contract/plain';
import { ArrowRight, Clock, Video } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { recordActivities } from '../../lib/api/save-activities';
import { paths } from '../../lib/routes';
import { buildAttendance, describeEventWhen, getEventTypeLabel, isEventLive, isSafeJoinUrl, pickEventGroup, pickNowNext } from './event-helpers';
import { homeTexts } from './home-texts';
import { markEventJoined } from './joined-events';
import styles from './now-next-card.module.css';
import type { HomeAgenda } from './use-home-agenda';

interface NowNextCardProps {
  agenda: HomeAgenda;
  contactCode: string;
  studentGroupCodes: readonly string[];
}

/**
 * The top of the home: "Ahora", the live class with 'Unirse al evento' (on a phone the list's own button is
 * screens further down), else "Próximo", the next timed event with its time. Nothing without either. The
 * join records attendance (type 3) as the list's does; 'Registrar salida' stays in the list.
 */
export function NowNextCard({ agenda, contactCode, studentGroupCodes }: NowNextCardProps) {
  const { now, upcoming } = agenda;
  const picked = pickNowNext(upcoming, now);
  if (!picked) return null;
  const { event, kind } = picked;
  const isNow = kind === 'now';
  const isLive = isEventLive(event, now);
  const canJoin = isNow && isJoinable(event, now) && isSafeJoinUrl(event.join_url);
  const titleId = 'now-next-title';

  const join = () => {
    markEventJoined(event.id);
    void recordActivities([buildAttendance('join', event.id, contactCode, pickEventGroup(event, studentGroupCodes))]);
  };

  return (
    <section className={[styles.card, isNow ? styles.cardNow : undefined].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className={styles.body}>
        <div className={styles.eyebrow}>
          {isNow ? <span className={isLive ? styles.liveDot : styles.soonDot} aria-hidden="true" /> : null}
          <h2 id={titleId} className={styles.heading}>
            {isNow ? homeTexts.nowNext.now : homeTexts.nowNext.next}
          </h2>
          {isLive ? <span className={styles.liveTag}>{homeTexts.events.live}</span> : null}
        </div>
        <p className={styles.title}>{event.title}</p>
        <p className={styles.when}>
          <Clock aria-hidden="true" size={15} />
          <span>
            {describeEventWhen(event, homeTexts.events.allDay)} · {getEventTypeLabel(event.event_type)}
          </span>
        </p>
      </div>
      {canJoin ? (
        <a
          href={event.join_url ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          className={[buttonClassName({ variant: 'primary' }), styles.action].join(' ')}
          onClick={join}
        >
          <Video aria-hidden="true" size={18} />
          {homeTexts.events.join}
          <span className="visually-hidden"> {homeTexts.events.joinHint}</span>
        </a>
      ) : (
        <Link to={paths.calendarEvent(event.id)} className={[buttonClassName({ variant: 'secondary' }), styles.action].join(' ')}>
          {homeTexts.events.goTo}
          <ArrowRight aria-hidden="true" size={18} />
        </Link>
      )}
    </section>
  );
}
