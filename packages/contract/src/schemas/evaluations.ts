// Contract of issue 14 (evaluations and tasks): what the student reads and hands in, and what the teacher grades.
import { z } from 'zod';
import { GRADE_COMMENT_MAX, GRADE_MAX, GRADE_MIN, taskStates } from '../rules/evaluations';
import { texts } from '../texts';
import { codeSchema, idParamSchema, textSchema } from './common';
import { gradebookCellChangeSchema } from './teaching-gradebook';

const t = texts.evaluations;

/** A concept of an evaluation with the student's score (spec 002 §3 "Evaluation": edu_codigoconcepto, edu_puntuacion, edu_valor). */
export const evaluationConceptSchema = z.object({
  id: z.number().int(),
  edu_codigoconcepto: z.string(),
  /** 0–10, null while not graded. */
  edu_puntuacion: z.number().nullable(),
  /** Weight in percent. */
  edu_valor: z.number(),
  /** The task that scores this concept, if any. */
  tarea_id: z.number().int().nullable(),
});
export type EvaluationConcept = z.infer<typeof evaluationConceptSchema>;

/** An evaluation (spec 002 §3): its grade computed by computeEvaluationGrade (null = 'Sin calificar'). */
export const evaluationSchema = z.object({
  id: z.number().int(),
  edu_titulo: z.string(),
  edu_calificacion: z.number().nullable(),
  /** The group it belongs to. */
  edu_codigoformacion: z.string(),
  edu_conceptos: z.array(evaluationConceptSchema),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

/** A file handed in for a task; opened through the files module's signed address, like any uploaded file. */
export const taskFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  file_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
  /** Issue 29: the attempt that delivered it, or null while it is a draft (costs nothing, may be removed). */
  intento: z.number().int().nullable(),
});
export type TaskFile = z.infer<typeof taskFileSchema>;

/** Issue 29: the receipt of one delivery ('Entregar'): the attempt it used, when, what it handed in, a code to quote. */
export const taskReceiptSchema = z.object({
  intento: z.number().int(),
  /** e.g. '12-2-7F3K9QAB': the task, the attempt and a random part. */
  codigo: z.string(),
  /** ISO instant of the delivery. */
  fecha: z.string(),
  ficheros: z.array(z.object({ id: z.number().int(), name: z.string(), size: z.number().int() })),
});
export type TaskReceipt = z.infer<typeof taskReceiptSchema>;

/** A task as the student sees it (spec 002 §3 "Task"), with their delivery folded in. */
export const taskSchema = z.object({
  id: z.number().int(),
  edu_titulo: z.string(),
  edu_tema: z.string().nullable(),
  edu_descripcion: z.string().nullable(),
  /** Last day (Madrid), 'YYYY-MM-DD'. */
  edu_fechafinmax: z.string(),
  /** Last hour (Madrid), 'HH:MM'. */
  edu_horafinmax: z.string(),
  /** 0–10 once graded. */
  edu_calificacion: z.number().nullable(),
  /** The teacher's comment once graded. */
  edu_comentario: z.string().nullable(),
  /** Uploads allowed in all. */
  edu_oportunidades: z.number().int(),
  /** Deliveries made ('Entregar'); a draft file uses none (issue 29). */
  intentos_usados: z.number().int(),
  /** Title of the evaluation whose concept this task scores. */
  edu_serieevaluacion: z.string().nullable(),
  /** ISO instant of the last delivery. */
  edu_fechaentrega: z.string().nullable(),
  event_id: z.number().int().nullable(),
  /** The group. */
  edu_codigoformacion: z.string(),
  estado: z.enum(taskStates),
  /** The files of the last delivery (intento set) and the draft (intento null). */
  files: z.array(taskFileSchema),
  /** Issue 29: one receipt per delivery, oldest first. */
  recibos: z.array(taskReceiptSchema),
});
export type Task = z.infer<typeof taskSchema>;

export const contactIdParamsSchema = z.object({ contactId: codeSchema() });
export const groupContactParamsSchema = z.object({ group: codeSchema(), contactId: codeSchema() });
/** POST /api/formations/evaluaciones|tareas/{contactId}: several groups at once. */
export const groupsBodySchema = z.object({ grupos: z.array(codeSchema()).min(1).max(50) });
export type GroupsBody = z.infer<typeof groupsBodySchema>;

/** GET /api/formations/evaluaciones/{group}/{contactId} and the POST of several groups. */
export const evaluationsAnswerSchema = z.object({ status: z.literal('ok'), data: z.array(evaluationSchema) });
export type EvaluationsAnswer = z.infer<typeof evaluationsAnswerSchema>;

/** GET /api/formations/tareas/{group}/{contactId} and the POST of several groups: `data.data` (spec 002 §7). */
export const tasksAnswerSchema = z.object({ status: z.literal('ok'), data: z.object({ data: z.array(taskSchema) }) });
export type TasksAnswer = z.infer<typeof tasksAnswerSchema>;

/** POST /api/formations/tareas/upload-file (multipart: `files` and `tareaId`): 201 with the file in data and the task as it is now. */
export const taskUploadAnswerSchema = z.object({ status: z.literal('ok'), data: taskFileSchema, tarea: taskSchema });
export type TaskUploadAnswer = z.infer<typeof taskUploadAnswerSchema>;
export const taskIdFieldSchema = idParamSchema(t.taskNotFound);

/**
 * POST /api/formations/tareas/{taskId}/entregar (ours, issue 29): delivers the draft, using one attempt. `intento`
 * is the attempt the student confirmed ('Vas a usar el intento 2 de 3'): another tab's delivery makes it stale (409).
 */
export const deliverTaskParamsSchema = z.object({ taskId: idParamSchema(t.taskNotFound) });
export const deliverTaskBodySchema = z.object({
  intento: z.number({ error: t.invalidAttempt }).int(t.invalidAttempt).min(1, t.invalidAttempt).max(100, t.invalidAttempt),
});
export type DeliverTaskBody = z.infer<typeof deliverTaskBodySchema>;
export const deliverTaskAnswerSchema = z.object({ status: z.literal('ok'), data: taskReceiptSchema, tarea: taskSchema });
export type DeliverTaskAnswer = z.infer<typeof deliverTaskAnswerSchema>;

/** DELETE /api/formations/tareas/{taskId}/files/{fileId}: 204. */
export const taskFileParamsSchema = z.object({ taskId: idParamSchema(t.taskNotFound), fileId: idParamSchema(t.fileNotFound) });

/** A delivery as the teacher of the group sees it (ours, issue 14). */
export const teacherDeliverySchema = z.object({
  id: z.number().int(),
  tarea: z.object({
    id: z.number().int(),
    edu_titulo: z.string(),
    edu_tema: z.string().nullable(),
    edu_fechafinmax: z.string(),
    edu_horafinmax: z.string(),
    edu_serieevaluacion: z.string().nullable(),
  }),
  grupo: z.object({ edu_codigoformacion: z.string(), edu_formacion: z.string() }),
  /** The student (the teacher of their group may see who they are). */
  alumno: z.object({ edu_codigocontacto: z.string(), fullname: z.string(), foto_url: z.string().nullable() }),
  intentos_usados: z.number().int(),
  edu_fechaentrega: z.string().nullable(),
  edu_calificacion: z.number().nullable(),
  edu_comentario: z.string().nullable(),
  graded_at: z.string().nullable(),
  estado: z.enum(taskStates),
  files: z.array(taskFileSchema),
});
export type TeacherDelivery = z.infer<typeof teacherDeliverySchema>;

/** GET /api/formations/tareas/entregas?grupo=&estado= (ours): deliveries of the teacher's groups, ungraded first. */
export const teacherDeliveriesQuerySchema = z.object({
  grupo: codeSchema().optional(),
  estado: z.enum(['Entregada', 'Corregida']).optional(),
});
export const teacherDeliveriesAnswerSchema = z.object({
  status: z.literal('ok'),
  data: z.array(teacherDeliverySchema),
  /** The teacher's groups, for the filter. */
  grupos: z.array(z.object({ edu_codigoformacion: z.string(), edu_formacion: z.string() })),
});
export type TeacherDeliveriesAnswer = z.infer<typeof teacherDeliveriesAnswerSchema>;

/** POST /api/formations/tareas/{taskId}/entregas/{contactId}/calificacion (ours): the teacher grades a delivery. */
export const gradeDeliveryParamsSchema = z.object({ taskId: idParamSchema(t.taskNotFound), contactId: codeSchema() });
export const gradeDeliveryBodySchema = z.object({
  edu_calificacion: z
    .number({ error: t.invalidGrade })
    .min(GRADE_MIN, t.invalidGrade)
    .max(GRADE_MAX, t.invalidGrade)
    // At most 2 decimals (7.25, not 7.255).
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, t.invalidGrade),
  edu_comentario: textSchema(GRADE_COMMENT_MAX, { tooLong: t.commentTooLong }).trim().nullable().optional(),
});
export type GradeDeliveryBody = z.infer<typeof gradeDeliveryBodySchema>;
/** `celda` (issue 30): the gradebook's cell and the student's term grade as they are now, for the teacher's open gradebook. */
export const gradeDeliveryAnswerSchema = z.object({ status: z.literal('ok'), data: teacherDeliverySchema, celda: gradebookCellChangeSchema });
export type GradeDeliveryAnswer = z.infer<typeof gradeDeliveryAnswerSchema>;

/**
 * Socket 'task-updated' (ours), to `user:<student>`: a task of theirs changed (a file handed in or removed in
 * another tab, or the teacher graded it), with the evaluation whose concept it scores as it is now.
 */
export interface TaskUpdatedPayload {
  tarea: Task;
  evaluacion: Evaluation | null;
}

/** Socket 'delivery-updated' (ours), to `user:<teacher>` of the group: a delivery was handed in, changed or graded. */
export interface DeliveryUpdatedPayload {
  entrega: TeacherDelivery;
}
