import { z } from 'zod';
import { mailTexts } from '../texts/mail';
import { hasVisibleText } from './posts';
import { codeSchema, idParamSchema, idSchema, textSchema } from './common';

/**
 * The mail client (spec 002 §2, §3, §4, §5, §7, §8; issue 12). Every account has the eight well-known folders;
 * a folder's `id` is its short key (the same ids as the freemium sample folders of spec 002 §3), `displayName`
 * the Outlook-style name the server answers ('Bandeja de entrada', 'Elementos enviados'…), which the web shows
 * through `mailTexts.folderNames` (spec 002 §2: Bandeja de entrada -> Recibidos…).
 */
export const mailFolderIds = ['inbox', 'drafts', 'sent', 'archive', 'junk', 'deleted', 'outbox', 'history'] as const;
export const mailFolderIdSchema = z.enum(mailFolderIds, { error: mailTexts.invalidFolder });
export type MailFolderId = z.infer<typeof mailFolderIdSchema>;

/** Outlook's display names and well-known names of each folder, as the mail provider answered them. */
export const mailFolderCatalog: Record<MailFolderId, { displayName: string; wellKnownName: string }> = {
  inbox: { displayName: 'Bandeja de entrada', wellKnownName: 'inbox' },
  drafts: { displayName: 'Borradores', wellKnownName: 'drafts' },
  sent: { displayName: 'Elementos enviados', wellKnownName: 'sentitems' },
  archive: { displayName: 'Archivo', wellKnownName: 'archive' },
  junk: { displayName: 'Correo no deseado', wellKnownName: 'junkemail' },
  deleted: { displayName: 'Elementos eliminados', wellKnownName: 'deleteditems' },
  outbox: { displayName: 'Bandeja de salida', wellKnownName: 'outbox' },
  history: { displayName: 'Historial de conversaciones', wellKnownName: 'conversationhistory' },
};

/** A mail folder (spec 002 §3): `count` is `totalItemCount` (both are answered, as the provider did). */
export const mailFolderSchema = z.object({
  id: mailFolderIdSchema,
  displayName: z.string(),
  wellKnownName: z.string(),
  unreadItemCount: z.number().int().min(0),
  totalItemCount: z.number().int().min(0),
  count: z.number().int().min(0),
});
export type MailFolder = z.infer<typeof mailFolderSchema>;

/** GET /api/mails/folders: an array of folders, in the order of {@link mailFolderIds}. */
export const mailFoldersAnswerSchema = z.array(mailFolderSchema);

/** Spec 002 §3: freemium users see these sample folders (ids and counts as written), and no mail. */
const freemiumSampleCounts: Record<MailFolderId, number> = { inbox: 360, deleted: 201, sent: 28, archive: 2, outbox: 0, drafts: 0, junk: 0, history: 0 };
export const freemiumSampleFolders: MailFolder[] = (['inbox', 'deleted', 'sent', 'archive', 'outbox', 'drafts', 'junk', 'history'] as const).map((id) => ({
  id,
  ...mailFolderCatalog[id],
  unreadItemCount: 0,
  totalItemCount: freemiumSampleCounts[id],
  count: freemiumSampleCounts[id],
}));

/** Mobile or tablet folder bar: the first 4 folders, then 'Ver todas' (spec 002 §9). */
export const MAIL_COMPACT_FOLDER_COUNT = 4;
/** Each attachment: at most 3 MB (spec 002 §9). */
export const MAIL_ATTACHMENT_MAX_BYTES = 3 * 1024 * 1024;
/** Ours: at most this many attachments on one mail, and recipients over To, CC and BCC. */
export const MAIL_MAX_ATTACHMENTS = 10;
export const MAIL_MAX_RECIPIENTS = 200;
/** Ours: a folder's list comes in pages of this many messages (newest first). */
export const MAIL_PAGE_SIZE = 50;

/** An e-mail address as people type it: trimmed, lower-cased, one @ with a dot in the domain. */
export const mailAddressSchema = textSchema(255, { invalid: mailTexts.invalidAddress, tooLong: mailTexts.invalidAddress })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: mailTexts.invalidAddress }));

/**
 * A recipient as the composer sends it (spec 002 §3: a contact with fullname, emailaddress1 and an optional
 * externalId, and the formation it was picked through, or null). The server delivers to `emailaddress1`:
 * to the academy mailbox of that address, or outside the academy.
 */
export const mailRecipientSchema = z.object({
  contact: z.object({
    fullname: textSchema(200).trim().optional().default(''),
    emailaddress1: mailAddressSchema,
    /** The contact code when the recipient is a person of the academy (ours; informative: the address decides). */
    externalId: textSchema(50).optional().nullable(),
  }),
  formation: z
    .object({ edu_codigoformacion: codeSchema(), name: textSchema(300).optional() })
    .nullable()
    .optional()
    .default(null),
});
export type MailRecipient = z.input<typeof mailRecipientSchema>;

const recipientListSchema = z.array(mailRecipientSchema).max(MAIL_MAX_RECIPIENTS, mailTexts.tooManyRecipients).optional().default([]);

/**
 * The `mailData` JSON of the multipart calls (spec 002 §3 Mail payload: id, selectedRecipients,
 * selectedRecipientsCC, selectedRecipientsBCC, subject, emailContent, message, all). `id` is the draft being
 * saved again or sent (null for a new mail); `emailContent` the HTML body; `message` names, when a draft is
 * first saved, the mail it answers or forwards (mailDraftOriginSchema; anything else there is ignored: the
 * reply and forward calls read the original themselves); `all` marks a reply to all. Ours: `keepAttachmentIds`, the
 * attachments of the draft (or of the forwarded mail) that stay on it; absent means all of them.
 */
export const mailDataFields = {
  id: idSchema(mailTexts.notFound).nullable().optional().default(null),
  selectedRecipients: recipientListSchema,
  selectedRecipientsCC: recipientListSchema,
  selectedRecipientsBCC: recipientListSchema,
  subject: textSchema(300, { invalid: mailTexts.subjectRequired }).trim().optional().default(''),
  emailContent: textSchema(200_000, { invalid: mailTexts.contentRequired }).optional().default(''),
  message: z.unknown().optional(),
  all: z.boolean().optional().default(false),
  keepAttachmentIds: z.array(idSchema(mailTexts.attachmentNotFound)).max(MAIL_MAX_ATTACHMENTS, mailTexts.tooManyAttachments).optional(),
};

/**
 * `mailData.message` of a draft (POST /api/mails) that answers or forwards a mail: `id` is the user's copy of
 * the original, `mode` 1 reply, 2 reply to all, 3 forward (spec 002 §3). On the draft's first save the server
 * threads it into the original's conversation and, for a forward, carries the original's attachments
 * (keepAttachmentIds filters them). Read with safeParse: another shape (e.g. the original mail object) is ignored.
 */
export const mailDraftOriginSchema = z.object({
  id: z.number().int().positive(),
  mode: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export type MailDraftOrigin = z.infer<typeof mailDraftOriginSchema>;

/** A draft may be saved incomplete: only the shapes are checked. */
export const mailDraftDataSchema = z.object(mailDataFields);
export type MailDraftData = z.input<typeof mailDraftDataSchema>;

/** Spec 002 §5 Mail send: subject, a recipient in To or CC, a body with text. */
export const mailSendDataSchema = mailDraftDataSchema.superRefine((mail, ctx) => {
  if (mail.subject.length === 0) ctx.addIssue({ code: 'custom', path: ['subject'], message: mailTexts.subjectRequired });
  if (mail.selectedRecipients.length + mail.selectedRecipientsCC.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['selectedRecipients'], message: mailTexts.recipientRequired });
  }
  if (!hasVisibleText(mail.emailContent)) ctx.addIssue({ code: 'custom', path: ['emailContent'], message: mailTexts.contentRequired });
});
export type MailSendData = z.input<typeof mailSendDataSchema>;

/** The composer's form: the same rules, checked in the browser before the call. */
export const mailComposeFormSchema = mailSendDataSchema;

/** Whether a file fits the attachment limit (spec 002 §5). */
export function isAttachmentWithinLimit(sizeBytes: number): boolean {
  return sizeBytes <= MAIL_ATTACHMENT_MAX_BYTES;
}

/**
 * A person in a mail header. `edu_codigocontacto` is set for people of the academy. Ours (issue 29): a mail to a
 * group names the group once (its name and group address, `groupCode` set), never its members' addresses.
 */
export const mailAddressLineSchema = z.object({
  name: z.string(),
  address: z.string(),
  edu_codigocontacto: z.string().nullable(),
  groupCode: z.string().optional(),
});
export type MailAddressLine = z.infer<typeof mailAddressLineSchema>;

/** An attachment as the reader lists it; `url` answers a fresh signed address (asked with the session). */
export const mailAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int().min(0),
  url: z.string(),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

/** Outside delivery of a sent mail: none needed, handed to SMTP, waiting in the outbox, or bounced. */
export const mailOutsideDeliverySchema = z.enum(['none', 'pending', 'delivered', 'not-configured', 'failed']);
export type MailOutsideDelivery = z.infer<typeof mailOutsideDeliverySchema>;

/** A row of a folder's list. `id` is this mailbox's copy of the message (each mailbox has its own). */
export const mailListItemSchema = z.object({
  id: z.number().int(),
  folderId: mailFolderIdSchema,
  subject: z.string(),
  /** The first 200 characters of the body as text. */
  preview: z.string(),
  from: mailAddressLineSchema,
  toRecipients: z.array(mailAddressLineSchema),
  isRead: z.boolean(),
  isDraft: z.boolean(),
  hasAttachments: z.boolean(),
  conversationId: z.string(),
  /** When it was sent (drafts: last saved). ISO 8601. */
  date: z.string(),
  outsideDelivery: mailOutsideDeliverySchema,
});
export type MailListItem = z.infer<typeof mailListItemSchema>;

/** GET /api/mails?folderId=&cursor=&limit=: a page of a folder, newest first; `nextCursor` null on the last page. */
export const mailListQuerySchema = z.object({
  folderId: mailFolderIdSchema,
  cursor: textSchema(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(MAIL_PAGE_SIZE),
});
export const mailListAnswerSchema = z.object({
  status: z.literal('ok'),
  data: z.array(mailListItemSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().min(0),
});
export type MailListAnswer = z.infer<typeof mailListAnswerSchema>;

/**
 * GET /api/mails/search?q=&cursor=&limit= (ours, issue 29): the user's mail in every folder whose subject,
 * sender (name or address) or body has words starting with each typed word (no accents, any case), newest
 * first, in keyset pages like a folder's list.
 */
export const MAIL_SEARCH_MAX_LENGTH = 100;
export const mailSearchQuerySchema = z.object({
  q: textSchema(MAIL_SEARCH_MAX_LENGTH).trim().min(1, mailTexts.searchRequired),
  cursor: textSchema(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(MAIL_PAGE_SIZE),
});
export const mailSearchAnswerSchema = z.object({
  status: z.literal('ok'),
  data: z.array(mailListItemSchema),
  nextCursor: z.string().nullable(),
});
export type MailSearchAnswer = z.infer<typeof mailSearchAnswerSchema>;

/** GET /api/mails/{id}: the whole message, HTML sanitized by the server (scripts never reach the reader). */
export const mailMessageSchema = mailListItemSchema.extend({
  body: z.object({ contentType: z.literal('html'), content: z.string() }),
  ccRecipients: z.array(mailAddressLineSchema),
  /** Only on the sender's own copy. */
  bccRecipients: z.array(mailAddressLineSchema),
  attachments: z.array(mailAttachmentSchema),
  /** Whether the body loads images from other sites (the reader blocks them until the reader allows). */
  hasRemoteImages: z.boolean(),
  /** For a bounce: the addresses that could not be reached. */
  failedRecipients: z.array(z.string()),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;
export const mailMessageAnswerSchema = z.object({ status: z.literal('ok'), data: mailMessageSchema });

export const mailIdParamsSchema = z.object({ id: idParamSchema(mailTexts.noneSelected) });
export const mailAttachmentParamsSchema = z.object({ id: idParamSchema(mailTexts.noneSelected), attachmentId: idParamSchema(mailTexts.attachmentNotFound) });

/**
 * GET /api/mails/{id}/draft: the draft content (spec 002 §3 Mail message (draft): subject, body.content,
 * toRecipients, ccRecipients with emailAddress name and address, attachments with name, contentType and
 * contentBytes in base64). Ours: bccRecipients, and each attachment's id (to keep it with `keepAttachmentIds`).
 */
const draftRecipientSchema = z.object({ emailAddress: z.object({ name: z.string(), address: z.string() }) });
export const mailDraftSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.object({ contentType: z.literal('html'), content: z.string() }),
  toRecipients: z.array(draftRecipientSchema),
  ccRecipients: z.array(draftRecipientSchema),
  bccRecipients: z.array(draftRecipientSchema),
  attachments: z.array(z.object({ id: z.number().int(), name: z.string(), contentType: z.string(), size: z.number().int(), contentBytes: z.string() })),
});
export type MailDraft = z.infer<typeof mailDraftSchema>;
export const mailDraftAnswerSchema = z.object({ status: z.literal('ok'), data: mailDraftSchema });

/**
 * POST /api/mails/send, POST /api/mails (draft), POST /api/mails/reply/{id}, POST /api/mails/forward/{id}
 * → 201. `id` is the sender's copy (the draft, or the sent mail); `folders` the sender's folders after it, so the
 * folder menu updates without another call; `outsideDelivery` tells whether outside addresses were handed to
 * the mail server or wait in the outbox because outside delivery is not configured.
 */
export const mailWriteAnswerSchema = z.object({
  status: z.literal('ok'),
  data: z.object({ id: z.number().int(), folderId: mailFolderIdSchema, folders: z.array(mailFolderSchema), outsideDelivery: mailOutsideDeliverySchema }),
});
export type MailWriteAnswer = z.infer<typeof mailWriteAnswerSchema>;

/** PATCH /api/mails/{id} {isRead?, folderId?}: mark read or unread, or move to a folder (not to drafts or outbox). */
export const mailUpdateBodySchema = z
  .object({ isRead: z.boolean().optional(), folderId: mailFolderIdSchema.optional() })
  .refine((body) => body.isRead !== undefined || body.folderId !== undefined, mailTexts.invalidMailData);
/** PATCH and DELETE /api/mails/{id}: the mail as it is now (null once deleted for good) and the folders. */
export const mailChangeAnswerSchema = z.object({
  status: z.literal('ok'),
  data: z.object({ mail: mailListItemSchema.nullable(), removedId: z.number().int().nullable(), folders: z.array(mailFolderSchema) }),
});
export type MailChangeAnswer = z.infer<typeof mailChangeAnswerSchema>;

/** GET /api/mails/{id}/attachments/{attachmentId}: a short-lived signed address of the file. */
export const mailAttachmentAddressAnswerSchema = z.object({ status: z.literal('ok'), url: z.string() });

/**
 * POST /api/user/to-comunicate (spec 000 §7: answers data.contacts): the people the user may pick in the
 * composer (their teachers and classmates, the secretariat; staff: everyone) and, ours, the formations
 * (groups) whose members can be added at once. The body is optional: `search` narrows the people.
 */
export const toComunicateBodySchema = z
  .object({ search: textSchema(100).trim().optional() })
  .optional()
  .default({});
export const comunicateContactSchema = z.object({
  edu_codigocontacto: z.string(),
  fullname: z.string(),
  emailaddress1: z.string(),
  foto: z.string().nullable(),
  edu_tipocontacto: z.string(),
  /** Codes of the groups the contact shares with the user (their formations, for the picker). */
  formations: z.array(z.string()),
});
export type ComunicateContact = z.infer<typeof comunicateContactSchema>;
export const comunicateFormationSchema = z.object({
  edu_codigoformacion: z.string(),
  name: z.string(),
  /**
   * Ours (issue 29): the group's address. A recipient with this address (and the formation, spec 002 §3's
   * recipient shape) is the whole group: every member gets the mail and each sees the group, not the list.
   */
  address: z.string(),
  /** Contact codes of every member (students and teachers) other than the user. */
  members: z.array(z.string()),
});
export type ComunicateFormation = z.infer<typeof comunicateFormationSchema>;
export const toComunicateAnswerSchema = z.object({
  status: z.literal('ok'),
  data: z.object({ contacts: z.array(comunicateContactSchema), formations: z.array(comunicateFormationSchema) }),
});
export type ToComunicateAnswer = z.infer<typeof toComunicateAnswerSchema>;

/**
 * Ours (issue 12): the user's mailbox changed (a mail arrived, was read, moved, deleted or sent in another tab).
 * Sent to `user:<code>`: the folders with their new counts, and the changed mail as its folder lists it (or the
 * id of one that left), so the shell's unread badge, the folder menu and an open list update their cache.
 */
export interface MailChangedPayload {
  folders: MailFolder[];
  mail: MailListItem | null;
  removedId: number | null;
}
