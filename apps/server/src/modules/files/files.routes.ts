import { errorAnswerSchema, fileAnswerSchema, fileParamsSchema, fileQuerySchema, signedFileParamsSchema, signedFileQuerySchema, signedH5pParamsSchema } from '@campus/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import type { FileDelivery } from './files.service';

const errors = { 400: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema };
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
    app.get(
      '/api/files/activos/file/:id',
      {
        schema: {
          tags: ['files'],
          summary: 'A fresh signed address of a file the user may open (403 while its event is locked); ?download=1 for a download address (only when the event allows downloads)',
          security: [{ bearer: [] }],
          params: fileParamsSchema,
          querystring: fileQuerySchema,
          response: { 200: fileAnswerSchema, ...errors, 401: errorAnswerSchema },
        },
      },
      async (request) => service.getFile(request.actor, request.params.id, request.query.download === '1'),
    );

    app.get(
      '/api/files/stream/:id',
      { config: signedAddress, schema: { tags: ['files'], summary: 'A stored file through its signed address', description: bytesDescription, params: signedFileParamsSchema, querystring: signedFileQuerySchema, response: errors } },
      async (request, reply) => send(reply, await service.streamFile({ id: request.params.id, ...request.query }, request.headers.range)),
    );

    app.get(
      '/api/files/subtitles/:id',
      {
        config: signedAddress,
        schema: {
          tags: ['files'],
          summary: 'WebVTT subtitles of a video through their signed address (text/vtt)',
          description: bytesDescription,
          params: signedFileParamsSchema,
          querystring: signedFileQuerySchema.omit({ dl: true }),
          response: errors,
        },
      },
      async (request, reply) => send(reply, await service.streamSubtitles({ id: request.params.id, ...request.query }, request.headers.range)),
    );

    app.get(
      '/api/files/h5p/:id/:c/:s/:exp/:sig/*',
      {
        config: signedAddress,
        schema: {
          tags: ['files'],
          summary: 'A file of an H5P package under its signed folder prefix (index.html and its relative app.js, styles.css…)',
          description: `${bytesDescription} Served with the app's Content-Security-Policy (frame-ancestors 'self').`,
          params: signedH5pParamsSchema,
          response: errors,
        },
      },
      async (request, reply) => send(reply, await service.streamH5p(request.params, request.headers.range)),
    );

    app.get(
      '/api/files/intro',
      { config: { auth: 'public' }, schema: { tags: ['files'], summary: 'The intro clip played before class videos (video/mp4, public)', description: bytesDescription, response: { 404: errorAnswerSchema } } },
      async (request, reply) => send(reply, await service.streamIntro(request.headers.range)),
    );
  };
}
