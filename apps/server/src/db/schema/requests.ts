import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, time, timestamp, varchar } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';
import { events } from './content';
import { formations } from './formations';

/** Status of a request (spec 002 §4): 'pendiente' (En proceso), 'aprobado' (Aprobada), anything else rejected. */
export const requestStatusValues = ['pendiente', 'aprobado', 'rechazado'] as const;
export type RequestStatus = (typeof requestStatusValues)[number];

/**
 * Requests a student addresses to a teacher (spec 002 §3, "Session request"): today tutoring sessions
 * (request_type 1). The teacher approves (a tutoría event is created for both) or rejects, with a response.
 */
export const studentRequests = pgTable(
  'student_requests',
  {
    id: serial('id').primaryKey(),
    /** The {requestType} of POST /api/requests/student/{requestType}. */
    request_type: integer('request_type').notNull().default(1),
    /** request_id of the body (default 1: a tutoring session). */
    request_id: integer('request_id').notNull().default(1),
    title: varchar('title', { length: 255 }).notNull(),
    student_code: varchar('student_code', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    teacher_code: varchar('teacher_code', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    /** The group the session is for. */
    group_code: varchar('group_code', { length: 50 })
      .notNull()
      .references(() => formations.edu_codigoformacion, { onDelete: 'cascade' }),
    /** Madrid day and times the student asked for. */
    date: date('date').notNull(),
    start_time: time('start_time').notNull(),
    end_time: time('end_time').notNull(),
    status: varchar('status', { length: 20 }).$type<RequestStatus>().notNull().default('pendiente'),
    /** What the student wants to go over (issue 30): written with the request, read by the teacher. */
    message: text('message'),
    /** The teacher's answer. */
    response: text('response'),
    /** Where the approved session happens (issue 30): a meeting link or a place; it reaches the tutoría event. */
    location: varchar('location', { length: 500 }),
    /** The tutoría event created when the request was approved. */
    event_id: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decided_at: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('student_requests_student_idx').on(t.student_code, t.created_at),
    index('student_requests_teacher_idx').on(t.teacher_code, t.status, t.created_at),
    check('student_requests_status_check', sql`${t.status} in ('pendiente', 'aprobado', 'rechazado')`),
    check('student_requests_times_check', sql`${t.end_time} > ${t.start_time}`),
  ],
);

/**
 * Personal calendar subscription feeds (webcal://…/api/calendar-feeds/{token}.ics): one secret per
 * contact. The token is the credential of a read-only feed that calendar apps poll without a session,
 * so it is kept to show the address again; revoking replaces it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  edu_codigocontacto: varchar('edu_codigocontacto', { length: 50 })
    .primaryKey()
    .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
  token: varchar('token', { length: 64 }).notNull().unique(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
