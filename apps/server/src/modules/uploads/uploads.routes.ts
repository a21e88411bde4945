import { texts } from '@campus/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import type { UploadPurpose } from '../../db/schema';
import { endpointRoute } from '../../http/endpoint-route';
import { AppError, isAppError } from '../../lib/app-error';
import { UPLOAD_MAX_BYTES, type UploadedFile, type UploadsService } from './uploads.service';

/** The multipart field that carries the file (spec 002 §7: "form field files"). */
export const UPLOAD_FIELD = 'files';

/** Multipart limits of the app (registered in app.ts): one file, a few small fields. */
export const MULTIPART_LIMITS = { files: 1, fileSize: Math.max(...Object.values(UPLOAD_MAX_BYTES)), fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 };

/** The parser's own limit errors (@fastify/multipart), told apart by code. */
const isLimitError = (error: unknown, code: string) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/**
 * Reads a multipart request holding exactly one file in the field `files` and stores it for the actor. A
 * second file is refused with 'Solo se puede subir un fichero cada vez.' and the first one discarded; one past
 * the limit likewise, nothing kept; anything else malformed is 400 'Error al subir el fichero', never a 500.
 */
async function receiveOneFile(request: FastifyRequest, service: UploadsService, purpose: UploadPurpose): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError('validation', texts.chat.uploadError);
  let stored: UploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES[purpose] } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD || stored) {
        // Read past it, so the request ends normally, then refuse.
        part.file.resume();
        throw new AppError('validation', stored ? texts.chat.oneFileOnly : texts.chat.uploadError);
      }
      stored = await service.storeUpload(request.actor, { purpose, file: { filename: part.filename, mimetype: part.mimetype, stream: part.file } });
    }
  } catch (error) {
    if (stored) await service.discardUpload(request.actor, stored.id).catch((failure: unknown) => request.log.warn({ err: failure }, 'upload not discarded'));
    if (isLimitError(error, 'FST_FILES_LIMIT') || isLimitError(error, 'FST_REQ_FILE_TOO_LARGE')) throw new AppError('validation', texts.chat.oneFileOnly);
    if (isAppError(error)) throw error;
    throw new AppError('validation', texts.chat.uploadError, { cause: error });
  }
  if (!stored) throw new AppError('validation', texts.chat.uploadError);
  return stored;
}

const errors = [400, 401, 403, 413, 429] as const;
const description = `multipart/form-data with exactly one file in the field \`${UPLOAD_FIELD}\`, at most ${UPLOAD_MAX_BYTES.chat} bytes (400 'Solo se puede subir un fichero cada vez.' for a second file or a larger one; nothing is kept). The answer's \`url\` (/api/files/activos/file/{id}) answers a fresh signed address; until the file is attached only its owner and staff may open it.`;

/** Uploads (issue 11): a chat message's file and a board post's files, stored through the file storage. */
export function createUploadsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.uploadsService;
  return async (app) => {
    app.route({
      ...endpointRoute('uploadChatFile', {
        tags: ['chats'],
        summary:
          'Uploads one file for a chat message (send it afterwards in metadata.files of send-message; only the two members of that chat and staff may open it)',
        description,
        errors,
      }),
      preHandler: app.personLimits.uploads,
      handler: async (request, reply) => reply.status(201).send(await receiveOneFile(request, service, 'chat')),
    });

    app.route({
      ...endpointRoute('discardChatFile', {
        tags: ['chats'],
        summary: 'Discards one of the user’s own uploads not sent yet (the file removed from the message before sending): its record and its bytes',
        errors: [401, 404],
      }),
      handler: async (request, reply) => {
        await service.discardUpload(request.actor, request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...endpointRoute('uploadPostFile', {
        tags: ['posts'],
        summary: 'Uploads one file for a post of the board (listed in the post metadata when saved; then open to the members of its groups)',
        description,
        errors,
      }),
      preHandler: app.personLimits.uploads,
      handler: async (request, reply) => reply.status(201).send(await receiveOneFile(request, service, 'post')),
    });
  };
}
