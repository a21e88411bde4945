import { texts, type ErrorAnswer } from '@campus/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isAppError } from '../lib/app-error';

function describePath(instancePath: string | undefined, params: unknown): string {
  const fromParams = (params as { issue?: { path?: (string | number)[] } } | undefined)?.issue?.path?.join('.');
  return fromParams || (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
}

function describeClientError(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return texts.errors.unsupportedMediaType;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return texts.errors.payloadTooLarge;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return texts.errors.malformedJson;
  return texts.errors.validation;
}

/**
 * PostgreSQL errors (SQLSTATE class 22, "data exception") that only a bad input value causes: numeric value
 * out of range, invalid text representation, NUL or an invalid byte sequence, a character jsonb cannot hold,
 * a value too long for its column, an invalid date or time.
 */
const invalidInputDatabaseCodes = new Set(['22003', '22P02', '22021', '22P05', '22001', '22007', '22008']);

/** The SQLSTATE of such an error, looked for on the error and its causes (Drizzle wraps the driver's error). */
export function findInvalidInputDatabaseCode(error: unknown): string | null {
  let current: unknown = error;
  for (let level = 0; level < 5 && typeof current === 'object' && current !== null; level += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && invalidInputDatabaseCodes.has(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Fastify's `frameworkErrors`: failures before any route is found (a URL with broken percent-encoding) get the
 * same Spanish error answer instead of Fastify's English one.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ err: error }, 'request refused before routing');
  void reply.status(400).send({ status: 'error', code: 'validation', message: texts.errors.validation } satisfies ErrorAnswer);
}

/**
 * One place that turns every failure into `{status:'error', code, message}`: validation → 400 with
 * the schema's Spanish message, AppError → its status, malformed JSON → 400, a body too large → 413, a
 * database refusing an input value → 400, anything else → 500 (logged, never leaking internals).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({ path: describePath(v.instancePath, v.params), message: v.message ?? texts.errors.validation }));
      const body: ErrorAnswer = { status: 'error', code: 'validation', message: issues[0]?.message ?? texts.errors.validation, issues };
      return reply.status(400).send(body);
    }
    if (isAppError(error)) {
      const body: ErrorAnswer = { status: 'error', code: error.code, message: error.message, ...(error.issues ? { issues: error.issues } : {}) };
      return reply.status(error.statusCode).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'answer does not match its contract schema');
      return reply.status(500).send({ status: 'error', code: 'internal', message: texts.errors.internal });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode === 429) {
      return reply.status(429).send({ status: 'error', code: 'rate_limited', message: texts.errors.rateLimited });
    }
    if (statusCode >= 400 && statusCode < 500) {
      // Fastify's own client errors (malformed JSON, body too large, wrong content type).
      return reply.status(statusCode).send({ status: 'error', code: 'validation', message: describeClientError(error) });
    }
    const databaseCode = findInvalidInputDatabaseCode(error);
    if (databaseCode) {
      // A value the contract schemas should have refused reached the database: the caller's fault, not ours,
      // but logged as a warning so that the schema gets its missing limit.
      request.log.warn({ err: error, databaseCode }, 'invalid input refused by the database');
      return reply.status(400).send({ status: 'error', code: 'validation', message: texts.errors.validation });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ status: 'error', code: 'internal', message: texts.errors.internal });
  });
}
