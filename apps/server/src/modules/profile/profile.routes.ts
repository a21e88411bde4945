import { PROFILE_PICTURE_FIELD, PROFILE_PICTURE_MAX_BYTES, texts } from '@campus/contract';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';
import { sendSharedAnswer } from '../../http/shared-answer';
import { AppError, isAppError } from '../../lib/app-error';
import { AVATAR_CONTENT_TYPE } from './avatar-image';

const hasCode = (error: unknown, code: string) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/**
 * Reads the one picture of a multipart request (field `avatar`) into memory: at most 5 MB, so sharp can
 * read its header and decode it. Past the limit it is 413 'La imagen no puede superar los 5 MB'; no file, or
 * a file in another field, 400 'Selecciona una imagen para tu foto de perfil'.
 */
async function receivePicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('validation', texts.profile.avatarMissing);
  try {
    const part = await request.file({ limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1 } });
    if (!part) throw new AppError('validation', texts.profile.avatarMissing);
    if (part.fieldname !== PROFILE_PICTURE_FIELD) {
      part.file.resume();
      throw new AppError('validation', texts.profile.avatarMissing);
    }
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw new AppError('too_large', texts.profile.avatarTooLarge);
    if (bytes.length === 0) throw new AppError('validation', texts.profile.avatarMissing);
    return bytes;
  } catch (error) {
    if (isAppError(error)) throw error;
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new AppError('too_large', texts.profile.avatarTooLarge);
    throw new AppError('validation', texts.profile.avatarNotImage, { cause: error });
  }
}

/** Streams a stored picture (an untyped reply: the bytes are not JSON and skip the answer serializer). */
function sendPicture(reply: FastifyReply, picture: { stream: Readable; size: number }) {
  return reply
    .header('content-type', AVATAR_CONTENT_TYPE)
    .header('content-length', picture.size)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(picture.stream);
}

const tags = ['profile'];
const profileErrors = [400, 401, 403, 404] as const;
const profileDescription =
  "Only one's own contact: any other code (or an unknown one) answers 404 'Este usuario no existe', so nobody learns which codes exist. `foto` is the picture's public address (/api/avatars/{name}), or null.";

/** The profile (spec 002 §7 Profile; issue 13): one's own contact, its editable fields and its picture. */
export function createProfileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.profileService;
  return async (app) => {
    app.route({
      ...endpointRoute('getProfile', {
        tags,
        summary: 'The signed-in person’s own contact (the profile’s information tab)',
        description: profileDescription,
        errors: profileErrors,
      }),
      handler: async (request, reply) => sendSharedAnswer(request, reply, await service.getProfile(request.actor, request.params.id)),
    });

    app.route({
      ...endpointRoute('getFreemiumProfile', {
        tags,
        summary: 'A free-trial visitor’s own contact (the profile shows it with its fields disabled)',
        description: `${profileDescription} The same answer as GET /api/user/{id}; the web of a free-trial visitor asks here (spec 002 §6).`,
        errors: profileErrors,
      }),
      handler: async (request, reply) => sendSharedAnswer(request, reply, await service.getProfile(request.actor, request.params.id)),
    });

    app.route({
      ...endpointRoute('updateProfile', {
        tags,
        summary: 'Saves one’s own profile (body `contacto`, checked with every rule of spec 002 §5 Profile)',
        description:
          "The body's `contacto` is checked whole (400 with the first 'El campo X debe tener ...'); only the information tab's fields change: emailaddress2, mobilephone, address1_line1, edu_alergias, and edu_documentoidentificativo while the academy has none. The name (firstname, lastname) and a DNI the academy has are its own: a different one is 403 'Para cambiar tu nombre o DNI, abre una solicitud a secretaría'. A changed emailaddress2 (where a credentials reset mails the temporary password) needs `currentPassword` with the built-in provider (400 without it or when wrong) and the previous address is told by mail. Email educativo, Fecha de alta, codes, types and flags are the academy's and stay as they are. 403 on a free trial; 404 'Este usuario no existe' for another contact. Answers 'Contacto actualizado correctamente' and the contact as saved; `profile-changed` reaches the user's other tabs.",
        // A save may check the password (scrypt) and send a mail: per person, as scarce as sign-in attempts.
        config: {
          rateLimit: {
            max: ctx.config.SIGN_IN_RATE_LIMIT_PER_MINUTE,
            timeWindow: '1 minute',
            keyGenerator: (request) => `profile:${request.actor?.edu_codigocontacto ?? request.ip}`,
          },
        },
        errors: [...profileErrors, 429],
      }),
      handler: async (request) =>
        service.updateProfile(request.actor, request.params.id, request.body, (error) =>
          request.log.error({ err: error }, 'the notice of a changed personal address was not sent'),
        ),
    });

    app.route({
      ...endpointRoute('getProfilePicture', { tags, summary: 'The address of one’s own profile picture (null without one)', errors: [401, 404] }),
      handler: async (request) => service.getPicture(request.actor),
    });

    app.route({
      ...endpointRoute('uploadProfilePicture', {
        tags,
        summary: 'Uploads one’s own profile picture (multipart field `avatar`)',
        description: `multipart/form-data with one image in the field \`${PROFILE_PICTURE_FIELD}\`, at most ${PROFILE_PICTURE_MAX_BYTES} bytes (413 'La imagen no puede superar los 5 MB'). The bytes decide: JPEG, PNG, WebP, GIF or AVIF (anything else 400), kept as a 256 px square WebP without metadata under a new random name; the previous picture is removed. 403 on a free trial.`,
        errors: [...profileErrors, 413, 429],
      }),
      // Decoding and re-encoding an image costs CPU and disk: the person's upload limit (README, "Límites por persona").
      preHandler: app.personLimits.uploads,
      handler: async (request, reply) => reply.status(201).send(await service.setPicture(request.actor, () => receivePicture(request))),
    });

    app.route({
      ...endpointRoute('deleteProfilePicture', {
        tags,
        summary: 'Removes one’s own profile picture (initials show instead); 403 on a free trial',
        errors: [401, 403, 404],
      }),
      handler: async (request) => service.deletePicture(request.actor),
    });

    app.route({
      ...endpointRoute('streamAvatar', {
        tags,
        summary: 'A profile picture’s bytes (image/webp), by the address `foto` holds',
        description: 'A new random name for every upload, so it is cached for a year; a replaced or removed picture answers 404.',
        // The unguessable name is the credential: <img> sends no bearer token, and classmates see the picture in chats and lists.
        config: { auth: 'public' },
        errors: [404],
      }),
      handler: async (request, reply) => sendPicture(reply, await service.readPicture(request.params.name)),
    });
  };
}
