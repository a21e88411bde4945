import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** Support cases: the student's /api/user/casos calls and the academy-side handling (issue 11). */
export function createCasesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  void ctx.casesService;
  return async () => {};
}
