import { getTaskDeliveryBlock, texts, type Task } from '@campus/contract';
import { MessageSquareText } from 'lucide-react';
import { formatAcademyDeadline, formatAcademyTime } from '../../lib/academy-date';
import { evaluationsPageTexts as t, formatGrade } from './evaluations-texts';
import evaluationsStyles from './evaluations.module.css';
import styles from './task-list.module.css';
import { TaskDelivery } from './task-delivery';
import { TaskFileList } from './task-file-list';
import { TaskReceipts } from './task-receipts';
import { TaskStatePill } from './task-state-pill';
import type { TaskReceipt } from '@campus/contract';

interface TaskCardProps {
  task: Task;
  now: Date;
  groupName: string | undefined;
  /** A delivery's receipt, shown by the list (the card may leave a filtered list once delivered). */
  onDelivered: (task: Task, receipt: TaskReceipt) => void;
}

/** A task with its facts, the files delivered, the draft with 'Entregar', and the receipts (issue 29). */
export function TaskCard({ task, now, groupName, onDelivered }: TaskCardProps) {
  const isGraded = task.edu_calificacion !== null;
  const rule = { ...task, isGraded };
  const uploadBlock = getTaskDeliveryBlock(rule, now, 'upload');
  const canRemove = getTaskDeliveryBlock(rule, now, 'delete') === null;
  const delivered = task.files.filter((file) => file.intento !== null);
  return (
    <article id={`task-${task.id}`} tabIndex={-1} className={styles.task} data-testid="task" aria-labelledby={`task-${task.id}-title`}>
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
      {delivered.length > 0 ? (
        <div className={styles.delivered}>
          <p className={styles.deliveredLabel}>{t.deliveredFiles}</p>
          <TaskFileList files={delivered} label={t.filesLabel(task.edu_titulo)} />
        </div>
      ) : null}
      <TaskDelivery task={task} uploadBlock={uploadBlock} canRemove={canRemove} onDelivered={(receipt) => onDelivered(task, receipt)} />
      {/* A graded task says so with its state, grade and comment; the other blocks say why no file goes in. */}
      {uploadBlock === 'graded' || uploadBlock === null ? null : <p className={styles.blocked}>{t.blocked[uploadBlock]}</p>}
      <TaskReceipts task={task} />
    </article>
  );
}
