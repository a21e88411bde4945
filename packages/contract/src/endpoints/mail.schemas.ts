import {
  mailAttachmentAddressAnswerSchema,
  mailAttachmentParamsSchema,
  mailChangeAnswerSchema,
  mailDraftAnswerSchema,
  mailFoldersAnswerSchema,
  mailIdParamsSchema,
  mailListAnswerSchema,
  mailListQuerySchema,
  mailMessageAnswerSchema,
  mailSearchAnswerSchema,
  mailSearchQuerySchema,
  mailUpdateBodySchema,
  mailWriteAnswerSchema,
  toComunicateAnswerSchema,
  toComunicateBodySchema,
} from '../schemas/mail';
import type { EndpointSchemas } from './define-endpoint';
import type { mailRoutes } from './mail';

// The four writes are multipart forms (the mailData JSON field and the attachments), read by the server itself.
const write = { multipart: true, answer: mailWriteAnswerSchema, status: 201 } as const;

export const mailSchemas = {
  listMailFolders: { answer: mailFoldersAnswerSchema },
  listMail: { query: mailListQuerySchema, answer: mailListAnswerSchema },
  searchMail: { query: mailSearchQuerySchema, answer: mailSearchAnswerSchema },
  sendMail: write,
  saveMailDraft: write,
  replyMail: { params: mailIdParamsSchema, ...write },
  forwardMail: { params: mailIdParamsSchema, ...write },
  readMail: { params: mailIdParamsSchema, answer: mailMessageAnswerSchema },
  readMailDraft: { params: mailIdParamsSchema, answer: mailDraftAnswerSchema },
  updateMail: { params: mailIdParamsSchema, body: mailUpdateBodySchema, answer: mailChangeAnswerSchema },
  deleteMail: { params: mailIdParamsSchema, answer: mailChangeAnswerSchema },
  getMailAttachmentAddress: { params: mailAttachmentParamsSchema, answer: mailAttachmentAddressAnswerSchema },
  listToComunicate: { body: toComunicateBodySchema, answer: toComunicateAnswerSchema },
} as const satisfies Record<keyof typeof mailRoutes, EndpointSchemas>;
