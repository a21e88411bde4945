import type { GradebookCell, TaskState } from '@campus/contract';
import { StatusPill, type StatusPillColour } from '../../components/status-pill';
import { cellStateLabel } from './gradebook-texts';

// The colours of the task states everywhere else (evaluations' TaskStatePill); red for a pending task past its deadline.
const colours: Record<TaskState, StatusPillColour> = { Pendiente: 'yellow', Entregada: 'teal', Corregida: 'green' };

/** A cell's state: Pendiente, Entregada, Corregida, or 'Fuera de plazo'. */
export function GradebookStatePill({ cell }: { cell: GradebookCell }) {
  return <StatusPill label={cellStateLabel(cell)} colour={cell.fuera_de_plazo ? 'red' : colours[cell.estado]} />;
}
