import { formatPercent, getTimelineProgressMessage, texts } from '@campus/contract';
import type { ReactNode } from 'react';
import { FigureHint } from '../../components/figure-hint';
import { webTexts } from '../../lib/texts';
import { useAverageTimeline } from './api/get-average-timeline';
import { useGroupAttendance } from './api/get-group-attendance';
import { isTaskCompleted, useGroupTasks } from './api/get-group-tasks';
import { useOwnAttendance } from './api/get-own-attendance';
import { useOwnTimeline } from './api/get-own-timeline';
import { useProgressCounters } from './api/get-progress-counters';
import { BlockError, BlockLoading } from './block-error';
import { ComparisonBars } from './comparison-bars';
import { TimelineDonut } from './timeline-donut';
import styles from './statistics.module.css';

const s = texts.statistics;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));

interface GroupProps {
  parentCode: string;
  groupCode: string;
}

function Card({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section className={[styles.card, className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The donut of the own timeline percentage ('Error al cargar los el porcentaje del timeline' when it fails). */
export function TimelineCard({ parentCode, groupCode }: GroupProps) {
  const own = useOwnTimeline(parentCode, groupCode);
  return (
    <Card id="statistics-timeline-title" title={s.timelineHeading}>
      {own.isPending ? (
        <BlockLoading />
      ) : own.isError ? (
        <BlockError message={s.timelinePercentError} onRetry={() => void own.refetch()} />
      ) : (
        <div className={styles.donutBlock}>
          <TimelineDonut percentage={own.data.data.percentage} label={fill(s.timelineDonutLabel, { percent: formatPercent(own.data.data.percentage) })} />
          <div className={styles.donutCaption}>
            <FigureHint name={webTexts.progressFigures.timeline.name} hint={webTexts.progressFigures.timeline.hint} />
            <p className={styles.detail}>{fill(s.timelineCompleted, { completed: own.data.data.completed, total: own.data.data.total })}</p>
            <p>{getTimelineProgressMessage(own.data.data.percentage)}</p>
          </div>
        </div>
      )}
    </Card>
  );
}

/** Own attendance to the group's live classes against the group's average ('Error al cargar los métricas de asistencia'). */
export function AttendanceCard({ groupCode }: { groupCode: string }) {
  const group = useGroupAttendance(groupCode);
  const own = useOwnAttendance(groupCode);
  const retry = () => {
    if (group.isError) void group.refetch();
    if (own.isError) void own.refetch();
  };
  return (
    <Card id="statistics-attendance-title" title={s.attendanceHeading}>
      {group.isError || own.isError ? (
        <BlockError message={s.attendanceError} onRetry={retry} />
      ) : group.isPending || own.isPending ? (
        <BlockLoading />
      ) : (
        <>
          <ComparisonBars heading={s.attendanceHeading} own={own.data.data.data.media} average={group.data.data.data.media} />
          <p className={styles.detail}>
            {fill(s.attendanceOwnDetail, { attended: own.data.data.data.asistidas, classes: own.data.data.data.clases })} ·{' '}
            {fill(s.attendanceGroupDetail, { students: group.data.data.data.alumnos })}
          </p>
        </>
      )}
    </Card>
  );
}

/** Own timeline percentage against the group's average ('Error al cargar los métricas de timeline'). */
export function TimelineComparisonCard({ parentCode, groupCode }: GroupProps) {
  const average = useAverageTimeline(parentCode, groupCode);
  const own = useOwnTimeline(parentCode, groupCode);
  const retry = () => {
    if (average.isError) void average.refetch();
    if (own.isError) void own.refetch();
  };
  return (
    <Card id="statistics-timeline-compare-title" title={s.timelineCompareHeading}>
      {average.isError || own.isError ? (
        <BlockError message={s.timelineMetricsError} onRetry={retry} />
      ) : average.isPending || own.isPending ? (
        <BlockLoading />
      ) : (
        <>
          <ComparisonBars heading={s.timelineCompareHeading} own={own.data.data.percentage} average={average.data.eventsData.data.media} />
          <p className={styles.detail}>{fill(s.timelineGroupDetail, { students: average.data.eventsData.data.alumnos })}</p>
        </>
      )}
    </Card>
  );
}

function Counter({ name, completed, total, isFeminine = false }: { name: string; completed: number; total: number; isFeminine?: boolean }) {
  const share = total === 0 ? 0 : Math.min(100, (completed / total) * 100);
  return (
    <div className={styles.counter} data-testid="statistics-counter">
      <span className="visually-hidden">{fill(isFeminine ? s.counterLabelFeminine : s.counterLabel, { name, completed, total })}</span>
      <span className={styles.counterName} aria-hidden="true">
        {name}
      </span>
      <strong className={styles.counterValue} aria-hidden="true">
        {completed}
        <span className={styles.counterTotal}> / {total}</span>
      </strong>
      <span className={styles.counterTrack} aria-hidden="true">
        <span className={styles.counterFill} style={{ width: `${share}%` }} />
      </span>
    </div>
  );
}

/** Completed topics and units ('Error al cargar los contadores de progreso') and tasks ('Error al cargar las tareas'). */
export function CountersCard({ parentCode, groupCode, contactCode, isFreemium }: GroupProps & { contactCode: string; isFreemium: boolean }) {
  const counters = useProgressCounters(parentCode, groupCode);
  const tasks = useGroupTasks(groupCode, contactCode, !isFreemium);
  return (
    <Card id="statistics-counters-title" title={s.countersHeading} className={styles.countersCard}>
      <div className={styles.counters}>
        {counters.isPending ? (
          <BlockLoading />
        ) : counters.isError ? (
          <BlockError message={s.countersError} onRetry={() => void counters.refetch()} />
        ) : (
          <>
            <Counter name={s.topicsCompleted} completed={counters.data.data.temas.completados} total={counters.data.data.temas.total} />
            <Counter name={s.unitsCompleted} isFeminine completed={counters.data.data.unidades.completados} total={counters.data.data.unidades.total} />
          </>
        )}
        {isFreemium ? (
          <p className={styles.detail}>{s.tasksLocked}</p>
        ) : tasks.isPending ? (
          <BlockLoading />
        ) : tasks.isError ? (
          <BlockError message={s.tasksError} onRetry={() => void tasks.refetch()} />
        ) : (
          <Counter name={s.tasksCompleted} isFeminine completed={tasks.data.data.data.filter(isTaskCompleted).length} total={tasks.data.data.data.length} />
        )}
      </div>
      {isFreemium ? null : <p className={styles.caption}>{s.tasksCaption}</p>}
    </Card>
  );
}
