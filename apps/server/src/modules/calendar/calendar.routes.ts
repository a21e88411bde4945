import {
  calendarAnswerSchema,
  calendarEventParamsSchema,
  calendarFeedAnswerSchema,
  calendarFeedFileParamsSchema,
  calendarQuerySchema,
  errorAnswerSchema,
  eventFilesAnswerSchema,
  synchronizeEventParamsSchema,
  synchronizeSerieParamsSchema,
} from '@campus/contract';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { sendSharedAnswer } from '../../http/shared-answer';
import type { IcsFile } from './calendar.service';

const security = [{ bearer: [] }];
const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema };
const icsDescription = 'Answers `text/calendar` (RFC 5545) as an attachment: a Europe/Madrid VTIMEZONE, one VEVENT per event with UID `event-<id>@campus`, SEQUENCE and LAST-MODIFIED from the last change, the join URL (only while the user may join) in URL and DESCRIPTION.';
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
  const etag = `"${createHash('sha256').update(file.body.replace(/^DTSTAMP:.*$/gm, '')).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).header('cache-control', 'no-cache').send();
  return sendIcs(reply, file, 'inline').header('cache-control', 'no-cache');
}

/** Calendar, event card, calendar sync and the personal feed (spec 001 §Calendar, spec 002 §Event card, §7). */
export function createCalendarRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.calendarService;
  return async (app) => {
    app.get(
      '/api/events/formations/common',
      {
        schema: {
          tags: ['calendar'],
          summary: 'Calendar: events of the groups asked (default every group of the user) overlapping the Madrid days, with their availability for the user',
          description:
            '`formations`: comma-separated group codes (only groups the user reaches, else 403). `contacts`: the caller’s own code (another is 403) adds the events they organize or are invited to. `reeschedule=1` adds the caller’s study-plan events of those groups and marks the originals they replace (`event_rescheduled`, for this user only). Availability follows rules/availability.ts; an unavailable event has no join link.',
          security,
          querystring: calendarQuerySchema,
          response: { 200: calendarAnswerSchema, ...errors },
        },
      },
      async (request, reply) => sendSharedAnswer(request, reply, await service.listCalendar(request.actor, request.query)),
    );

    app.get(
      '/api/content/files/event/:id',
      {
        schema: {
          tags: ['calendar'],
          summary: 'Files of an event the user may see and open, with short-lived signed addresses (404 unseen event, 403 with the reason while unavailable)',
          security,
          params: calendarEventParamsSchema,
          response: { 200: eventFilesAnswerSchema, ...errors },
        },
      },
      async (request) => service.listEventFiles(request.actor, request.params.id),
    );

    app.get(
      '/api/events/synchronize/:id',
      { schema: { tags: ['calendar'], summary: 'One event the user may see as an .ics file (calendar sync, "Sincronizar")', description: icsDescription, security, params: synchronizeEventParamsSchema, response: errors } },
      async (request, reply) => sendIcs(reply, await service.synchronizeEvent(request.actor, request.params.id), 'attachment'),
    );

    app.get(
      '/api/events/synchronize/serie/:serieId',
      {
        schema: { tags: ['calendar'], summary: 'Every event of a series the user may see, as one .ics file ("Sincronizar todo")', description: icsDescription, security, params: synchronizeSerieParamsSchema, response: errors },
      },
      async (request, reply) => sendIcs(reply, await service.synchronizeSerie(request.actor, request.params.serieId), 'attachment'),
    );

    app.get(
      '/api/calendar-feed',
      { schema: { tags: ['calendar'], summary: 'The caller’s personal calendar subscription (webcal:// and https addresses), or null', security, response: { 200: calendarFeedAnswerSchema, 401: errorAnswerSchema } } },
      async (request) => service.getFeed(request.actor),
    );

    app.post(
      '/api/calendar-feed',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: { tags: ['calendar'], summary: 'Creates the caller’s calendar subscription or rotates its secret (the old address stops working)', security, response: { 200: calendarFeedAnswerSchema, 401: errorAnswerSchema } },
      },
      async (request) => service.rotateFeed(request.actor),
    );

    app.delete(
      '/api/calendar-feed',
      { schema: { tags: ['calendar'], summary: 'Revokes the caller’s calendar subscription', security, response: { 200: calendarFeedAnswerSchema, 401: errorAnswerSchema } } },
      async (request) => service.revokeFeed(request.actor),
    );

    app.get(
      '/api/calendar-feeds/:file',
      {
        config: { auth: 'public', ...feedRateLimit },
        schema: {
          tags: ['calendar'],
          summary: 'A personal calendar feed, `<token>.ics` (public: the secret address is the credential; 404 unknown or revoked)',
          description: `${icsDescription} Events from 60 days ago to a year ahead: the owner’s groups, the events they organize or are invited to, and their study plan.`,
          params: calendarFeedFileParamsSchema,
          response: { 400: errorAnswerSchema, 404: errorAnswerSchema },
        },
      },
      async (request, reply) => sendFeed(request, reply, await service.readFeed(request.params.file)),
    );
  };
}
