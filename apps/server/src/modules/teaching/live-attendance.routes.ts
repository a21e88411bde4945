import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';
import { createLiveAttendanceRepository } from './live-attendance.repository';
import { createLiveAttendanceService } from './live-attendance.service';

const DESCRIPTION = `Ours (issue 30 item 5). Who attended a live class (types clases_directo, clases_prueba, zoom, taller) and for how long.

**Who is counted.** The active students (enrolment line edu_activa = 0) of the class's groups the caller follows: the
groups he teaches (formation_teachers), or his groups of a main formation the class is placed on; staff and admins
follow every group of the class. Each student once.

**Attendance.** A join: an activity record of type 3 whose metadata id_evento names the class (compared as text),
made before the class ended. A record after the end (the class's material opened later) is not attendance.

**How long.** From the first join, clamped to the class start, until the class end (or now while it is under way):
nothing records leaving, so this is the most the student followed; \`joinedAt\` says how late they came and \`share\`
is the minutes over the class's length (0..100). A class without an end lasts 60 minutes.

\`absent\` (by name) is empty until the class starts. One statement for the students and their joins, whatever the
group size. Refusals: no session 401; a student, a teacher of another group or a free-trial visitor 404 (the group
does not exist for them); an unknown class 404; an event that is not a live class 409.`;

/** The teacher's live-class attendance (issue 30 item 5), its service built here from the context's access policies. */
export function createLiveAttendanceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = createLiveAttendanceService({
    repository: createLiveAttendanceRepository(ctx.database.db),
    access: ctx.accessPolicies,
    now: ctx.now,
  });
  return async (app) => {
    app.route({
      ...endpointRoute('getEventAttendance', {
        tags: ['teaching'],
        summary:
          "Ours: a live class's attendance for its group's teachers and staff: who joined, when, for how many minutes and what share of the class; the students who did not",
        description: DESCRIPTION,
        errors: [400, 401, 404, 409],
      }),
      handler: async (request) => service.getEventAttendance(request.actor, request.params.eventId),
    });
  };
}
