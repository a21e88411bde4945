import { errorAnswerSchema, testSpaceTokenAnswerSchema } from '@campus/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** The Tests entry (spec 000 §4 and §7). */
export function createTestsSpaceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/vilearning/token',
      {
        schema: {
          tags: ['tests'],
          summary: 'A 5-minute HS256 token naming the student (sub, name, email) and the test-space address that opens it',
          security: [{ bearer: [] }],
          response: { 200: testSpaceTokenAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema },
        },
      },
      async (request) => ctx.testsSpaceService.issueToken(request.actor),
    );
  };
}
