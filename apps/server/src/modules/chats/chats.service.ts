import {
  constants,
  texts,
  type ChatAnswer,
  type ChatMessage,
  type ChatMessagesAnswer,
  type ChatsAnswer,
  type ChatSummary,
  type PeopleToChatAnswer,
  type ReadMessagesAnswer,
  type SendMessageAnswer,
  type SendMessageBody,
} from '@campus/contract';
import type { ChatMessageMetadata } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { type AccessPolicies, authorize, getContactReach } from '../../policies';
import type { RealtimeEmitter } from '../../realtime/emitter';
import type { ActivitiesService } from '../activities/activities.service';
import { notificationTypeIds, type NotificationsService } from '../notifications/notifications.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { ChatMessageRow, ChatRow, ChatsRepository } from './chats.repository';
import { createWriteCoalescer } from './write-coalescer';

type SummaryRow = Awaited<ReturnType<ChatsRepository['listSummaries']>>[number];
type SendContextSender = NonNullable<Awaited<ReturnType<ChatsRepository['sendToChat']>>>['sender'];

/** Default wait of the writes after a message (activity, notification) for the next messages' (see below). */
const AFTER_SEND_WINDOW_MS = 10;

/** Longest preview of a message in a chat notification. */
const NOTIFICATION_PREVIEW_LENGTH = 200;

function toSummary(row: SummaryRow): ChatSummary {
  return {
    id: row.id,
    contact: row.contact,
    unread_messages: row.unread_messages,
    last_message: row.last_message,
    last_message_date: (row.last_message_at ?? null)?.toISOString() ?? null,
  };
}

/** A stored message as the API and the `new-message` event carry it. */
export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    chatId: row.chat_id,
    sender_codigocontacto: row.sender_codigocontacto,
    receiver_codigocontacto: row.receiver_codigocontacto,
    mensaje: row.mensaje,
    metadata: row.metadata ?? null,
    created_at: row.created_at.toISOString(),
    is_read: row.is_read,
  };
}

export interface ChatsServiceDeps {
  repository: ChatsRepository;
  /** The contact policy (`contactPeople`): a new chat only with someone within the actor's reach, the rule mail follows too. */
  access: Pick<AccessPolicies, 'authorize'>;
  /** Attachments: content files the sender may open and the sender's own chat uploads (policy `attachFiles`). */
  uploads: Pick<UploadsService, 'attachToChat'>;
  notifications: Pick<NotificationsService, 'createSentNotifications' | 'markSourceRead'>;
  activities: Pick<ActivitiesService, 'recordActivities'>;
  emitter: RealtimeEmitter;
  now: () => Date;
  /** How long the writes that follow a message wait for others to share their statements (default 10 ms). */
  afterSendWindowMs?: number;
}

/** One-to-one chats: the chat panel (list, people, read) and sending messages. */
export function createChatsService(deps: ChatsServiceDeps) {
  const { repository, emitter, now } = deps;

  // What a send writes after its message (activity 7, the receiver's notification) is coalesced: the sends
  // of a short window share one statement of each, instead of two statements per message running between
  // the next messages (on embedded PGlite every statement holds the event loop). Every send still awaits
  // its own rows before it answers; the window only delays that answer, never the `new-message` event.
  const coalescing = { windowMs: deps.afterSendWindowMs ?? AFTER_SEND_WINDOW_MS };
  type Sent = { sender: Pick<SendContextSender, 'edu_codigocontacto' | 'fullname'>; message: ChatMessage };
  const recordSentActivities = createWriteCoalescer<Sent>(
    (sent) =>
      deps.activities.recordActivities(
        sent.map(({ message }) => ({
          contactCode: message.sender_codigocontacto,
          typeId: constants.activityType.chatMessage,
          metadata: { chatId: message.chatId, id_mensaje: message.id },
        })),
      ),
    coalescing,
  );
  const notifySent = createWriteCoalescer<Sent>(
    (sent) =>
      deps.notifications.createSentNotifications(
        sent.map(({ sender, message }) => ({
          title: texts.chat.newMessageTitle.replace('{name}', sender.fullname),
          message: message.mensaje
            ? message.mensaje.length > NOTIFICATION_PREVIEW_LENGTH
              ? `${message.mensaje.slice(0, NOTIFICATION_PREVIEW_LENGTH - 1)}…`
              : message.mensaje
            : texts.chat.fileMessage,
          typeId: notificationTypeIds.chat,
          notifiable: { type: 'chat', id: message.chatId },
          createdBy: message.sender_codigocontacto,
          recipients: [message.receiver_codigocontacto],
        })),
      ),
    coalescing,
  );

  /**
   * A saved message: the chat hears it at once and the receiver's chat bar moves; the activity and the
   * notification follow (the answer still waits for them, so a client that got 201 finds both).
   */
  async function deliver(sender: SendContextSender, saved: ChatMessageRow): Promise<SendMessageAnswer> {
    const message = toChatMessage(saved);
    const preview = message.mensaje || message.metadata?.files?.[0]?.name || texts.chat.fileMessage;
    emitter.emitToChat(message.chatId, 'new-message', [message]);
    emitter.emitToUser(message.receiver_codigocontacto, 'chat-bar', {
      chatId: message.chatId,
      contact: { edu_codigocontacto: sender.edu_codigocontacto, fullname: sender.fullname, foto: sender.foto, emailaddress1: sender.emailaddress1 },
      last_message: preview,
      last_message_date: message.created_at,
    });
    const sent = { sender, message };
    await Promise.all([recordSentActivities(sent), notifySent(sent)]);
    return { status: 'ok', chatId: message.chatId, message };
  }

  /** The chat, when the user is one of its two members; otherwise 404 (ids reveal nothing). */
  async function getMemberChat(actor: Actor, chatId: number) {
    const chat = await repository.findChat(chatId);
    if (!chat) throw new AppError('not_found', texts.chat.notFound);
    authorize(actor, 'readChat', { memberCodes: [chat.member_a, chat.member_b] });
    return chat;
  }

  /**
   * The files of an attachment as stored, never as the client describes them: content files the sender may
   * open (a file of a group they cannot open would otherwise leak its real name and type) and the sender's
   * own uploads, which become attached to this chat, so that its other member may open them.
   */
  async function resolveAttachments(actor: Actor, metadata: SendMessageBody['metadata'], chatId: number): Promise<ChatMessageMetadata | null> {
    const requested = metadata?.files ?? [];
    if (requested.length === 0) return null;
    const { files } = await deps.uploads.attachToChat(
      actor,
      requested.map((file) => file.id),
      chatId,
    );
    return { files };
  }

  /**
   * The chat a message goes to: the sender's chat of that id with the receiver, or (negative id) the pair's
   * chat, created when missing once the receiver is within the sender's reach. `found` is the chat the
   * send context read (by id or by pair).
   */
  async function resolveChat(actor: Actor, chatId: number, receiver: string, found: ChatRow | null) {
    if (chatId === 0) throw new AppError('validation', 'El chat no es válido');
    if (chatId > 0) {
      if (!found) throw new AppError('not_found', texts.chat.notFound);
      authorize(actor, 'readChat', { memberCodes: [found.member_a, found.member_b] });
      const other = found.member_a === actor.edu_codigocontacto ? found.member_b : found.member_a;
      if (other !== receiver) throw new AppError('validation', texts.chat.receiverMismatch);
      return found;
    }
    if (found) return found;
    await deps.access.authorize(actor, 'contactPeople', { contactCodes: [receiver], channel: 'chat' });
    return repository.findOrCreateChat(actor.edu_codigocontacto, receiver, now());
  }

  return {
    /** GET /api/chats: the user's chats, newest activity first. */
    async listChats(actor: Actor | null): Promise<ChatsAnswer> {
      const checked = authorize(actor, 'signedIn');
      return { status: 'ok', chats: (await repository.listSummaries(checked.edu_codigocontacto)).map(toSummary) };
    },

    /** GET /api/chats/{id}: one of the user's chats. */
    async getChat(actor: Actor | null, chatId: number): Promise<ChatAnswer> {
      const checked = authorize(actor, 'signedIn');
      await getMemberChat(checked, chatId);
      return { status: 'ok', chats: (await repository.listSummaries(checked.edu_codigocontacto, chatId)).map(toSummary) };
    },

    /** GET /api/chats/{id}/messages: a page of the conversation (members only). */
    async listMessages(actor: Actor | null, chatId: number, page: number, limit: number): Promise<ChatMessagesAnswer> {
      const checked = authorize(actor, 'signedIn');
      await getMemberChat(checked, chatId);
      const { rows, total } = await repository.listMessages(chatId, page, limit);
      return { status: 'ok', messagesQuery: { data: rows.map(toChatMessage), page, limit, total, hasMore: page * limit < total } };
    },

    /** GET /api/chats/people-to-chat?search: classmates, their teachers and organizers, and staff. */
    async listPeopleToChat(actor: Actor | null, search: string): Promise<PeopleToChatAnswer> {
      const checked = authorize(actor, 'signedIn');
      return { status: 'ok', contactsToChat: { contacts: await repository.listPeopleToChat(getContactReach(checked), search) } };
    },

    /** POST /api/chats/{id}/read-messages (and the `read-messages` socket event): the other's messages become read. */
    async readMessages(actor: Actor | null, chatId: number): Promise<ReadMessagesAnswer> {
      const checked = authorize(actor, 'signedIn');
      await getMemberChat(checked, chatId);
      const updated = await repository.markRead(chatId, checked.edu_codigocontacto, now());
      // Reading the chat also settles its "Nuevo mensaje" notifications, so the bell agrees with the chat.
      await deps.notifications.markSourceRead(checked.edu_codigocontacto, 'chat', String(chatId));
      if (updated > 0) emitter.emitToChat(chatId, 'read-messages', [{ chatId, edu_codigocontacto: checked.edu_codigocontacto }]);
      return { status: 'ok', chatId, updated };
    },

    /** Whether the user is a member of the chat (the socket's `join-chat` asks). */
    async isChatMember(actor: Actor | null, chatId: number): Promise<boolean> {
      const checked = authorize(actor, 'signedIn');
      return repository.isMember(chatId, checked.edu_codigocontacto);
    },

    /** The receiver's client got a message (`message-received`): recorded once and relayed to the chat. */
    async markDelivered(actor: Actor | null, chatId: number, messageId: number): Promise<void> {
      const checked = authorize(actor, 'signedIn');
      const row = await repository.markDelivered(chatId, messageId, checked.edu_codigocontacto, now());
      if (row) emitter.emitToChat(chatId, 'message-received', [{ chatId, messageId }]);
    },

    /**
     * POST /api/chats/send-message: saves the message (a negative chatId finds or creates the pair's chat),
     * records activity 7, emits `new-message` to the chat and `chat-bar` to the receiver, and notifies them.
     */
    async sendMessage(actor: Actor | null, body: SendMessageBody): Promise<SendMessageAnswer> {
      const checked = authorize(actor, 'sendChatMessage', { senderCode: body.sender_codigocontacto });
      const receiverCode = body.receiver_codigocontacto;
      if (receiverCode === checked.edu_codigocontacto) throw new AppError('validation', texts.chat.cannotChatWithSelf);
      const mensaje = body.mensaje.trim();
      // The usual send (a chat that exists, no file) is one statement; anything else, or a send the
      // statement did not save, goes step by step below, which creates the chat or answers why not.
      if (body.chatId !== 0 && (body.metadata?.files?.length ?? 0) === 0) {
        const fast = await repository.sendToChat({ chatId: body.chatId, sender: checked.edu_codigocontacto, receiver: receiverCode, mensaje, at: now() });
        if (fast) return deliver(fast.sender, fast.message);
      }
      const context = await repository.findSendContext(checked.edu_codigocontacto, receiverCode, body.chatId);
      const receiver = context?.receiver;
      if (!context || !receiver || receiver.statecode !== 0) throw new AppError('not_found', texts.chat.receiverNotFound);
      const chat = await resolveChat(checked, body.chatId, receiverCode, context.chat);
      const metadata = await resolveAttachments(checked, body.metadata, chat.id);
      const saved = await repository.insertMessage({
        chat_id: chat.id,
        sender_codigocontacto: checked.edu_codigocontacto,
        receiver_codigocontacto: receiverCode,
        mensaje,
        metadata,
        created_at: now(),
      });
      return deliver(context.sender, saved);
    },
  };
}

export type ChatsService = ReturnType<typeof createChatsService>;
