import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { type ChatMessageMetadata, chatMessages, chats, contacts } from '../../db/schema';
import { contactReachCondition } from '../../db/contact-reach';
import type { ContactReach } from '../../lib/reach';
import { PEOPLE_TO_CHAT_LIMIT, searchCondition } from './people-to-chat';

export type ChatRow = typeof chats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

const personColumns = {
  edu_codigocontacto: contacts.edu_codigocontacto,
  fullname: contacts.fullname,
  foto: contacts.foto,
  emailaddress1: contacts.emailaddress1,
};

/** The two members in the order the table keeps them (byte order, like the check constraint). */
export function orderMembers(a: string, b: string): { member_a: string; member_b: string } {
  return a < b ? { member_a: a, member_b: b } : { member_a: b, member_b: a };
}

const renameMembers = (members: { member_a: string; member_b: string }) => ({ memberA: members.member_a, memberB: members.member_b });

/** Data access of chats and their messages. */
export function createChatsRepository(db: Database) {
  // The send path reads the sender, the receiver and the chat in one prepared statement, by id or by pair.
  const receiver = alias(contacts, 'receiver');
  const sendContextColumns = {
    sender: personColumns,
    receiver: {
      edu_codigocontacto: receiver.edu_codigocontacto,
      fullname: receiver.fullname,
      foto: receiver.foto,
      emailaddress1: receiver.emailaddress1,
      statecode: receiver.statecode,
    },
    chat: { id: chats.id, member_a: chats.member_a, member_b: chats.member_b, created_at: chats.created_at, last_message_at: chats.last_message_at },
  };
  const sendContextFrom = () =>
    db
      .select(sendContextColumns)
      .from(contacts)
      .leftJoin(receiver, eq(receiver.edu_codigocontacto, sql.placeholder('receiver')));
  const sendContextById = sendContextFrom()
    .leftJoin(chats, eq(chats.id, sql.placeholder('chatId')))
    .where(eq(contacts.edu_codigocontacto, sql.placeholder('sender')))
    .limit(1)
    .prepare('chats_send_context_by_id');
  const sendContextByPair = sendContextFrom()
    .leftJoin(chats, and(eq(chats.member_a, sql.placeholder('memberA')), eq(chats.member_b, sql.placeholder('memberB'))))
    .where(eq(contacts.edu_codigocontacto, sql.placeholder('sender')))
    .limit(1)
    .prepare('chats_send_context_by_pair');

  // The usual send in one prepared statement: the message is saved (and its chat moved to the top) only when
  // the chat (by id, or the pair's) has exactly these two members and the receiver is active; the sender's
  // card comes back with it for the events and the notification.
  const prepareSendToChat = (name: string, byId: boolean) => {
    const sender = db.$with('send_sender').as(
      db
        .select(personColumns)
        .from(contacts)
        .where(eq(contacts.edu_codigocontacto, sql.placeholder('sender'))),
    );
    const chatCondition = byId ? sql`c.id = ${sql.placeholder('chatId')} and ` : sql``;
    const inserted = db.$with('send_inserted').as(
      db
        .insert(chatMessages)
        // Every column in table order (Drizzle lists them all): the serial's next value, never delivered nor read.
        .select(
          sql`select nextval('chat_messages_id_seq'::regclass), c.id, s.edu_codigocontacto, r.edu_codigocontacto, ${sql.placeholder('mensaje')}::text, null::jsonb, ${sql.placeholder('at')}::timestamptz, null::timestamptz, false, null::timestamptz
            from chats c, contacts r, send_sender s
            where ${chatCondition}c.member_a = ${sql.placeholder('memberA')} and c.member_b = ${sql.placeholder('memberB')}
              and r.edu_codigocontacto = ${sql.placeholder('receiver')} and r.statecode = 0`,
        )
        .returning(),
    );
    const touched = db.$with('send_touched').as(
      db
        .update(chats)
        .set({ last_message_at: sql`${sql.placeholder('at')}::timestamptz` })
        .where(sql`${chats.id} = (select chat_id from ${inserted})`)
        .returning({ id: chats.id }),
    );
    return db
      .with(sender, inserted, touched)
      .select({
        sender: { edu_codigocontacto: sender.edu_codigocontacto, fullname: sender.fullname, foto: sender.foto, emailaddress1: sender.emailaddress1 },
        message: {
          id: inserted.id,
          chat_id: inserted.chat_id,
          sender_codigocontacto: inserted.sender_codigocontacto,
          receiver_codigocontacto: inserted.receiver_codigocontacto,
          mensaje: inserted.mensaje,
          metadata: inserted.metadata,
          created_at: inserted.created_at,
          delivered_at: inserted.delivered_at,
          is_read: inserted.is_read,
          read_at: inserted.read_at,
        },
      })
      .from(inserted)
      .innerJoin(sender, sql`true`)
      .prepare(name);
  };
  const sendToChatById = prepareSendToChat('chats_send_to_chat_by_id', true);
  const sendToChatByPair = prepareSendToChat('chats_send_to_chat_by_pair', false);

  return {
    /**
     * The usual send in one statement: saves the message in the chat of that id (positive) or the pair's
     * (negative) when it is the chat of exactly these two and the receiver is active, and moves the chat
     * to the top. Undefined when nothing was saved (no such chat yet, or a send to refuse): the caller then
     * takes the step-by-step path, which creates the chat or answers why not.
     */
    async sendToChat(values: { chatId: number; sender: string; receiver: string; mensaje: string; at: Date }) {
      const params = {
        sender: values.sender,
        receiver: values.receiver,
        mensaje: values.mensaje,
        at: values.at.toISOString(),
        ...renameMembers(orderMembers(values.sender, values.receiver)),
      };
      const [row] = values.chatId > 0 ? await sendToChatById.execute({ ...params, chatId: values.chatId }) : await sendToChatByPair.execute(params);
      return row;
    },

    /**
     * What a send needs, in one statement: the sender, the receiver (null when unknown) and the chat, by id
     * (positive) or the pair's (negative), null when there is none. Undefined when the sender is unknown.
     */
    async findSendContext(senderCode: string, receiverCode: string, chatId: number) {
      const [row] =
        chatId > 0
          ? await sendContextById.execute({ sender: senderCode, receiver: receiverCode, chatId })
          : await sendContextByPair.execute({ sender: senderCode, receiver: receiverCode, ...renameMembers(orderMembers(senderCode, receiverCode)) });
      return row;
    },

    async findChat(chatId: number): Promise<ChatRow | undefined> {
      const [row] = await db.select().from(chats).where(eq(chats.id, chatId)).limit(1);
      return row;
    },

    async findChatBetween(a: string, b: string): Promise<ChatRow | undefined> {
      const members = orderMembers(a, b);
      const [row] = await db
        .select()
        .from(chats)
        .where(and(eq(chats.member_a, members.member_a), eq(chats.member_b, members.member_b)))
        .limit(1);
      return row;
    },

    /** The chat of a pair, created when missing; two senders racing get the same chat. */
    async findOrCreateChat(a: string, b: string, now: Date): Promise<ChatRow> {
      await db
        .insert(chats)
        .values({ ...orderMembers(a, b), created_at: now })
        .onConflictDoNothing();
      return (await this.findChatBetween(a, b))!;
    },

    /** Summaries of the contact's chats (or of one), newest activity first. */
    async listSummaries(contactCode: string, chatId?: number) {
      const otherCode = sql`case when ${chats.member_a} = ${contactCode} then ${chats.member_b} else ${chats.member_a} end`;
      const lastMessage = sql<string | null>`(
        select case when m.mensaje <> '' then m.mensaje else m.metadata -> 'files' -> 0 ->> 'name' end
        from ${chatMessages} m where m.chat_id = ${chats.id} order by m.created_at desc, m.id desc limit 1
      )`;
      const unread = sql<number>`(
        select count(*)::int from ${chatMessages} m where m.chat_id = ${chats.id} and m.receiver_codigocontacto = ${contactCode} and m.is_read = false
      )`;
      return db
        .select({
          id: chats.id,
          contact: personColumns,
          unread_messages: unread,
          last_message: lastMessage,
          last_message_at: chats.last_message_at,
          created_at: chats.created_at,
        })
        .from(chats)
        .innerJoin(contacts, eq(contacts.edu_codigocontacto, otherCode))
        .where(and(or(eq(chats.member_a, contactCode), eq(chats.member_b, contactCode)), chatId === undefined ? undefined : eq(chats.id, chatId)))
        .orderBy(desc(sql`coalesce(${chats.last_message_at}, ${chats.created_at})`), desc(chats.id));
    },

    /** People within the contact reach (the policies' one rule for chat and mail), matching the search, by name. */
    async listPeopleToChat(reach: ContactReach, search: string) {
      return db
        .select(personColumns)
        .from(contacts)
        .where(and(contactReachCondition(reach), searchCondition(search)))
        .orderBy(asc(contacts.fullname), asc(contacts.edu_codigocontacto))
        .limit(PEOPLE_TO_CHAT_LIMIT);
    },

    /** Saves a message and moves its chat to the top of both lists, in one statement (atomic by itself). */
    async insertMessage(values: {
      chat_id: number;
      sender_codigocontacto: string;
      receiver_codigocontacto: string;
      mensaje: string;
      metadata: ChatMessageMetadata | null;
      created_at: Date;
    }): Promise<ChatMessageRow> {
      const inserted = db.$with('inserted').as(db.insert(chatMessages).values(values).returning());
      const touched = db
        .$with('touched')
        .as(db.update(chats).set({ last_message_at: values.created_at }).where(eq(chats.id, values.chat_id)).returning({ id: chats.id }));
      const [message] = await db.with(inserted, touched).select().from(inserted);
      return message!;
    },

    /** Marks read the messages the reader received in a chat; answers how many changed. */
    async markRead(chatId: number, readerCode: string, now: Date): Promise<number> {
      const rows = await db
        .update(chatMessages)
        .set({ is_read: true, read_at: now, delivered_at: sql`coalesce(${chatMessages.delivered_at}, ${now})` })
        .where(and(eq(chatMessages.chat_id, chatId), eq(chatMessages.receiver_codigocontacto, readerCode), eq(chatMessages.is_read, false)))
        .returning({ id: chatMessages.id });
      return rows.length;
    },

    /** Records that the receiver's client got a message (first time only); undefined otherwise. */
    async markDelivered(chatId: number, messageId: number, receiverCode: string, now: Date): Promise<ChatMessageRow | undefined> {
      const [row] = await db
        .update(chatMessages)
        .set({ delivered_at: now })
        .where(
          and(
            eq(chatMessages.id, messageId),
            eq(chatMessages.chat_id, chatId),
            eq(chatMessages.receiver_codigocontacto, receiverCode),
            sql`${chatMessages.delivered_at} is null`,
          ),
        )
        .returning();
      return row;
    },

    /** One page of a chat's messages: page 1 is the newest `limit`, answered oldest first. */
    async listMessages(chatId: number, page: number, limit: number): Promise<{ rows: ChatMessageRow[]; total: number }> {
      const [totals] = await db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.chat_id, chatId));
      const rows = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.chat_id, chatId))
        .orderBy(desc(chatMessages.created_at), desc(chatMessages.id))
        .limit(limit)
        .offset((page - 1) * limit);
      return { rows: rows.reverse(), total: totals?.n ?? 0 };
    },

    async isMember(chatId: number, contactCode: string): Promise<boolean> {
      const [row] = await db
        .select({ id: chats.id })
        .from(chats)
        .where(and(eq(chats.id, chatId), or(eq(chats.member_a, contactCode), eq(chats.member_b, contactCode))))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type ChatsRepository = ReturnType<typeof createChatsRepository>;
