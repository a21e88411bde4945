import { formatPercent, texts, type Attendee, type EventAttendance } from '@campus/contract';
import { ArrowDown, ArrowUp, ArrowUpDown, UsersRound } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { isApiError } from '../lib/api-client';
import { useEventAttendance } from '../lib/api/event-attendance';
import { formatAcademyTime } from '../lib/academy-date';
import { Avatar } from './avatar';
import styles from './live-attendance.module.css';
import { ListSkeleton } from './list-skeleton';

const attendanceTexts = texts.teachingFormation.attendance;

type SortKey = 'fullname' | 'joinedAt' | 'minutes' | 'share';
type Sort = { key: SortKey; isAscending: boolean };

const columns: { key: SortKey; label: string; isNumeric?: boolean }[] = [
  { key: 'fullname', label: attendanceTexts.student },
  { key: 'joinedAt', label: attendanceTexts.joinedAt },
  { key: 'minutes', label: attendanceTexts.minutes, isNumeric: true },
  { key: 'share', label: attendanceTexts.share, isNumeric: true },
];

/** Rows in the chosen order; ties by name, so the order is stable. */
export function sortAttendees(attendees: readonly Attendee[], { key, isAscending }: Sort): Attendee[] {
  const byName = (a: Attendee, b: Attendee) => a.fullname.localeCompare(b.fullname, 'es');
  const compare = (a: Attendee, b: Attendee): number => {
    if (key === 'fullname') return byName(a, b);
    if (key === 'joinedAt') return a.joinedAt.localeCompare(b.joinedAt);
    return a[key] - b[key];
  };
  return [...attendees].sort((a, b) => (isAscending ? compare(a, b) : -compare(a, b)) || byName(a, b));
}

function SortIcon({ sort, column }: { sort: Sort; column: SortKey }) {
  if (sort.key !== column) return <ArrowUpDown aria-hidden="true" size={14} className={styles.sortIdle} />;
  return sort.isAscending ? <ArrowUp aria-hidden="true" size={14} /> : <ArrowDown aria-hidden="true" size={14} />;
}

function AttendeesTable({ attendees }: { attendees: readonly Attendee[] }) {
  // Earliest join first, as the server answers: who was there from the start.
  const [sort, setSort] = useState<Sort>({ key: 'joinedAt', isAscending: true });
  const rows = useMemo(() => sortAttendees(attendees, sort), [attendees, sort]);
  const choose = (key: SortKey) =>
    setSort((current) => (current.key === key ? { key, isAscending: !current.isAscending } : { key, isAscending: key === 'fullname' || key === 'joinedAt' }));
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{attendanceTexts.tableCaption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              className={column.isNumeric ? styles.numeric : column.key === 'joinedAt' ? styles.time : undefined}
              aria-sort={sort.key === column.key ? (sort.isAscending ? 'ascending' : 'descending') : undefined}
            >
              <button type="button" className={styles.sortButton} onClick={() => choose(column.key)}>
                {column.label}
                <SortIcon sort={sort} column={column.key} />
                <span className="visually-hidden">{`, ${attendanceTexts.sortBy(column.label.toLowerCase())}`}</span>
              </button>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.edu_codigocontacto}>
            <td>
              <span className={styles.person}>
                <Avatar name={row.fullname} photoUrl={row.foto} size="small" />
                <span>{row.fullname}</span>
              </span>
            </td>
            <td data-label={attendanceTexts.joinedAt} className={styles.time}>
              <time dateTime={row.joinedAt}>{formatAcademyTime(row.joinedAt)}</time>
            </td>
            <td data-label={attendanceTexts.minutes} className={styles.numeric}>
              {row.minutes}
            </td>
            <td data-label={attendanceTexts.share} className={styles.numeric}>
              <span className={styles.share}>
                <span className={styles.shareBar} aria-hidden="true">
                  <span className={styles.shareFill} style={{ width: `${Math.min(100, Math.max(0, row.share))}%` }} />
                </span>
                {formatPercent(row.share)}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AttendanceBody({ data }: { data: EventAttendance }) {
  const { totals, attendees, absent, event } = data;
  if (totals.students === 0) return <p className={styles.muted}>{attendanceTexts.noStudents}</p>;
  if (!event.hasStarted) return <p className={styles.muted}>{attendanceTexts.notStarted}</p>;
  const averageShare = attendees.length > 0 ? attendees.reduce((sum, row) => sum + row.share, 0) / attendees.length : null;
  return (
    <>
      <p className={styles.summary}>
        <strong data-testid="attendance-summary">{attendanceTexts.summary(totals.attended, totals.students)}</strong>
        {averageShare !== null ? <span className={styles.muted}>{attendanceTexts.averageShare(formatPercent(averageShare))}</span> : null}
      </p>
      {event.hasEnded ? null : <p className={styles.muted}>{attendanceTexts.underWay}</p>}
      {attendees.length > 0 ? <AttendeesTable attendees={attendees} /> : <p className={styles.muted}>{attendanceTexts.nobodyAttended}</p>}
      <p className={styles.definition}>{attendanceTexts.definition}</p>
      <h4 className={styles.subTitle}>{attendanceTexts.absentTitle(absent.length)}</h4>
      {absent.length > 0 ? (
        <ul role="list" className={styles.absentList}>
          {absent.map((student) => (
            <li key={student.edu_codigocontacto} className={styles.person}>
              <Avatar name={student.fullname} photoUrl={student.foto} size="small" />
              <span>{student.fullname}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{attendanceTexts.nobodyAbsent}</p>
      )}
    </>
  );
}

/**
 * 'Asistencia' of a live class (issue 30 item 5), for its group's teachers and staff: the totals, who joined (when,
 * minutes, share of the class; sortable) and who did not. The server decides who may see it: to anyone else it
 * answers 404 and the section is left out, so a host view can offer it to every teacher without knowing his groups.
 */
export function LiveAttendance({ eventId }: { eventId: number }) {
  const headingId = useId();
  const query = useEventAttendance(eventId);
  if (query.isError && (isApiError(query.error, 404) || isApiError(query.error, 409))) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="live-attendance">
      <h3 id={headingId} className={styles.title}>
        <UsersRound aria-hidden="true" size={18} />
        {attendanceTexts.title}
      </h3>
      {query.isPending ? (
        <ListSkeleton rows={3} pictureSize="28px" />
      ) : query.isError ? (
        <p className={styles.muted}>{attendanceTexts.loadError}</p>
      ) : (
        <AttendanceBody data={query.data.data} />
      )}
    </section>
  );
}
