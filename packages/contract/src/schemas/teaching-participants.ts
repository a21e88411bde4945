// Contract of issue 30 item 3: the participants of a group as its teachers see them, and one student's detail.
import { z } from 'zod';
import { taskStates } from '../rules/evaluations';
import { codeSchema } from './common';
import { evaluationConceptSchema } from './evaluations';

/** GET /api/teaching/groups/{groupCode}/participants */
export const participantsParamsSchema = z.object({ groupCode: codeSchema() });
/** GET /api/teaching/groups/{groupCode}/participants/{contactCode} */
export const participantParamsSchema = z.object({ groupCode: codeSchema(), contactCode: codeSchema() });

/** The group the workspace is about, with its main formation (the link "Ver la formación"). */
export const teachingGroupSchema = z.object({
  edu_codigoformacion: z.string(),
  edu_formacion: z.string(),
  formacion: z.object({ edu_codigoformacion: z.string(), edu_formacion: z.string() }),
});
export type TeachingGroup = z.infer<typeof teachingGroupSchema>;

/** Live classes of the group held so far and how many of them the student joined. */
export const participantAttendanceSchema = z.object({
  asistidas: z.number().int(),
  clases: z.number().int(),
  /** 0–100, 2 decimals; 0 while no class was held. */
  porcentaje: z.number(),
});

/**
 * The group's tasks for one student: delivered ('Entregar' at least once, or graded), graded, not delivered and
 * still open, not delivered and past the deadline (the contract's getTaskDeliveryBlock deadline, its minute included).
 */
export const participantDeliveriesSchema = z.object({
  entregadas: z.number().int(),
  corregidas: z.number().int(),
  pendientes: z.number().int(),
  vencidas: z.number().int(),
});

/** One student of the group in the participants list. */
export const participantSchema = z.object({
  edu_codigocontacto: z.string(),
  fullname: z.string(),
  emailaddress1: z.string().nullable(),
  foto_url: z.string().nullable(),
  /** The timeline percentage (0–100), exactly as the student's own timeline and statistics compute it. */
  progreso: z.number(),
  asistencia: participantAttendanceSchema,
  /** ISO instant the student was last seen, or only the day ('YYYY-MM-DD') when its hour is not known; null if never. */
  ultima_conexion: z.string().nullable(),
  /** Consecutive days with a connection ending today or yesterday (the streak of the activities module). */
  racha: z.number().int(),
  entregas: participantDeliveriesSchema,
  /** The weighted grade of the current evaluation (computeEvaluationGrade); null = 'Sin calificar'. */
  nota: z.number().nullable(),
});
export type Participant = z.infer<typeof participantSchema>;

/** The evaluation whose tasks' deadlines span today, else the last one begun, else the first: the "current term". */
export const currentEvaluationSchema = z.object({ id: z.number().int(), edu_titulo: z.string() });

export const participantsAnswerSchema = z.object({
  status: z.literal('ok'),
  grupo: teachingGroupSchema,
  evaluacion_actual: currentEvaluationSchema.nullable(),
  /** The group's tasks and live classes held so far (the denominators of every row). */
  tareas: z.number().int(),
  clases: z.number().int(),
  participantes: z.array(participantSchema),
  /** Means over the students (nota: over those graded; null when none is). */
  medias: z.object({ progreso: z.number(), asistencia: z.number(), nota: z.number().nullable(), pendientes: z.number().int() }),
});
export type ParticipantsAnswer = z.infer<typeof participantsAnswerSchema>;

/** One week of the student's progress: the timeline percentage at the end of the week starting `semana` (a Monday). */
export const progressPointSchema = z.object({ semana: z.string(), porcentaje: z.number() });
export type ProgressPoint = z.infer<typeof progressPointSchema>;

/** A live class of the group held so far and whether the student joined it. */
export const liveClassAttendanceSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  /** ISO instants. */
  inicio: z.string(),
  fin: z.string().nullable(),
  asistio: z.boolean(),
});
export type LiveClassAttendance = z.infer<typeof liveClassAttendanceSchema>;

/** A task of the group with the student's delivery, as the teacher reads it. */
export const participantTaskSchema = z.object({
  id: z.number().int(),
  edu_titulo: z.string(),
  edu_tema: z.string().nullable(),
  edu_fechafinmax: z.string(),
  edu_horafinmax: z.string(),
  estado: z.enum(taskStates),
  /** Not delivered and past its deadline. */
  vencida: z.boolean(),
  intentos_usados: z.number().int(),
  edu_fechaentrega: z.string().nullable(),
  edu_calificacion: z.number().nullable(),
  edu_comentario: z.string().nullable(),
  edu_serieevaluacion: z.string().nullable(),
});
export type ParticipantTask = z.infer<typeof participantTaskSchema>;

/** An evaluation of the group with the student's scores and grade. */
export const participantEvaluationSchema = z.object({
  id: z.number().int(),
  edu_titulo: z.string(),
  edu_calificacion: z.number().nullable(),
  actual: z.boolean(),
  edu_conceptos: z.array(evaluationConceptSchema),
});
export type ParticipantEvaluation = z.infer<typeof participantEvaluationSchema>;

export const participantDetailAnswerSchema = z.object({
  status: z.literal('ok'),
  grupo: teachingGroupSchema,
  alumno: z.object({
    edu_codigocontacto: z.string(),
    fullname: z.string(),
    emailaddress1: z.string().nullable(),
    foto_url: z.string().nullable(),
    ultima_conexion: z.string().nullable(),
    racha: z.number().int(),
  }),
  progreso: z.object({ porcentaje: z.number(), completados: z.number().int(), total: z.number().int(), semanas: z.array(progressPointSchema) }),
  asistencia: participantAttendanceSchema.extend({ clases_directo: z.array(liveClassAttendanceSchema) }),
  tareas: z.array(participantTaskSchema),
  evaluaciones: z.array(participantEvaluationSchema),
});
export type ParticipantDetailAnswer = z.infer<typeof participantDetailAnswerSchema>;
