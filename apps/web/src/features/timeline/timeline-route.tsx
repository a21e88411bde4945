import {
  crmDay,
  formatTimelinePercent,
  getTimelineProgressMessage,
  texts,
  toAcademyDay,
  type Formation,
  type SessionUser,
  type TimelineEvent,
} from '@campus/contract';
import { CalendarDays, CalendarSync, CalendarX2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { GroupSelect, parentOf } from '../../components/group-select';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import { Spinner } from '../../components/spinner';
import { FigureHint } from '../../components/figure-hint';
import { webTexts } from '../../lib/texts';
import { useContactFormations } from '../../lib/api/get-contact-formations';
import { useTaughtGroups } from '../../lib/api/get-taught-groups';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { useNow } from '../../lib/use-now';
import { usePageTitle } from '../../lib/use-page-title';
import { useTimeline } from './api/get-timeline';
import { useTimelinePercent } from './api/get-timeline-percent';
import { useRescheduleEvents } from './api/reschedule-events';
import { useUpdateTimelineCompletion } from './api/update-timeline-completion';
import { GroupTimelinePage } from './group-timeline';
import { RescheduleDialog } from './reschedule-dialog';
import { TimelineList } from './timeline-list';
import styles from './timeline-route.module.css';
import { useTimelineLiveUpdates } from './use-timeline-live-updates';

function Loading() {
  return (
    <p className={styles.loading} role="status">
      <Spinner size="small" />
      {texts.timeline.loading}
    </p>
  );
}

/**
 * /timeline and /timeline/{codigoFormacion}/{codigoGrupo} (spec 001 §Timeline): without parameters (or with
 * a group that is not the user's) it replaces the history entry with the first group's timeline. The groups are
 * those the user studies in and then those they teach (issue 30 item 9): a group they only teach shows its
 * sequence as its teacher sees it (GroupTimelinePage).
 */
export function TimelineRoute() {
  const user = useSessionUser();
  usePageTitle(texts.menu.timeline);
  const { codigoGrupo } = useParams();
  const groupsQuery = useContactFormations(user?.edu_codigocontacto);
  const taughtQuery = useTaughtGroups(user);
  useTimelineLiveUpdates(user?.edu_codigocontacto ?? null);
  if (!user || groupsQuery.isPending || (taughtQuery.isEnabled && taughtQuery.isPending)) return <Loading />;
  const studied = groupsQuery.data?.formations ?? [];
  const studiedCodes = new Set(studied.map((g) => g.edu_codigoformacion));
  const groups = [...studied, ...(taughtQuery.data?.formations ?? []).filter((g) => !studiedCodes.has(g.edu_codigoformacion))];
  if (groups.length === 0) return <EmptyState message={texts.timeline.noGroups} icon={<CalendarX2 size={28} />} />;
  const group = groups.find((g) => g.edu_codigoformacion === codigoGrupo) ?? groups.find((g) => g.edu_principalcodigoformacion === codigoGrupo);
  if (!group) {
    const first = groups[0]!;
    return <Navigate to={paths.timelineFormation(parentOf(first), first.edu_codigoformacion)} replace />;
  }
  if (!studiedCodes.has(group.edu_codigoformacion)) return <GroupTimelinePage key={group.edu_codigoformacion} user={user} group={group} groups={groups} />;
  return <TimelinePage key={group.edu_codigoformacion} user={user} group={group} groups={groups} />;
}

function TimelinePage({ user, group, groups }: { user: SessionUser; group: Formation; groups: readonly Formation[] }) {
  const navigate = useNavigate();
  const filterId = useId();
  const today = toAcademyDay(useNow(60_000));
  const parentCode = parentOf(group);
  const groupCode = group.edu_codigoformacion;
  const contactCode = user.edu_codigocontacto;
  const timeline = useTimeline(parentCode, groupCode, contactCode);
  const percent = useTimelinePercent(parentCode, groupCode);
  const tick = useUpdateTimelineCompletion(contactCode, parentCode, groupCode);
  const reschedule = useRescheduleEvents(parentCode);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  // A new plan changes the list: the window starts again from the first upcoming event.
  const [planVersion, setPlanVersion] = useState(0);
  const percentage = percent.data?.data.percentage ?? 0;

  const toggle = (event: TimelineEvent, completed: 0 | 1) => tick.mutate({ eventId: event.id, linkedId: event.event_original, completed });

  return (
    <div className={styles.page}>
      <section className={styles.header} aria-labelledby={`${filterId}-title`}>
        <div className={styles.progress}>
          <h1 className={styles.pageTitle} id={`${filterId}-title`}>
            {texts.menu.timeline}
          </h1>
          <p className={styles.message}>{percent.isPending ? texts.timeline.loading : getTimelineProgressMessage(percentage)}</p>
          <FigureHint name={webTexts.progressFigures.timeline.name} hint={webTexts.progressFigures.timeline.hint} />
          <div className={styles.percentRow}>
            <div
              className={styles.bar}
              role="progressbar"
              aria-label={texts.timeline.progressLabel}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percentage}
              aria-valuetext={formatTimelinePercent(percentage)}
            >
              <span className={styles.fill} style={{ width: `${Math.min(100, percentage)}%` }} />
            </div>
            <strong className={styles.percent} data-testid="timeline-percent">
              {formatTimelinePercent(percentage)}
            </strong>
          </div>
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
            {user.freemium ? null : (
              <button type="button" className={buttonClassName({ variant: 'primary', className: styles.planButton })} onClick={() => setIsDialogOpen(true)}>
                <CalendarSync size={18} aria-hidden="true" />
                {texts.timeline.reschedule}
              </button>
            )}
            <Link className={buttonClassName({ variant: 'secondary' })} to={paths.calendar}>
              <CalendarDays size={18} aria-hidden="true" />
              {texts.timeline.viewCalendar}
            </Link>
          </div>
        </div>
      </section>

      {timeline.isPending ? (
        <Loading />
      ) : timeline.isError ? (
        <EmptyState message={texts.formation.fetchError} />
      ) : timeline.data.events.length === 0 ? (
        <EmptyState message={texts.timeline.noEvents} icon={<CalendarX2 size={28} />} />
      ) : (
        <TimelineList key={planVersion} events={timeline.data.events} today={today} onToggle={toggle} />
      )}

      <RescheduleDialog
        isOpen={isDialogOpen}
        onOpenChange={setIsDialogOpen}
        isPending={reschedule.isPending}
        onSubmit={async (data) => {
          await reschedule.mutateAsync({
            groupCode,
            contactCode,
            start_date: today,
            end_date: group.edu_fechafinclases ? crmDay(group.edu_fechafinclases) : null,
            lineaFechaInicio: group.edu_fechainicioclases ? crmDay(group.edu_fechainicioclases) : null,
            data,
            n4: group.edu_gru_n4,
          });
          setPlanVersion((version) => version + 1);
        }}
      />
    </div>
  );
}
