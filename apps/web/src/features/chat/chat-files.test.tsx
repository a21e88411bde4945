import { CHAT_UPLOAD_MAX_BYTES, type ChatMessage } from '@campus/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session-store';
import { makeChat, makeChatMessage, makeContact, shellRoutes } from '../../test/communication-factories';
import { makeSessionUser } from '../../test/factories';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { formatFileSize } from './format-file-size';

const me = makeSessionUser({ edu_codigocontacto: 'CT-0001' });
const alberto = makeContact({ edu_codigocontacto: 'CT-0100', fullname: 'Alberto Sánchez Molina' });
const chat = makeChat({ id: 1, contact: alberto, unread_messages: 0, last_message: 'Hola' });
const uploaded = { id: 41, name: 'pizarra.png', url: '/api/files/activos/file/41', fileType: 'image/png', size: 2048 };

const chatsAnswer = jsonResponse({ status: 'ok', chats: [chat] });
const messagesAnswer = (messages: ChatMessage[]) =>
  jsonResponse({ status: 'ok', messagesQuery: { data: messages, page: 1, limit: 50, total: messages.length, hasMore: false } });

function mockChatApi(extra: Parameters<typeof mockFetch>[0] = {}, messages: ChatMessage[] = []) {
  setSession('token', me);
  return mockFetch({ ...shellRoutes(me), '/api/chats': chatsAnswer, '/api/chats/1': chatsAnswer, '/api/chats/1/messages': messagesAnswer(messages), ...extra });
}

const png = (name = 'pizarra.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

/** A file that claims a size (jsdom would otherwise need the bytes). */
function sized(name: string, size: number) {
  const file = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function openConversation() {
  await screen.findByRole('heading', { name: 'Alberto Sánchez Molina' });
  return { input: screen.getByTestId('chat-file-input'), send: screen.getByRole('button', { name: 'Enviar' }) };
}

describe('chat files: the composer', { timeout: 20_000 }, () => {
  it('uploads the chosen file (field files), shows it pending then as a removable chip, and sends it in metadata.files with no text', async () => {
    let answerUpload: (response: Response) => void = () => undefined;
    const sent = makeChatMessage({
      id: 90,
      chatId: 1,
      sender_codigocontacto: 'CT-0001',
      receiver_codigocontacto: 'CT-0100',
      mensaje: '',
      metadata: { files: [uploaded] },
    });
    const fetchMock = mockChatApi({
      '/api/chats/upload-file': () => new Promise<Response>((resolve) => (answerUpload = resolve)),
      '/api/chats/send-message': jsonResponse({ status: 'ok', chatId: 1, message: sent }, { status: 201 }),
      '/api/files/activos/file/41': jsonResponse({ status: 'ok', data: { url: '/api/files/stream/41?sig=abc', name: 'pizarra.png', fileType: 'image/png' } }),
    });
    const interaction = userEvent.setup();
    renderApp('/chat/1');
    const { input, send } = await openConversation();
    expect(screen.getByRole('button', { name: 'Adjuntar fichero' })).toBeEnabled();
    expect(send).toBeDisabled();

    await interaction.upload(input, png());
    const chip = await screen.findByTestId('chat-attachment');
    expect(chip).toHaveTextContent('pizarra.png');
    expect(within(chip).getByRole('status')).toHaveTextContent('Subiendo fichero…');
    // Nothing goes while the file uploads.
    expect(send).toBeDisabled();
    const [uploadCall] = callsTo(fetchMock, '/api/chats/upload-file');
    expect(uploadCall![1]?.method).toBe('POST');
    const body = uploadCall![1]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.getAll('files') as File[]).map((file) => file.name)).toEqual(['pizarra.png']);

    answerUpload(jsonResponse(uploaded, { status: 201 }));
    await waitFor(() => expect(within(chip).getByRole('status')).toHaveTextContent(formatFileSize(2048)));
    expect(send).toBeEnabled();

    await interaction.click(send);
    await waitFor(() => expect(callsTo(fetchMock, '/api/chats/send-message')).toHaveLength(1));
    const [sendCall] = callsTo(fetchMock, '/api/chats/send-message');
    expect(JSON.parse(String(sendCall![1]?.body))).toEqual({
      chatId: 1,
      sender_codigocontacto: 'CT-0001',
      receiver_codigocontacto: 'CT-0100',
      mensaje: '',
      metadata: { files: [uploaded] },
    });
    await waitFor(() => expect(screen.queryByTestId('chat-attachment')).not.toBeInTheDocument());
    // The sent image shows in the conversation, loaded through its signed address.
    const image = await screen.findByRole('img', { name: 'pizarra.png' });
    expect(image).toHaveAttribute('src', '/api/files/stream/41?sig=abc');
    expect(image.closest('a')).toHaveAttribute('href', '/api/files/stream/41?sig=abc');
    expect(send).toBeDisabled();
  });

  it("refuses several files or one over 10 MB with 'Solo se puede subir un fichero cada vez.', uploading nothing", async () => {
    const fetchMock = mockChatApi({ '/api/chats/upload-file': jsonResponse(uploaded, { status: 201 }) });
    renderApp('/chat/1');
    const { input } = await openConversation();

    fireEvent.change(input, { target: { files: [png('a.png'), png('b.png')] } });
    expect(await screen.findByText('Solo se puede subir un fichero cada vez.')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [sized('grabacion.pdf', CHAT_UPLOAD_MAX_BYTES + 1)] } });
    await waitFor(() => expect(screen.getAllByText('Solo se puede subir un fichero cada vez.').length).toBeGreaterThanOrEqual(1));

    // Dropped on the conversation, the same rule.
    const conversation = screen.getByRole('region', { name: 'Conversación con Alberto Sánchez Molina' });
    fireEvent.drop(conversation, { dataTransfer: { files: [png('a.png'), png('b.png')], types: ['Files'] } });
    expect(callsTo(fetchMock, '/api/chats/upload-file')).toHaveLength(0);
    expect(screen.queryByTestId('chat-attachment')).not.toBeInTheDocument();

    // Exactly 10 MB is accepted.
    fireEvent.change(input, { target: { files: [sized('justo.pdf', CHAT_UPLOAD_MAX_BYTES)] } });
    await waitFor(() => expect(callsTo(fetchMock, '/api/chats/upload-file')).toHaveLength(1));
  });

  it('accepts one file dropped on the conversation', async () => {
    const fetchMock = mockChatApi({ '/api/chats/upload-file': jsonResponse(uploaded, { status: 201 }) });
    renderApp('/chat/1');
    await openConversation();
    fireEvent.drop(screen.getByRole('region', { name: 'Conversación con Alberto Sánchez Molina' }), { dataTransfer: { files: [png()], types: ['Files'] } });
    expect(await screen.findByTestId('chat-attachment')).toHaveTextContent('pizarra.png');
    expect(callsTo(fetchMock, '/api/chats/upload-file')).toHaveLength(1);
  });

  it("says 'Error al subir el fichero' when the upload fails and leaves nothing attached", async () => {
    mockChatApi({ '/api/chats/upload-file': errorResponse(500, 'internal', 'Error interno') });
    const interaction = userEvent.setup();
    renderApp('/chat/1');
    const { input, send } = await openConversation();
    await interaction.upload(input, png());
    expect(await screen.findByText('Error al subir el fichero')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('chat-attachment')).not.toBeInTheDocument());
    expect(send).toBeDisabled();
  });

  it('removes (and discards) the attached file before sending; text and file stay when sending fails', async () => {
    const fetchMock = mockChatApi({
      '/api/chats/upload-file': jsonResponse(uploaded, { status: 201 }),
      '/api/chats/upload-file/41': new Response(null, { status: 204 }),
      '/api/chats/send-message': errorResponse(403, 'forbidden', 'No puedes adjuntar un archivo al que no tienes acceso'),
    });
    const interaction = userEvent.setup();
    renderApp('/chat/1');
    const { input, send } = await openConversation();
    await interaction.upload(input, png());
    await waitFor(() => expect(send).toBeEnabled());
    await interaction.click(screen.getByRole('button', { name: 'Quitar el fichero adjunto: pizarra.png' }));
    expect(screen.queryByTestId('chat-attachment')).not.toBeInTheDocument();
    expect(send).toBeDisabled();
    // The removed upload is discarded on the server.
    await waitFor(() => expect(callsTo(fetchMock, '/api/chats/upload-file/41').map(([, init]) => init?.method)).toEqual(['DELETE']));

    await interaction.upload(input, png());
    await interaction.type(screen.getByRole('textbox', { name: 'Escribe un mensaje' }), 'Mira{Enter}');
    expect(await screen.findByText('No puedes adjuntar un archivo al que no tienes acceso')).toBeInTheDocument();
    expect(screen.getByTestId('chat-attachment')).toHaveTextContent('pizarra.png');
    expect(screen.getByRole('textbox', { name: 'Escribe un mensaje' })).toHaveValue('Mira');
    expect(callsTo(fetchMock, '/api/chats/upload-file')).toHaveLength(2);
  });
});

describe('chat files: a new chat', { timeout: 20_000 }, () => {
  it('sends a file as the first message of a temporary chat (negative id), which then becomes the real one', async () => {
    const sergio = makeContact({ edu_codigocontacto: 'CT-0300', fullname: 'Sergio Navarro Gil' });
    const pdf = { id: 8, name: 'horario.pdf', url: '/api/files/activos/file/8', fileType: 'application/pdf', size: 4096 };
    const sent = makeChatMessage({
      id: 501,
      chatId: 56,
      sender_codigocontacto: 'CT-0001',
      receiver_codigocontacto: 'CT-0300',
      mensaje: '',
      metadata: { files: [pdf] },
    });
    const fetchMock = mockChatApi({
      '/api/chats/people-to-chat': jsonResponse({ status: 'ok', contactsToChat: { contacts: [sergio] } }),
      '/api/chats/upload-file': jsonResponse(pdf, { status: 201 }),
      '/api/chats/send-message': jsonResponse({ status: 'ok', chatId: 56, message: sent }, { status: 201 }),
      '/api/chats/56': jsonResponse({ status: 'ok', chats: [makeChat({ id: 56, contact: sergio, last_message: 'horario.pdf' })] }),
      '/api/chats/56/messages': messagesAnswer([sent]),
    });
    const interaction = userEvent.setup();
    const { router } = renderApp('/chat');
    await interaction.type(await screen.findByRole('searchbox'), 'Sergio');
    await interaction.click(await screen.findByRole('button', { name: /Sergio Navarro Gil/ }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/chat\/-\d+$/));
    const temporaryId = Number(router.state.location.pathname.split('/').at(-1));

    await interaction.upload(screen.getByTestId('chat-file-input'), new File(['%PDF-1.4'], 'horario.pdf', { type: 'application/pdf' }));
    const send = screen.getByRole('button', { name: 'Enviar' });
    await waitFor(() => expect(send).toBeEnabled());
    await interaction.click(send);

    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/56'));
    const [sendCall] = callsTo(fetchMock, '/api/chats/send-message');
    expect(JSON.parse(String(sendCall![1]?.body))).toMatchObject({
      chatId: temporaryId,
      receiver_codigocontacto: 'CT-0300',
      mensaje: '',
      metadata: { files: [pdf] },
    });
    expect(await screen.findByRole('button', { name: 'Descargar horario.pdf' })).toBeInTheDocument();
  });
});

describe('chat files: the conversation', { timeout: 20_000 }, () => {
  it('shows other files as a download row (icon, name, size) that asks for a download address', async () => {
    const pdf = { id: 7, name: 'apuntes-tema-4.pdf', url: '/api/files/activos/file/7', fileType: 'application/pdf', size: 250_000 };
    const fetchMock = mockChatApi(
      {
        '/api/files/activos/file/7': jsonResponse({
          status: 'ok',
          data: { url: '/api/files/stream/7?dl=1&sig=x', name: pdf.name, fileType: 'application/pdf' },
        }),
      },
      [makeChatMessage({ id: 5, mensaje: 'Te paso los apuntes', metadata: { files: [pdf] } })],
    );
    const interaction = userEvent.setup();
    renderApp('/chat/1');
    const row = await screen.findByRole('button', { name: 'Descargar apuntes-tema-4.pdf' });
    expect(row).toHaveTextContent('apuntes-tema-4.pdf');
    expect(row).toHaveTextContent(formatFileSize(250_000));
    expect(screen.getByText('Te paso los apuntes')).toBeInTheDocument();
    // Not asked until clicked: the address expires.
    expect(callsTo(fetchMock, '/api/files/activos/file/7')).toHaveLength(0);
    await interaction.click(row);
    await waitFor(() => expect(callsTo(fetchMock, '/api/files/activos/file/7')).toHaveLength(1));
    expect(new URL(String(callsTo(fetchMock, '/api/files/activos/file/7')[0]![0]), 'http://localhost').searchParams.get('download')).toBe('1');
  });

  it('falls back to the download row when an image has no address', async () => {
    mockChatApi({ '/api/files/activos/file/41': errorResponse(404, 'not_found', 'El fichero no existe') }, [
      makeChatMessage({ id: 6, mensaje: '', metadata: { files: [uploaded] } }),
    ]);
    renderApp('/chat/1');
    expect(await screen.findByRole('button', { name: 'Descargar pizarra.png' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'pizarra.png' })).not.toBeInTheDocument();
  });
});

describe('formatFileSize', () => {
  it('reads as people say it', () => {
    expect([formatFileSize(850), formatFileSize(2048), formatFileSize(2.4 * 1024 * 1024), formatFileSize(CHAT_UPLOAD_MAX_BYTES)]).toEqual([
      '850 B',
      '2 KB',
      '2,4 MB',
      '10 MB',
    ]);
  });
});
