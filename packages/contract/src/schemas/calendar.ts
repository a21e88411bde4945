import { z } from 'zod';
import { texts } from '../texts';
import { codeSchema, idParamSchema, textSchema } from './common';
import { availabilitySchema, contentFileSchema, meetingSchema } from './content';
import { dateRangeQuerySchema, eventSummarySchema } from './events';

/**
 * Contract of the calendar, the event card and calendar sync (spec 001 §Calendar, §4, §7; spec 002 §Event
 * card, §7; issue 10).
 */

/** Most group codes one calendar call may ask for (the group filter lists the user's groups). */
export const MAX_CALENDAR_GROUPS = 50;

/**
 * Availability of a calendar event for the signed-in user, decided on the server with the contract's rules
 * (rules/availability.ts): the content tree's shape plus `message`, the disabled reason of spec 001 §4
 * ('Este evento es anterior al mes de inicio de su curso'…, from `getEventDisabledMessage`), null when open.
 */
export const calendarAvailabilitySchema = availabilitySchema.extend({ message: z.string().nullable() });
export type CalendarAvailability = z.infer<typeof calendarAvailabilitySchema>;

/**
 * An event as the calendar and the event card read it: the event summary plus weekdays of its series,
 * meeting summaries and chapters, the meeting id, the reschedule links (for the signed-in user: an original
 * replaced by their study plan shows `event_rescheduled`), its units and its availability. An event
 * unavailable because it is before the course month has no `join_url`/`zoom_id` (spec 001 §4); a locked
 * event never has a join link.
 */
export const calendarEventSchema = eventSummarySchema.extend({
  /** Weekdays of the weekly series, 0 = Monday … 6 = Sunday ([] for a single event). */
  days_of_week: z.array(z.number().int().min(0).max(6)),
  /** Meeting summaries (`resumen`) and chapters (`detalles`: label and summary), null when none. */
  metadata: z
    .object({ meetings: z.array(meetingSchema).optional() })
    .passthrough()
    .nullable(),
  zoom_id: z.string().nullable(),
  /** On a rescheduled event (`rescheduled` 1): the event it replaces. */
  event_original: z.number().int().nullable(),
  /** On an original replaced (for this user) by a rescheduled event: that event. */
  event_rescheduled: z.number().int().nullable(),
  /** The units that hold the event (an event only in 'unidad extra' units belongs to an extra product). */
  unidades: z.array(z.object({ unidad_id: z.number().int(), type: z.enum(['unidad', 'unidad extra']) })),
  /** 1 = its files may be downloaded. */
  download: z.number().int(),
  availability: calendarAvailabilitySchema,
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/**
 * GET /api/events/formations/common?start_date&end_date&formations&contacts&reeschedule
 * - `formations`: comma-separated group codes; absent or empty = every group of the user (enrolled or taught).
 *   A student may ask only their own groups (403 otherwise).
 * - `contacts`: the caller's own contact code; adds the events they organize or are invited to (tutorías).
 *   Another contact's code is 403.
 * - `reeschedule`: 1 adds the caller's personal study-plan events (rescheduled 1, `event_original` set) and
 *   marks the originals they replace with `event_rescheduled`.
 * Events overlapping the Madrid days start_date..end_date (at most a year), by start.
 */
export const calendarQuerySchema = dateRangeQuerySchema.safeExtend({
  formations: textSchema(2000).optional(),
  contacts: codeSchema().optional(),
  reeschedule: z.enum(['0', '1'], { error: 'reeschedule debe ser 0 o 1' }).optional(),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;
export const calendarAnswerSchema = z.object({ status: z.literal('ok'), events: z.array(calendarEventSchema) });
export type CalendarAnswer = z.infer<typeof calendarAnswerSchema>;

/**
 * GET /api/events/onlyInfo/{id}: one event the user may see (their groups' events, those they organize or
 * are invited to, their own study-plan events; staff every event), in the calendar's shape. 404 otherwise
 * ('No se encontró información del evento'). The calendar opens `?event_id=` with it.
 */
export const calendarEventParamsSchema = z.object({ id: idParamSchema('El evento no es válido') });
export const calendarEventAnswerSchema = z.object({ status: z.literal('ok'), event: calendarEventSchema });
export type CalendarEventAnswer = z.infer<typeof calendarEventAnswerSchema>;

/**
 * GET /api/content/files/event/{id}: the files of an event the user may see and open, with short-lived
 * signed addresses (h5p files have fileType 'h5p' and their embedCode). 404 for an event the user cannot
 * see, 403 with the disabled reason for an unavailable one. A study-plan event answers its original's files.
 */
export const eventFilesAnswerSchema = z.object({ status: z.literal('ok'), files: z.array(contentFileSchema) });
export type EventFilesAnswer = z.infer<typeof eventFilesAnswerSchema>;

/**
 * GET /api/events/synchronize/{id} and GET /api/events/synchronize/serie/{serieId}: a `text/calendar`
 * attachment (.ics, RFC 5545, Europe/Madrid VTIMEZONE, UIDs `event-<id>@campus`); a series is one file.
 */
export const synchronizeEventParamsSchema = z.object({ id: idParamSchema('El evento no es válido') });
export const synchronizeSerieParamsSchema = z.object({ serieId: z.uuid({ error: texts.calendar.serieInvalid }) });

/**
 * The personal subscription feed (beyond the spec): a secret address calendar apps subscribe to.
 * GET /api/calendar-feed (the caller's feed or null), POST /api/calendar-feed (creates or rotates: a new
 * secret; the old address answers 404 from then on), DELETE /api/calendar-feed (revokes).
 */
export const calendarFeedSchema = z.object({
  /** `webcal://host/api/calendar-feeds/<token>.ics`: opens the subscription in calendar apps. */
  webcalUrl: z.string(),
  /** The same address over https (to copy into web calendars such as Google Calendar). */
  httpsUrl: z.string(),
  created_at: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const calendarFeedAnswerSchema = z.object({ status: z.literal('ok'), feed: calendarFeedSchema.nullable() });
export type CalendarFeedAnswer = z.infer<typeof calendarFeedAnswerSchema>;
/** GET /api/calendar-feeds/{token}.ics (public: the secret is the credential); `file` is '<token>.ics'. */
export const calendarFeedFileParamsSchema = z.object({ file: textSchema(80) });
