import type { TaskState } from '@campus/contract';
import { StatusPill, type StatusPillColour } from '../../components/status-pill';

const colours: Record<TaskState, StatusPillColour> = { Pendiente: 'yellow', Entregada: 'teal', Corregida: 'green' };

/** A task's state of spec 000: Pendiente, Entregada, Corregida. */
export function TaskStatePill({ state }: { state: TaskState }) {
  return <StatusPill label={state} colour={colours[state]} />;
}
