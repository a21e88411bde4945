import { z } from 'zod';
import { eventSummarySchema } from './events';

/**
 * GET /api/teaching/home (issue 30 item 1, ours): the teacher's home. The groups he teaches with their averages,
 * his next classes and tutorías (as the student home lists events: the web shows 'Unirse al evento' by the
 * contract's join window), and what waits for him today.
 */
export const teachingHomeGroupSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The group's main formation (its page is /formacion/:formation/:group). */
  formation: z.object({ code: z.string(), name: z.string() }),
  /** Active students (enrolled with an active line). */
  students: z.number().int(),
  /** The mean of the students' timeline percentages (0–100), the statistics' group average. */
  progress: z.number(),
  /** The mean of the students' attendance of the group's live classes held so far (0–100); null: none held yet. */
  attendance: z.number().nullable(),
  /** Live classes held so far. */
  classesHeld: z.number().int(),
});
export type TeachingHomeGroup = z.infer<typeof teachingHomeGroupSchema>;

/** The kinds of work waiting for the teacher; each opens where he does it (the notification targets of issue 30). */
export const teachingTodayKinds = ['delivery', 'request', 'comment', 'post'] as const;
export type TeachingTodayKind = (typeof teachingTodayKinds)[number];

/**
 * One thing waiting for him: a delivery to grade (`targetId` = the task: /docencia/tareas/:taskId), a pending tutoring
 * request (the request: /solicitudes?request=), an unanswered class comment (the event: the class page) or board
 * post (the post: /tablon?post_id=).
 */
export const teachingTodayItemSchema = z.object({
  kind: z.enum(teachingTodayKinds),
  /** The delivery's, request's or post's own id (unique within its kind). */
  id: z.number().int(),
  targetId: z.number().int(),
  title: z.string(),
  student: z.object({ code: z.string(), fullname: z.string() }),
  group: z.object({ code: z.string(), name: z.string(), formationCode: z.string().nullable() }),
  /** When it was delivered, asked or written (ISO). */
  at: z.string(),
});
export type TeachingTodayItem = z.infer<typeof teachingTodayItemSchema>;

/** How many items each list shows at most (the counts are whole). */
export const TEACHING_TODAY_LIST_LIMIT = 10;

export const teachingTodaySchema = z.object({
  counts: z.object({ deliveries: z.number().int(), requests: z.number().int(), questions: z.number().int() }),
  deliveries: z.array(teachingTodayItemSchema),
  requests: z.array(teachingTodayItemSchema),
  /** Class comments and board posts, newest first. */
  questions: z.array(teachingTodayItemSchema),
});
export type TeachingToday = z.infer<typeof teachingTodaySchema>;

export const teachingHomeAnswerSchema = z.object({
  status: z.literal('ok'),
  /** He also studies (an active enrolment line): the web offers his student view. */
  isAlsoStudent: z.boolean(),
  groups: z.array(teachingHomeGroupSchema),
  /** His next events (his groups', organized by him or invited to), from now to 30 days ahead, earliest first. */
  events: z.array(eventSummarySchema),
  today: teachingTodaySchema,
});
export type TeachingHomeAnswer = z.infer<typeof teachingHomeAnswerSchema>;
