import { freemiumSampleFolders } from '@campus/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mailFoldersKey } from '../../lib/api/mail-folders';
import { getFreemiumGate } from '../../lib/freemium-gate-store';
import { setSession } from '../../lib/session-store';
import { installFakeSockets } from '../../test/fake-socket';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { foldersAnswer, listAnswer, makeFolders, makeListItem, makeMessage, me, messageAnswer, renderMail } from './mail-test-setup';

const listCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  callsTo(fetchMock, '/api/mails').map(([input]) => new URL(String(input), 'http://x').searchParams);
const compact = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width: 1023') || query.includes('max-width: 1439'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

describe('/correo', { timeout: 20_000 }, () => {
  it('shows the folders with their names and unread counts, the inbox newest first, and the empty reader', async () => {
    setSession('token', me);
    const fetchMock = mockFetch({
      '/api/mails/folders': foldersAnswer(makeFolders({ inbox: 3, junk: 1 }, { drafts: 2 })),
      '/api/mails': listAnswer([
        makeListItem({ id: 2, subject: '', preview: 'Sin asunto pero con texto', isRead: false, hasAttachments: true, date: '2026-11-26T09:00:00.000Z' }),
        makeListItem({ id: 1 }),
      ]),
    });
    renderMail();

    const folders = await screen.findByRole('navigation', { name: 'Carpetas' });
    const links = within(folders).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(/,.*$/, '').replace(/\d+$/, ''))).toEqual([
      'Recibidos',
      'Borradores',
      'Enviados',
      'Archivo',
      'Spam',
      'Eliminados',
      'Bandeja de salida',
      'Historial de conversaciones',
    ]);
    expect(await within(folders).findByRole('link', { name: 'Recibidos, 3 correos sin leer' })).toHaveAttribute('aria-current', 'page');
    expect(within(folders).getByRole('link', { name: 'Borradores, 2 correos' })).toBeInTheDocument();
    expect(within(folders).getByRole('link', { name: 'Spam, 1 correo sin leer' })).toHaveAttribute('href', '/correo?folderId=junk&wellKnownName=junkemail');

    const list = await screen.findByRole('list', { name: 'Correos de Recibidos' });
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('No leído');
    expect(rows[0]).toHaveTextContent('(Sin asunto)');
    expect(within(rows[0]!).getByRole('img', { name: 'Con archivos adjuntos' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Alberto Sánchez Molina');
    expect(rows[1]).toHaveTextContent('Entrega de la práctica 3');
    expect(rows[1]).not.toHaveTextContent('No leído');
    expect(screen.getByText('Selecciona un correo para ver su contenido')).toBeInTheDocument();
    expect(listCalls(fetchMock)[0]!.get('folderId')).toBe('inbox');
  });

  it('selects the folder from folderId or wellKnownName and keeps both in the address', async () => {
    setSession('token', me);
    const fetchMock = mockFetch({ '/api/mails/folders': foldersAnswer(), '/api/mails': listAnswer([]) });
    const { router, user } = renderMail('/correo?wellKnownName=sentitems');
    expect(await screen.findByRole('heading', { name: 'Enviados' })).toBeInTheDocument();
    expect(await screen.findByText('No hay correos en esta carpeta')).toBeInTheDocument();
    expect(listCalls(fetchMock)[0]!.get('folderId')).toBe('sent');

    await user.click(screen.getByRole('link', { name: 'Eliminados' }));
    expect(await screen.findByRole('heading', { name: 'Eliminados' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?folderId=deleted&wellKnownName=deleteditems');
    await waitFor(() => expect(listCalls(fetchMock).map((params) => params.get('folderId'))).toContain('deleted'));
  });

  it("under 1024 px shows the first 4 folders and 'Ver todas', which lists every folder", async () => {
    compact();
    setSession('token', me);
    mockFetch({ '/api/mails/folders': foldersAnswer(), '/api/mails': listAnswer([]) });
    const { user, router } = renderMail();
    const bar = await screen.findByRole('navigation', { name: 'Carpetas' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Recibidos', 'Borradores', 'Enviados', 'Archivo']);
    await user.click(within(bar).getByRole('button', { name: 'Ver todas' }));
    const overlay = await screen.findByRole('dialog', { name: 'Carpetas' });
    expect(within(overlay).getAllByRole('link')).toHaveLength(8);
    await user.click(within(overlay).getByRole('link', { name: 'Spam' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toContain('folderId=junk');
  });

  it('from 1024 to 1439 px keeps the list beside the reader and moves the folders to the bar above (issue 29: a wider reader)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 1439'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    setSession('token', me);
    mockFetch({
      '/api/mails/folders': foldersAnswer(),
      '/api/mails': listAnswer([makeListItem({ id: 5 })]),
      '/api/mails/5': messageAnswer(makeMessage({ id: 5 })),
    });
    renderMail('/correo?mailId=5');
    const bar = await screen.findByRole('navigation', { name: 'Carpetas' });
    expect(within(bar).getByRole('button', { name: 'Ver todas' })).toBeInTheDocument();
    // Both panes are there: the list and the open mail (one pane at a time is for under 1024 px).
    expect(await screen.findByRole('list', { name: 'Correos de Recibidos' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Entrega de la práctica 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Volver/ })).not.toBeInTheDocument();
  });

  it("loads the next page with 'Cargar más correos' (keyset cursor)", async () => {
    setSession('token', me);
    const firstPage = Array.from({ length: 3 }, (_, index) =>
      makeListItem({ id: 10 - index, subject: `Correo ${10 - index}`, date: `2026-11-2${9 - index}T10:00:00.000Z` }),
    );
    const fetchMock = mockFetch({
      '/api/mails/folders': foldersAnswer(),
      '/api/mails': (url) =>
        url.searchParams.get('cursor') === 'c-7'
          ? listAnswer([makeListItem({ id: 3, subject: 'Correo 3', date: '2026-10-01T10:00:00.000Z' })], null, 4)
          : listAnswer(firstPage, 'c-7', 4),
    });
    const { user } = renderMail();
    expect(await screen.findByRole('button', { name: /Correo 10/ })).toBeInTheDocument();
    expect(screen.getByText('4 correos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cargar más correos' }));
    expect(await screen.findByRole('button', { name: /Correo 3/ })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Correos de Recibidos' })).getAllByRole('button')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Cargar más correos' })).not.toBeInTheDocument();
    expect(listCalls(fetchMock).map((params) => params.get('cursor'))).toEqual([null, 'c-7']);
    expect(listCalls(fetchMock)[0]!.get('limit')).toBe('50');
  });

  it('opens an unread mail: the reader shows it, it is marked read (PATCH isRead) and the counts follow the answer', async () => {
    setSession('token', me);
    const unread = makeListItem({ id: 5, isRead: false, subject: 'Tutoría del jueves' });
    const message = makeMessage({
      ...unread,
      ccRecipients: [{ name: 'Secretaría', address: 'secretaria@campus.test', edu_codigocontacto: 'CON-SEC' }],
      body: { contentType: 'html', content: '<p>Nos vemos a las <b>17:00</b>.</p><img src="https://tracker.example/pixel.png">' },
      hasRemoteImages: true,
      attachments: [{ id: 77, name: 'guion.pdf', contentType: 'application/pdf', size: 2048, url: '/api/mails/5/attachments/77' }],
    });
    const fetchMock = mockFetch({
      '/api/mails/folders': foldersAnswer(makeFolders({ inbox: 1 })),
      '/api/mails': listAnswer([unread]),
      '/api/mails/5': (_url, init) =>
        init?.method === 'PATCH'
          ? jsonResponse({ status: 'ok', data: { mail: { ...unread, isRead: true }, removedId: null, folders: makeFolders() } })
          : messageAnswer(message),
      '/api/mails/5/attachments/77': jsonResponse({ status: 'ok', url: '/api/files/signed/abc' }),
    });
    const { user, router, queryClient } = renderMail();
    await user.click(await screen.findByRole('button', { name: /Tutoría del jueves/ }));
    expect(router.state.location.search).toContain('mailId=5');

    const reader = await screen.findByRole('article', { name: 'Tutoría del jueves' });
    expect(within(reader).getByText('Alberto Sánchez Molina <alberto.sanchez@campus.test>')).toBeInTheDocument();
    expect(within(reader).getByText(`${me.fullname} <${me.emailaddress1}>`)).toBeInTheDocument();
    expect(within(reader).getByText('Secretaría <secretaria@campus.test>')).toBeInTheDocument();
    expect(within(reader).getByRole('button', { name: 'Descargar guion.pdf' })).toBeInTheDocument();

    await waitFor(() => expect(callsTo(fetchMock, '/api/mails/5').some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = callsTo(fetchMock, '/api/mails/5').find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ isRead: true });
    await waitFor(() => expect(screen.getByRole('button', { name: /Tutoría del jueves/ })).not.toHaveTextContent('No leído'));
    expect(queryClient.getQueryData(mailFoldersKey)).toEqual(makeFolders());
    expect(callsTo(fetchMock, '/api/mails/5').filter(([, init]) => init?.method === 'PATCH')).toHaveLength(1);

    // The body: a sandboxed frame without scripts, remote images blocked until the reader allows them.
    const frame = within(reader).getByTitle('Contenido del correo: Tutoría del jueves');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    expect(frame.getAttribute('srcdoc')).toContain('<b>17:00</b>');
    expect(frame.getAttribute('srcdoc')).toContain('img-src data: cid:;');
    expect(within(reader).getByText('Las imágenes externas de este correo están bloqueadas para proteger tu privacidad.')).toBeInTheDocument();
    await user.click(within(reader).getByRole('button', { name: 'Mostrar imágenes' }));
    expect(frame.getAttribute('srcdoc')).toContain('img-src data: cid: https:');

    // Marking it unread again is not undone by the reader.
    await user.click(screen.getByRole('button', { name: 'Marcar como no leído' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/mails/5').filter(([, init]) => init?.method === 'PATCH')).toHaveLength(2));
    expect(JSON.parse(String(callsTo(fetchMock, '/api/mails/5').filter(([, init]) => init?.method === 'PATCH')[1]![1]!.body))).toEqual({ isRead: false });
  });

  it("refuses reply, forward and delete without a selected mail: 'Debe seleccionar un email para realizar esta acción'", async () => {
    setSession('token', me);
    mockFetch({ '/api/mails/folders': foldersAnswer(), '/api/mails': listAnswer([makeListItem()]) });
    const { user } = renderMail();
    const toolbar = await screen.findByRole('toolbar', { name: 'Acciones del correo' });
    for (const name of ['Responder', 'Responder a todos', 'Reenviar', 'Eliminar']) {
      await user.click(within(toolbar).getByRole('button', { name }));
      // One toast, however many times it is asked for.
      await waitFor(() => expect(screen.getAllByText('Debe seleccionar un email para realizar esta acción')).toHaveLength(1));
    }
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('deletes a mail to Eliminados, and from Eliminados for good after confirming; the selection clears', async () => {
    setSession('token', me);
    const deleted = makeListItem({ id: 9, folderId: 'deleted', subject: 'Publicidad' });
    const fetchMock = mockFetch({
      '/api/mails/folders': foldersAnswer(),
      '/api/mails': listAnswer([deleted]),
      '/api/mails/9': (_url, init) =>
        init?.method === 'DELETE'
          ? jsonResponse({ status: 'ok', data: { mail: null, removedId: 9, folders: makeFolders() } })
          : messageAnswer(makeMessage(deleted)),
    });
    const { user, router } = renderMail('/correo?folderId=deleted&wellKnownName=deleteditems&mailId=9');
    await screen.findByRole('article', { name: 'Publicidad' });
    await user.click(screen.getByRole('button', { name: 'Eliminar definitivamente' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar definitivamente' });
    expect(callsTo(fetchMock, '/api/mails/9').some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar definitivamente' }));
    expect(await screen.findByText('Operación realizada con éxito')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).not.toContain('mailId'));
    expect(await screen.findByText('Selecciona un correo para ver su contenido')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Publicidad/ })).not.toBeInTheDocument());
  });

  it("says 'Error al obtener las carpetas de los mails.' when the folders cannot be read, and 'Error al obtener el contenido del email' for a message", async () => {
    setSession('token', me);
    mockFetch({
      '/api/mails/folders': errorResponse(500, 'internal', 'Error interno'),
      '/api/mails': listAnswer([]),
      '/api/mails/4': errorResponse(404, 'not_found', 'El correo no existe'),
    });
    renderMail('/correo?mailId=4');
    expect(await screen.findByText('Error al obtener las carpetas de los mails.')).toBeInTheDocument();
    expect((await screen.findAllByText('Error al obtener el contenido del email')).length).toBeGreaterThan(0);
    // The folders are still there to choose (without counts).
    expect(screen.getByRole('link', { name: 'Recibidos' })).toBeInTheDocument();
  });

  it('freemium: the sample folders without any mail call; choosing a folder or writing opens the purchase modal', async () => {
    setSession('token', { ...me, freemium: true });
    const fetchMock = mockFetch({});
    const { user } = renderMail();
    const folders = await screen.findByRole('navigation', { name: 'Carpetas' });
    expect(within(folders).getAllByRole('link')).toHaveLength(freemiumSampleFolders.length);
    expect(within(folders).getByRole('link', { name: 'Recibidos, 360 correos' })).toBeInTheDocument();
    expect(within(folders).getByRole('link', { name: 'Eliminados, 201 correos' })).toBeInTheDocument();
    expect(within(folders).getByRole('link', { name: 'Enviados, 28 correos' })).toBeInTheDocument();
    expect(within(folders).getByRole('link', { name: 'Archivo, 2 correos' })).toBeInTheDocument();
    await user.click(within(folders).getByRole('link', { name: /Eliminados/ }));
    expect(getFreemiumGate()).toMatchObject({ isOpen: true, featureName: 'El correo' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText('Error al obtener las carpetas de los mails.')).not.toBeInTheDocument();
  });

  it("writes a 'mail-changed' push into the folders and into the loaded list of its folder", async () => {
    setSession('token', me);
    const sockets = installFakeSockets();
    mockFetch({ '/api/mails/folders': foldersAnswer(makeFolders({ inbox: 0 })), '/api/mails': listAnswer([makeListItem({ id: 1 })]) });
    const { queryClient } = renderMail();
    await screen.findByRole('button', { name: /Entrega de la práctica 3/ });
    const socket = sockets.at(-1)!;
    const arrived = makeListItem({ id: 40, subject: 'Cambio de aula', isRead: false, date: '2026-11-27T08:00:00.000Z' });
    act(() => socket.pushFromServer('mail-changed', { folders: makeFolders({ inbox: 1 }), mail: arrived, removedId: null }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Correos de Recibidos' })).getAllByRole('button')).toHaveLength(2));
    const rows = within(screen.getByRole('list', { name: 'Correos de Recibidos' })).getAllByRole('button');
    expect(rows[0]).toHaveTextContent('Cambio de aula');
    expect(rows[0]).toHaveTextContent('No leído');
    expect(screen.getByRole('link', { name: 'Recibidos, 1 correo sin leer' })).toBeInTheDocument();
    expect(screen.getByText('2 correos')).toBeInTheDocument();

    // Moved elsewhere by another tab: it leaves the inbox.
    act(() => socket.pushFromServer('mail-changed', { folders: makeFolders(), mail: { ...arrived, folderId: 'archive', isRead: true }, removedId: null }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Cambio de aula/ })).not.toBeInTheDocument());
    expect(queryClient.getQueryData(mailFoldersKey)).toEqual(makeFolders());
  });
});
