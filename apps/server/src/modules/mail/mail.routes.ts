import {
  errorAnswerSchema,
  MAIL_ATTACHMENT_MAX_BYTES,
  MAIL_MAX_ATTACHMENTS,
  mailAttachmentAddressAnswerSchema,
  mailAttachmentParamsSchema,
  mailChangeAnswerSchema,
  mailDraftAnswerSchema,
  mailFoldersAnswerSchema,
  mailIdParamsSchema,
  mailListAnswerSchema,
  mailListQuerySchema,
  mailMessageAnswerSchema,
  mailUpdateBodySchema,
  mailWriteAnswerSchema,
  toComunicateAnswerSchema,
  toComunicateBodySchema,
} from '@campus/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { sendSharedAnswer } from '../../http/shared-answer';
import { MAIL_ATTACHMENTS_FIELD, MAIL_DATA_FIELD, receiveMailForm } from './mail-form';

const security = [{ bearer: [] }];
const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema };
const writeErrors = { ...errors, 413: errorAnswerSchema, 429: errorAnswerSchema };
const formDescription = `multipart/form-data: the field \`${MAIL_DATA_FIELD}\` (JSON: id, selectedRecipients, selectedRecipientsCC, selectedRecipientsBCC, subject, emailContent, message, all, keepAttachmentIds) and up to ${MAIL_MAX_ATTACHMENTS} files in \`${MAIL_ATTACHMENTS_FIELD}\`, each at most ${MAIL_ATTACHMENT_MAX_BYTES} bytes (413 'Uno o más archivos exceden el tamaño máximo permitido.'; nothing is kept). Academy recipients get the mail in their inbox at once ('mail-changed'); outside addresses go through SMTP, or wait in the outbox when it is not configured.`;

/** The mail client (spec 002 §2, §3, §5, §7; spec 000 GET /api/mails/folders and POST /api/user/to-comunicate; issue 12). */
export function createMailRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.mailService;
  const readForm = (request: FastifyRequest) => () => receiveMailForm(request, ctx.fileStorage, ctx.now);
  const writeSchema = (summary: string, hasOriginal: boolean) => ({
    tags: ['mail'],
    summary,
    description: formDescription,
    security,
    consumes: ['multipart/form-data'],
    ...(hasOriginal ? { params: mailIdParamsSchema } : {}),
    response: { 201: mailWriteAnswerSchema, ...writeErrors },
  });

  return async (app) => {
    app.get(
      '/api/mails/folders',
      { schema: { tags: ['mail'], summary: "The user's eight folders with unread and total counts (freemium: the spec's sample folders)", security, response: { 200: mailFoldersAnswerSchema, 401: errorAnswerSchema } } },
      async (request, reply) => sendSharedAnswer(request, reply, await service.listFolders(request.actor)),
    );

    app.get(
      '/api/mails',
      {
        schema: {
          tags: ['mail'],
          summary: 'A page of a folder, newest first (keyset cursor: pass nextCursor back), with the folder total',
          security,
          querystring: mailListQuerySchema,
          response: { 200: mailListAnswerSchema, ...errors },
        },
      },
      async (request, reply) => sendSharedAnswer(request, reply, await service.listMail(request.actor, request.query)),
    );

    // Sending costs the academy's mail reputation (with SMTP_URL, outside addresses go out through its server):
    // the person's mail limit. A draft stores its files: the person's upload limit.
    const sendLimits = { preHandler: app.personLimits.mail };
    const draftLimits = { preHandler: app.personLimits.uploads };

    app.post('/api/mails/send', { schema: writeSchema('Sends a mail (mailData.id: the draft that becomes the sent mail) → 201', false), ...sendLimits }, async (request, reply) =>
      reply.status(201).send(await service.writeMail(request.actor, 'send', null, readForm(request))),
    );

    app.post('/api/mails', { schema: writeSchema('Saves a draft (mailData.id: the draft saved again; only shapes are checked) → 201', false), ...draftLimits }, async (request, reply) =>
      reply.status(201).send(await service.writeMail(request.actor, 'draft', null, readForm(request))),
    );

    app.post(
      '/api/mails/reply/:id',
      { schema: { ...writeSchema("Replies to one of the user's mails (mailData.all: to all) in its conversation; without recipients, to the original's people → 201", true), params: mailIdParamsSchema }, ...sendLimits },
      async (request, reply) => reply.status(201).send(await service.writeMail(request.actor, 'reply', request.params.id, readForm(request))),
    );

    app.post(
      '/api/mails/forward/:id',
      { schema: { ...writeSchema("Forwards one of the user's mails in its conversation with its attachments (keepAttachmentIds: those that stay) → 201", true), params: mailIdParamsSchema }, ...sendLimits },
      async (request, reply) => reply.status(201).send(await service.writeMail(request.actor, 'forward', request.params.id, readForm(request))),
    );

    app.get(
      '/api/mails/:id',
      {
        schema: {
          tags: ['mail'],
          summary: "One of the user's mails, whole: HTML sanitised by the server, remote images flagged, attachments (BCC only on the sender's copy)",
          security,
          params: mailIdParamsSchema,
          response: { 200: mailMessageAnswerSchema, ...errors },
        },
      },
      async (request) => service.readMail(request.actor, request.params.id),
    );

    app.get(
      '/api/mails/:id/draft',
      {
        schema: {
          tags: ['mail'],
          summary: "One of the user's drafts as the composer reopens it (attachments with contentBytes in base64)",
          security,
          params: mailIdParamsSchema,
          response: { 200: mailDraftAnswerSchema, ...errors },
        },
      },
      async (request) => service.readDraft(request.actor, request.params.id),
    );

    app.patch(
      '/api/mails/:id',
      {
        schema: {
          tags: ['mail'],
          summary: 'Marks a mail read or unread, or moves it to a folder (not to the outbox; only drafts to Drafts); answers it and the folders',
          security,
          params: mailIdParamsSchema,
          body: mailUpdateBodySchema,
          response: { 200: mailChangeAnswerSchema, ...errors },
        },
      },
      async (request) => service.changeMail(request.actor, request.params.id, request.body),
    );

    app.delete(
      '/api/mails/:id',
      {
        schema: {
          tags: ['mail'],
          summary: 'Moves a mail to Eliminados; one already there is deleted for good (mail null, removedId)',
          security,
          params: mailIdParamsSchema,
          response: { 200: mailChangeAnswerSchema, ...errors },
        },
      },
      async (request) => service.deleteMail(request.actor, request.params.id),
    );

    app.get(
      '/api/mails/:id/attachments/:attachmentId',
      {
        schema: {
          tags: ['mail'],
          summary: "A short-lived signed download address of an attachment of one of the user's mails (only its sender and recipients)",
          security,
          params: mailAttachmentParamsSchema,
          response: { 200: mailAttachmentAddressAnswerSchema, ...errors },
        },
      },
      async (request) => service.getAttachmentAddress(request.actor, request.params.id, request.params.attachmentId),
    );

    app.post(
      '/api/user/to-comunicate',
      {
        schema: {
          tags: ['mail'],
          summary: "People the composer offers (classmates and teachers of the user's groups, the academy staff; staff: everyone) and the user's groups with their members; search narrows the people",
          security,
          body: toComunicateBodySchema,
          response: { 200: toComunicateAnswerSchema, ...errors },
        },
      },
      async (request) => service.listToComunicate(request.actor, request.body.search),
    );
  };
}
