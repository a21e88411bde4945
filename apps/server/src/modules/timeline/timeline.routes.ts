import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';
import { sendSharedAnswer } from '../../http/shared-answer';

const tags = ['timeline'];
const errors = [400, 401, 403, 404] as const;

const RESCHEDULE_DESCRIPTION = `Makes the student's personal study plan for the group and answers it (201).

**What is planned.** The group's content items (\`clases\`) the student may open now and has not completed, in
course order: unit, then topic, then the item's order in its topic, each once. Live classes, exams, tutorías,
tasks and every other type are never moved, and nobody else's calendar changes.

**How long each item takes.** Its own length (end − start, rounded up to 5 minutes), or 60 minutes when it has
none, a zero or negative one, or one longer than 8 hours (a publication window, not a study time).

**Which days.** From the latest of: today (in Madrid, and on today nothing before the next quarter of an hour
after now), \`start_date\`, \`lineaFechaInicio\` (the start of the student's enrolment line; the student's own
lines for the group are read too) and the group's first day of classes; to the earliest of \`end_date\` and the
group's last day of classes. No day left → 400 'No quedan días para planificar…'.

**The algorithm** (a pure function, \`planStudySessions\`). \`data\` gives the hours of each weekday ('1' =
Monday … '7' = Sunday). Items are taken in course order: an item goes on the current day at the first free
moment after the previous session (from 09:00 Madrid, earlier when the day's hours would pass midnight) when
it fits in what is left of that day's hours without overlapping any timed event of the student (their
groups' events, those they organize or are invited to, their plans of other groups; all-day events and
windows longer than 8 hours hold no hours), otherwise on the next day that has hours. Days only move
forward, so the course order holds across and within days, and no day holds more than its hours. An item
longer than a whole (still empty) day takes that day alone, trimmed to its hours: nothing is split or
dropped. Every pending item is placed exactly once; when they do not all fit before the last day → 400
'Con esas horas tus contenidos pendientes no caben antes del {date}…' and nothing is written.

**What is written**, in one transaction of three statements: the student's previous plan for this group is
deleted (a new plan replaces it, never stacks), the plan events are inserted in one multi-row insert
(\`rescheduled\` = 1, \`event_original\` = the planned item, \`plan_contact\` = the student, \`plan_group\` =
the group, no group rows, so only the student sees them) and one multi-row insert gives the student their
completion rows. The original items are not written. Ticking a plan event ticks its original too.

**Afterwards** the student's home agenda drops, \`calendar-changed\` (the new events and the ids of the
previous plan's) is pushed to \`user:<code>\`, and the answer holds the same.

Refusals: no day with hours → 400 'Debe seleccionar al menos un dia'; negative hours → 400; no day left or no room → 400; another
student's plan, or a group the student is not enrolled in → 403.`;

/** Timeline of a group, its percentage and the study-plan reschedule (spec 001 §Timeline, §7). */
export function createTimelineRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.timelineService;
  return async (app) => {
    app.route({
      ...endpointRoute('getTimeline', {
        tags,
        summary:
          "The student's own timeline of a group, by start: the group's (and its main formation's) events except tutorías, with their own completion; their study-plan events stand in for the content they plan",
        errors,
      }),
      handler: async (request, reply) =>
        sendSharedAnswer(
          request,
          reply,
          await service.getTimeline(request.actor, request.params.parentFormation, request.params.group, request.params.contactId, request.query),
        ),
    });

    app.route({
      ...endpointRoute('getTimelinePercent', {
        tags,
        summary:
          "The timeline percentage: of the timeline's events up to today (Madrid) that the student may open, the share they completed (2 decimals; 0 when none); study-plan events count in place of the content they plan",
        errors,
      }),
      handler: async (request) => service.getPercent(request.actor, request.params.parent, request.params.group, request.query),
    });

    app.route({
      ...endpointRoute('rescheduleStudyPlan', {
        tags,
        summary: "Replaces the student's study plan for the group with their pending content spread over the given hours per weekday → 201",
        description: RESCHEDULE_DESCRIPTION,
        errors,
      }),
      handler: async (request, reply) =>
        reply.status(201).send(await service.reschedule(request.actor, request.params.groupId, request.params.contactId, request.query, request.body)),
    });
  };
}
