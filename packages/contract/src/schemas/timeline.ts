// Contract of issue 10 (timeline): the timeline list, its percentage and the study-plan reschedule.
import { z } from 'zod';
import { texts } from '../texts';
import { codeSchema, textSchema } from './common';
import { eventSummarySchema, eventTypeSchema } from './events';

const isoDay = textSchema(40).regex(/^\d{4}-\d{2}-\d{2}/, 'La fecha debe tener el formato AAAA-MM-DD');

/** Optional range of Madrid days (inclusive); without it the whole course. */
export const timelineRangeQuerySchema = z
  .object({ start_date: isoDay.optional(), end_date: isoDay.optional() })
  .refine((q) => !q.start_date || !q.end_date || q.start_date.slice(0, 10) <= q.end_date.slice(0, 10), {
    message: 'La fecha de inicio debe ser anterior a la de fin',
    path: ['end_date'],
  });
export type TimelineRangeQuery = z.infer<typeof timelineRangeQuerySchema>;

/** GET /api/events/timeline/{parentFormation}/{group}/{contactId} */
export const timelineParamsSchema = z.object({ parentFormation: codeSchema(), group: codeSchema(), contactId: codeSchema() });

/**
 * One event of the timeline as the student sees it. `completed` is their own; on an event of their study
 * plan `rescheduled` is 1, `event_original` the content it plans and `original_date` that content's day
 * ('Evento reprogramado de {date}'); `event_rescheduled` is, on a content event, the plan event replacing
 * it for this student (such originals are left out of the list, their plan event stands in their place).
 */
export const timelineEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  event_type: eventTypeSchema,
  /** Start instant (ISO). */
  start_date: z.string(),
  end_date: z.string(),
  /** Madrid day 'YYYY-MM-DD' and wall-clock hours. */
  date: z.string(),
  start_hour: z.string().nullable(),
  end_hour: z.string().nullable(),
  /** Spanish weekday name of `date` ('lunes'…). */
  weekday: z.string(),
  completed: z.number().int(),
  rescheduled: z.number().int(),
  event_original: z.number().int().nullable(),
  event_rescheduled: z.number().int().nullable(),
  original_date: z.string().nullable(),
  /** A personal study-plan event (only this student has it). */
  is_plan: z.boolean(),
  /** The student may open it now (a locked event cannot be ticked and does not count in the percentage). */
  available: z.boolean(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;
export const timelineAnswerSchema = z.object({ status: z.literal('ok'), events: z.array(timelineEventSchema) });
export type TimelineAnswer = z.infer<typeof timelineAnswerSchema>;

/** GET /api/events/formation/complete/{parent}/{group} */
export const timelinePercentParamsSchema = z.object({ parent: codeSchema(), group: codeSchema() });
export const timelinePercentAnswerSchema = z.object({
  status: z.literal('ok'),
  data: z.object({ percentage: z.number(), completed: z.number().int(), total: z.number().int() }),
});
export type TimelinePercentAnswer = z.infer<typeof timelinePercentAnswerSchema>;

/** Hours of one weekday: 0 to 24, in quarters of an hour at most. */
const hoursSchema = z
  .number({ error: texts.errors.invalidNumber })
  .min(0, texts.timeline.negativeHours)
  .max(24, texts.timeline.tooManyHours)
  .refine((value) => Number.isInteger(value * 4), { message: texts.errors.invalidNumber });

export const WEEKDAY_KEYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** Hours per weekday, '1' = Monday … '7' = Sunday. */
export const weekdayHoursSchema = z
  .object({ '1': hoursSchema, '2': hoursSchema, '3': hoursSchema, '4': hoursSchema, '5': hoursSchema, '6': hoursSchema, '7': hoursSchema })
  .refine((hours) => Object.values(hours).some((value) => value > 0), { message: texts.timeline.atLeastOneDay });
export type WeekdayHours = z.infer<typeof weekdayHoursSchema>;

/** POST /api/events/reschedule/{groupId}/{contactId}?start_date&end_date&lineaFechaInicio */
export const rescheduleParamsSchema = z.object({ groupId: codeSchema(), contactId: codeSchema() });
export const rescheduleQuerySchema = z.object({ start_date: isoDay.optional(), end_date: isoDay.optional(), lineaFechaInicio: isoDay.optional() });
export const rescheduleBodySchema = z.object({ data: weekdayHoursSchema, n4: textSchema(100).nullable().optional() });
export type RescheduleBody = z.infer<typeof rescheduleBodySchema>;

export const rescheduleAnswerSchema = z.object({
  status: z.literal('ok'),
  message: z.string(),
  /** The new plan's events as the timeline lists them, in order. */
  events: z.array(timelineEventSchema),
  /** The same events as calendars and the home list show them. */
  added: z.array(eventSummarySchema),
  /** Events of the previous plan, now gone. */
  removedEventIds: z.array(z.number().int()),
  /** Madrid day of the plan's last session (null when nothing was pending). */
  last_day: z.string().nullable(),
});
export type RescheduleAnswer = z.infer<typeof rescheduleAnswerSchema>;

/** One hours field of the reschedule dialog: 0 to 24 (an emptied field reads NaN: not a number). */
const formHoursSchema = z.number({ error: texts.errors.invalidNumber }).min(0, texts.timeline.negativeHours).max(24, texts.timeline.tooManyHours);

/**
 * The reschedule dialog's form: 'A diario' (one value for all seven days) or 'Semanal' (one per weekday). Only the
 * chosen mode's fields are checked (issue 29: a negative 'Semanal' value left behind, unseen once 'A diario' was
 * chosen, blocked the submit without a message); each error sits on a field the chosen mode shows.
 */
export const rescheduleFormSchema = z
  // Any number at first (NaN included: an emptied field), so that the mode's own check below always runs.
  .object({ mode: z.enum(['daily', 'weekly']), daily: z.union([z.number(), z.nan()]), weekly: z.array(z.union([z.number(), z.nan()])).length(7) })
  .superRefine((form, context) => {
    const fields: [path: (string | number)[], value: number][] =
      form.mode === 'daily' ? [[['daily'], form.daily]] : form.weekly.map((value, index) => [['weekly', index], value]);
    let hasError = false;
    for (const [path, value] of fields) {
      const checked = formHoursSchema.safeParse(value);
      if (!checked.success) {
        hasError = true;
        context.addIssue({ code: 'custom', path, message: checked.error.issues[0]?.message ?? texts.errors.invalidNumber });
      }
    }
    if (!hasError && !fields.some(([, value]) => value > 0)) context.addIssue({ code: 'custom', path: ['mode'], message: texts.timeline.atLeastOneDay });
  });
export type RescheduleForm = z.infer<typeof rescheduleFormSchema>;

/** The call's `data` from the form: the same hours for every day, or each weekday's, '1' = Monday. */
export function toWeekdayHours(form: RescheduleForm): WeekdayHours {
  const hours = form.mode === 'daily' ? Array.from({ length: 7 }, () => form.daily) : form.weekly;
  return Object.fromEntries(WEEKDAY_KEYS.map((key, index) => [key, hours[index] ?? 0])) as WeekdayHours;
}
