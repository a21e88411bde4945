import { texts } from '@campus/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';
import type { Readiness } from '../../http/readiness';
import { AppError } from '../../lib/app-error';

const tags = ['system'];
const startedAt = Date.now();
/**
 * A readiness check answers within this bound: a database that hangs (a PostgreSQL failover, a stuck
 * connection) must read as not ready, not as a check that times out on the load balancer's side.
 */
const READY_PING_TIMEOUT_MS = 2000;

const uptimeSeconds = () => Math.round((Date.now() - startedAt) / 1000);

function pingWithin(ping: () => Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`database ping took over ${ms} ms`)), ms);
  });
  return Promise.race([ping(), timeout]).finally(() => clearTimeout(timer));
}

/**
 * Health checks and the public configuration the web reads before sign-in.
 * - `GET /api/health` (as always): the database answers; for people and monitors.
 * - `GET /api/health/live` (liveness): 200 while the process runs, even while draining; restart it only when
 *   this fails.
 * - `GET /api/health/ready` (readiness, what a load balancer checks): 503 from the moment a shutdown begins,
 *   or while the database does not answer; 200 otherwise.
 */
export function createSystemRoutes(ctx: AppContext, version: string, readiness: Readiness): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute('checkHealth', { tags, summary: 'Health check (pings the database)', config: { auth: 'public' }, errors: [503] }),
      handler: async (request) => {
        try {
          await ctx.database.ping();
        } catch (error) {
          request.log.error({ err: error }, 'database ping failed');
          throw new AppError('unavailable', texts.errors.databaseUnavailable);
        }
        return { status: 'ok' as const, database: 'ok' as const, version, uptime_s: uptimeSeconds() };
      },
    });

    app.route({
      ...endpointRoute('checkLiveness', {
        tags,
        summary: 'Liveness: the process runs (200 also while draining; never asks the database)',
        config: { auth: 'public' },
        errors: [],
      }),
      handler: async () => ({ status: 'ok' as const, uptime_s: uptimeSeconds() }),
    });

    app.route({
      ...endpointRoute('checkReadiness', {
        tags,
        summary: 'Readiness for a load balancer: 503 while shutting down (draining) or while the database does not answer',
        config: { auth: 'public' },
        errors: [503],
      }),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (readiness.isDraining()) throw new AppError('unavailable', texts.errors.shuttingDown);
        try {
          await pingWithin(() => ctx.database.ping(), READY_PING_TIMEOUT_MS);
        } catch (error) {
          request.log.error({ err: error }, 'readiness: database ping failed');
          throw new AppError('unavailable', texts.errors.databaseUnavailable);
        }
        return { status: 'ok' as const, database: 'ok' as const };
      },
    });

    app.route({
      ...endpointRoute('getPublicConfig', {
        tags,
        summary: 'Public configuration for the web (support contact, identity provider)',
        config: { auth: 'public' },
        errors: [],
      }),
      handler: async () => ({ status: 'ok' as const, supportWhatsapp: ctx.config.SUPPORT_WHATSAPP, identityProvider: ctx.identityProvider.kind }),
    });
  };
}
