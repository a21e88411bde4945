import { z } from 'zod';
import { idParamSchema } from '../schemas/common';
import { eventTypeSchema } from '../schemas/events';
import type { EndpointSchemas } from './define-endpoint';
import type { teachingAttendanceRoutes } from './teaching-attendance';

export const eventAttendanceParamsSchema = z.object({ eventId: idParamSchema('El evento no es válido') });

const attendanceStudentSchema = z.object({
  edu_codigocontacto: z.string(),
  fullname: z.string(),
  foto: z.string().nullable(),
  /** The student's group among the class's groups. */
  groupCode: z.string(),
});

/**
 * A student who joined: `joinedAt` is the first join (an attendance record of type 3 naming the class) made before
 * the class ended; `minutes` run from that join, clamped to the class start, until the class end (or now, while it
 * is under way); `share` is those minutes over the class's length, 0..100.
 */
export const attendeeSchema = attendanceStudentSchema.extend({
  joinedAt: z.string(),
  minutes: z.number().int().min(0),
  share: z.number().min(0).max(100),
});
export type Attendee = z.infer<typeof attendeeSchema>;
export type AbsentStudent = z.infer<typeof attendanceStudentSchema>;

/** GET /api/teaching/events/{eventId}/attendance (ours, issue 30 item 5). */
export const eventAttendanceAnswerSchema = z.object({
  status: z.literal('ok'),
  data: z.object({
    event: z.object({
      id: z.number().int(),
      title: z.string(),
      event_type: eventTypeSchema,
      start: z.string(),
      end: z.string(),
      /** The class's length in minutes (end − start). */
      minutes: z.number().int().min(0),
      /** The class has started: before that nobody has attended yet and nobody is absent. */
      hasStarted: z.boolean(),
      /** The class has ended: the figures are final. */
      hasEnded: z.boolean(),
    }),
    /** The class's groups the caller follows (their students are the ones counted). */
    groups: z.array(z.object({ edu_codigoformacion: z.string(), edu_formacion: z.string() })),
    /** Earliest join first. */
    attendees: z.array(attendeeSchema),
    /** By name. Empty until the class has started. */
    absent: z.array(attendanceStudentSchema),
    totals: z.object({ students: z.number().int().min(0), attended: z.number().int().min(0) }),
  }),
});
export type EventAttendanceAnswer = z.infer<typeof eventAttendanceAnswerSchema>;
export type EventAttendance = EventAttendanceAnswer['data'];

export const teachingAttendanceSchemas = {
  getEventAttendance: { params: eventAttendanceParamsSchema, answer: eventAttendanceAnswerSchema },
} as const satisfies Record<keyof typeof teachingAttendanceRoutes, EndpointSchemas>;
