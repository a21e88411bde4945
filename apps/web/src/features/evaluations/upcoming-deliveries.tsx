import { formatDayEs, getTaskDeliveryBlock, type Task } from '@campus/contract';
import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { evaluationsPageTexts as t } from './evaluations-texts';
import styles from './task-list.module.css';

/** How many coming deadlines the list shows: the week's work, not the course's. */
export const UPCOMING_MAX = 5;

/** Tasks still waiting for a delivery (not delivered, or with a draft), open now, by deadline: at most UPCOMING_MAX. */
export function pickUpcomingDeliveries(sortedTasks: readonly Task[], now: Date): Task[] {
  return sortedTasks
    .filter((task) => getTaskDeliveryBlock({ ...task, isGraded: task.edu_calificacion !== null }, now, 'upload') === null)
    .filter((task) => task.estado === 'Pendiente' || task.files.some((file) => file.intento === null))
    .slice(0, UPCOMING_MAX);
}

interface UpcomingDeliveriesProps {
  /** The tasks in the list's order (open ones by deadline first). */
  tasks: readonly Task[];
  now: Date;
  groupNames?: ReadonlyMap<string, string>;
  /** Brings a task's card into view (whatever the state filter). */
  onOpen: (taskId: number) => void;
}

/** 'Próximas entregas' (issue 29 item 14): the next deadlines on top of the tasks, each a link to its card. */
export function UpcomingDeliveries({ tasks, now, groupNames, onOpen }: UpcomingDeliveriesProps) {
  const titleId = useId();
  const upcoming = pickUpcomingDeliveries(
    [...tasks].sort((a, b) => a.edu_fechafinmax.localeCompare(b.edu_fechafinmax) || a.edu_horafinmax.localeCompare(b.edu_horafinmax)),
    now,
  );
  if (upcoming.length === 0) return null;
  return (
    <section className={styles.upcoming} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.upcomingTitle}>
        <CalendarClock aria-hidden="true" size={18} />
        {t.upcomingTitle}
      </h3>
      <ol className={styles.upcomingList}>
        {upcoming.map((task) => {
          const group = groupNames?.get(task.edu_codigoformacion);
          const hasDraft = task.files.some((file) => file.intento === null);
          return (
            <li key={task.id}>
              <a
                href={`#task-${task.id}`}
                className={styles.upcomingLink}
                onClick={(event) => {
                  event.preventDefault();
                  onOpen(task.id);
                }}
              >
                <span className={styles.upcomingName}>{task.edu_titulo}</span>
                <span className={styles.upcomingMeta}>
                  {t.upcomingDeadline(formatDayEs(task.edu_fechafinmax), task.edu_horafinmax)}
                  {group ? ` · ${group}` : ''}
                  {hasDraft ? ` · ${t.upcomingDraft}` : ''}
                </span>
              </a>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
