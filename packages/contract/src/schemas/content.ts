import { z } from 'zod';
import { codeSchema, idParamSchema, textSchema } from './common';
import { eventTypeSchema } from './events';
import { completionProgressSchema } from './formations';

/** Availability of an item for the signed-in user, computed with rules/availability on the server. */
export const availabilitySchema = z.object({
  isAvailable: z.boolean(),
  reason: z.enum(['freemium', 'limited', 'extra_unit', 'before_course_month', 'not_yet', 'expired']).nullable(),
  availableFrom: z.string().nullable(),
  canPurchase: z.boolean(),
});
export type ContentAvailability = z.infer<typeof availabilitySchema>;

export const fileTypeSchema = z.enum(['video/mp4', 'application/pdf', 'image/png', 'image/jpeg', 'image/jpg', 'h5p', 'other']);
export type FileType = z.infer<typeof fileTypeSchema>;

/**
 * A file of an event (spec 001 §3). `url` is a short-lived signed address, null while the event is
 * locked for the user: the server never hands out a locked file.
 */
export const contentFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fileType: fileTypeSchema,
  url: z.string().nullable(),
  embedCode: z.string().nullable(),
  subtitles: z.object({ url: z.string() }).nullable(),
  idSharepoint: z.string().nullable(),
});
export type ContentFile = z.infer<typeof contentFileSchema>;

export const meetingSchema = z.object({ resumen: z.string(), detalles: z.array(z.object({ label: z.string(), summary: z.string() })) });

/** An event inside the content tree (spec 001 §3), with the user's completion and availability. */
export const contentEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  event_type: eventTypeSchema,
  event_date: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  start_hour: z.string().nullable(),
  end_hour: z.string().nullable(),
  all_day: z.boolean(),
  daysOfWeek: z.array(z.number().int().min(0).max(6)),
  inicio_calendario: z.string().nullable(),
  fin_calendario: z.string().nullable(),
  no_fechar: z.number().int(),
  freemium: z.boolean(),
  download: z.number().int(),
  join_url: z.string().nullable(),
  zoom_id: z.string().nullable(),
  source_id: z.string().nullable(),
  orden: z.number().int(),
  rescheduled: z.number().int(),
  event_original: z.number().int().nullable(),
  event_rescheduled: z.number().int().nullable(),
  metadata: z
    .object({ meetings: z.array(meetingSchema).optional() })
    .passthrough()
    .nullable(),
  unidades: z.array(z.object({ unidad_id: z.number().int(), type: z.enum(['unidad', 'unidad extra']) })),
  archivos: z.array(contentFileSchema),
  h5pFiles: z.array(contentFileSchema),
  /** The user's completion: [{edu_codigocontacto, completed}] (only the user's own row). */
  completed: z.array(z.object({ edu_codigocontacto: z.string(), completed: z.number().int() })),
  organizers: z.array(z.object({ edu_codigocontacto: z.string(), fullname: z.string(), foto: z.string().nullable() })),
  availability: availabilitySchema,
});
export type ContentEvent = z.infer<typeof contentEventSchema>;

export const contentTopicSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  orden: z.number().int(),
  unidad_id: z.number().int(),
  type: z.string().nullable(),
  eventos: z.array(contentEventSchema),
});
export type ContentTopic = z.infer<typeof contentTopicSchema>;

export const contentUnitSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  type: z.enum(['unidad', 'unidad extra']),
  orden: z.number().int(),
  temas: z.array(contentTopicSchema),
});
export type ContentUnit = z.infer<typeof contentUnitSchema>;

/** GET /api/content/{formationCode}?group&event&commonGroups */
export const contentParamsSchema = z.object({ formationCode: codeSchema() });
export const contentQuerySchema = z.object({
  group: codeSchema('Falta el grupo'),
  event: idParamSchema('El evento no es válido').optional(),
  commonGroups: textSchema(500).optional(),
});
export const contentAnswerSchema = z.object({ status: z.literal('ok'), data: z.array(contentUnitSchema) });
export type ContentAnswer = z.infer<typeof contentAnswerSchema>;

/** GET /api/files/activos/file/{id}: a fresh signed address of a file the user may open. */
export const fileParamsSchema = z.object({ id: idParamSchema('El archivo no es válido') });
export const fileAnswerSchema = z.object({ status: z.literal('ok'), data: z.object({ url: z.string(), name: z.string(), fileType: fileTypeSchema }) });
export type FileAnswer = z.infer<typeof fileAnswerSchema>;

/** PATCH /api/events/contact/{eventId}/{contactCode} {completed} */
export const eventCompletionParamsSchema = z.object({
  eventId: idParamSchema('El evento no es válido'),
  contactCode: codeSchema(),
});
export const eventCompletionBodySchema = z.object({ completed: z.union([z.literal(0), z.literal(1)], { error: 'completed debe ser 0 o 1' }) });
/** One of the user's groups with its progress, the same numbers POST /api/events/contact/complete/{contactId} answers. */
export const groupProgressSchema = completionProgressSchema.extend({ formation: z.string() });
export type GroupProgress = z.infer<typeof groupProgressSchema>;
/**
 * The student's timeline percentage of one group, whole course: the `data` GET
 * /api/events/formation/complete/{parent}/{group} answers without a range, with the two codes of that call.
 */
export const timelinePercentChangeSchema = z.object({
  parent: z.string(),
  group: z.string(),
  percentage: z.number(),
  completed: z.number().int(),
  total: z.number().int(),
});
export type TimelinePercentChange = z.infer<typeof timelinePercentChangeSchema>;
/**
 * What a completion changed (the spec does not show the answer; its `eventId` and `completed` stay): the
 * events whose completion changed, as the tree shows them (the one asked first, then the linked
 * rescheduled or original one), the new progress of each of the user's groups that holds them and (ours)
 * their new timeline percentage, so the web writes them into its cache
 * instead of reloading the tree, the progress or the percentage. Also pushed as `content-completed`.
 */
export const contentCompletionSchema = z.object({
  eventId: z.number().int(),
  completed: z.number().int(),
  events: z.array(contentEventSchema),
  progress: z.array(groupProgressSchema),
  // Always sent (no default: an answer schema with one loses the precompiled serializer, http/response-serializer).
  timeline: z.array(timelinePercentChangeSchema),
});
export type ContentCompletion = z.infer<typeof contentCompletionSchema>;
export const eventCompletionAnswerSchema = contentCompletionSchema.extend({ status: z.literal('ok') });
export type EventCompletionAnswer = z.infer<typeof eventCompletionAnswerSchema>;

/** Unit title inline edit (staff): PUT /api/content/units/{id} → 201. */
export const unitTitleBodySchema = z.object({
  titulo: textSchema(255, { invalid: 'El titulo de la unidad no puede estar vacio', tooLong: 'El título es demasiado largo' })
    .trim()
    .min(1, 'El titulo de la unidad no puede estar vacio'),
});
export const unitParamsSchema = z.object({ id: idParamSchema('La unidad no es válida') });
export const unitAnswerSchema = z.object({ status: z.literal('ok'), unit: z.object({ id: z.number().int(), titulo: z.string() }) });

/** GET /api/formations/{code}: the formation (group) with its teachers and parent. */
export const formationDetailParamsSchema = z.object({ code: codeSchema() });
export const formationDetailSchema = z.object({
  edu_codigoformacion: z.string(),
  edu_formacionid: z.string(),
  edu_formacion: z.string(),
  edu_nombre: z.string().nullable(),
  edu_principalcodigoformacion: z.string().nullable(),
  edu_principal: z.string().nullable(),
  edu_fechainicioclases: z.string().nullable(),
  edu_fechafinclases: z.string().nullable(),
  edu_fechainicioacceso: z.string().nullable(),
  edu_fechafinacceso: z.string().nullable(),
  teachers: z.array(z.object({ edu_codigocontacto: z.string(), fullname: z.string(), foto: z.string().nullable(), role: z.string().nullable() })),
});
export const formationDetailAnswerSchema = z.object({ status: z.literal('ok'), formation: formationDetailSchema });
export type FormationDetailAnswer = z.infer<typeof formationDetailAnswerSchema>;

/** GET /api/files/activos/file/{id}?download=1 asks for a download address (only when the event allows downloads). */
export const fileQuerySchema = z.object({ download: z.enum(['0', '1'], { error: 'download debe ser 0 o 1' }).optional() });

/**
 * Signed file addresses the server hands out (never built by the web): `c` is the contact the address
 * was signed for, `s` the session that asked for it (the address ends with that sign-in), `exp` its expiry
 * in seconds since the epoch, `sig` the HMAC, `dl=1` a download.
 */
const signatureSchema = textSchema(100).regex(/^[A-Za-z0-9_-]{20,100}$/);
export const signedFileQuerySchema = z.object({
  c: codeSchema(),
  s: idParamSchema(),
  exp: z.coerce.number().int().positive(),
  sig: signatureSchema,
  dl: z.enum(['1']).optional(),
});
export const signedFileParamsSchema = z.object({ id: idParamSchema() });
/** /api/files/h5p/{id}/{c}/{s}/{exp}/{sig}/{path}: an H5P package folder under a signed prefix. */
export const signedH5pParamsSchema = z.object({
  id: idParamSchema(),
  c: codeSchema(),
  s: idParamSchema(),
  exp: z.coerce.number().int().positive(),
  sig: signatureSchema,
  '*': textSchema(300),
});
