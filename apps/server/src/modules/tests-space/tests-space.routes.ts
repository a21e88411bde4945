import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';

/** The Tests entry (spec 000 §4 and §7). */
export function createTestsSpaceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute('getTestSpaceToken', {
        tags: ['tests'],
        summary: 'A 5-minute HS256 token naming the student (sub, name, email) and the test-space address that opens it',
        errors: [401, 403],
      }),
      handler: async (request) => ctx.testsSpaceService.issueToken(request.actor),
    });
  };
}
