import type { Participant } from '@campus/contract';

/** The columns of the participants table, each sortable. */
export const participantColumns = ['name', 'progress', 'attendance', 'lastConnection', 'streak', 'deliveries', 'grade'] as const;
export type ParticipantColumn = (typeof participantColumns)[number];
export type SortDirection = 'ascending' | 'descending';
export interface ParticipantSort {
  column: ParticipantColumn;
  direction: SortDirection;
}

const collator = new Intl.Collator('es', { sensitivity: 'base' });

/** The value a column sorts by; missing values (never connected, not graded) sort as the lowest. */
const valueOf: Record<Exclude<ParticipantColumn, 'name'>, (participant: Participant) => number> = {
  progress: (p) => p.progreso,
  attendance: (p) => p.asistencia.porcentaje,
  lastConnection: (p) => (p.ultima_conexion ? Date.parse(p.ultima_conexion) : -Infinity),
  streak: (p) => p.racha,
  // Who has most still to hand in (open or past the deadline) first when descending.
  deliveries: (p) => p.entregas.pendientes + p.entregas.vencidas,
  grade: (p) => p.nota ?? -Infinity,
};

/** The participants in the column's order (ties by name), a new array. */
export function sortParticipants(participants: readonly Participant[], sort: ParticipantSort): Participant[] {
  const byName = (a: Participant, b: Participant) => collator.compare(a.fullname, b.fullname);
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const column = sort.column;
  if (column === 'name') return [...participants].sort((a, b) => sign * byName(a, b));
  const value = valueOf[column];
  return [...participants].sort((a, b) => {
    const difference = value(a) - value(b);
    return difference === 0 || Number.isNaN(difference) ? byName(a, b) : sign * Math.sign(difference);
  });
}

/** A click on a column's header: the same column flips, another starts with its natural order (names A→Z, figures high→low). */
export function nextSort(current: ParticipantSort, column: ParticipantColumn): ParticipantSort {
  if (current.column === column) return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: column === 'name' ? 'ascending' : 'descending' };
}
