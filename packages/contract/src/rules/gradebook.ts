import { computeEarnedGrade, computeEvaluationGrade, getTaskDeadline, getTaskState, roundTo2, type TaskState } from './evaluations';

/**
 * The gradebook of a group (issue 30 item 4): one set-based read gives every student's delivery of every task
 * and every concept score; these pure rules turn those rows into cells, term grades and column averages, the
 * same on the server (the read, a live change) and in the web (a cell written into the cache).
 */

/** A delivered file as a cell carries it: enough to name it and ask for its signed address. */
export interface GradebookFileFields {
  id: number;
  name: string;
  size: number;
}

/** One student's delivery of one task as the gradebook shows it. */
export interface GradebookCellFields {
  tarea_id: number;
  estado: TaskState;
  /** Not delivered and the deadline has passed: shown apart from a 'Pendiente' still open. */
  fuera_de_plazo: boolean;
  edu_calificacion: number | null;
  edu_comentario: string | null;
  /** ISO instant of the last delivery. */
  edu_fechaentrega: string | null;
  intentos_usados: number;
  files: GradebookFileFields[];
}

/** A student's delivery row as the database holds it (null when the student never opened one). */
export interface GradebookDeliveryInput {
  intentos: number;
  graded_at: Date | string | null;
  edu_calificacion: number | null;
  edu_comentario: string | null;
  edu_fechaentrega: Date | string | null;
}

/** Whether a task's deadline has passed (the minute of the deadline itself still counts, as for the hand-in). */
export function isTaskPastDeadline(task: { edu_fechafinmax: string; edu_horafinmax: string }, now: Date): boolean {
  return now.getTime() >= getTaskDeadline(task).getTime() + 60_000;
}

const toIso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * A cell from the task, the student's delivery and its delivered files. Its state is the contract's task state
 * (a draft alone stays 'Pendiente'); the grade and comment show only once graded, as the student sees them.
 */
export function buildGradebookCell(
  task: { id: number; edu_fechafinmax: string; edu_horafinmax: string },
  delivery: GradebookDeliveryInput | null,
  files: readonly GradebookFileFields[],
  now: Date,
): GradebookCellFields {
  const isGraded = delivery?.graded_at != null;
  const estado = getTaskState({ isGraded, attemptsUsed: delivery?.intentos ?? 0 });
  return {
    tarea_id: task.id,
    estado,
    fuera_de_plazo: estado === 'Pendiente' && isTaskPastDeadline(task, now),
    edu_calificacion: isGraded ? (delivery?.edu_calificacion ?? null) : null,
    edu_comentario: isGraded ? (delivery?.edu_comentario ?? null) : null,
    edu_fechaentrega: toIso(delivery?.edu_fechaentrega ?? null),
    intentos_usados: delivery?.intentos ?? 0,
    // A draft (files not delivered yet) is the student's own: the caller passes delivered files only.
    files: estado === 'Pendiente' ? [] : files.map((file) => ({ id: file.id, name: file.name, size: file.size })),
  };
}

/** A student's grade of one evaluation (the term grade): the contract's weighted rule over their concept scores. */
export interface GradebookTermGradeFields {
  evaluacion_id: number;
  /** 0–10 with 2 decimals; null ('Sin calificar') while a weighted concept has no score. */
  edu_calificacion: number | null;
  /** The part already earned over the graded concepts (score × weight / 100), null when nothing is graded. */
  obtenida: number | null;
  /** The student's score of each concept, in the evaluation's concept order (null: not scored). */
  puntuaciones: (number | null)[];
}

/** The term grade of one student from the evaluation's concepts and that student's scores by concept id. */
export function computeTermGrade(
  evaluation: { id: number; conceptos: readonly { id: number; edu_valor: number }[] },
  scores: ReadonlyMap<number, number>,
): GradebookTermGradeFields {
  const concepts = evaluation.conceptos.map((concept) => ({ edu_valor: concept.edu_valor, edu_puntuacion: scores.get(concept.id) ?? null }));
  return {
    evaluacion_id: evaluation.id,
    edu_calificacion: computeEvaluationGrade(concepts),
    obtenida: computeEarnedGrade(concepts),
    puntuaciones: concepts.map((concept) => concept.edu_puntuacion),
  };
}

/** The mean of the numbers given (2 decimals), or null when there is none. */
function meanOf(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null);
  if (present.length === 0) return null;
  return roundTo2(present.reduce((sum, value) => sum + value, 0) / present.length);
}

/** The footer of the gradebook: per task the mean grade and deliveries waiting for a grade; per evaluation the mean term grade. */
export interface GradebookAveragesFields {
  tareas: { tarea_id: number; media: number | null; por_corregir: number }[];
  evaluaciones: { evaluacion_id: number; media: number | null }[];
}

/** Column averages over the rows as they are now (a live change recomputes them from the cache the same way). */
export function computeGradebookAverages(
  tasks: readonly { id: number }[],
  evaluations: readonly { id: number }[],
  rows: readonly { celdas: readonly GradebookCellFields[]; notas: readonly GradebookTermGradeFields[] }[],
): GradebookAveragesFields {
  return {
    tareas: tasks.map((task, index) => {
      const cells = rows.map((row) => row.celdas[index]).filter((cell): cell is GradebookCellFields => cell?.tarea_id === task.id);
      return {
        tarea_id: task.id,
        media: meanOf(cells.map((cell) => cell.edu_calificacion)),
        por_corregir: cells.filter((cell) => cell.estado === 'Entregada').length,
      };
    }),
    evaluaciones: evaluations.map((evaluation, index) => ({
      evaluacion_id: evaluation.id,
      media: meanOf(rows.map((row) => (row.notas[index]?.evaluacion_id === evaluation.id ? row.notas[index].edu_calificacion : null))),
    })),
  };
}

/** A grade as Spanish readers write it: 7,5 (never 7.50), for the screen and the exports. */
export function formatGradeEs(grade: number): string {
  return String(roundTo2(grade)).replace('.', ',');
}
