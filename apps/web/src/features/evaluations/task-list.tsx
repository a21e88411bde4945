import { getTaskDeadline, getTaskDeliveryBlock, taskStates, type Task, type TaskReceipt, type TaskState } from '@campus/contract';
import { ClipboardList } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { TASK_EVENT_PARAM } from '../../lib/routes';
import { useNow } from '../../lib/use-now';
import { evaluationsPageTexts as t } from './evaluations-texts';
import evaluationsStyles from './evaluations.module.css';
import styles from './task-list.module.css';
import { TaskCard } from './task-card';
import { ReceiptDialog } from './task-delivery';
import { UpcomingDeliveries } from './upcoming-deliveries';

interface TaskListProps {
  tasks: readonly Task[];
  /** The group's name by code, shown when the list holds several groups. */
  groupNames?: ReadonlyMap<string, string>;
}

type StateFilter = TaskState | 'all';

const isOpen = (task: Task, now: Date) => getTaskDeliveryBlock({ ...task, isGraded: task.edu_calificacion !== null }, now, 'delete') === null;

/** Pending work first (issue 29 item 14): open and not delivered, then open and delivered, then everything closed. */
const rankOf = (task: Task, now: Date) => (!isOpen(task, now) ? 2 : task.estado === 'Pendiente' ? 0 : 1);

/**
 * The order a student works in: open tasks not delivered yet first, the next deadline on top; then open ones
 * already delivered (another attempt may go in); then the closed ones, the latest first.
 */
export function sortTasksForStudent(tasks: readonly Task[], now: Date): Task[] {
  return tasks
    .map((task) => ({ task, rank: rankOf(task, now), deadline: getTaskDeadline(task).getTime() }))
    .sort((a, b) => (a.rank === b.rank ? (a.rank < 2 ? a.deadline - b.deadline : b.deadline - a.deadline) : a.rank - b.rank))
    .map(({ task }) => task);
}

/** 'Pendiente' while there is pending work, else every task: a course's tasks run to a dozen or more, most of them done. */
const initialFilter = (tasks: readonly Task[]): StateFilter => (tasks.some((task) => task.estado === 'Pendiente') ? 'Pendiente' : 'all');

/**
 * 'Tareas' (spec 002 §Evaluations, §3 Task): 'Próximas entregas' on top, a filter by state (pending work first),
 * then each task a card with its delivery, draft and receipts. An event card's link (?evento=) opens its task.
 */
export function TaskList({ tasks, groupNames }: TaskListProps) {
  // The deadline closes uploads on the minute: the blocks are read against a clock that moves.
  const now = useNow(30_000);
  const [searchParams] = useSearchParams();
  const [filter, setFilter] = useState<StateFilter>(() => initialFilter(tasks));
  // Tasks kept in view whatever the filter: the one just delivered, the one a link pointed at.
  const [pinned, setPinned] = useState<ReadonlySet<number>>(() => new Set());
  const [focusId, setFocusId] = useState<number | null>(null);
  const [delivered, setDelivered] = useState<{ task: Task; receipt: TaskReceipt } | null>(null);
  // Sorted on the minute the list is drawn, not on every tick: cards do not jump while being read.
  const sorted = useMemo(() => sortTasksForStudent(tasks, new Date()), [tasks]);
  const counts = useMemo(() => new Map(taskStates.map((state) => [state, tasks.filter((task) => task.estado === state).length])), [tasks]);
  const shown = sorted.filter((task) => filter === 'all' || task.estado === filter || pinned.has(task.id));

  const reveal = (taskId: number) => {
    setPinned((current) => new Set(current).add(taskId));
    setFocusId(taskId);
  };

  // From an event card: the task of that event, brought into view.
  const eventParam = Number(searchParams.get(TASK_EVENT_PARAM));
  useEffect(() => {
    if (!Number.isInteger(eventParam) || eventParam <= 0) return;
    const target = tasks.find((task) => task.event_id === eventParam);
    if (target) reveal(target.id);
    // Only when the address names another event, not on every list change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventParam]);

  useEffect(() => {
    if (focusId === null) return;
    const card = document.getElementById(`task-${focusId}`);
    card?.scrollIntoView?.({ block: 'start' });
    card?.focus({ preventScroll: true });
    setFocusId(null);
  }, [focusId]);

  const options: { value: StateFilter; label: string; count: number }[] = [
    ...taskStates.map((state) => ({ value: state, label: state, count: counts.get(state) ?? 0 })),
    { value: 'all', label: t.stateAll, count: tasks.length },
  ];

  return (
    <>
      <UpcomingDeliveries tasks={sorted} now={now} groupNames={groupNames} onOpen={reveal} />
      <div className={styles.stateFilter} role="group" aria-label={t.stateFilter}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.stateOption}
            aria-pressed={filter === option.value}
            onClick={() => {
              setFilter(option.value);
              setPinned(new Set());
            }}
          >
            {t.stateCount(option.label, option.count)}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <EmptyState message={t.noTasksInState} icon={<ClipboardList size={28} />} />
      ) : (
        <ul className={evaluationsStyles.taskList}>
          {shown.map((task) => (
            <li key={task.id}>
              <TaskCard
                task={task}
                now={now}
                groupName={groupNames?.get(task.edu_codigoformacion)}
                onDelivered={(deliveredTask, receipt) => {
                  setPinned((current) => new Set(current).add(deliveredTask.id));
                  setDelivered({ task: deliveredTask, receipt });
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <ReceiptDialog delivered={delivered} onClose={() => setDelivered(null)} />
    </>
  );
}
