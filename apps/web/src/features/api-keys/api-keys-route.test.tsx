import { academyTexts } from '@campus/contract';
import { type ApiKey } from '@campus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session-store';
import { makeSessionUser } from '../../test/factories';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoute } from '../../test/render-route';
import { ApiKeysRoute } from './api-keys-route';

const t = academyTexts.backOfficeApiKeys;
const staff = makeSessionUser({ edu_codigocontacto: 'STAFF-1', fullname: 'Elena Personal', edu_tipocontacto: '4' });
const existing: ApiKey = {
  id: 1,
  name: 'ERP antiguo',
  scope: 'read',
  prefix: 'campus_0a1b2c3d',
  createdBy: { edu_codigocontacto: 'STAFF-1', fullname: 'Elena Personal' },
  createdAt: '2026-03-01T09:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};
const created: ApiKey = { ...existing, id: 2, name: 'CRM de la academia', scope: 'write', prefix: 'campus_9f8e7d6c', createdAt: '2026-03-02T09:00:00.000Z' };
const SECRET = 'campus_9f8e7d6c_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcdefg';

const KEYS = '/api/gestion/claves-api';
afterEach(() => vi.unstubAllGlobals());

// Dialogs and typing under jsdom take a few seconds on a loaded machine.
describe('/gestion/claves-api', { timeout: 20_000 }, () => {
  it('creates a key and shows its secret once, with a copy button and the warning; the list gains the key without the secret', async () => {
    setSession('token', staff);
    const fetchMock = mockFetch({
      [KEYS]: (_url: URL, init?: RequestInit) =>
        init?.method === 'POST'
          ? jsonResponse({ status: 'ok', key: created, secret: SECRET }, { status: 201 })
          : jsonResponse({ status: 'ok', keys: [existing] }),
    });
    const { user } = renderRoute(<ApiKeysRoute />, { path: '/gestion/claves-api' });

    expect(await screen.findByText('ERP antiguo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.newKey }));
    const form = await screen.findByRole('dialog', { name: t.createTitle });
    await user.click(within(form).getByRole('button', { name: t.create }));
    expect(await within(form).findByText(t.nameRequired)).toBeInTheDocument();
    await user.click(within(form).getByRole('textbox', { name: new RegExp(t.nameLabel) }));
    await user.paste('CRM de la academia');
    expect(within(form).getByRole('radio', { name: t.scopeRead })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: t.scopeWrite }));
    await user.click(within(form).getByRole('button', { name: t.create }));

    const shown = await screen.findByRole('dialog', { name: 'Clave «CRM de la academia» creada' });
    expect(within(shown).getByText(SECRET)).toBeInTheDocument();
    expect(within(shown).getByText(t.createdWarning)).toBeInTheDocument();
    const posted = callsTo(fetchMock, KEYS).find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ name: 'CRM de la academia', scope: 'write' });
    await user.click(within(shown).getByRole('button', { name: t.copy }));
    // userEvent stands in a clipboard for the page.
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(shown).getByRole('button', { name: t.copied })).toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: t.done }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Shown once: the page no longer holds the secret anywhere, and the list has the new key first (from the answer).
    expect(document.body.textContent).not.toContain(SECRET);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['CRM de la academia', 'ERP antiguo']);
    expect(callsTo(fetchMock, KEYS).filter(([, init]) => (init?.method ?? 'GET') === 'GET')).toHaveLength(1);
  });

  it('revokes a key after a confirmation and marks it revoked', async () => {
    setSession('token', staff);
    const revoked = { ...existing, revokedAt: '2026-03-03T10:00:00.000Z' };
    const fetchMock = mockFetch({
      [KEYS]: jsonResponse({ status: 'ok', keys: [existing] }),
      [`${KEYS}/1`]: jsonResponse({ status: 'ok', key: revoked }),
    });
    const { user } = renderRoute(<ApiKeysRoute />, { path: '/gestion/claves-api' });
    await user.click(await screen.findByRole('button', { name: 'Revocar la clave «ERP antiguo»' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Revocar la clave «ERP antiguo»?' });
    await user.click(within(confirm).getByRole('button', { name: t.revokeConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, `${KEYS}/1`)[0]?.[1]?.method).toBe('DELETE');
    expect(screen.getByText(t.revoked)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revocar la clave «ERP antiguo»' })).not.toBeInTheDocument();
  });

  it('refuses a student without asking the server', async () => {
    setSession('token', makeSessionUser({ edu_tipocontacto: '1' }));
    const fetchMock = mockFetch({});
    renderRoute(<ApiKeysRoute />, { path: '/gestion/claves-api' });
    expect(await screen.findByRole('heading', { name: academyTexts.backOffice.forbidden })).toBeInTheDocument();
    expect(callsTo(fetchMock, KEYS)).toHaveLength(0);
  });
});
