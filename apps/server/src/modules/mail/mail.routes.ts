import { MAIL_ATTACHMENT_MAX_BYTES, MAIL_MAX_ATTACHMENTS } from '@campus/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';
import { sendSharedAnswer } from '../../http/shared-answer';
import { MAIL_ATTACHMENTS_FIELD, MAIL_DATA_FIELD, receiveMailForm } from './mail-form';

const tags = ['mail'];
const errors = [400, 401, 403, 404] as const;
const writeErrors = [...errors, 413, 429] as const;
const formDescription = `multipart/form-data: the field \`${MAIL_DATA_FIELD}\` (JSON: id, selectedRecipients, selectedRecipientsCC, selectedRecipientsBCC, subject, emailContent, message, all, keepAttachmentIds) and up to ${MAIL_MAX_ATTACHMENTS} files in \`${MAIL_ATTACHMENTS_FIELD}\`, each at most ${MAIL_ATTACHMENT_MAX_BYTES} bytes (413 'Uno o más archivos exceden el tamaño máximo permitido.'; nothing is kept). Academy recipients get the mail in their inbox at once ('mail-changed'); outside addresses go through SMTP, or wait in the outbox when it is not configured.`;

/** The mail client (spec 002 §2, §3, §5, §7; spec 000 GET /api/mails/folders and POST /api/user/to-comunicate; issue 12). */
export function createMailRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.mailService;
  const readForm = (request: FastifyRequest) => () => receiveMailForm(request, ctx.fileStorage, ctx.now);
  const write = (summary: string) => ({ tags, summary, description: formDescription, errors: writeErrors });

  return async (app) => {
    app.route({
      ...endpointRoute('listMailFolders', {
        tags,
        summary: "The user's eight folders with unread and total counts (freemium: the spec's sample folders)",
        errors: [401],
      }),
      handler: async (request, reply) => sendSharedAnswer(request, reply, await service.listFolders(request.actor)),
    });

    app.route({
      ...endpointRoute('listMail', { tags, summary: 'A page of a folder, newest first (keyset cursor: pass nextCursor back), with the folder total', errors }),
      handler: async (request, reply) => sendSharedAnswer(request, reply, await service.listMail(request.actor, request.query)),
    });

    app.route({
      ...endpointRoute('searchMail', {
        tags,
        summary:
          "The user's own mail in every folder whose subject, sender (name or address) or body has words starting with each typed word (any case, no accents), newest first, in keyset pages (pass nextCursor back)",
        errors,
      }),
      handler: async (request) => service.searchMail(request.actor, request.query),
    });

    // Sending costs the academy's mail reputation (with SMTP_URL, outside addresses go out through its server):
    // the person's mail limit. A draft stores its files: the person's upload limit.
    const sendLimits = { preHandler: app.personLimits.mail };
    const draftLimits = { preHandler: app.personLimits.uploads };

    app.route({
      ...endpointRoute('sendMail', write('Sends a mail (mailData.id: the draft that becomes the sent mail) → 201')),
      ...sendLimits,
      handler: async (request, reply) => reply.status(201).send(await service.writeMail(request.actor, 'send', null, readForm(request))),
    });

    app.route({
      ...endpointRoute('saveMailDraft', write('Saves a draft (mailData.id: the draft saved again; only shapes are checked) → 201')),
      ...draftLimits,
      handler: async (request, reply) => reply.status(201).send(await service.writeMail(request.actor, 'draft', null, readForm(request))),
    });

    app.route({
      ...endpointRoute(
        'replyMail',
        write("Replies to one of the user's mails (mailData.all: to all) in its conversation; without recipients, to the original's people → 201"),
      ),
      ...sendLimits,
      handler: async (request, reply) => reply.status(201).send(await service.writeMail(request.actor, 'reply', request.params.id, readForm(request))),
    });

    app.route({
      ...endpointRoute(
        'forwardMail',
        write("Forwards one of the user's mails in its conversation with its attachments (keepAttachmentIds: those that stay) → 201"),
      ),
      ...sendLimits,
      handler: async (request, reply) => reply.status(201).send(await service.writeMail(request.actor, 'forward', request.params.id, readForm(request))),
    });

    app.route({
      ...endpointRoute('readMail', {
        tags,
        summary: "One of the user's mails, whole: HTML sanitised by the server, remote images flagged, attachments (BCC only on the sender's copy)",
        errors,
      }),
      handler: async (request) => service.readMail(request.actor, request.params.id),
    });

    app.route({
      ...endpointRoute('readMailDraft', {
        tags,
        summary: "One of the user's drafts as the composer reopens it (attachments with contentBytes in base64)",
        errors,
      }),
      handler: async (request) => service.readDraft(request.actor, request.params.id),
    });

    app.route({
      ...endpointRoute('updateMail', {
        tags,
        summary: 'Marks a mail read or unread, or moves it to a folder (not to the outbox; only drafts to Drafts); answers it and the folders',
        errors,
      }),
      handler: async (request) => service.changeMail(request.actor, request.params.id, request.body),
    });

    app.route({
      ...endpointRoute('deleteMail', { tags, summary: 'Moves a mail to Eliminados; one already there is deleted for good (mail null, removedId)', errors }),
      handler: async (request) => service.deleteMail(request.actor, request.params.id),
    });

    app.route({
      ...endpointRoute('getMailAttachmentAddress', {
        tags,
        summary: "A short-lived signed download address of an attachment of one of the user's mails (only its sender and recipients)",
        errors,
      }),
      handler: async (request) => service.getAttachmentAddress(request.actor, request.params.id, request.params.attachmentId),
    });

    app.route({
      ...endpointRoute('listToComunicate', {
        tags,
        summary:
          "People the composer offers (classmates and teachers of the user's groups, the academy staff; staff: everyone) and the user's groups with their members; search narrows the people",
        errors,
      }),
      handler: async (request) => service.listToComunicate(request.actor, request.body.search),
    });
  };
}
