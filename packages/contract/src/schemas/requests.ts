import { z } from 'zod';
import { toAcademyDay } from '../rules/academy-time';
import { texts } from '../texts';
import { codeSchema, idParamSchema, textSchema } from './common';
import { eventSummarySchema } from './events';

/** Statuses of a request (spec 002 §3, §4): pendiente → 'En proceso', aprobado → 'Aprobada', anything else → 'Rechazada'. */
export const requestStatuses = ['pendiente', 'aprobado', 'rechazado'] as const;
export type RequestStatusValue = (typeof requestStatuses)[number];

/** The label and colour family of a status, with the spec's rule that any other value is a rejection. */
export function getRequestStatusView(status: string): { label: string; tone: 'pending' | 'approved' | 'rejected' } {
  if (status === 'pendiente') return { label: texts.requests.statusPending, tone: 'pending' };
  if (status === 'aprobado') return { label: texts.requests.statusApproved, tone: 'approved' };
  return { label: texts.requests.statusRejected, tone: 'rejected' };
}

/** A tutoring request's title: at most 255 characters (spec 002 §5). */
export const REQUEST_TITLE_MAX = 255;
/** The teacher's response: ours, bounded. */
export const REQUEST_RESPONSE_MAX = 2000;
/** What the student wants to go over (ours, issue 30): optional, bounded. */
export const REQUEST_MESSAGE_MAX = 1000;
/** The meeting link or place the teacher gives when approving (ours, issue 30): the column's length. */
export const REQUEST_LOCATION_MAX = 500;
/** request_id of a tutoring session (spec 002 §3, §9). */
export const TUTORING_REQUEST_ID = 1;
/** {requestType} of the tutoring request call. */
export const TUTORING_REQUEST_TYPE = 1;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** Whether a 'YYYY-MM-DD' string names a real calendar day. */
function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** 'HH:MM' of a time written 'HH:MM' or 'HH:MM:SS' (what a time input and the database give). */
export const toHourMinute = (value: string) => value.slice(0, 5);

// Empty strings are what an untouched form field holds: they are "missing", with the field's message.
// No `abort` on the emptiness check: an aborted field would keep the end-after-start rule from being reported with it.
const requiredText = (message: string, max: number, tooLong = message) => textSchema(max, { invalid: message, tooLong }).trim().min(1, message);
const requiredCode = (message: string) => requiredText(message, 50);
const requiredTime = (message: string) =>
  requiredText(message, 8, texts.requests.invalidTime)
    .refine((value) => value === '' || TIME_PATTERN.test(value), texts.requests.invalidTime)
    .transform(toHourMinute);

/**
 * Where an approved tutoría is held, read from what the teacher typed: nothing (a video room is made), an
 * https link (the event's join URL, so the join button works), a place ('Aula 3', shown as the location), or
 * something that looks like a link but is not a valid https one ('http://…', 'meet.google.com/abc',
 * 'javascript:…'): refused rather than shown as a place nobody can click.
 */
export type TutoringLocation = { kind: 'none' } | { kind: 'url'; url: string } | { kind: 'place'; place: string } | { kind: 'invalid' };

const SCHEME_PATTERN = /^[a-z][a-z\d+.-]*:\S/i;
/** https, a host with a dot (no credentials), then an optional path, query or fragment; no spaces anywhere. */
const HTTPS_LINK_PATTERN = /^https:\/\/[^\s/?#@:]+\.[^\s/?#@:]+(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const BARE_HOST_PATTERN = /^(?:www\.\S+|[\w-]+(?:\.[\w-]+)+\/\S*)$/i;

export function classifyTutoringLocation(value: string | null | undefined): TutoringLocation {
  const text = value?.trim() ?? '';
  if (!text) return { kind: 'none' };
  if (!SCHEME_PATTERN.test(text) && !BARE_HOST_PATTERN.test(text)) return { kind: 'place', place: text };
  return HTTPS_LINK_PATTERN.test(text) ? { kind: 'url', url: text } : { kind: 'invalid' };
}

/**
 * The tutoring request form and the body of POST /api/requests/student/{requestType} (spec 002 §3, §5):
 * every rule with its message, the same schema in the dialog (react-hook-form resolver) and on the server.
 * "Today" is the academy's (Europe/Madrid) day at the moment of validation.
 */
export const tutoringRequestSchema = z
  .object({
    title: requiredText(texts.requests.titleRequired, REQUEST_TITLE_MAX, texts.requests.titleTooLong),
    teacher_id: requiredCode(texts.requests.teacherRequired),
    group_id: requiredCode(texts.requests.groupRequired),
    date: textSchema(10, { invalid: texts.requests.dateNotBeforeToday, tooLong: texts.requests.dateNotBeforeToday })
      .trim()
      .refine((value) => isCalendarDay(value) && value >= toAcademyDay(Date.now()), texts.requests.dateNotBeforeToday),
    start_time: requiredTime(texts.requests.startTimeRequired),
    end_time: requiredTime(texts.requests.endTimeAfterStart),
    request_id: z.coerce
      .number({ error: texts.errors.invalidNumber })
      .int(texts.errors.invalidNumber)
      .min(1, texts.errors.invalidNumber)
      .max(1000, texts.errors.invalidNumber)
      .default(TUTORING_REQUEST_ID),
    student_id: requiredCode(texts.requests.onlyForYourself),
    /** Ours (issue 30), optional: what the student wants to go over, for the teacher to prepare. */
    // Blank is left out: the form's untouched field sends the spec's body unchanged.
    message: textSchema(REQUEST_MESSAGE_MAX, { tooLong: texts.teachingTutoring.messageTooLong })
      .trim()
      .transform((value) => value || undefined)
      .optional()
      .nullable(),
  })
  // Checked even while other fields are missing (the form shows every rule at once), as soon as both times are.
  .refine((value) => toHourMinute(value.end_time.trim()) > toHourMinute(value.start_time.trim()), {
    message: texts.requests.endTimeAfterStart,
    path: ['end_time'],
    when: ({ value }) => {
      const times = value as { start_time?: unknown; end_time?: unknown } | null;
      return (
        typeof times?.start_time === 'string' &&
        typeof times.end_time === 'string' &&
        TIME_PATTERN.test(times.start_time.trim()) &&
        TIME_PATTERN.test(times.end_time.trim())
      );
    },
  });
export type TutoringRequestInput = z.input<typeof tutoringRequestSchema>;
export type TutoringRequestBody = z.output<typeof tutoringRequestSchema>;

/** POST /api/requests/student/{requestType} */
export const requestTypeParamsSchema = z.object({ requestType: idParamSchema(texts.errors.invalidId) });
/** GET /api/requests/student/{contactId} and /api/requests/teacher/{contactId} */
export const requestsContactParamsSchema = z.object({ contactId: codeSchema() });
/** PATCH /api/requests/{id} */
export const requestIdParamsSchema = z.object({ id: idParamSchema(texts.requests.notFound) });

/**
 * A request as the requests page lists it (spec 002 §3 "Request": id, title/name, fullname of the
 * teacher, edu_formacion, status, date, response), plus what the detail and the teacher's view show.
 */
export const requestItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The spec's other name of the title. */
  name: z.string(),
  /** The teacher's full name. */
  fullname: z.string(),
  /** The group's name. */
  edu_formacion: z.string(),
  status: z.string(),
  /** Madrid day 'YYYY-MM-DD' of the session. */
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  response: z.string().nullable(),
  request_id: z.number().int(),
  request_type: z.number().int(),
  group_id: z.string(),
  teacher_id: z.string(),
  student_id: z.string(),
  student_fullname: z.string(),
  /** The tutoría created on approval (with its join link), or null. */
  event_id: z.number().int().nullable(),
  join_url: z.string().nullable(),
  /** Ours (issue 30): what the student wants to go over, and where the approved session is (a link or a place). */
  message: z.string().nullable(),
  location: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type RequestItem = z.infer<typeof requestItemSchema>;

export const requestsAnswerSchema = z.object({ status: z.literal('ok'), requests: z.array(requestItemSchema) });
export type RequestsAnswer = z.infer<typeof requestsAnswerSchema>;

export const createRequestAnswerSchema = z.object({ status: z.literal('ok'), message: z.string(), request: requestItemSchema });
export type CreateRequestAnswer = z.infer<typeof createRequestAnswerSchema>;

/**
 * PATCH /api/requests/{id}: the addressed teacher approves or rejects (a rejection says why). Approving may
 * say where (issue 30: an https link or a place; none makes a video room); a rejection's location is ignored.
 */
export const decideRequestSchema = z
  .object({
    status: z.enum(['aprobado', 'rechazado'], { error: texts.requests.invalidStatus }),
    response: textSchema(REQUEST_RESPONSE_MAX, { tooLong: texts.requests.responseTooLong }).trim().optional().nullable(),
    location: textSchema(REQUEST_LOCATION_MAX, { tooLong: texts.teachingTutoring.locationTooLong }).trim().optional().nullable(),
  })
  .check((ctx) => {
    if (ctx.value.status === 'rechazado' && !ctx.value.response) {
      ctx.issues.push({ code: 'custom', message: texts.requests.rejectNeedsResponse, path: ['response'], input: ctx.value.response });
    }
    if (ctx.value.status === 'aprobado' && classifyTutoringLocation(ctx.value.location).kind === 'invalid') {
      ctx.issues.push({ code: 'custom', message: texts.teachingTutoring.locationNeedsHttps, path: ['location'], input: ctx.value.location });
    }
  });
export type DecideRequestBody = z.input<typeof decideRequestSchema>;

export const decideRequestAnswerSchema = z.object({
  status: z.literal('ok'),
  message: z.string(),
  request: requestItemSchema,
  /** The tutoría created by an approval, as calendars list it. */
  event: eventSummarySchema.nullable(),
});
export type DecideRequestAnswer = z.infer<typeof decideRequestAnswerSchema>;

/** Socket `request-updated`: a request someone else created or decided, as the list shows it. */
export type RequestUpdatedPayload = RequestItem;
