import type { ChatMessage } from '@campus/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session-store';
import { makeChat, makeChatMessage, makeContact, shellRoutes } from '../../test/communication-factories';
import { makeSessionUser } from '../../test/factories';
import { installFakeSockets } from '../../test/fake-socket';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const me = makeSessionUser({ edu_codigocontacto: 'CT-0001' });
const alberto = makeContact({ edu_codigocontacto: 'CT-0100', fullname: 'Alberto Sánchez Molina' });
const chat = makeChat({ id: 1, contact: alberto, unread_messages: 0 });
const start = Date.parse('2026-11-26T09:00:00Z');

/** Message `id` of the conversation, a minute after the one before; odd ids are Alberto's, even ones mine. */
function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  const isMine = id % 2 === 0;
  return makeChatMessage({
    id,
    chatId: 1,
    sender_codigocontacto: isMine ? 'CT-0001' : 'CT-0100',
    receiver_codigocontacto: isMine ? 'CT-0100' : 'CT-0001',
    mensaje: `Mensaje ${id}`,
    created_at: new Date(start + id * 60_000).toISOString(),
    is_read: true,
    ...overrides,
  });
}

function range(from: number, to: number): ChatMessage[] {
  return Array.from({ length: to - from + 1 }, (_, index) => message(from + index));
}

/**
 * The server's conversation, paged as GET /api/chats/1/messages does (page 1 = newest, each page oldest
 * first); the test changes `conversation.messages` to play what happened while the socket was down.
 */
function mockConversation(initial: ChatMessage[]) {
  const conversation = { messages: initial };
  setSession('token', me);
  const fetchMock = mockFetch({
    ...shellRoutes(me),
    '/api/chats': jsonResponse({ status: 'ok', chats: [chat] }),
    '/api/chats/1': jsonResponse({ status: 'ok', chats: [chat] }),
    '/api/chats/1/read-messages': jsonResponse({ status: 'ok', chatId: 1, updated: 0 }),
    '/api/chats/1/messages': (url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const newestFirst = [...conversation.messages].reverse();
      const data = newestFirst.slice((page - 1) * limit, page * limit).reverse();
      const total = newestFirst.length;
      return jsonResponse({ status: 'ok', messagesQuery: { data, page, limit, total, hasMore: page * limit < total } });
    },
  });
  return { conversation, fetchMock };
}

function shownTexts(): string[] {
  return within(screen.getByRole('log', { name: 'Mensajes' }))
    .getAllByText(/^Mensaje \d+$/)
    .map((element) => element.textContent ?? '');
}

function texts(from: number, to: number): string[] {
  return range(from, to).map((item) => item.mensaje);
}

/** The conversation open and its socket logged in, as after opening /chat/1. */
async function openConnected(initial: ChatMessage[]) {
  const sockets = installFakeSockets();
  const mocked = mockConversation(initial);
  renderApp('/chat/1');
  await screen.findByText(initial.at(-1)!.mensaje);
  const socket = sockets[0]!;
  act(() => {
    socket.connectFromServer();
    socket.pushFromServer('login_success', { edu_codigocontacto: 'CT-0001' });
  });
  return { socket, ...mocked };
}

function pagesAsked(fetchMock: ReturnType<typeof mockFetch>): number[] {
  return callsTo(fetchMock, '/api/chats/1/messages').map(([input]) => Number(new URL(String(input), 'http://localhost').searchParams.get('page')));
}

// Whole screens render here: under a busy parallel run they need more than the default 5 s.
describe('chat across reconnections', { timeout: 30_000 }, () => {
  it('fetches only what was missed, merges it by id in order with fresh read ticks, and refetches the list', async () => {
    const { socket, conversation, fetchMock } = await openConnected([...range(1, 3), message(4, { is_read: false })]);
    expect(shownTexts()).toEqual(texts(1, 4));
    const listCalls = callsTo(fetchMock, '/api/chats').length;
    const pagesBefore = pagesAsked(fetchMock).length;

    act(() => socket.dropFromServer());
    // While down: Alberto read message 4 and wrote 5, 7 and 9; I wrote 6 and 8 from another tab.
    conversation.messages = [...range(1, 3), message(4, { is_read: true }), ...range(5, 9)];
    act(() => {
      socket.connectFromServer();
      socket.pushFromServer('login_success', { edu_codigocontacto: 'CT-0001' });
    });

    await waitFor(() => expect(shownTexts()).toEqual(texts(1, 9)));
    expect(
      within(screen.getByRole('log', { name: 'Mensajes' }))
        .getByText('Mensaje 4')
        .closest('li'),
    ).toHaveTextContent('Leído');
    // One page reached the last message seen: nothing else was asked again.
    expect(pagesAsked(fetchMock).slice(pagesBefore)).toEqual([1]);
    await waitFor(() => expect(callsTo(fetchMock, '/api/chats').length).toBeGreaterThan(listCalls));

    // A live copy of a message the catch-up already brought is not shown twice.
    act(() => socket.pushFromServer('new-message', message(9)));
    expect(shownTexts()).toEqual(texts(1, 9));
    // The room is joined again on the new connection, so live messages keep coming.
    expect(socket.emittedPayloads('join-chat').filter((payload) => JSON.stringify(payload) === '{"chatId":1}').length).toBeGreaterThanOrEqual(2);
  });

  it('walks back page by page until it reaches the last message seen, with nothing missing or repeated', async () => {
    const { socket, conversation, fetchMock } = await openConnected(range(1, 5));
    const pagesBefore = pagesAsked(fetchMock).length;

    act(() => socket.dropFromServer());
    // 104 messages while down: pages of 50 put message 5 on page 3.
    conversation.messages = range(1, 109);
    // A second drop before the catch-up keeps the first reference.
    act(() => {
      socket.connectFromServer();
      socket.dropFromServer();
      socket.connectFromServer();
      socket.pushFromServer('login_success', { edu_codigocontacto: 'CT-0001' });
    });

    await waitFor(() => expect(shownTexts()).toEqual(texts(1, 109)));
    expect(pagesAsked(fetchMock).slice(pagesBefore)).toEqual([1, 2, 3]);
  });
});
