import { randomUUID } from 'node:crypto';
import {
  freemiumSampleFolders,
  MAIL_MAX_ATTACHMENTS,
  type MailChangeAnswer,
  mailDraftOriginSchema,
  type MailDraft,
  type MailFolder,
  type MailListAnswer,
  type MailSearchAnswer,
  type MailOutsideDelivery,
  type MailWriteAnswer,
  texts,
  type ToComunicateAnswer,
} from '@campus/contract';
import type { FileStorage } from '../../integrations/files/file-storage';
import type { MailSender } from '../../integrations/mail/mail-sender';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import type { TableChanges } from '../../lib/table-changes';
import { type AccessPolicies, authorize, getContactReach, isAuthorized } from '../../policies';
import type { RealtimeEmitter } from '../../realtime/emitter';
import type { FileSigner } from '../files/file-signer';
import { buildAddressLines, listAnsweredPeople, listNamedAddresses, type MailAuthor, parseMailData, type MailWriteMode } from './mail-compose';
import type { MailContactsRepository } from './mail-contacts.repository';
import { createMailDelivery, DELIVERY_RETRY_MS, listOutsideAddresses } from './mail-delivery';
import { buildToComunicate, isGroupShaped, mailDomainOf, resolveGroupLines } from './mail-groups';
import { toPrefixQuery } from './mail-search';
import { discardMailFiles, type MailForm } from './mail-form';
import { decodeCursor, encodeCursor, toFolders, toListItem, toMessage } from './mail-mapping';
import type { AttachmentInput, MailAttachmentRow, MailRepository } from './mail.repository';
import { createMailboxCache } from './mailbox-cache';
import { cleanMailBody } from '../../lib/sanitize-mail-html';

/** Most people the composer's picker lists at once (staff see everyone: a search narrows them). */
export const TO_COMUNICATE_LIMIT = 2000;

type MailListQuery = { folderId: MailFolder['id']; cursor?: string | undefined; limit: number };

/**
 * The mail client (issue 12): each mailbox keeps its own copy of a mail; academy recipients get theirs in the
 * same transaction as the sender's and are told through 'mail-changed'; outside addresses go through SMTP
 * after the commit (mail-delivery.ts) or, without SMTP, wait in the sender's outbox.
 */
export function createMailService(deps: {
  repository: MailRepository;
  contacts: MailContactsRepository;
  /** The contact policy (`contactPeople`): academy recipients must be within the sender's reach, the rule chat follows too. */
  access: Pick<AccessPolicies, 'authorize'>;
  storage: FileStorage;
  signer: FileSigner;
  sender: MailSender;
  emitter: RealtimeEmitter;
  now: () => Date;
  systemAddress: string;
  changes: TableChanges;
  /** Outside addresses one mail of a student or teacher may name (MAIL_OUTSIDE_RECIPIENTS_PER_MAIL): with SMTP set, the academy's server would otherwise relay bulk mail. */
  outsideRecipientsPerMail: number;
}) {
  const { repository, storage, emitter, now } = deps;
  // Each owner's folders answer and first pages, kept until a write touches their mailbox (on every instance).
  const mailboxes = createMailboxCache(deps.changes);
  const loadFolders = async (owner: string) => toFolders(await repository.countFolders([owner]), owner);
  const isSmtpConfigured = deps.sender.kind === 'smtp';
  const mailDomain = mailDomainOf(deps.systemAddress);
  let reportError: (error: unknown, context: string) => void = () => undefined;

  /** Answers the owners' folders and the copies as their lists show them, and pushes each to its owner's tabs. */
  async function publishCopies(copyIds: readonly number[], extraOwners: readonly string[] = []) {
    const rows = await repository.listCopies(copyIds);
    const owners = [...new Set([...rows.map((row) => row.copy.owner_codigocontacto), ...extraOwners])];
    mailboxes.publishWrite(owners);
    const counts = await repository.countFolders(owners);
    const folders = new Map(owners.map((owner) => [owner, toFolders(counts, owner)]));
    for (const row of rows)
      emitter.emitToUser(row.copy.owner_codigocontacto, 'mail-changed', {
        folders: folders.get(row.copy.owner_codigocontacto)!,
        mail: toListItem(row),
        removedId: null,
      });
    return { rows, folders };
  }

  const delivery = createMailDelivery({
    repository,
    sender: deps.sender,
    storage,
    now,
    systemAddress: deps.systemAddress,
    onCopiesChanged: async (copyIds, senderCode) => {
      // The sender's list shows the delivery's outcome even when no copy of theirs moved.
      mailboxes.publishWrite([senderCode]);
      if (copyIds.length > 0) await publishCopies(copyIds);
    },
    onError: (error, messageId) => reportError(error, `mail ${messageId} outside delivery`),
  });

  async function requireCopy(actor: Actor, copyId: number) {
    const found = await repository.findCopy(copyId);
    if (!found) throw new AppError('not_found', texts.mail.notFound);
    authorize(actor, 'readMail', { ownerCode: found.copy.owner_codigocontacto });
    return found;
  }

  /** The attachments a write keeps from a draft or carries from a forwarded mail, filtered by keepAttachmentIds. */
  function pickKept(candidates: readonly MailAttachmentRow[], keepIds: readonly number[] | undefined): MailAttachmentRow[] {
    if (keepIds === undefined) return [...candidates];
    const byId = new Map(candidates.map((file) => [file.id, file]));
    return keepIds.map((id) => {
      const file = byId.get(id);
      if (!file) throw new AppError('validation', texts.mail.attachmentNotFound);
      return file;
    });
  }

  async function write(actor: Actor, mode: MailWriteMode, originalId: number | null, form: MailForm): Promise<MailWriteAnswer> {
    const answered = originalId !== null ? await requireCopy(actor, originalId) : null;
    const author: MailAuthor = { code: actor.edu_codigocontacto, address: actor.emailaddress1.toLowerCase(), name: actor.emailaddress1 };
    const data = parseMailData(form.data, mode, answered?.message ?? null, author);
    // A draft's first save may name the mail it answers or forwards (mailData.message); later saves keep its thread.
    const parsedOrigin = mode === 'draft' && data.id === null ? mailDraftOriginSchema.safeParse(data.message) : null;
    const origin = parsedOrigin?.success ? parsedOrigin.data : null;
    const original = answered ?? (origin ? await requireCopy(actor, origin.id) : null);
    const isReply = mode === 'reply' || origin?.mode === 1 || origin?.mode === 2;
    const isForward = mode === 'forward' || origin?.mode === 3;
    const draft = data.id !== null ? await repository.findCopy(data.id) : null;
    if (data.id !== null) {
      if (!draft) throw new AppError('not_found', texts.mail.notFound);
      authorize(actor, 'editMailDraft', { ownerCode: draft.copy.owner_codigocontacto, isDraft: draft.copy.is_draft });
    }
    const [accountRows, draftFiles, originalFiles] = await Promise.all([
      // The recipients' accounts and the author's own name, in one statement.
      repository.findContacts(listNamedAddresses(data), [actor.edu_codigocontacto]),
      draft ? repository.listAttachments(draft.message.id) : Promise.resolve([]),
      original && isForward && !draft ? repository.listAttachments(original.message.id) : Promise.resolve([]),
    ]);
    const kept = pickKept(draft ? draftFiles : originalFiles, data.keepAttachmentIds);
    if (kept.length + form.files.length > MAIL_MAX_ATTACHMENTS) throw new AppError('validation', texts.mail.tooManyAttachments);
    author.name = accountRows.find((row) => row.code === author.code)?.fullname ?? author.name;
    const accounts = new Map(
      accountRows
        .filter((row) => listNamedAddresses(data).includes(row.email.toLowerCase()))
        .map((row) => [row.email.toLowerCase(), { code: row.code, fullname: row.fullname }]),
    );
    const isDraft = mode === 'draft';
    // Groups are read only when the mail names a group address (most mails name people).
    const namesGroup = listNamedAddresses(data).some((address) => isGroupShaped(address, mailDomain));
    const groups = namesGroup ? await deps.contacts.listGroups(actor.edu_codigocontacto) : [];
    const { lines, memberCodes } = resolveGroupLines(buildAddressLines(data, accounts), groups, mailDomain, isDraft);
    const outside = isDraft ? [] : listOutsideAddresses({ to_lines: lines.to, cc_lines: lines.cc, bcc_lines: lines.bcc });
    // Together with the hourly mail limit (http/person-limits) this bounds the outside mail a person can make the academy send.
    authorize(actor, 'sendOutsideMail', { outsideCount: outside.length, limit: deps.outsideRecipientsPerMail });
    const outsideDelivery: MailOutsideDelivery = outside.length === 0 ? 'none' : isSmtpConfigured ? 'pending' : 'not-configured';
    const body = cleanMailBody(data.emailContent);
    const at = now();
    const thread = original
      ? { conversation_id: original.message.conversation_id, in_reply_to: isReply ? original.message.id : (draft?.message.in_reply_to ?? null) }
      : draft
        ? { conversation_id: draft.message.conversation_id, in_reply_to: draft.message.in_reply_to }
        : { conversation_id: randomUUID(), in_reply_to: null };
    const attachments: AttachmentInput[] = [
      // A draft's kept files stay where they are; a forward's are carried by pointing at the same files.
      ...(draft ? [] : kept.map((file) => ({ fileId: file.file_id, name: file.name, contentType: file.content_type, size: file.size }))),
      ...form.files,
    ];
    const personCodes = isDraft
      ? []
      : [...new Set([...lines.to, ...lines.cc, ...lines.bcc].flatMap((line) => (line.edu_codigocontacto ? [line.edu_codigocontacto] : [])))];
    // Academy accounts only within the sender's reach (a draft may name anyone until it is sent); outside addresses are not academy people.
    // A group's members were allowed by the sender's membership (resolveGroupLines).
    const answeredCodes = isReply && original ? listAnsweredPeople(original.message) : [];
    await deps.access.authorize(actor, 'contactPeople', { contactCodes: personCodes, channel: 'mail', answeredCodes });
    const recipientCodes = isDraft ? [] : [...new Set([...personCodes, ...memberCodes])];
    const written = await repository.writeMail({
      ownerCode: actor.edu_codigocontacto,
      draftCopyId: draft?.copy.id ?? null,
      content: {
        ...thread,
        sender_codigocontacto: actor.edu_codigocontacto,
        subject: data.subject,
        body_html: body.html,
        preview: body.preview,
        has_remote_images: body.hasRemoteImages,
        from_line: { name: author.name, address: author.address, edu_codigocontacto: author.code },
        to_lines: lines.to,
        cc_lines: lines.cc,
        bcc_lines: lines.bcc,
        sent_at: isDraft ? null : at,
        outside_delivery: outsideDelivery,
        failed_recipients: [],
      },
      senderFolder: isDraft ? 'drafts' : outsideDelivery === 'none' ? 'sent' : 'outbox',
      isDraft,
      date: at,
      keptAttachmentIds: draft ? kept.map((file) => file.id) : [],
      attachments,
      recipientCodes,
    });
    // Sent meanwhile (two sends of one draft): this one is refused, as a draft that is no longer one.
    if (!written) throw new AppError('validation', texts.mail.notDraft);
    for (const key of written.orphanKeys) await storage.delete(key).catch(() => undefined);
    const { folders } = await publishCopies([written.senderCopyId, ...written.recipientCopies.map((copy) => copy.id)]);
    if (outsideDelivery === 'pending') delivery.deliverSoon(written.messageId);
    return {
      status: 'ok',
      data: {
        id: written.senderCopyId,
        folderId: isDraft ? 'drafts' : outsideDelivery === 'none' ? 'sent' : 'outbox',
        folders: folders.get(actor.edu_codigocontacto)!,
        outsideDelivery,
      },
    };
  }

  /** Answers the owner's change (and pushes it to their other tabs). */
  async function answerChange(ownerCode: string, copyId: number | null, removedId: number | null): Promise<MailChangeAnswer> {
    mailboxes.publishWrite([ownerCode]);
    const rows = copyId !== null ? await repository.listCopies([copyId]) : [];
    const folders = toFolders(await repository.countFolders([ownerCode]), ownerCode);
    const mail = rows[0] ? toListItem(rows[0]) : null;
    emitter.emitToUser(ownerCode, 'mail-changed', { folders, mail, removedId });
    return { status: 'ok', data: { mail, removedId, folders } };
  }

  return {
    /**
     * GET /api/mails/folders: the eight folders with their counts, kept per owner until a write touches their
     * mailbox (the same object, so the route sends the same bytes); a freemium visitor gets the spec's sample.
     */
    async listFolders(actor: Actor | null): Promise<MailFolder[]> {
      const checked = authorize(actor, 'signedIn');
      // A freemium visitor (refused every other mail call) sees the spec's sample folders.
      if (!isAuthorized(checked, 'useMail')) return freemiumSampleFolders;
      const owner = checked.edu_codigocontacto;
      return mailboxes.folders(owner, () => loadFolders(owner));
    },

    /**
     * GET /api/mails: a page of one of the user's folders, newest first (keyset cursor), with the folder's
     * total (from the kept folders). A first page is kept per owner, folder and limit like the folders.
     */
    async listMail(actor: Actor | null, query: MailListQuery): Promise<MailListAnswer> {
      const checked = authorize(actor, 'useMail');
      const owner = checked.edu_codigocontacto;
      const after = decodeCursor(query.cursor);
      const load = async (): Promise<MailListAnswer> => {
        const [rows, folders] = await Promise.all([
          repository.listPage(owner, query.folderId, after, query.limit + 1),
          mailboxes.folders(owner, () => loadFolders(owner)),
        ]);
        const page = rows.slice(0, query.limit);
        const total = folders.find((folder) => folder.id === query.folderId)?.totalItemCount ?? 0;
        return { status: 'ok', data: page.map(toListItem), nextCursor: rows.length > query.limit ? encodeCursor(page[page.length - 1]!) : null, total };
      };
      return after === null ? mailboxes.firstPage(owner, query.folderId, query.limit, load) : load();
    },

    /** GET /api/mails/search: a page of the user's own mail, every folder, matching each typed word (mail-search.ts); one statement. */
    async searchMail(actor: Actor | null, query: { q: string; cursor?: string | undefined; limit: number }): Promise<MailSearchAnswer> {
      const checked = authorize(actor, 'useMail');
      const after = decodeCursor(query.cursor);
      const prefixQuery = toPrefixQuery(query.q);
      if (prefixQuery === null) return { status: 'ok', data: [], nextCursor: null };
      const rows = await repository.searchPage(checked.edu_codigocontacto, prefixQuery, after, query.limit + 1);
      const page = rows.slice(0, query.limit);
      return { status: 'ok', data: page.map(toListItem), nextCursor: rows.length > query.limit ? encodeCursor(page[page.length - 1]!) : null };
    },

    /** GET /api/mails/{id}: one of the user's mails, whole (sanitised body, attachments; BCC only on the sender's copy). */
    async readMail(actor: Actor | null, copyId: number) {
      const checked = authorize(actor, 'useMail');
      const { copy, message } = await requireCopy(checked, copyId);
      return { status: 'ok' as const, data: toMessage(copy, message, await repository.listAttachments(message.id)) };
    },

    /** GET /api/mails/{id}/draft: a draft of the user as the composer reopens it, attachments in base64. */
    async readDraft(actor: Actor | null, copyId: number): Promise<{ status: 'ok'; data: MailDraft }> {
      const checked = authorize(actor, 'useMail');
      const found = await repository.findCopy(copyId);
      if (!found) throw new AppError('not_found', texts.mail.notFound);
      authorize(checked, 'editMailDraft', { ownerCode: found.copy.owner_codigocontacto, isDraft: found.copy.is_draft });
      const { message } = found;
      const files = await repository.listAttachments(message.id);
      const attachments = [];
      for (const file of files) {
        if (!file.storageKey) continue;
        const chunks: Buffer[] = [];
        for await (const chunk of await storage.read(file.storageKey)) chunks.push(chunk as Buffer);
        attachments.push({
          id: file.id,
          name: file.name,
          contentType: file.content_type,
          size: file.size,
          contentBytes: Buffer.concat(chunks).toString('base64'),
        });
      }
      const recipients = (lines: typeof message.to_lines) => lines.map((line) => ({ emailAddress: { name: line.name, address: line.address } }));
      return {
        status: 'ok',
        data: {
          id: found.copy.id,
          subject: message.subject,
          body: { contentType: 'html', content: message.body_html },
          toRecipients: recipients(message.to_lines),
          ccRecipients: recipients(message.cc_lines),
          bccRecipients: recipients(message.bcc_lines),
          attachments,
        },
      };
    },

    /**
     * POST /api/mails/send, /api/mails (draft), /api/mails/reply/{id}, /api/mails/forward/{id}. The actor is
     * checked before the form is read; a refused or failed mail leaves none of its files behind.
     */
    async writeMail(actor: Actor | null, mode: MailWriteMode, originalId: number | null, readForm: () => Promise<MailForm>): Promise<MailWriteAnswer> {
      const checked = authorize(actor, 'useMail');
      const form = await readForm();
      try {
        return await write(checked, mode, originalId, form);
      } catch (error) {
        await discardMailFiles(storage, form.files);
        throw error;
      }
    },

    /** PATCH /api/mails/{id}: marks read or unread, or moves to a folder (never to the outbox; only drafts to Drafts). */
    async changeMail(
      actor: Actor | null,
      copyId: number,
      change: { isRead?: boolean | undefined; folderId?: MailFolder['id'] | undefined },
    ): Promise<MailChangeAnswer> {
      const checked = authorize(actor, 'useMail');
      const { copy } = await requireCopy(checked, copyId);
      if (change.folderId !== undefined) authorize(checked, 'moveMail', { folderId: change.folderId, isDraft: copy.is_draft });
      await repository.updateCopy(copy.id, checked.edu_codigocontacto, {
        ...(change.isRead !== undefined ? { is_read: change.isRead } : {}),
        ...(change.folderId !== undefined ? { folder_id: change.folderId } : {}),
      });
      return answerChange(checked.edu_codigocontacto, copy.id, null);
    },

    /** DELETE /api/mails/{id}: to Eliminados; from Eliminados, gone for good (its files too once no mail carries them). */
    async deleteMail(actor: Actor | null, copyId: number): Promise<MailChangeAnswer> {
      const checked = authorize(actor, 'useMail');
      const { copy } = await requireCopy(checked, copyId);
      if (copy.folder_id !== 'deleted') {
        await repository.updateCopy(copy.id, checked.edu_codigocontacto, { folder_id: 'deleted' });
        return answerChange(checked.edu_codigocontacto, copy.id, null);
      }
      const { orphanKeys } = await repository.deleteCopy(copy.id, checked.edu_codigocontacto);
      for (const key of orphanKeys) await storage.delete(key).catch(() => undefined);
      return answerChange(checked.edu_codigocontacto, null, copy.id);
    },

    /** GET /api/mails/{id}/attachments/{attachmentId}: a short-lived signed download address, for the mail's holder. */
    async getAttachmentAddress(actor: Actor | null, copyId: number, attachmentId: number): Promise<{ status: 'ok'; url: string }> {
      const checked = authorize(actor, 'useMail');
      const { message } = await requireCopy(checked, copyId);
      const file = (await repository.listAttachments(message.id)).find((row) => row.id === attachmentId);
      if (!file) throw new AppError('not_found', texts.mail.attachmentNotFound);
      return { status: 'ok', url: deps.signer.streamUrl(file.file_id, { contactCode: checked.edu_codigocontacto, sessionId: checked.sessionId }, true) };
    },

    /**
     * POST /api/user/to-comunicate: the people within the user's reach (the contact policy's rule, the same as
     * chat's: classmates, teachers and organizers of their groups, staff and admins; staff: everyone), narrowed by `search`, and the user's groups with their members. Two statements.
     */
    async listToComunicate(actor: Actor | null, search: string | undefined): Promise<ToComunicateAnswer> {
      const checked = authorize(actor, 'useMail');
      const [groups, people] = await Promise.all([
        deps.contacts.listGroups(checked.edu_codigocontacto),
        deps.contacts.listContacts({ reach: getContactReach(checked), search, limit: TO_COMUNICATE_LIMIT }),
      ]);
      return buildToComunicate(people, groups, mailDomain);
    },

    /**
     * Starts outside delivery (buildApp, with SMTP): mails a stopped instance left 'pending' are delivered at
     * once, then every DELIVERY_RETRY_MS (a claim that lapsed on another instance). Answers the stop.
     */
    startDeliveries(options: { onError: (error: unknown, context: string) => void }): () => void {
      reportError = options.onError;
      if (!isSmtpConfigured) return () => undefined;
      const retry = () => void delivery.retryPending().catch((error: unknown) => reportError(error, 'mail outside delivery retry'));
      retry();
      const timer = setInterval(retry, DELIVERY_RETRY_MS);
      timer.unref();
      return () => clearInterval(timer);
    },

    /** Resolves once no outside delivery is running. */
    whenDeliveriesIdle: () => delivery.whenIdle(),
  };
}

export type MailService = ReturnType<typeof createMailService>;
