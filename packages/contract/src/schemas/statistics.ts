// Contract of issue 14 (statistics and rankings). Every figure is computed by the server from records; what each
// counts is written here once (docs/ARCHITECTURE.md points here).
import { z } from 'zod';
import { rankingKinds } from '../rules/evaluations';
import { texts } from '../texts';
import { codeSchema } from './common';

const s = texts.statistics;
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, s.invalidDate);

/** ?start_date&end_date of the statistics calls: Madrid days, both included; absent = the group's whole course up to today. */
export const statisticsRangeQuerySchema = z
  .object({ start_date: daySchema.optional(), end_date: daySchema.optional() })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, { message: s.invalidRange });
export type StatisticsRangeQuery = z.infer<typeof statisticsRangeQuerySchema>;

/** Body `formation` of the statistics POSTs: the group's code (media-asistencia) or the parent formation's (average/completed). */
export const statisticsFormationBodySchema = z.object({ formation: codeSchema(s.groupNotFound) });

/**
 * POST /api/actividades/media-asistencia?start_date&end_date, body { formation: group }: the group's average
 * attendance, `data.data`. Attendance of one student = live classes of the group held in the range that they
 * joined (activity type 3 with that id_evento) ÷ live classes held, in percent; `media` is the mean over the
 * group's active students (2 decimals).
 */
export const groupAttendanceAnswerSchema = z.object({
  status: z.literal('ok'),
  data: z.object({ data: z.object({ media: z.number(), alumnos: z.number().int(), clases: z.number().int() }) }),
});
export type GroupAttendanceAnswer = z.infer<typeof groupAttendanceAnswerSchema>;

/** POST /api/actividades/media-asistencia/propia?start_date&end_date, body { formation: group } (path ours; spec: `data.data.media`). */
export const ownAttendanceAnswerSchema = z.object({
  status: z.literal('ok'),
  data: z.object({ data: z.object({ media: z.number(), asistidas: z.number().int(), clases: z.number().int() }) }),
});
export type OwnAttendanceAnswer = z.infer<typeof ownAttendanceAnswerSchema>;

/**
 * POST /api/events/average/completed/{group}, body { formation: parent }: `eventsData.data`, the group's average
 * timeline percentage (each active student's percentage as GET /api/events/formation/complete computes it, averaged).
 */
export const averageTimelineAnswerSchema = z.object({
  status: z.literal('ok'),
  eventsData: z.object({ data: z.object({ media: z.number(), alumnos: z.number().int() }) }),
});
export type AverageTimelineAnswer = z.infer<typeof averageTimelineAnswerSchema>;
export const averageTimelineParamsSchema = z.object({ group: codeSchema(s.groupNotFound) });

/** GET /api/estadisticas/progreso/{parent}/{group} (ours): topics and units completed of those open to the student. */
export const progressCountersAnswerSchema = z.object({
  status: z.literal('ok'),
  data: z.object({
    temas: z.object({ completados: z.number().int(), total: z.number().int() }),
    unidades: z.object({ completados: z.number().int(), total: z.number().int() }),
  }),
});
export type ProgressCountersAnswer = z.infer<typeof progressCountersAnswerSchema>;
export const parentGroupParamsSchema = z.object({ parent: codeSchema(), group: codeSchema() });

/**
 * GET /api/actividades/ranking/individual/{parent}/{group}?start_date&end_date&tipo_ranking. What each counts,
 * over the group's active students in the range:
 * - conexiones: days with at least one connection (session opened or checked);
 * - timeline: timeline percentage, as GET /api/events/formation/complete (the range passed to it as given);
 * - racha: current streak of consecutive days with a connection, ending today or yesterday (the range does not apply);
 * - tiempo-medio: average minutes with Campus open per day with a connection (session checks, every 240 s; a gap
 *   over 300 s adds nothing), 2 decimals;
 * - asistencias: live classes of the group joined (the attendance figures' classes).
 * A value of 0 is not ranked. Higher first; ties in the order of the name; `id` is the position 1, 2, 3… in that
 * order. Absent start_date = the group's first class day; end_date is capped at today.
 */
export const rankingQuerySchema = z
  .object({
    start_date: daySchema.optional(),
    end_date: daySchema.optional(),
    tipo_ranking: z.enum(rankingKinds, { error: s.invalidRanking }),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, { message: s.invalidRange });
export type RankingQuery = z.infer<typeof rankingQuerySchema>;

/** Ranking entry (spec 002 §3: id, name, valor); `id` is the position, never the contact's code. */
export const rankingEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  valor: z.number(),
  /** This entry is the student asking. */
  propio: z.boolean(),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;
export const rankingAnswerSchema = z.object({
  status: z.literal('ok'),
  data: z.object({
    /** The top 5. */
    data: z.array(rankingEntrySchema),
    /** The student's own entry when they are ranked outside the top 5 (null when inside it or unranked). */
    propio: rankingEntrySchema.nullable(),
    /** How many students are ranked. */
    total: z.number().int(),
  }),
});
export type RankingAnswer = z.infer<typeof rankingAnswerSchema>;
