import { z } from 'zod';
import { codeSchema, idParamSchema, textSchema } from './common';

export const eventTypeValues = [
  'clases_directo',
  'taller',
  'clases',
  'tutorias',
  'tutoria',
  'test',
  'examen',
  'actividad',
  'clases_prueba',
  'reunion',
  'zoom',
] as const;
export const eventTypeSchema = z.enum(eventTypeValues);
export type EventType = z.infer<typeof eventTypeSchema>;

const personSchema = z.object({ edu_codigocontacto: z.string(), fullname: z.string(), foto: z.string().nullable() });

/** An event as lists and cards read it (spec 000 §3, 001 §3, 002 §3). Dates are ISO strings. */
export const eventSummarySchema = z.object({
  id: z.number().int(),
  serie_id: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  foto: z.string().nullable(),
  event_type: eventTypeSchema,
  event_date: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  start_hour: z.string().nullable(),
  end_hour: z.string().nullable(),
  all_day: z.boolean(),
  join_url: z.string().nullable(),
  no_fechar: z.number().int(),
  freemium: z.boolean(),
  inicio_calendario: z.string().nullable(),
  fin_calendario: z.string().nullable(),
  rescheduled: z.number().int(),
  formations: z.array(z.object({ value: z.string(), label: z.string() })),
  organizers: z.array(personSchema),
  contacts: z.array(z.object({ edu_codigocontacto: z.string(), completed: z.number().int() })),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

const isoDay = textSchema(40).regex(/^\d{4}-\d{2}-\d{2}/, 'La fecha debe tener el formato AAAA-MM-DD');

/** GET /api/events/contact/{code}/{email}?start_date&end_date */
export const contactEventsParamsSchema = z.object({ code: codeSchema(), email: textSchema(255).min(3) });
/** Longest range a list call accepts: a year view (366 days). */
export const MAX_DATE_RANGE_DAYS = 366;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / 86_400_000;

export const dateRangeQuerySchema = z
  .object({ start_date: isoDay, end_date: isoDay })
  .refine((q) => !Number.isNaN(dayNumber(q.start_date)), { message: 'La fecha debe tener el formato AAAA-MM-DD', path: ['start_date'] })
  .refine((q) => !Number.isNaN(dayNumber(q.end_date)), { message: 'La fecha debe tener el formato AAAA-MM-DD', path: ['end_date'] })
  .refine((q) => q.start_date.slice(0, 10) <= q.end_date.slice(0, 10), { message: 'La fecha de inicio debe ser anterior a la de fin', path: ['end_date'] })
  .refine((q) => dayNumber(q.end_date) - dayNumber(q.start_date) <= MAX_DATE_RANGE_DAYS, {
    message: 'El intervalo de fechas no puede superar un año',
    path: ['end_date'],
  });
export const eventsAnswerSchema = z.object({ status: z.literal('ok'), events: z.array(eventSummarySchema) });
export type EventsAnswer = z.infer<typeof eventsAnswerSchema>;

/** GET /api/events/onlyInfo/{id}: one event the user may see. */
export const eventIdParamsSchema = z.object({ id: idParamSchema('El evento no es válido') });
export const eventInfoAnswerSchema = z.object({ status: z.literal('ok'), event: eventSummarySchema });
export type EventInfoAnswer = z.infer<typeof eventInfoAnswerSchema>;
