import { contactStatsAnswerSchema, contactStatsParamsSchema, errorAnswerSchema, saveActivitiesAnswerSchema, saveActivitiesBodySchema } from '@campus/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

const security = [{ bearer: [] }];
const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema };

/** Activity records and connection statistics (spec 000 §7, 001 §7, 002 §7). */
export function createActivitiesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.activitiesService;
  return async (app) => {
    app.post(
      '/api/actividades/asistencia',
      {
        schema: {
          tags: ['activities'],
          summary: 'Records the user’s own attendance and activity (3 join, 4 view, 5 task, 6 post, 7 chat, 8 check-out)',
          security,
          body: saveActivitiesBodySchema,
          response: { 201: saveActivitiesAnswerSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await service.saveActivities(request.actor, request.body)),
    );

    app.get(
      '/api/actividades/:contactCode/:flag',
      {
        schema: {
          tags: ['activities'],
          summary: 'Connection statistics of the user: day streak (racha), weekly average, active days (flag 1: last year; 0: last 28 days)',
          security,
          params: contactStatsParamsSchema,
          response: { 200: contactStatsAnswerSchema, ...errors },
        },
      },
      async (request) => service.getContactStats(request.actor, request.params.contactCode, request.params.flag),
    );
  };
}
