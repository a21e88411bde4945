import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';
import { sendSharedAnswer } from '../../http/shared-answer';
import type { IcsFile } from './calendar.service';

const tags = ['calendar'];
const errors = [400, 401, 403, 404] as const;
const icsDescription =
  'Answers `text/calendar` (RFC 5545) as an attachment: a Europe/Madrid VTIMEZONE, one VEVENT per event with UID `event-<id>@campus`, SEQUENCE and LAST-MODIFIED from the last change, the join URL (only while the user may join) in URL and DESCRIPTION.';
/** Calendar apps refresh a feed every few minutes to hours; this keeps a leaked or looping client in check. */
const feedRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

function sendIcs(reply: FastifyReply, file: IcsFile, disposition: 'attachment' | 'inline') {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', `${disposition}; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

/**
 * The feed with a validator: calendar apps poll it, and an unchanged feed answers 304 without the body.
 * DTSTAMP (the moment of writing) is left out of the tag, so only a change of the events changes it.
 */
function sendFeed(request: FastifyRequest, reply: FastifyReply, file: IcsFile) {
  const etag = `"${createHash('sha256')
    .update(file.body.replace(/^DTSTAMP:.*$/gm, ''))
    .digest('base64url')
    .slice(0, 27)}"`;
  reply.header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).header('cache-control', 'no-cache').send();
  return sendIcs(reply, file, 'inline').header('cache-control', 'no-cache');
}

/** Calendar, event card, calendar sync and the personal feed (spec 001 §Calendar, spec 002 §Event card, §7). */
export function createCalendarRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.calendarService;
  return async (app) => {
    app.route({
      ...endpointRoute('listCalendarEvents', {
        tags,
        summary: 'Calendar: events of the groups asked (default every group of the user) overlapping the Madrid days, with their availability for the user',
        description:
          '`formations`: comma-separated group codes (only groups the user reaches, else 403). `contacts`: the caller’s own code (another is 403) adds the events they organize or are invited to. `reeschedule=1` adds the caller’s study-plan events of those groups and marks the originals they replace (`event_rescheduled`, for this user only). Availability follows rules/availability.ts; an unavailable event has no join link.',
        errors,
      }),
      handler: async (request, reply) => sendSharedAnswer(request, reply, await service.listCalendar(request.actor, request.query)),
    });

    app.route({
      ...endpointRoute('listEventFiles', {
        tags,
        summary: 'Files of an event the user may see and open, with short-lived signed addresses (404 unseen event, 403 with the reason while unavailable)',
        errors,
      }),
      handler: async (request) => service.listEventFiles(request.actor, request.params.id),
    });

    app.route({
      ...endpointRoute('synchronizeEvent', {
        tags,
        summary: 'One event the user may see as an .ics file (calendar sync, "Sincronizar")',
        description: icsDescription,
        errors,
      }),
      handler: async (request, reply) => sendIcs(reply, await service.synchronizeEvent(request.actor, request.params.id), 'attachment'),
    });

    app.route({
      ...endpointRoute('synchronizeSerie', {
        tags,
        summary: 'Every event of a series the user may see, as one .ics file ("Sincronizar todo")',
        description: icsDescription,
        errors,
      }),
      handler: async (request, reply) => sendIcs(reply, await service.synchronizeSerie(request.actor, request.params.serieId), 'attachment'),
    });

    app.route({
      ...endpointRoute('getCalendarFeed', {
        tags,
        summary: 'The caller’s personal calendar subscription (webcal:// and https addresses), or null',
        errors: [401],
      }),
      handler: async (request) => service.getFeed(request.actor),
    });

    app.route({
      ...endpointRoute('rotateCalendarFeed', {
        tags,
        summary: 'Creates the caller’s calendar subscription or rotates its secret (the old address stops working)',
        errors: [401],
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      }),
      handler: async (request) => service.rotateFeed(request.actor),
    });

    app.route({
      ...endpointRoute('revokeCalendarFeed', { tags, summary: 'Revokes the caller’s calendar subscription', errors: [401] }),
      handler: async (request) => service.revokeFeed(request.actor),
    });

    app.route({
      ...endpointRoute('readCalendarFeedFile', {
        tags,
        summary: 'A personal calendar feed, `<token>.ics` (public: the secret address is the credential; 404 unknown or revoked)',
        description: `${icsDescription} Events from 60 days ago to a year ahead: the owner’s groups, the events they organize or are invited to, and their study plan.`,
        errors: [400, 404],
        config: { auth: 'public', ...feedRateLimit },
      }),
      handler: async (request, reply) => sendFeed(request, reply, await service.readFeed(request.params.file)),
    });
  };
}
