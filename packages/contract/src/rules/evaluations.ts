import { toAcademyInstant } from './academy-time';

/** A concept as the grade rule reads it: the student's score (0–10, null while not graded) and its weight in %. */
export interface WeightedScore {
  edu_puntuacion: number | null;
  edu_valor: number;
}

/** Rounds to the 2 decimals the product shows (spec 002 §9). */
export function roundTo2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/**
 * The grade of an evaluation (spec 002 §Evaluations): the weighted mean of its concepts' scores, on 0–10 with 2
 * decimals. Weights are normalised by their sum, so concepts adding up to 90 % or 110 % still give a 0–10 grade.
 * Null — shown 'Sin calificar' — while any weighted concept has no score, or when nothing is weighted: a final
 * grade is only given once everything it stands for has been graded.
 */
export function computeEvaluationGrade(concepts: readonly WeightedScore[]): number | null {
  const weighted = concepts.filter((concept) => concept.edu_valor > 0);
  if (weighted.length === 0) return null;
  let weightSum = 0;
  let scoreSum = 0;
  for (const concept of weighted) {
    if (concept.edu_puntuacion === null) return null;
    weightSum += concept.edu_valor;
    scoreSum += concept.edu_puntuacion * concept.edu_valor;
  }
  return roundTo2(scoreSum / weightSum);
}

/**
 * The part of the grade already earned (sum of score × weight / 100 over the graded concepts), shown next to
 * 'Sin calificar' while some concepts are still open. Null when nothing is graded yet.
 */
export function computeEarnedGrade(concepts: readonly WeightedScore[]): number | null {
  const graded = concepts.filter((concept) => concept.edu_puntuacion !== null && concept.edu_valor > 0);
  if (graded.length === 0) return null;
  return roundTo2(graded.reduce((sum, concept) => sum + (concept.edu_puntuacion ?? 0) * concept.edu_valor, 0) / 100);
}

/** Task states of spec 000 (help article "Tareas"). */
export const taskStates = ['Pendiente', 'Entregada', 'Corregida'] as const;
export type TaskState = (typeof taskStates)[number];

/**
 * A task's state: graded → 'Corregida'; delivered at least once ('Entregar', one attempt) → 'Entregada';
 * otherwise 'Pendiente'. Draft files alone leave it 'Pendiente' (issue 29: a chosen file is not a delivery).
 */
export function getTaskState(task: { isGraded: boolean; attemptsUsed: number }): TaskState {
  if (task.isGraded) return 'Corregida';
  return task.attemptsUsed > 0 ? 'Entregada' : 'Pendiente';
}

/** The instant a task closes: its last day at its last hour, Madrid time. */
export function getTaskDeadline(task: { edu_fechafinmax: string; edu_horafinmax: string }): Date {
  return toAcademyInstant(task.edu_fechafinmax, task.edu_horafinmax);
}

/** Why a file cannot be handed in or removed now, or null when it can (the same order on the screen and the server). */
export type TaskDeliveryBlock = 'graded' | 'deadline' | 'attempts';

/**
 * Whether the student may upload a draft file or deliver ('Entregar', one attempt): not once graded, not after
 * the deadline (the deadline minute itself still counts), not when every attempt is used. Removing a draft file
 * is blocked by the first two only: it costs nothing.
 */
export function getTaskDeliveryBlock(
  task: { edu_fechafinmax: string; edu_horafinmax: string; edu_oportunidades: number; intentos_usados: number; isGraded: boolean },
  now: Date,
  action: 'upload' | 'deliver' | 'delete' = 'upload',
): TaskDeliveryBlock | null {
  if (task.isGraded) return 'graded';
  if (now.getTime() >= getTaskDeadline(task).getTime() + 60_000) return 'deadline';
  if (action !== 'delete' && task.intentos_usados >= task.edu_oportunidades) return 'attempts';
  return null;
}

/** Files a delivery's draft may hold at once (issue 29): drafts cost no attempt, so disk is bounded here. */
export const TASK_DRAFT_MAX_FILES = 5;

/** Largest task file (10 MB, as chat uploads): statements, projects zipped, a short screen recording. */
export const TASK_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Grades are 0–10 with at most 2 decimals. */
export const GRADE_MIN = 0;
export const GRADE_MAX = 10;
export const GRADE_COMMENT_MAX = 2000;

/** The five rankings of spec 002 §Statistics, in the order they are shown. */
export const rankingKinds = ['conexiones', 'timeline', 'racha', 'tiempo-medio', 'asistencias'] as const;
export type RankingKind = (typeof rankingKinds)[number];

/** Entries each ranking shows (spec 002 §9: top 5). */
export const RANKING_TOP = 5;

/**
 * How a ranking shows a classmate (issue 14: as the academy allows): first name and the initial of the first
 * surname, never an e-mail or a code. 'Lucía Fernández Ortega' → 'Lucía F.'.
 */
export function formatRankingName(firstname: string | null | undefined, lastname: string | null | undefined): string {
  const first = (firstname ?? '').trim().split(/\s+/)[0] ?? '';
  const initial = (lastname ?? '').trim().charAt(0);
  const name = [first, initial ? `${initial.toLocaleUpperCase('es')}.` : ''].filter(Boolean).join(' ');
  return name || 'Alumno';
}
