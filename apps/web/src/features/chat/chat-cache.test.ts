import { describe, expect, it } from 'vitest';
import { makeChat, makeChatMessage, makeContact } from '../../test/communication-factories';
import {
  appendMessage,
  applyChatBar,
  createTemporaryChat,
  flattenMessages,
  markSentMessagesRead,
  mergeMessages,
  mergeTemporaryChats,
  newestMessage,
  singlePage,
} from './chat-cache';
import { formatChatListTime, formatDaySeparator, groupMessagesByDay } from './format-chat-date';

const ana = makeContact({ edu_codigocontacto: 'CT-A', fullname: 'Ana' });
const luis = makeContact({ edu_codigocontacto: 'CT-L', fullname: 'Luis' });

describe('chat list rules', () => {
  it('a temporary chat has a negative id and no messages', () => {
    const chat = createTemporaryChat(ana, 1_700_000_000_000);
    expect(chat).toEqual({ id: -1_700_000_000_000, contact: ana, unread_messages: 0, last_message: null, last_message_date: null });
  });

  it('chat-bar: +1 and to the top; 0 when the chat is open; null when unknown', () => {
    const chats = [makeChat({ id: 1, contact: ana, unread_messages: 2 }), makeChat({ id: 2, contact: luis, unread_messages: 0 })];
    const payload = { chatId: 2, contact: luis, last_message: 'Hola', last_message_date: '2026-11-21T10:00:00Z' };
    expect(applyChatBar(chats, payload, false)?.map((chat) => [chat.id, chat.unread_messages, chat.last_message])).toEqual([
      [2, 1, 'Hola'],
      [1, 2, chats[0]!.last_message],
    ]);
    expect(applyChatBar(chats, payload, true)?.[0]?.unread_messages).toBe(0);
    expect(applyChatBar(chats, { ...payload, chatId: 3 }, false)).toBeNull();
  });

  it('temporary chats go first, unless their person already has a real chat', () => {
    const temporaryAna = createTemporaryChat(ana, 5);
    const temporaryLuis = createTemporaryChat(luis, 6);
    const real = makeChat({ id: 9, contact: luis });
    expect(mergeTemporaryChats([temporaryLuis, temporaryAna], [real]).map((chat) => chat.id)).toEqual([-5, 9]);
  });
});

describe('message pages', () => {
  it('appends a message once, keeps pages in order and marks own messages read', () => {
    const older = { status: 'ok' as const, messagesQuery: { data: [makeChatMessage({ id: 1 })], page: 2, limit: 1, total: 3, hasMore: false } };
    const newest = {
      status: 'ok' as const,
      messagesQuery: { data: [makeChatMessage({ id: 2, sender_codigocontacto: 'ME' })], page: 1, limit: 1, total: 3, hasMore: true },
    };
    const data = { pages: [newest, older], pageParams: [1, 2] };
    const added = appendMessage(data, makeChatMessage({ id: 3, sender_codigocontacto: 'ME' }));
    expect(flattenMessages(added).map((message) => message.id)).toEqual([1, 2, 3]);
    expect(appendMessage(added, makeChatMessage({ id: 3 }))).toBe(added);
    const read = markSentMessagesRead(added, 'ME');
    expect(flattenMessages(read).map((message) => message.is_read)).toEqual([false, true, true]);
    expect(flattenMessages(singlePage(makeChatMessage({ id: 7 }))).map((message) => message.id)).toEqual([7]);
  });

  const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute)).toISOString();
  const page = (ids: number[], number: number) => ({
    status: 'ok' as const,
    messagesQuery: { data: ids.map((id) => makeChatMessage({ id, created_at: at(id) })), page: number, limit: 2, total: 9, hasMore: true },
  });

  it('an older page that repeats a message at its edge (offset pages) shows it once', () => {
    const data = { pages: [page([4, 5, 6], 1), page([3, 4], 2)], pageParams: [1, 2] };
    expect(flattenMessages(data).map((message) => message.id)).toEqual([3, 4, 5, 6]);
  });

  it('merges what a reconnection fetched by id: fresh copies in place, new ones in conversation order, none twice', () => {
    const data = { pages: [page([4, 6], 1), page([2, 3], 2)], pageParams: [1, 2] };
    // 5 committed late (older than 6, which was already seen); 4 read meanwhile; 7 and 8 new; 3 on an older page.
    const fetched = [3, 4, 5, 6, 7, 8].map((id) => makeChatMessage({ id, created_at: at(id), is_read: id === 4 }));
    const merged = mergeMessages(data, fetched);
    expect(flattenMessages(merged).map((message) => message.id)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(flattenMessages(merged).find((message) => message.id === 4)?.is_read).toBe(true);
    expect(merged?.pages[1]?.messagesQuery.data.map((message) => message.id)).toEqual([2, 3]);
    expect(newestMessage(merged)?.id).toBe(8);
    expect(mergeMessages(merged, fetched)).toEqual(merged);
    expect(mergeMessages(undefined, fetched)).toBeUndefined();
    expect(newestMessage(undefined)).toBeUndefined();
  });
});

describe('chat dates', () => {
  const now = new Date(2026, 10, 21, 18, 30);

  it("list time: '14:05' today, '20 nov' before", () => {
    expect(formatChatListTime(new Date(2026, 10, 21, 14, 5).toISOString(), now)).toBe('14:05');
    expect(formatChatListTime(new Date(2026, 10, 20, 23, 59).toISOString(), now)).toBe('20 nov');
    expect(formatChatListTime(null, now)).toBeNull();
  });

  it("separators: 'Hoy', 'Ayer', then the date (with the year when another)", () => {
    expect(formatDaySeparator(new Date(2026, 10, 21, 0, 1), now)).toBe('Hoy');
    expect(formatDaySeparator(new Date(2026, 10, 20, 9), now)).toBe('Ayer');
    expect(formatDaySeparator(new Date(2026, 10, 16, 9), now)).toBe('Lunes, 16 de noviembre');
    expect(formatDaySeparator(new Date(2025, 11, 31, 9), now)).toBe('Miércoles, 31 de diciembre de 2025');
  });

  it('groups messages by day', () => {
    const messages = [
      makeChatMessage({ id: 1, created_at: new Date(2026, 10, 20, 9).toISOString() }),
      makeChatMessage({ id: 2, created_at: new Date(2026, 10, 20, 22).toISOString() }),
      makeChatMessage({ id: 3, created_at: new Date(2026, 10, 21, 8).toISOString() }),
    ];
    expect(groupMessagesByDay(messages, now).map((group) => [group.label, group.messages.map((message) => message.id)])).toEqual([
      ['Ayer', [1, 2]],
      ['Hoy', [3]],
    ]);
  });
});
