import { texts, toAcademyDay, type Formation, type SessionUser } from '@campus/contract';
import { CalendarDays, CalendarX2 } from 'lucide-react';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import { GroupSelect, parentOf } from '../../components/group-select';
import { Spinner } from '../../components/spinner';
import { paths } from '../../lib/routes';
import { useNow } from '../../lib/use-now';
import { useGroupTimelineCompletion } from './api/get-group-timeline-completion';
import { useTimeline } from './api/get-timeline';
import { TimelineList } from './timeline-list';
import styles from './timeline-route.module.css';

const ignoreToggle = () => undefined;

/**
 * The timeline of a group its teacher sees (issue 30 item 9): the group's content in order with its dates, every
 * item open to him, and how many of the group's students completed each; no percentage, tick or study plan of his.
 */
export function GroupTimelinePage({ user, group, groups }: { user: SessionUser; group: Formation; groups: readonly Formation[] }) {
  const navigate = useNavigate();
  const titleId = useId();
  const today = toAcademyDay(useNow(60_000));
  const parentCode = parentOf(group);
  const groupCode = group.edu_codigoformacion;
  const timeline = useTimeline(parentCode, groupCode, user.edu_codigocontacto);
  const completion = useGroupTimelineCompletion(groupCode);
  // The list waits for the shares (one small read): the items do not change their text under the reader's eyes.
  const isPending = timeline.isPending || completion.isPending;
  return (
    <div className={styles.page}>
      <section className={styles.header} aria-labelledby={titleId}>
        <div className={styles.progress}>
          <h1 className={styles.pageTitle} id={titleId}>
            {texts.menu.timeline}
          </h1>
          <p className={styles.message}>{texts.teachingShell.timelineLead}</p>
        </div>
        <div className={styles.toolbar}>
          <GroupSelect
            label={texts.timeline.groupFilter}
            groups={groups}
            value={groupCode}
            className={styles.filter}
            selectClassName={styles.select}
            onChange={(chosen) => {
              if (chosen) navigate(paths.timelineFormation(parentOf(chosen), chosen.edu_codigoformacion));
            }}
          />
          <div className={styles.actions}>
            <Link className={buttonClassName({ variant: 'secondary' })} to={paths.calendar}>
              <CalendarDays size={18} aria-hidden="true" />
              {texts.timeline.viewCalendar}
            </Link>
          </div>
        </div>
      </section>

      {isPending ? (
        <p className={styles.loading} role="status">
          <Spinner size="small" />
          {texts.timeline.loading}
        </p>
      ) : timeline.isError ? (
        <EmptyState message={texts.formation.fetchError} />
      ) : timeline.data.events.length === 0 ? (
        <EmptyState message={texts.timeline.noEvents} icon={<CalendarX2 size={28} />} />
      ) : (
        // Without the shares (a failed read) the sequence and its dates still show.
        <TimelineList
          events={timeline.data.events}
          today={today}
          onToggle={ignoreToggle}
          groupCompletion={completion.data ?? { students: 0, byEvent: new Map() }}
        />
      )}
    </div>
  );
}
