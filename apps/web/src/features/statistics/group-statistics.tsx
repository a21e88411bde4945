import { formatPercent, texts } from '@campus/contract';
import { useAverageTimeline } from './api/get-average-timeline';
import { useGroupAttendance } from './api/get-group-attendance';
import { BlockError, BlockLoading } from './block-error';
import { TimelineDonut } from './timeline-donut';
import styles from './statistics.module.css';

const s = texts.statistics;
const t = texts.teachingShell;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));

/**
 * The figures of a group as its teacher sees them (issue 30 item 9): the averages of its active students' timeline
 * percentage and live-class attendance, the same figures the students compare themselves with. No "your" figure:
 * a teacher has none in the group.
 */
export function GroupStatisticsOverview({ parentCode, groupCode }: { parentCode: string; groupCode: string }) {
  const timeline = useAverageTimeline(parentCode, groupCode);
  const attendance = useGroupAttendance(groupCode);
  return (
    <div className={styles.overview}>
      <section className={styles.card} aria-labelledby="group-statistics-timeline-title">
        <h2 id="group-statistics-timeline-title" className={styles.cardTitle}>
          {t.groupTimelineHeading}
        </h2>
        {timeline.isPending ? (
          <BlockLoading />
        ) : timeline.isError ? (
          <BlockError message={s.timelineMetricsError} onRetry={() => void timeline.refetch()} />
        ) : (
          <div className={styles.donutBlock}>
            <TimelineDonut
              percentage={timeline.data.eventsData.data.media}
              label={fill(t.groupTimelineDonutLabel, { percent: formatPercent(timeline.data.eventsData.data.media) })}
            />
            <p className={styles.detail}>{fill(t.groupStudents, { students: timeline.data.eventsData.data.alumnos })}</p>
          </div>
        )}
      </section>
      <section className={styles.card} aria-labelledby="group-statistics-attendance-title">
        <h2 id="group-statistics-attendance-title" className={styles.cardTitle}>
          {s.attendanceHeading}
        </h2>
        {attendance.isPending ? (
          <BlockLoading />
        ) : attendance.isError ? (
          <BlockError message={s.attendanceError} onRetry={() => void attendance.refetch()} />
        ) : (
          <div className={styles.donutBlock}>
            <TimelineDonut
              percentage={attendance.data.data.data.media}
              label={fill(t.groupAttendanceDonutLabel, { percent: formatPercent(attendance.data.data.data.media) })}
            />
            <div className={styles.donutCaption}>
              <p className={styles.detail}>{fill(t.groupStudents, { students: attendance.data.data.data.alumnos })}</p>
              <p className={styles.detail}>{fill(t.groupClassesHeld, { classes: attendance.data.data.data.clases })}</p>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
