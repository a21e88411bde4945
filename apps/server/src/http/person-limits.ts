import { texts } from '@campus/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppConfig } from '../config/config';
import { AppError } from '../lib/app-error';

/**
 * The per-person limits of the writes that cost mail reputation, disk or CPU (issue 27; README, "Límites por
 * persona"). Each is a list of preHandler hooks a route adds (`preHandler: app.personLimits.uploads`).
 */
export interface PersonLimits {
  /** Mails sent, replied or forwarded. */
  readonly mail: preHandlerAsyncHookHandler[];
  /** Every multipart upload: chat and board files, task deliveries, mail drafts. */
  readonly uploads: preHandlerAsyncHookHandler[];
  /** Secretary documents: certificates, invoices, contracts; and a gradebook's CSV or XLSX export (issue 30). */
  readonly documents: preHandlerAsyncHookHandler[];
}

declare module 'fastify' {
  interface FastifyInstance {
    personLimits: PersonLimits;
  }
}

/**
 * Who a limit counts: the signed-in person's code, so changing address or opening more sessions does not buy
 * more, and people behind one school network do not share a count. Anonymous callers never reach these hooks
 * (routes refuse them first); the address is only a fallback.
 */
const personKey = (request: FastifyRequest) => {
  const actor = request.actor;
  // An API key (the CRM) counts apart from the person who created it: it is not that person's session.
  if (actor?.apiKey) return `api-key:${actor.apiKey.id}`;
  return actor ? `person:${actor.edu_codigocontacto}` : `ip:${request.ip}`;
};

/**
 * Builds the limits on the app's rate limiter (@fastify/rate-limit, registered before: in memory, or on Redis
 * with REDIS_URL so every instance counts the same). Each limit is one counter per person shared by all the
 * routes that use it, unlike a route's own `config.rateLimit`, which counts each route apart. As preHandler
 * hooks they run after the session is checked and the request validated, so refused calls cost no count.
 */
export function registerPersonLimits(
  app: FastifyInstance,
  config: Pick<AppConfig, 'MAIL_SEND_LIMIT_PER_HOUR' | 'UPLOAD_LIMIT_PER_MINUTE' | 'UPLOAD_LIMIT_PER_HOUR' | 'DOCUMENT_ISSUE_LIMIT_PER_MINUTE'>,
): void {
  const limit = (name: string, max: number, timeWindow: string, message: string): preHandlerAsyncHookHandler => {
    const check = app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `${name}:${personKey(request)}` });
    return async (request, reply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      void reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError('rate_limited', message);
    };
  };
  const limits: PersonLimits = {
    mail: [limit('mail-hour', config.MAIL_SEND_LIMIT_PER_HOUR, '1 hour', texts.errors.mailLimited)],
    uploads: [
      limit('uploads-minute', config.UPLOAD_LIMIT_PER_MINUTE, '1 minute', texts.errors.uploadsLimited),
      limit('uploads-hour', config.UPLOAD_LIMIT_PER_HOUR, '1 hour', texts.errors.uploadsLimited),
    ],
    documents: [limit('documents-minute', config.DOCUMENT_ISSUE_LIMIT_PER_MINUTE, '1 minute', texts.errors.documentsLimited)],
  };
  app.decorate('personLimits', limits);
}
