import { texts, type ErrorAnswer } from '@campus/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isAppError } from '../lib/app-error';

function describePath(instancePath: string | undefined, params: unknown): string {
  const fromParams = (params as { issue?: { path?: (string | number)[] } } | undefined)?.issue?.path?.join('.');
  return fromParams || (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
}

/**
 * One place that turns every failure into `{status:'error', code, message}`: validation → 400 with
 * the schema's Spanish message, AppError → its status, malformed JSON → 400, anything else → 500
 * (logged, never leaking internals).
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
      const message = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Tipo de contenido no admitido' : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'El contenido enviado es demasiado grande' : texts.errors.validation;
      return reply.status(statusCode).send({ status: 'error', code: 'validation', message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ status: 'error', code: 'internal', message: texts.errors.internal });
  });
}
