import { z } from 'zod';

/** Every answer of the API carries a `status` field. */
export const statusSchema = z.union([z.literal('ok'), z.literal('error'), z.number().int()]);

/** Error answer shared by every route: `{ status: 'error', code, message }` with a Spanish message. */
export const errorAnswerSchema = z.object({
  status: z.literal('error'),
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/** Minimal success answer for calls whose body the spec does not show. */
export const okAnswerSchema = z.object({ status: z.literal('ok') });
export type OkAnswer = z.infer<typeof okAnswerSchema>;

export const healthAnswerSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  version: z.string(),
  uptime_s: z.number(),
});
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;

/** Error codes of the single server error type; the web maps them to texts when needed. */
export const errorCodes = [
  'validation',
  'not_found',
  'unauthorized',
  'forbidden',
  'no_access',
  'conflict',
  'rate_limited',
  'invalid_code',
  'unavailable',
  /** A card payment was declined (HTTP 402); the message is the Spanish decline reason. */
  'payment_declined',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
