import { errorAnswerSchema, healthAnswerSchema, publicConfigAnswerSchema, texts } from '@campus/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';

const startedAt = Date.now();

/** Health check and the public configuration the web reads before sign-in. */
export function createSystemRoutes(ctx: AppContext, version: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      { config: { auth: 'public' }, schema: { tags: ['system'], summary: 'Health check (pings the database)', response: { 200: healthAnswerSchema, 503: errorAnswerSchema } } },
      async (request) => {
        try {
          await ctx.database.ping();
        } catch (error) {
          request.log.error({ err: error }, 'database ping failed');
          throw new AppError('unavailable', texts.errors.databaseUnavailable);
        }
        return { status: 'ok' as const, database: 'ok' as const, version, uptime_s: Math.round((Date.now() - startedAt) / 1000) };
      },
    );

    app.get(
      '/api/public-config',
      { config: { auth: 'public' }, schema: { tags: ['system'], summary: 'Public configuration for the web (support contact, identity provider)', response: { 200: publicConfigAnswerSchema } } },
      async () => ({ status: 'ok' as const, supportWhatsapp: ctx.config.SUPPORT_WHATSAPP, identityProvider: ctx.identityProvider.kind }),
    );
  };
}
