import { getTaskDeadline, getTaskDeliveryBlock, texts, type Task } from '@campus/contract';
import { MessageSquareText } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatAcademyDeadline, formatAcademyTime } from '../../lib/academy-date';
import { useNow } from '../../lib/use-now';
import { DeleteTaskFileDialog, type FileToDelete } from './delete-task-file-dialog';
import { evaluationsPageTexts as t, formatGrade } from './evaluations-texts';
import evaluationsStyles from './evaluations.module.css';
import styles from './task-list.module.css';
import { TaskFileList } from './task-file-list';
import { TaskStatePill } from './task-state-pill';
import { TaskUpload } from './task-upload';

interface TaskListProps {
  tasks: readonly Task[];
  /** The group's name by code, shown when the list holds several groups. */
  groupNames?: ReadonlyMap<string, string>;
}

const isOpen = (task: Task, now: Date) => getTaskDeliveryBlock({ ...task, isGraded: task.edu_calificacion !== null }, now, 'delete') === null;

/**
 * The order a student works in: tasks still open (not graded, deadline not passed) first, the next deadline
 * on top; then the closed ones, the latest first. A course's tasks run to a dozen or more, most of them done.
 */
export function sortTasksForStudent(tasks: readonly Task[], now: Date): Task[] {
  return tasks
    .map((task) => ({ task, isOpen: isOpen(task, now), deadline: getTaskDeadline(task).getTime() }))
    .sort((a, b) => (a.isOpen === b.isOpen ? (a.isOpen ? a.deadline - b.deadline : b.deadline - a.deadline) : a.isOpen ? -1 : 1))
    .map(({ task }) => task);
}

/** 'Tareas' (spec 002 §Evaluations, §3 Task): each task a card with its delivery, files and upload. */
export function TaskList({ tasks, groupNames }: TaskListProps) {
  // The deadline closes uploads on the minute: the blocks are read against a clock that moves.
  const now = useNow(30_000);
  const [toDelete, setToDelete] = useState<FileToDelete | null>(null);
  // Sorted on the minute the list is drawn, not on every tick: cards do not jump while being read.
  const sorted = useMemo(() => sortTasksForStudent(tasks, new Date()), [tasks]);
  return (
    <>
      <ul className={evaluationsStyles.taskList}>
        {sorted.map((task) => (
          <li key={task.id}>
            <TaskCard task={task} now={now} groupName={groupNames?.get(task.edu_codigoformacion)} onDelete={(file) => setToDelete({ taskId: task.id, file })} />
          </li>
        ))}
      </ul>
      <DeleteTaskFileDialog target={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}

interface TaskCardProps {
  task: Task;
  now: Date;
  groupName: string | undefined;
  onDelete: NonNullable<Parameters<typeof TaskFileList>[0]['onDelete']>;
}

function TaskCard({ task, now, groupName, onDelete }: TaskCardProps) {
  const isGraded = task.edu_calificacion !== null;
  const rule = { ...task, isGraded };
  const uploadBlock = getTaskDeliveryBlock(rule, now, 'upload');
  const canDelete = getTaskDeliveryBlock(rule, now, 'delete') === null;
  return (
    <article className={styles.task} data-testid="task" aria-labelledby={`task-${task.id}-title`}>
      <header className={styles.taskHeader}>
        <div className={styles.taskHeading}>
          <h3 id={`task-${task.id}-title`} className={styles.taskTitle}>
            {task.edu_titulo}
          </h3>
          {task.edu_tema ? (
            <p className={evaluationsStyles.muted}>
              <span className="visually-hidden">{t.topic}: </span>
              {task.edu_tema}
            </p>
          ) : null}
        </div>
        <TaskStatePill state={task.estado} />
      </header>
      {task.edu_descripcion ? <p className={styles.taskDescription}>{task.edu_descripcion}</p> : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t.deadline}</dt>
          <dd>{formatAcademyDeadline(task.edu_fechafinmax, task.edu_horafinmax)}</dd>
        </div>
        <div>
          <dt>{t.grade}</dt>
          <dd>{isGraded ? <strong>{t.gradeOf(formatGrade(task.edu_calificacion!))}</strong> : texts.evaluations.ungraded}</dd>
        </div>
        <div>
          <dt>{t.attempts}</dt>
          <dd>{t.attemptsOf(task.intentos_usados, task.edu_oportunidades)}</dd>
        </div>
        <div>
          <dt>{t.deliveredAt}</dt>
          <dd>{(task.edu_fechaentrega && formatAcademyTime(task.edu_fechaentrega, 'd MMM yyyy, HH:mm')) || t.notDelivered}</dd>
        </div>
        {task.edu_serieevaluacion ? (
          <div>
            <dt>{t.evaluation}</dt>
            <dd>{task.edu_serieevaluacion}</dd>
          </div>
        ) : null}
        {groupName ? (
          <div>
            <dt>{t.group}</dt>
            <dd>{groupName}</dd>
          </div>
        ) : null}
      </dl>
      {isGraded && task.edu_comentario ? (
        <div className={styles.comment}>
          <MessageSquareText aria-hidden="true" size={18} />
          <div>
            <p className={styles.commentLabel}>{t.teacherComment}</p>
            <p className={styles.commentText}>{task.edu_comentario}</p>
          </div>
        </div>
      ) : null}
      <TaskFileList files={task.files} label={t.filesLabel(task.edu_titulo)} onDelete={canDelete ? onDelete : undefined} />
      {/* A graded task says so with its state, grade and comment; the other blocks say why no file goes in. */}
      {uploadBlock === 'graded' ? null : uploadBlock ? <p className={styles.blocked}>{t.blocked[uploadBlock]}</p> : <TaskUpload task={task} />}
    </article>
  );
}
