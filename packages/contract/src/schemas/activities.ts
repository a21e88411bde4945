import { z } from 'zod';
import { codeSchema, metadataRecordSchema } from './common';

/** An activity record (spec 000 §3, 001 §3). Types: 3 join/view, 4 view attendance, 5 task, 6 post response, 7 chat message, 8 check-out. */
export const activitySchema = z.object({
  tipo_actividad_id: z.union([z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(7), z.literal(8)], {
    error: 'El tipo de actividad no es válido',
  }),
  edu_codigocontacto: codeSchema(),
  hasActivity: z.boolean().optional().default(true),
  metadata: metadataRecordSchema.nullable().optional(),
});
export type Activity = z.input<typeof activitySchema>;

/** POST /api/actividades/asistencia → 201. Only the signed-in user's own activity is accepted. */
export const saveActivitiesBodySchema = z.object({ actividades: z.array(activitySchema).min(1, 'No hay actividades que guardar').max(50) });
export type SaveActivitiesBody = z.input<typeof saveActivitiesBodySchema>;
export const saveActivitiesAnswerSchema = z.object({ status: z.literal('ok'), created: z.number().int() });

/**
 * GET /api/actividades/{contactCode}/{flag}: the student's connection statistics (spec 000 §7 shows the
 * path without details; spec 001 §7 names the answer: data, racha, mediaConexion, lastConexion).
 * `flag` 1 lists every active day of the last year in `data.activeDays` (statistics page); 0 only those
 * of the last 28 days (the header needs just the streak). Days are Madrid days, 'YYYY-MM-DD', newest first.
 */
export const contactStatsParamsSchema = z.object({ contactCode: codeSchema(), flag: z.coerce.number().int().min(0).max(1) });
export const contactStatsAnswerSchema = z.object({
  status: z.literal('ok'),
  data: z.object({ activeDays: z.array(z.string()) }),
  /** Consecutive active days ending today (or yesterday, while today has no activity yet). */
  racha: z.number().int().min(0),
  /** Average connected days per week over the last 4 weeks. */
  mediaConexion: z.number().min(0),
  /** ISO instant the user was last seen in another session (the previous connection); null if none. */
  lastConexion: z.string().nullable(),
});
export type ContactStatsAnswer = z.infer<typeof contactStatsAnswerSchema>;
