import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session-store';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { foldersAnswer, listAnswer, makeListItem, makeMessage, me, messageAnswer, renderMail } from './mail-test-setup';

/** Issue 29: search over the mailbox, a group mail's long To: collapsed, and the offline state. */
describe('/correo search, long recipient lists and offline', { timeout: 20_000 }, () => {
  afterEach(() => {
    // onlineManager is TanStack Query's module state, shared by the files of this worker.
    onlineManager.setOnline(true);
  });

  it('searches every folder through GET /api/mails/search and comes back to the folder when the box is emptied', async () => {
    setSession('token', me);
    const found = makeListItem({ id: 9, folderId: 'archive', subject: 'Catálogo de productos en React' });
    const fetchMock = mockFetch({
      '/api/mails/folders': foldersAnswer(),
      '/api/mails': listAnswer([makeListItem({ id: 1, subject: 'Horario de tutorías' })]),
      '/api/mails/search': (url) => jsonResponse({ status: 'ok', data: url.searchParams.get('q') === 'catalogo' ? [found] : [], nextCursor: null }),
    });
    const { user } = renderMail();
    expect(await screen.findByRole('list', { name: 'Correos de Recibidos' })).toHaveTextContent('Horario de tutorías');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar en el correo' }), 'catalogo');
    const results = await screen.findByRole('list', { name: 'Resultados de «catalogo»' });
    const rows = within(results).getAllByRole('button');
    expect(rows).toHaveLength(1);
    // Results come from every folder: each names its own.
    expect(rows[0]).toHaveTextContent('Archivo');
    expect(rows[0]).toHaveTextContent('Catálogo de productos en React');
    expect(callsTo(fetchMock, '/api/mails/search').map(([input]) => new URL(String(input), 'http://x').searchParams.get('q'))).toEqual(['catalogo']);

    await user.type(screen.getByRole('searchbox', { name: 'Buscar en el correo' }), 'zz');
    expect(await screen.findByText('No hay correos que coincidan con la búsqueda')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar en el correo' }));
    expect(await screen.findByRole('list', { name: 'Correos de Recibidos' })).toHaveTextContent('Horario de tutorías');
  });

  it("shows a group mail's first recipient and 'y 24 más' before the body, and opens the whole list on demand", async () => {
    setSession('token', me);
    const classmates = Array.from({ length: 25 }, (_, i) => ({
      name: `Compañero ${i + 1}`,
      address: `companero${i + 1}@campus.test`,
      edu_codigocontacto: `CON-${i + 1}`,
    }));
    const item = makeListItem({ id: 5, subject: 'Enunciado de la práctica 4', toRecipients: classmates });
    mockFetch({
      '/api/mails/folders': foldersAnswer(),
      '/api/mails': listAnswer([item]),
      '/api/mails/5': messageAnswer(makeMessage({ ...item })),
    });
    const { user } = renderMail('/correo?mailId=5');
    const reader = await screen.findByRole('article', { name: 'Enunciado de la práctica 4' });
    const more = within(reader).getByRole('button', { name: 'y 24 más' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(reader).toHaveTextContent('Compañero 1 <companero1@campus.test>');
    expect(reader).not.toHaveTextContent('companero2@campus.test');

    await user.click(more);
    expect(reader).toHaveTextContent('Compañero 25 <companero25@campus.test>');
    const fewer = within(reader).getByRole('button', { name: 'Mostrar menos' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await user.click(fewer);
    expect(reader).not.toHaveTextContent('companero25@campus.test');
  });

  it('names a group recipient once, without its address', async () => {
    setSession('token', me);
    const group = { name: 'DAW · Grupo A', address: 'grupo+gru-daw@campus.test', edu_codigocontacto: null, groupCode: 'GRU-DAW' };
    const item = makeListItem({ id: 6, subject: 'Quedada', toRecipients: [group] });
    mockFetch({ '/api/mails/folders': foldersAnswer(), '/api/mails': listAnswer([item]), '/api/mails/6': messageAnswer(makeMessage({ ...item })) });
    renderMail('/correo?mailId=6');
    const reader = await screen.findByRole('article', { name: 'Quedada' });
    expect(reader).toHaveTextContent('DAW · Grupo A');
    expect(reader).not.toHaveTextContent('grupo+gru-daw@campus.test');
  });

  it('says it is offline instead of loading forever, and loads the mail once the connection is back', async () => {
    setSession('token', me);
    mockFetch({ '/api/mails/folders': foldersAnswer(), '/api/mails': listAnswer([makeListItem({ subject: 'Horario de tutorías' })]) });
    onlineManager.setOnline(false);
    renderMail();
    expect(await screen.findByText('Sin conexión: el correo se cargará cuando vuelvas a estar en línea')).toBeInTheDocument();

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('list', { name: 'Correos de Recibidos' })).toHaveTextContent('Horario de tutorías');
    expect(screen.queryByText('Sin conexión: el correo se cargará cuando vuelvas a estar en línea')).not.toBeInTheDocument();
  });
});
