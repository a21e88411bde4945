import { classifyTutoringLocation, texts, type RequestItem } from '@campus/contract';
import { CalendarDays, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { FactList, TextBlock } from '../../components/detail-blocks';
import { ModalDialog } from '../../components/modal-dialog';
import { paths } from '../../lib/routes';
import { formatAcademyDay } from '../../lib/academy-date';
import type { RequestsSide } from './api/get-requests';
import { RequestDecisionForm } from './request-decision-form';
import { RequestStatusPill } from './status-pill';
import styles from './requests.module.css';

export const fillTime = (item: Pick<RequestItem, 'start_time' | 'end_time'>) =>
  texts.requests.timeRange.replace('{start}', item.start_time).replace('{end}', item.end_time);

/**
 * A request's detail (spec 002 §Requests: detail modal with the response), with what the student wants to go
 * over and, once approved, where (issue 30). For the teacher it is addressed to, a pending request can be
 * approved (with a link or place and a reply) or rejected here (with a reason).
 */
export function RequestDetailDialog({ item, side, onClose }: { item: RequestItem | null; side: RequestsSide; onClose: () => void }) {
  return (
    <ModalDialog
      isOpen={item !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={item?.title ?? texts.requests.detailTitle}
      closeLabel={texts.freemiumWeb.close}
      size="medium"
    >
      {item ? <RequestDetail item={item} side={side} onClose={onClose} /> : null}
    </ModalDialog>
  );
}

function RequestDetail({ item, side, onClose }: { item: RequestItem; side: RequestsSide; onClose: () => void }) {
  const rows: [string, ReactNode][] = [
    [side === 'teacher' ? texts.requests.studentColumn : texts.requests.teacherLabel, side === 'teacher' ? item.student_fullname : item.fullname],
    [texts.requests.groupLabel, item.edu_formacion],
    [texts.requests.statusColumn, <RequestStatusPill key="status" status={item.status} />],
    [texts.requests.dateLabel, formatAcademyDay(item.date)],
    [texts.requests.scheduleLabel, fillTime(item)],
  ];
  const canDecide = side === 'teacher' && item.status === 'pendiente';
  // A link is the join button below; a place is said in words.
  const place = item.status === 'aprobado' && classifyTutoringLocation(item.location).kind === 'place' ? item.location : null;
  if (place) rows.push([texts.teachingTutoring.locationHeading, place]);
  return (
    <div className={styles.detail}>
      <FactList rows={rows} />
      {item.message || side === 'teacher' ? (
        <TextBlock title={side === 'teacher' ? texts.teachingTutoring.messageHeading : texts.teachingTutoring.ownMessageHeading}>
          <p className={item.message ? styles.message : styles.muted}>{item.message ?? texts.teachingTutoring.noMessage}</p>
        </TextBlock>
      ) : null}
      {canDecide ? null : (
        <TextBlock title={texts.requests.responseLabel}>
          <p className={item.response ? undefined : styles.muted}>{item.response ?? texts.requests.noResponse}</p>
        </TextBlock>
      )}
      {item.status === 'aprobado' && item.event_id !== null ? (
        <div className={styles.links}>
          {item.join_url ? (
            <a className={buttonClassName({ variant: 'secondary', size: 'small' })} href={item.join_url} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" size={16} />
              {texts.requests.joinTutoring}
            </a>
          ) : null}
          <Link className={buttonClassName({ variant: 'ghost', size: 'small' })} to={paths.calendarEvent(item.event_id)}>
            <CalendarDays aria-hidden="true" size={16} />
            {texts.requests.openInCalendar}
          </Link>
        </div>
      ) : null}
      {canDecide ? <RequestDecisionForm item={item} onDone={onClose} /> : null}
    </div>
  );
}
