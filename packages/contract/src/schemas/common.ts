import { z } from 'zod';
import { es } from 'zod/locales';
import { texts } from '../texts';

// Issues of checks without their own message (a wrong type, a missing field) read in Spanish too, on the
// server's 400 answers and in the web's forms alike.
z.config(es());

/**
 * Largest value of a PostgreSQL `integer` column: every id, count and reference number of the model fits in
 * it, so a larger one is refused as bad input here instead of failing in the database ("out of range").
 */
export const MAX_DB_INTEGER = 2_147_483_647;

/** Deepest nesting a free-form JSON value (metadata) may have; the server's JSON parser uses the same limit. */
export const MAX_JSON_DEPTH = 32;

/** A database id in a JSON body: an integer from 1 to {@link MAX_DB_INTEGER}. */
export function idSchema(message: string = texts.errors.invalidId) {
  return z.number({ error: message }).int({ message, abort: true }).min(1, message).max(MAX_DB_INTEGER, message);
}

/** A database id in a path or query string (text coerced to a number): same range as {@link idSchema}. */
export function idParamSchema(message: string = texts.errors.invalidId) {
  return z.coerce.number({ error: message }).int({ message, abort: true }).min(1, message).max(MAX_DB_INTEGER, message);
}

/** Any integer a PostgreSQL `integer` column holds (negative temporary ids included). */
export function dbIntegerSchema(message: string = texts.errors.invalidNumber) {
  return z
    .number({ error: message })
    .int({ message, abort: true })
    .min(-MAX_DB_INTEGER - 1, message)
    .max(MAX_DB_INTEGER, message);
}

/** NUL cannot be stored in a PostgreSQL text, and no person types it. */
export function hasNulCharacter(value: string): boolean {
  return value.includes('\u0000');
}

/**
 * Every string the API accepts: at most `max` characters and no NUL. The length check comes first and aborts,
 * so no later check (pattern, refinement) ever runs on an over-long input: their cost stays bounded by `max`.
 * Chain `.trim()`, `.min()` or a pattern after it.
 */
export function textSchema(max: number, messages: { invalid?: string; tooLong?: string } = {}) {
  const base = messages.invalid === undefined ? z.string() : z.string({ error: messages.invalid });
  return base
    .max(max, { message: messages.tooLong ?? texts.errors.textTooLong, abort: true })
    .refine((value) => !hasNulCharacter(value), { message: texts.errors.invalidCharacters, abort: true });
}

/** A code of the academy's records (contact, formation, group, enrolment…): 1 to 50 characters. */
export function codeSchema(message?: string) {
  return message === undefined ? textSchema(50).min(1) : textSchema(50, { invalid: message }).min(1, message);
}

/**
 * Why a free-form JSON value cannot be stored as it is, or null: a NUL in a key or string (PostgreSQL's jsonb
 * refuses it) or nesting deeper than {@link MAX_JSON_DEPTH}. Iterative, so a hostile value cannot exhaust the stack.
 */
export function findJsonProblem(value: unknown): 'nul' | 'depth' | null {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (hasNulCharacter(next.value)) return 'nul';
      continue;
    }
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth >= MAX_JSON_DEPTH) return 'depth';
    for (const [key, child] of Object.entries(next.value)) {
      if (hasNulCharacter(key)) return 'nul';
      pending.push({ value: child, depth: next.depth + 1 });
    }
  }
  return null;
}

/** Free-form metadata object sent by the web and stored as jsonb. */
export const metadataRecordSchema = z.record(z.string(), z.unknown()).check((ctx) => {
  const problem = findJsonProblem(ctx.value);
  if (problem) ctx.issues.push({ code: 'custom', input: ctx.value, message: problem === 'nul' ? texts.errors.invalidCharacters : texts.errors.payloadTooDeep });
});

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
/** GET /api/health/live: the process runs and answers (liveness; never asks the database). */
export const liveAnswerSchema = z.object({ status: z.literal('ok'), uptime_s: z.number() });
export type LiveAnswer = z.infer<typeof liveAnswerSchema>;
/** GET /api/health/ready: this instance takes traffic (not shutting down, database answering). */
export const readyAnswerSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export type ReadyAnswer = z.infer<typeof readyAnswerSchema>;

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
  /** A file over its size limit (HTTP 413), e.g. a mail attachment over 3 MB. */
  'too_large',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
