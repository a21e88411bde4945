import type { FastifyReply } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import type { FileDelivery } from './files.service';

const tags = ['files'];
const errors = [400, 403, 404] as const;
const bytesDescription =
  'Answers the bytes (200, or 206 with Content-Range for a `Range: bytes=…` request; 416 when the range is past the end). The address is signed for one contact and one sign-in and expires; serving re-checks that the sign-in is still open (403 after a logout or its expiry) and that the contact may still open the file.';

/** The signature in the address is the credential (a <video> or <iframe> sends no bearer token). */
const signedAddress = { auth: 'public' } as const;

function send(reply: FastifyReply, delivery: FileDelivery) {
  reply.status(delivery.statusCode).headers(delivery.headers);
  return reply.send(delivery.body ?? '');
}

/** Files: fresh signed addresses and the signed addresses themselves (spec 001 §7, "files"). */
export function createFilesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.filesService;
  return async (app) => {
    app.route({
      ...endpointRoute('getFileAddress', {
        tags,
        summary:
          'A fresh signed address of a file the user may open (403 while its event is locked); ?download=1 for a download address (only when the event allows downloads)',
        errors: [400, 401, 403, 404],
      }),
      handler: async (request) => service.getFile(request.actor, request.params.id, request.query.download === '1'),
    });

    app.route({
      ...endpointRoute('streamFile', {
        tags,
        summary: 'A stored file through its signed address',
        description: bytesDescription,
        config: signedAddress,
        errors,
      }),
      handler: async (request, reply) => send(reply, await service.streamFile({ id: request.params.id, ...request.query }, request.headers.range)),
    });

    app.route({
      ...endpointRoute('streamSubtitles', {
        tags,
        summary: 'WebVTT subtitles of a video through their signed address (text/vtt)',
        description: bytesDescription,
        config: signedAddress,
        errors,
      }),
      handler: async (request, reply) => send(reply, await service.streamSubtitles({ id: request.params.id, ...request.query }, request.headers.range)),
    });

    app.route({
      ...endpointRoute('streamH5pFile', {
        tags,
        summary: 'A file of an H5P package under its signed folder prefix (index.html and its relative app.js, styles.css…)',
        description: `${bytesDescription} Served with the app's Content-Security-Policy (frame-ancestors 'self').`,
        config: signedAddress,
        errors,
      }),
      handler: async (request, reply) => send(reply, await service.streamH5p(request.params, request.headers.range)),
    });

    app.route({
      ...endpointRoute('streamIntroClip', {
        tags,
        summary: 'The intro clip played before class videos (video/mp4, public)',
        description: bytesDescription,
        config: { auth: 'public' },
        errors: [404],
      }),
      handler: async (request, reply) => send(reply, await service.streamIntro(request.headers.range)),
    });
  };
}
