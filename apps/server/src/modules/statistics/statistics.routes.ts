import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';
import { sendSharedAnswer } from '../../http/shared-answer';

const errors = [400, 401, 403, 404] as const;
const tags = ['statistics'];

const ACCESS = `A student of the group (an active enrolment line, or a freemium visitor of an open group), and for the group's
averages and rankings its teachers and staff (issue 30; a student's own figures stay a student's: 403 'No perteneces a este
grupo' to them); anyone else → 403 (404 for an unknown group or a parent that is not the group's). Group figures are kept
for 60 s per group, day and range (classmates' connections and classes change them without notice).`;

const RANKING_DESCRIPTION = `Over the group's active students (active enrolment lines) in the range (Madrid days, both included; absent start =
the group's first class day, the end capped at today):
- **conexiones**: days with at least one connection (a session opened or checked);
- **timeline**: timeline percentage, exactly as GET /api/events/formation/complete computes it for each student (range as given);
- **racha**: current streak of consecutive connected days ending today or yesterday (the range does not apply);
- **tiempo-medio**: minutes with Campus open per connected day (session checks every 240 s; a gap over 300 s adds nothing), 2 decimals;
- **asistencias**: live classes of the group held in the range that the student joined (attendance records of type 3).

A value of 0 is not ranked. Higher first, ties in the order of the name; \`id\` is the position. \`data\` is the top 5, \`propio\`
the student's own entry when ranked below them, \`total\` how many are ranked. Names are first name and initial, never an
e-mail or a code. Freemium visitors → 403 (locked in the web). ${ACCESS}`;

/** Statistics and rankings of a group (spec 002 §Statistics, issue 14). */
export function createStatisticsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.statisticsService;
  return async (app) => {
    app.route({
      ...endpointRoute('getGroupAttendance', {
        tags,
        summary: "The group's average attendance: the mean over its active students of live classes joined ÷ held in the range, in % (2 decimals)",
        description: `Body \`formation\`: the group's code. Classes: the group's live classes (clases_directo, clases_prueba, zoom, taller) not placed in the content tree, started in the range and before now — the virtual secretary's attendance definition. ${ACCESS}`,
        errors,
      }),
      handler: async (request, reply) =>
        sendSharedAnswer(request, reply, await service.getGroupAttendance(request.actor, request.body.formation, request.query)),
    });

    app.route({
      ...endpointRoute('getOwnAttendance', {
        tags,
        summary: "The student's own attendance in the group: live classes joined ÷ held in the range, in % (2 decimals)",
        description: `Body \`formation\`: the group's code; the same classes as the group's average, so both always agree with POST /api/actividades/asistencia/{contactCode}. Kept per student until their next join (POST /api/actividades/asistencia, every instance), a change to any event or the group's next class start: a join shows in the very next read. ${ACCESS}`,
        errors,
      }),
      handler: async (request, reply) => sendSharedAnswer(request, reply, await service.getOwnAttendance(request.actor, request.body.formation, request.query)),
    });

    app.route({
      ...endpointRoute('getAverageTimeline', {
        tags,
        summary:
          "The group's average timeline percentage: each active student's percentage as GET /api/events/formation/complete computes it, averaged (2 decimals)",
        description: `Body \`formation\`: the group's parent formation. Optional ?start_date&end_date as the own percentage takes them. ${ACCESS}`,
        errors,
      }),
      handler: async (request, reply) =>
        sendSharedAnswer(request, reply, await service.getAverageTimeline(request.actor, request.params.group, request.body.formation, request.query)),
    });

    app.route({
      ...endpointRoute('getProgressCounters', {
        tags,
        summary:
          "Topics and units of the group's content the student completed, of those with content open to them (the tree's done marks), kept until the student's next completion",
        description: `A topic or unit counts when at least one of its events counts for the student's progress (open now; freemium: freemium content), and is completed when all of those are. ${ACCESS}`,
        errors,
      }),
      handler: async (request, reply) =>
        sendSharedAnswer(request, reply, await service.getProgressCounters(request.actor, request.params.parent, request.params.group)),
    });

    app.route({
      ...endpointRoute('getRanking', {
        tags,
        summary: 'One of the five rankings of the group (tipo_ranking): top 5, own entry and how many are ranked',
        description: RANKING_DESCRIPTION,
        errors,
      }),
      handler: async (request, reply) =>
        sendSharedAnswer(request, reply, await service.getRanking(request.actor, request.params.parent, request.params.group, request.query)),
    });
  };
}
