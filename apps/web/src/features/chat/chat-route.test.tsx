import { type ChatSummary, texts } from '@campus/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subDays } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session-store';
import { makeChat, makeChatMessage, makeContact, makeNotification, shellRoutes } from '../../test/communication-factories';
import { makeSessionUser } from '../../test/factories';
import { installFakeSockets } from '../../test/fake-socket';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const me = makeSessionUser({ edu_codigocontacto: 'CT-0001' });
const alberto = makeContact({ edu_codigocontacto: 'CT-0100', fullname: 'Alberto Sánchez Molina' });
const marta = makeContact({ edu_codigocontacto: 'CT-0200', fullname: 'Marta Ruiz Calvo', emailaddress1: 'admin@campus.test' });
const sergio = makeContact({ edu_codigocontacto: 'CT-0300', fullname: 'Sergio Navarro Gil', emailaddress1: 'limitado@campus.test' });

const chatWithAlberto = makeChat({ id: 1, contact: alberto, unread_messages: 3, last_message: '¿Has visto la tarea?' });
const chatWithMarta = makeChat({ id: 2, contact: marta, unread_messages: 0, last_message: 'Gracias', last_message_date: subDays(new Date(), 3).toISOString() });

function chatsAnswer(chats: ChatSummary[]) {
  return jsonResponse({ status: 'ok', chats });
}

function messagesAnswer(messages: ReturnType<typeof makeChatMessage>[]) {
  return jsonResponse({ status: 'ok', messagesQuery: { data: messages, page: 1, limit: 50, total: messages.length, hasMore: false } });
}

/** The chat routes of the API for the signed-in student, with `extra` on top. */
function mockChatApi(extra: Parameters<typeof mockFetch>[0] = {}) {
  setSession('token', me);
  return mockFetch({
    ...shellRoutes(me),
    '/api/chats': chatsAnswer([chatWithAlberto, chatWithMarta]),
    '/api/chats/1': chatsAnswer([chatWithAlberto]),
    '/api/chats/1/messages': messagesAnswer([]),
    '/api/chats/1/read-messages': jsonResponse({ status: 'ok', chatId: 1, updated: 3 }),
    '/api/chats/2': chatsAnswer([chatWithMarta]),
    '/api/chats/2/messages': messagesAnswer([]),
    ...extra,
  });
}

function chatLinks() {
  return within(screen.getByRole('navigation', { name: 'Tus chats' })).getAllByRole('link');
}

// Whole screens render here: under a busy parallel run they need more than the default 5 s.
describe('chat panel', { timeout: 20_000 }, () => {
  it('lists the chats with their unread badge, last message and time', async () => {
    mockChatApi();
    renderApp('/chat');

    const alberto = await screen.findByRole('link', { name: /Alberto Sánchez Molina/ });
    expect(alberto).toHaveTextContent('¿Has visto la tarea?');
    expect(within(alberto).getByTestId('chat-unread-badge')).toHaveTextContent('3');
    expect(alberto).toHaveAccessibleName(/3 mensajes sin leer/);
    // Today's message shows its time, an older one its day.
    expect(within(alberto).getByText(/^\d{2}:\d{2}$/)).toBeInTheDocument();
    const marta = screen.getByRole('link', { name: /Marta Ruiz Calvo/ });
    expect(within(marta).getByText(/^\d{1,2} [a-z]{3,4}$/)).toBeInTheDocument();
    expect(within(marta).queryByTestId('chat-unread-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Buscar ...');
  });

  it('shows the section switcher above the panes, Chat current in a conversation too', async () => {
    mockChatApi();
    renderApp('/chat/1');
    const switcher = await screen.findByRole('navigation', { name: texts.requests.sectionsLabel });
    expect(within(switcher).getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
    expect(within(switcher).getByRole('link', { name: 'Incidencias' })).toHaveAttribute('href', '/incidencias');
  });

  it("shows 'No tiene chats activos' / 'Inicie una nueva conversación' without chats", async () => {
    mockChatApi({ '/api/chats': chatsAnswer([]) });
    renderApp('/chat');
    expect(await screen.findByText('No tiene chats activos')).toBeInTheDocument();
    expect(screen.getByText('Inicie una nueva conversación')).toBeInTheDocument();
  });

  it('searches people only once the typing has paused for 500 ms', async () => {
    const fetchMock = mockChatApi({ '/api/chats/people-to-chat': jsonResponse({ status: 'ok', contactsToChat: { contacts: [sergio] } }) });
    renderApp('/chat');
    const search = await screen.findByRole('searchbox', { name: 'Buscar personas para chatear' });
    const searches = () => callsTo(fetchMock, '/api/chats/people-to-chat').map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('search'));

    // The clock is ours from here: the rule is about time, so the test moves time instead of waiting for it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    for (const typed of ['S', 'Se', 'Ser', 'Serg']) {
      fireEvent.change(search, { target: { value: typed } });
      // 499 ms between keystrokes keep restarting the wait: no prefix ever reaches the server.
      act(() => vi.advanceTimersByTime(499));
    }
    expect(searches()).toEqual([]);

    act(() => vi.advanceTimersByTime(1));
    expect(searches()).toEqual(['Serg']);
    vi.useRealTimers();

    expect(await screen.findByRole('button', { name: /Sergio Navarro Gil/ })).toBeInTheDocument();
    expect(searches()).toEqual(['Serg']);
  });

  it('selecting a chat with unread messages marks them read and zeroes its badge', async () => {
    const fetchMock = mockChatApi();
    const interaction = userEvent.setup();
    const { router } = renderApp('/chat');

    const link = await screen.findByRole('link', { name: /Alberto Sánchez Molina/ });
    await interaction.click(link);

    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/1'));
    await waitFor(() =>
      expect(within(screen.getByRole('link', { name: /Alberto Sánchez Molina/ })).queryByTestId('chat-unread-badge')).not.toBeInTheDocument(),
    );
    const reads = callsTo(fetchMock, '/api/chats/1/read-messages');
    expect(reads).toHaveLength(1);
    expect(reads[0]![1]?.method).toBe('POST');

    // A chat without unread messages is opened without the call.
    await interaction.click(screen.getByRole('link', { name: /Marta Ruiz Calvo/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/2'));
    expect(callsTo(fetchMock, '/api/chats/2/read-messages')).toHaveLength(0);
  });

  it('a chat-bar event raises that chat’s badge and moves it to the top; an unknown chat refetches the list', async () => {
    const sockets = installFakeSockets();
    let chats = [chatWithAlberto, chatWithMarta];
    const fetchMock = mockChatApi({ '/api/chats': () => chatsAnswer(chats) });
    renderApp('/chat');

    await screen.findByRole('link', { name: /Marta Ruiz Calvo/ });
    expect(chatLinks().map((link) => link.getAttribute('data-chat-id'))).toEqual(['1', '2']);

    act(() =>
      sockets[0]!.pushFromServer('chat-bar', { chatId: 2, contact: marta, last_message: '¿Quedamos mañana?', last_message_date: new Date().toISOString() }),
    );
    await waitFor(() => expect(chatLinks().map((link) => link.getAttribute('data-chat-id'))).toEqual(['2', '1']));
    const martaLink = screen.getByRole('link', { name: /Marta Ruiz Calvo/ });
    expect(within(martaLink).getByTestId('chat-unread-badge')).toHaveTextContent('1');
    expect(martaLink).toHaveTextContent('¿Quedamos mañana?');

    const listCalls = callsTo(fetchMock, '/api/chats').length;
    const newChat = makeChat({ id: 9, contact: sergio, unread_messages: 1, last_message: 'Hola, soy Sergio' });
    chats = [newChat, ...chats];
    act(() =>
      sockets[0]!.pushFromServer('chat-bar', { chatId: 9, contact: sergio, last_message: 'Hola, soy Sergio', last_message_date: new Date().toISOString() }),
    );

    await waitFor(() => expect(callsTo(fetchMock, '/api/chats').length).toBeGreaterThan(listCalls));
    expect(await screen.findByRole('link', { name: /Sergio Navarro Gil/ })).toBeInTheDocument();
    expect(chatLinks()[0]).toHaveAttribute('data-chat-id', '9');
  });

  it('/chat?to={code} opens the existing chat with that person, or starts a temporary one', async () => {
    installFakeSockets();
    mockChatApi({ '/api/chats/-1': chatsAnswer([]) });
    const { router } = renderApp('/chat');
    await screen.findByRole('link', { name: /Alberto/ });

    await act(() => router.navigate(`/chat?to=${alberto.edu_codigocontacto}`, { state: { contact: alberto } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/1'));

    await act(() => router.navigate(`/chat?to=${sergio.edu_codigocontacto}`, { state: { contact: sergio } }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/chat\/-\d+$/));
    expect(chatLinks()[0]).toHaveTextContent('Sergio Navarro Gil');

    // Without the person's details (a typed address) it simply shows the list.
    await act(() => router.navigate('/chat?to=CT-9999'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/chat');
  });

  it('choosing a person without a chat opens a temporary chat with a negative id; the first message creates it', async () => {
    const sockets = installFakeSockets();
    const sent = makeChatMessage({ id: 500, chatId: 55, sender_codigocontacto: 'CT-0001', receiver_codigocontacto: 'CT-0300', mensaje: 'Hola Sergio' });
    const fetchMock = mockChatApi({
      '/api/chats/people-to-chat': jsonResponse({ status: 'ok', contactsToChat: { contacts: [sergio] } }),
      '/api/chats/send-message': jsonResponse({ status: 'ok', chatId: 55, message: sent }),
      '/api/chats/55': chatsAnswer([makeChat({ id: 55, contact: sergio, last_message: 'Hola Sergio' })]),
      '/api/chats/55/messages': messagesAnswer([sent]),
    });
    const interaction = userEvent.setup();
    const { router } = renderApp('/chat');

    await interaction.type(await screen.findByRole('searchbox'), 'Sergio');
    await interaction.click(await screen.findByRole('button', { name: /Sergio Navarro Gil/ }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/chat\/-\d+$/));
    const temporaryId = Number(router.state.location.pathname.split('/').at(-1));
    expect(temporaryId).toBeLessThan(0);
    expect(chatLinks()[0]).toHaveAttribute('data-chat-id', String(temporaryId));
    expect(chatLinks()[0]).toHaveTextContent('Sergio Navarro Gil');
    expect(await screen.findByText('No hay mensajes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sergio Navarro Gil' })).toBeInTheDocument();

    const input = screen.getByRole('textbox', { name: 'Escribe un mensaje' });
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await interaction.type(input, 'Hola Sergio{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/55'));
    const [sendCall] = callsTo(fetchMock, '/api/chats/send-message');
    expect(JSON.parse(String(sendCall![1]?.body))).toEqual({
      chatId: temporaryId,
      sender_codigocontacto: 'CT-0001',
      receiver_codigocontacto: 'CT-0300',
      mensaje: 'Hola Sergio',
      metadata: null,
    });
    expect(await screen.findByText('Hola Sergio', { selector: 'p' })).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(chatLinks().map((link) => link.getAttribute('data-chat-id'))).toEqual(['55', '1', '2']);
    // The real chat's room is joined.
    sockets[0]!.connectFromServer();
    await waitFor(() => expect(sockets[0]!.emittedPayloads('join-chat')).toContainEqual({ chatId: 55 }));
  });
});

// Whole screens render here: under a busy parallel run they need more than the default 5 s.
describe('conversation', { timeout: 20_000 }, () => {
  const today = new Date();
  const yesterday = subDays(today, 1);
  const messages = [
    makeChatMessage({ id: 1, chatId: 1, sender_codigocontacto: 'CT-0100', mensaje: 'Buenas tardes', created_at: yesterday.toISOString(), is_read: true }),
    makeChatMessage({
      id: 2,
      chatId: 1,
      sender_codigocontacto: 'CT-0001',
      receiver_codigocontacto: 'CT-0100',
      mensaje: 'Hola, profe',
      created_at: yesterday.toISOString(),
      is_read: true,
    }),
    makeChatMessage({
      id: 3,
      chatId: 1,
      sender_codigocontacto: 'CT-0001',
      receiver_codigocontacto: 'CT-0100',
      mensaje: '¿Cuándo es el examen?',
      created_at: today.toISOString(),
      is_read: false,
    }),
  ];

  it("shows the messages by day with 'Ayer' / 'Hoy', ✓ sent and ✓✓ read, joins the room and appends live messages", async () => {
    const sockets = installFakeSockets();
    mockChatApi({ '/api/chats/1/messages': messagesAnswer(messages) });
    const { router } = renderApp('/chat/1');

    const log = await screen.findByRole('log', { name: 'Mensajes' });
    expect(within(log).getByText('Ayer')).toBeInTheDocument();
    expect(within(log).getByText('Hoy')).toBeInTheDocument();
    expect(within(log).getByText('Hola, profe').closest('li')).toHaveTextContent('Leído');
    expect(within(log).getByText('¿Cuándo es el examen?').closest('li')).toHaveTextContent('Enviado');
    expect(within(log).getByText('Buenas tardes').closest('li')).not.toHaveTextContent(/Leído|Enviado/);

    const socket = sockets[0]!;
    socket.connectFromServer();
    expect(socket.emittedPayloads('join-chat')).toContainEqual({ chatId: 1 });

    act(() => socket.pushFromServer('typing', { chatId: 1, edu_codigocontacto: 'CT-0100', isTyping: true }));
    expect(screen.getByText('escribiendo…')).toBeInTheDocument();

    act(() =>
      socket.pushFromServer('new-message', {
        id: 4,
        chatId: 1,
        sender_codigocontacto: 'CT-0100',
        receiver_codigocontacto: 'CT-0001',
        mensaje: 'El viernes a las 10',
        metadata: null,
        created_at: new Date().toISOString(),
        is_read: false,
      }),
    );
    expect(await within(log).findByText('El viernes a las 10')).toBeInTheDocument();
    expect(screen.queryByText('escribiendo…')).not.toBeInTheDocument();
    expect(socket.emittedPayloads('message-received')).toContainEqual({ chatId: 1, messageId: 4 });
    expect(socket.emittedPayloads('read-messages')).toContainEqual({ chatId: 1, edu_codigocontacto: 'CT-0001' });

    // The other person read: own messages turn to ✓✓.
    act(() => socket.pushFromServer('read-messages', { chatId: 1, edu_codigocontacto: 'CT-0100' }));
    await waitFor(() => expect(within(log).getByText('¿Cuándo es el examen?').closest('li')).toHaveTextContent('Leído'));

    act(() => {
      void router.navigate('/chat');
    });
    await waitFor(() => expect(socket.emittedPayloads('leave-chat')).toContainEqual({ chatId: 1 }));
  });

  it("says 'Error al obtener el chat' when the chat cannot be opened", async () => {
    mockChatApi({
      '/api/chats/77': errorResponse(404, 'not_found', 'El chat no existe'),
      '/api/chats/77/messages': errorResponse(404, 'not_found', 'El chat no existe'),
    });
    renderApp('/chat/77');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al obtener el chat');
  });

  it('keeps the text when sending fails and shows the server’s message', async () => {
    mockChatApi({ '/api/chats/send-message': errorResponse(400, 'validation', 'El mensaje es demasiado largo') });
    const interaction = userEvent.setup();
    renderApp('/chat/2');

    await screen.findByRole('heading', { name: 'Marta Ruiz Calvo' });
    const input = screen.getByRole('textbox', { name: 'Escribe un mensaje' });
    await interaction.type(input, 'Un mensaje{Enter}');
    expect(await screen.findByText('El mensaje es demasiado largo')).toBeInTheDocument();
    expect(input).toHaveValue('Un mensaje');
  });
});

// Issue 29: the typing indicator, the bell and the menu while a conversation is open.
describe('chat live signals', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps sending "escribiendo…" while the keystrokes go on, and stops 1.5 s after the last one', async () => {
    const sockets = installFakeSockets();
    mockChatApi();
    renderApp('/chat/1');
    const input = await screen.findByRole('textbox', { name: 'Escribe un mensaje' }, { timeout: 10_000 });
    const socket = sockets[0]!;
    socket.connectFromServer();
    vi.useFakeTimers();
    const typingSent = () => socket.emittedPayloads('typing') as { isTyping: boolean }[];
    // A keystroke every 400 ms for 3.2 s.
    for (let i = 1; i <= 8; i++) {
      fireEvent.change(input, { target: { value: 'Hola'.repeat(i) } });
      act(() => vi.advanceTimersByTime(400));
    }
    const whileTyping = typingSent();
    expect(whileTyping.every((payload) => payload.isTyping)).toBe(true);
    // Sent at once and then about every second: never 1.5 s without news while typing.
    expect(whileTyping.length).toBeGreaterThanOrEqual(3);
    act(() => vi.advanceTimersByTime(1500));
    expect(typingSent().at(-1)).toMatchObject({ isTyping: false });
    const afterStop = typingSent().length;
    act(() => vi.advanceTimersByTime(5000));
    expect(typingSent()).toHaveLength(afterStop);
  });

  it('shows "escribiendo…" while the other side keeps sending it and hides it 1.5 s after the last', async () => {
    const sockets = installFakeSockets();
    mockChatApi();
    renderApp('/chat/1');
    await screen.findByRole('textbox', { name: 'Escribe un mensaje' }, { timeout: 10_000 });
    const socket = sockets[0]!;
    socket.connectFromServer();
    vi.useFakeTimers();
    for (let i = 0; i < 4; i++) {
      act(() => socket.pushFromServer('typing', { chatId: 1, edu_codigocontacto: 'CT-0100', isTyping: true }));
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByText('escribiendo…')).toBeInTheDocument();
    }
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText('escribiendo…')).not.toBeInTheDocument();
  });

  it('a message read live in the open conversation does not ring the bell and is marked read', async () => {
    const sockets = installFakeSockets();
    const fetchMock = mockChatApi({
      '/api/notifications/unread-number': jsonResponse({ status: 'ok', count: 2 }),
      '/api/notifications/read-notification/55': jsonResponse({ status: 'ok', notification: makeNotification({ notification_user_id: 55, is_read: true }) }),
    });
    renderApp('/chat/1');
    const bell = await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }, { timeout: 10_000 });
    const socket = sockets[0]!;
    socket.connectFromServer();
    act(() =>
      socket.pushFromServer(
        'bell',
        makeNotification({
          notification_user_id: 55,
          type_id: 2,
          title: 'Nuevo mensaje de Alberto',
          notifiable_type: 'chat',
          notifiable_id: '1',
          is_read: false,
        }),
      ),
    );
    await waitFor(() => expect(callsTo(fetchMock, '/api/notifications/read-notification/55')).toHaveLength(1));
    expect(bell).toHaveAccessibleName('Notificaciones, 2 sin leer');
    // Another chat's message still rings it.
    act(() =>
      socket.pushFromServer(
        'bell',
        makeNotification({
          notification_user_id: 56,
          type_id: 2,
          title: 'Nuevo mensaje de Marta',
          notifiable_type: 'chat',
          notifiable_id: '2',
          is_read: false,
        }),
      ),
    );
    await waitFor(() => expect(bell).toHaveAccessibleName('Notificaciones, 3 sin leer'));
  });

  it('in a background tab the open conversation rings the bell; shown again, it reads the chat, and every tab hears the read (issue 30)', async () => {
    let visibility: DocumentVisibilityState = 'hidden';
    const visibilityState = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    try {
      const sockets = installFakeSockets();
      const fetchMock = mockChatApi({ '/api/notifications/unread-number': jsonResponse({ status: 'ok', count: 2 }) });
      renderApp('/chat/1');
      const bell = await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }, { timeout: 10_000 });
      const socket = sockets[0]!;
      socket.connectFromServer();
      const message = makeChatMessage({ id: 9, chatId: 1, sender_codigocontacto: 'CT-0100', receiver_codigocontacto: 'CT-0001', mensaje: 'Hola' });
      act(() => socket.pushFromServer('new-message', message));
      act(() =>
        socket.pushFromServer(
          'bell',
          makeNotification({
            notification_user_id: 57,
            type_id: 2,
            title: 'Nuevo mensaje de Alberto',
            notifiable_type: 'chat',
            notifiable_id: '1',
            is_read: false,
          }),
        ),
      );
      await waitFor(() => expect(bell).toHaveAccessibleName('Notificaciones, 3 sin leer'));
      expect(socket.emittedPayloads('message-received')).toContainEqual({ chatId: 1, messageId: 9 });
      expect(socket.emittedPayloads('read-messages')).toEqual([]);
      expect(callsTo(fetchMock, '/api/notifications/read-notification/57')).toHaveLength(0);

      visibility = 'visible';
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(socket.emittedPayloads('read-messages')).toEqual([{ chatId: 1, edu_codigocontacto: 'CT-0001' }]);
      // The server read the chat's notification and tells every tab of the user, this one included.
      act(() => socket.pushFromServer('notifications-read', { status: 'ok', notification_user_ids: [57], unread_count: 2 }));
      await waitFor(() => expect(bell).toHaveAccessibleName('Notificaciones, 2 sin leer'));
    } finally {
      visibilityState.mockRestore();
    }
  });

  it("shows the chats' unread messages in the side menu, live", async () => {
    const sockets = installFakeSockets();
    mockChatApi({ '/api/chats': chatsAnswer([chatWithAlberto, chatWithMarta]) });
    renderApp('/chat');
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' }, { timeout: 10_000 });
    const link = await within(menu).findByRole('link', { name: 'Chat, 3 mensajes sin leer' });
    expect(within(link).getByTestId('menu-chat-unread')).toHaveTextContent('3');
    const socket = sockets[0]!;
    socket.connectFromServer();
    act(() =>
      socket.pushFromServer('chat-bar', {
        chatId: 2,
        contact: { edu_codigocontacto: 'CT-0200', fullname: 'Marta Ruiz Calvo', foto: null, emailaddress1: 'admin@campus.test' },
        last_message: 'Otra cosa',
        last_message_date: new Date().toISOString(),
      }),
    );
    expect(await within(menu).findByRole('link', { name: 'Chat, 4 mensajes sin leer' })).toBeInTheDocument();
  });
});
