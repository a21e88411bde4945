// Contract of the gradebook of a group (issue 30 item 4): students × tasks, the term grades, the export.
import { z } from 'zod';
import { taskStates } from '../rules/evaluations';
import { texts } from '../texts';
import { codeSchema, idParamSchema } from './common';

const t = texts.teachingGradebook;

export const gradebookFileSchema = z.object({ id: z.number().int(), name: z.string(), size: z.number().int() });

/** One student's delivery of one task (rules/gradebook.ts `buildGradebookCell`). */
export const gradebookCellSchema = z.object({
  tarea_id: z.number().int(),
  estado: z.enum(taskStates),
  /** 'Pendiente' whose deadline has passed: not delivered in time. */
  fuera_de_plazo: z.boolean(),
  edu_calificacion: z.number().nullable(),
  edu_comentario: z.string().nullable(),
  edu_fechaentrega: z.string().nullable(),
  intentos_usados: z.number().int(),
  /** The files of the last delivery, opened through GET /api/files/activos/file/{id}. */
  files: z.array(gradebookFileSchema),
});
export type GradebookCell = z.infer<typeof gradebookCellSchema>;

/** A column: a task of the group, in deadline order. */
export const gradebookTaskSchema = z.object({
  id: z.number().int(),
  edu_titulo: z.string(),
  edu_tema: z.string().nullable(),
  edu_fechafinmax: z.string(),
  edu_horafinmax: z.string(),
  edu_oportunidades: z.number().int(),
  /** The evaluation whose concept this task scores, if any. */
  evaluacion_id: z.number().int().nullable(),
  /** The deadline has passed. */
  cerrada: z.boolean(),
});
export type GradebookTask = z.infer<typeof gradebookTaskSchema>;

/** An evaluation of the group (a term) with its weighted concepts. */
export const gradebookEvaluationSchema = z.object({
  id: z.number().int(),
  edu_titulo: z.string(),
  conceptos: z.array(z.object({ id: z.number().int(), edu_codigoconcepto: z.string(), edu_valor: z.number(), tarea_id: z.number().int().nullable() })),
});
export type GradebookEvaluation = z.infer<typeof gradebookEvaluationSchema>;

/** A student's term grade of one evaluation (rules/gradebook.ts `computeTermGrade`). */
export const gradebookTermGradeSchema = z.object({
  evaluacion_id: z.number().int(),
  edu_calificacion: z.number().nullable(),
  obtenida: z.number().nullable(),
  puntuaciones: z.array(z.number().nullable()),
});
export type GradebookTermGrade = z.infer<typeof gradebookTermGradeSchema>;

/** A row: the student, a cell per task (the columns' order) and a term grade per evaluation (their order). */
export const gradebookRowSchema = z.object({
  alumno: z.object({ edu_codigocontacto: z.string(), fullname: z.string(), emailaddress1: z.string(), foto_url: z.string().nullable() }),
  celdas: z.array(gradebookCellSchema),
  notas: z.array(gradebookTermGradeSchema),
});
export type GradebookRow = z.infer<typeof gradebookRowSchema>;

export const gradebookAveragesSchema = z.object({
  tareas: z.array(z.object({ tarea_id: z.number().int(), media: z.number().nullable(), por_corregir: z.number().int() })),
  evaluaciones: z.array(z.object({ evaluacion_id: z.number().int(), media: z.number().nullable() })),
});
export type GradebookAverages = z.infer<typeof gradebookAveragesSchema>;

export const gradebookSchema = z.object({
  grupo: z.object({
    edu_codigoformacion: z.string(),
    edu_formacion: z.string(),
    formacion_padre: z.string().nullable(),
    /** The main formation (code and name), as the group workspace's heading names it. */
    formacion: z.object({ edu_codigoformacion: z.string(), edu_formacion: z.string() }),
  }),
  tareas: z.array(gradebookTaskSchema),
  evaluaciones: z.array(gradebookEvaluationSchema),
  alumnos: z.array(gradebookRowSchema),
  medias: gradebookAveragesSchema,
});
export type Gradebook = z.infer<typeof gradebookSchema>;

export const gradebookParamsSchema = z.object({ groupCode: codeSchema(texts.teaching.groupNotFound) });

/** GET /api/teaching/groups/{groupCode}/gradebook. */
export const gradebookAnswerSchema = z.object({ status: z.literal('ok'), data: gradebookSchema });
export type GradebookAnswer = z.infer<typeof gradebookAnswerSchema>;

export const gradebookExportFormats = ['csv', 'xlsx'] as const;
export type GradebookExportFormat = (typeof gradebookExportFormats)[number];
/** GET …/gradebook/export?format=csv|xlsx (CSV when absent): the file itself (no JSON answer). */
export const gradebookExportQuerySchema = z.object({ format: z.enum(gradebookExportFormats, { error: t.invalidFormat }).default('csv') });

/** GET /api/teaching/tasks/{taskId}: the task's group, for /docencia/tareas/{taskId}. */
export const teachingTaskParamsSchema = z.object({ taskId: idParamSchema(t.taskNotFound) });
export const teachingTaskAnswerSchema = z.object({
  status: z.literal('ok'),
  data: z.object({ id: z.number().int(), edu_titulo: z.string(), edu_codigoformacion: z.string() }),
});
export type TeachingTaskAnswer = z.infer<typeof teachingTaskAnswerSchema>;

/**
 * What changed in a gradebook when a student delivers or a teacher grades: the cell and, when the task scores a
 * concept, the student's term grade of that evaluation as it is now. Socket 'gradebook-cell-updated' to the
 * group's teachers, and the grading answer's `celda`.
 */
export const gradebookCellChangeSchema = z.object({
  edu_codigoformacion: z.string(),
  edu_codigocontacto: z.string(),
  celda: gradebookCellSchema,
  nota: gradebookTermGradeSchema.nullable(),
});
export type GradebookCellChange = z.infer<typeof gradebookCellChangeSchema>;
