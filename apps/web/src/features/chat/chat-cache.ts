import type { ChatBarPayload, ChatContact, ChatMessage, ChatMessagesAnswer, ChatSummary } from '@campus/contract';
import { texts } from '@campus/contract/plain';
import type { InfiniteData } from '@tanstack/react-query';

export type MessagePages = InfiniteData<ChatMessagesAnswer>;

/** True for a chat not saved yet (spec 000 §3: negative temporary id). */
export function isTemporaryChatId(chatId: number): boolean {
  return chatId < 0;
}

/** A chat with `contact` that exists only here until its first message; its id is -now. */
export function createTemporaryChat(contact: ChatContact, now = Date.now()): ChatSummary {
  return { id: -now, contact, unread_messages: 0, last_message: null, last_message_date: null };
}

/** The list with one chat's badge at 0. */
export function resetUnread(chats: ChatSummary[], chatId: number): ChatSummary[] {
  return chats.map((chat) => (chat.id === chatId && chat.unread_messages !== 0 ? { ...chat, unread_messages: 0 } : chat));
}

/** The list with one chat updated by `change` and moved to the top; null when the chat is not in it. */
export function moveChatToTop(chats: ChatSummary[], chatId: number, change: (chat: ChatSummary) => ChatSummary): ChatSummary[] | null {
  const chat = chats.find((item) => item.id === chatId);
  if (!chat) return null;
  return [change(chat), ...chats.filter((item) => item !== chat)];
}

/**
 * A `chat-bar` event (someone wrote to the user, spec 000 §4): that chat's unread count goes up by one
 * (unless it is open on screen, where the message is read as it arrives), its last message changes and
 * it moves to the top. Null when the chat is unknown: the list must be fetched again.
 */
export function applyChatBar(chats: ChatSummary[], payload: ChatBarPayload, isOpen: boolean): ChatSummary[] | null {
  return moveChatToTop(chats, payload.chatId, (chat) => ({
    ...chat,
    contact: { ...chat.contact, ...payload.contact },
    unread_messages: isOpen ? 0 : chat.unread_messages + 1,
    last_message: payload.last_message,
    last_message_date: payload.last_message_date,
  }));
}

/** What the list shows of a message: its text, else its file's name (as the server's `chat-bar` does). */
export function previewMessage(message: ChatMessage): string {
  return message.mensaje.trim() || message.metadata?.files?.[0]?.name || texts.chat.fileMessage;
}

/** The list with a message shown as the chat's last one, the chat on top. Null when the chat is not in it. */
export function applyLastMessage(chats: ChatSummary[], message: ChatMessage): ChatSummary[] | null {
  const text = previewMessage(message);
  return moveChatToTop(chats, message.chatId, (chat) => ({ ...chat, last_message: text, last_message_date: message.created_at }));
}

/**
 * What the list shows: temporary chats first (newest first), except those whose person already has a
 * real chat (someone wrote first, or another tab sent the first message), then the server's chats.
 */
export function mergeTemporaryChats(temporary: ChatSummary[], chats: ChatSummary[]): ChatSummary[] {
  const withChat = new Set(chats.map((chat) => chat.contact.edu_codigocontacto));
  return [...temporary.filter((chat) => !withChat.has(chat.contact.edu_codigocontacto)), ...chats];
}

/**
 * Every loaded message, oldest first (pages come newest page first, each oldest first), each once: pages
 * are cut by offset, so an older page loaded after new messages arrived repeats the ones at its edge.
 */
export function flattenMessages(data: MessagePages | undefined): ChatMessage[] {
  if (!data) return [];
  const byId = new Map<number, ChatMessage>();
  for (const page of [...data.pages].reverse()) for (const message of page.messagesQuery.data) if (!byId.has(message.id)) byId.set(message.id, message);
  return [...byId.values()];
}

/** Conversation order, as the server sorts it: by creation time, then id. */
export function compareMessages(a: ChatMessage, b: ChatMessage): number {
  return Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id;
}

/**
 * The pages with `fetched` merged in by id (what a reconnection fetched): a message already cached takes
 * the server's copy (its read tick may have changed meanwhile) where it is; a new one joins the newest
 * page in conversation order. Never a duplicate, never a message lost.
 */
export function mergeMessages(data: MessagePages | undefined, fetched: ChatMessage[]): MessagePages | undefined {
  if (!data || data.pages.length === 0 || fetched.length === 0) return data;
  const fresh = new Map(fetched.map((message) => [message.id, message]));
  const pages = data.pages.map((page) => {
    const messages = page.messagesQuery.data.map((message) => {
      const copy = fresh.get(message.id);
      if (!copy) return message;
      fresh.delete(message.id);
      return copy;
    });
    return { ...page, messagesQuery: { ...page.messagesQuery, data: messages } };
  });
  const [newest, ...older] = pages;
  if (!newest) return data;
  const added = [...fresh.values()];
  const merged = [...newest.messagesQuery.data, ...added].sort(compareMessages);
  const updated = { ...newest, messagesQuery: { ...newest.messagesQuery, data: merged, total: newest.messagesQuery.total + added.length } };
  return { ...data, pages: [updated, ...older] };
}

/** The newest message loaded, in conversation order (undefined for an empty conversation). */
export function newestMessage(data: MessagePages | undefined): ChatMessage | undefined {
  return data?.pages[0]?.messagesQuery.data.reduce<ChatMessage | undefined>(
    (newest, message) => (!newest || compareMessages(message, newest) > 0 ? message : newest),
    undefined,
  );
}

/** The pages with a new message at the end of the newest page; a message already there is not repeated. */
export function appendMessage(data: MessagePages | undefined, message: ChatMessage): MessagePages {
  if (!data || data.pages.length === 0) return singlePage(message);
  if (data.pages.some((page) => page.messagesQuery.data.some((item) => item.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  if (!newest) return singlePage(message);
  const updated = {
    ...newest,
    messagesQuery: { ...newest.messagesQuery, data: [...newest.messagesQuery.data, message], total: newest.messagesQuery.total + 1 },
  };
  return { ...data, pages: [updated, ...older] };
}

/** The pages of a conversation that has just one message (a chat created by its first message). */
export function singlePage(message: ChatMessage): MessagePages {
  return {
    pages: [{ status: 'ok', messagesQuery: { data: [message], page: 1, limit: 50, total: 1, hasMore: false } }],
    pageParams: [1],
  };
}

/** The pages with every message sent by `senderCode` marked read (the other person read them). */
export function markSentMessagesRead(data: MessagePages | undefined, senderCode: string): MessagePages | undefined {
  if (!data) return data;
  let isChanged = false;
  const pages = data.pages.map((page) => {
    const messages = page.messagesQuery.data.map((message) => {
      if (message.sender_codigocontacto !== senderCode || message.is_read) return message;
      isChanged = true;
      return { ...message, is_read: true };
    });
    return { ...page, messagesQuery: { ...page.messagesQuery, data: messages } };
  });
  return isChanged ? { ...data, pages } : data;
}
