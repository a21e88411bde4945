import { mailFolderCatalog, mailFolderIds, type MailFolder } from '@campus/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session-store';
import { installFakeSockets } from '../../test/fake-socket';
import { makeSessionUser } from '../../test/factories';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderShell } from '../../test/render-shell';

const folders = (inboxUnread: number): MailFolder[] =>
  mailFolderIds.map((id) => ({ id, ...mailFolderCatalog[id], unreadItemCount: id === 'inbox' ? inboxUnread : 0, totalItemCount: 10, count: 10 }));

describe("the menu's 'Correo' unread badge", () => {
  it('shows the unread count of the inbox in the name of the link and follows mail-changed live', async () => {
    const user = makeSessionUser();
    setSession('token', user);
    const sockets = installFakeSockets();
    mockFetch({ '/api/auth/session': jsonResponse({ status: 'ok', user }), '/api/mails/folders': jsonResponse(folders(3)) });
    renderShell('/correo');
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(await within(nav).findByRole('link', { name: 'Correo, 3 correos sin leer' })).toBeInTheDocument();

    act(() => sockets.at(-1)!.pushFromServer('mail-changed', { folders: folders(1), mail: null, removedId: null }));
    expect(await within(nav).findByRole('link', { name: 'Correo, 1 correo sin leer' })).toBeInTheDocument();
    act(() => sockets.at(-1)!.pushFromServer('mail-changed', { folders: folders(0), mail: null, removedId: null }));
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Correo' })).toBeInTheDocument());
  });

  it('tells of unread mail on the closed Comunicación group', async () => {
    const user = makeSessionUser();
    setSession('token', user);
    mockFetch({ '/api/auth/session': jsonResponse({ status: 'ok', user }), '/api/mails/folders': jsonResponse(folders(12)) });
    renderShell('/calendario');
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    const group = await within(nav).findByRole('button', { name: 'Comunicación, 12 correos sin leer' });
    await userEvent.setup().click(group);
    expect(await within(nav).findByRole('link', { name: 'Correo, 12 correos sin leer' })).toBeInTheDocument();
  });

  it("tells of unread mail on the phone's menu button, whose name stays 'Abrir menú'", async () => {
    const user = makeSessionUser();
    setSession('token', user);
    const sockets = installFakeSockets();
    mockFetch({ '/api/auth/session': jsonResponse({ status: 'ok', user }), '/api/mails/folders': jsonResponse(folders(2)) });
    renderShell('/calendario');
    const button = await screen.findByRole('button', { name: 'Abrir menú' });
    await waitFor(() => expect(button).toHaveAccessibleDescription('2 correos sin leer'));
    act(() => sockets.at(-1)!.pushFromServer('mail-changed', { folders: folders(0), mail: null, removedId: null }));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-describedby'));
  });

  it('asks nothing for a freemium visitor (no mailbox)', async () => {
    const user = makeSessionUser({ freemium: true });
    setSession('token', user);
    const fetchMock = mockFetch({ '/api/auth/session': jsonResponse({ status: 'ok', user }) });
    renderShell('/correo');
    expect(await screen.findByRole('link', { name: 'Correo' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/mails/folders')).toHaveLength(0);
  });
});
