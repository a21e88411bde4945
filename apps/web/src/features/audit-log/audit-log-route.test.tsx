import { academyTexts } from '@campus/contract';
import { type AuditEntryItem, type AuditLogAnswer } from '@campus/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session-store';
import { makeSessionUser } from '../../test/factories';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoute } from '../../test/render-route';
import { AuditLogRoute } from './audit-log-route';

const t = academyTexts.backOfficeDesk;
const admin = makeSessionUser({ edu_codigocontacto: 'CON-10002', fullname: 'Marta Admin', admin: true });

const entry: AuditEntryItem = {
  id: 3,
  at: '2026-03-05T10:00:00.000Z',
  actor: { kind: 'person', edu_codigocontacto: 'CON-10002', name: 'Marta Admin' },
  action: 'contact.update',
  entityType: 'contact',
  entityId: 'CON-1',
  summary: 'Cambio de Ana López Ruiz (CON-1)',
  before: { mobilephone: null, fullname: 'Ana López' },
  after: { mobilephone: '600000000', fullname: 'Ana López Ruiz' },
};
const answer = (...data: AuditEntryItem[]): AuditLogAnswer => ({ status: 'ok', data, page: { page: 1, pageSize: 25, total: data.length } });
const queryOf = (fetchMock: ReturnType<typeof mockFetch>) =>
  callsTo(fetchMock, '/api/gestion/auditoria').map(([input]) => Object.fromEntries(new URL(String(input), 'http://localhost').searchParams));

afterEach(() => vi.unstubAllGlobals());

describe('/gestion/auditoria', () => {
  it('reads ?entidad=&id= from the address, applies the other filters with the button, and refuses days in the wrong order', async () => {
    setSession('token', admin);
    const fetchMock = mockFetch({ '/api/gestion/auditoria': () => jsonResponse(answer(entry)) });
    const { user } = renderRoute(<AuditLogRoute />, { path: '/gestion/auditoria', at: '/gestion/auditoria?entidad=contact&id=CON-1' });

    await screen.findByText(entry.summary, { selector: 'p' });
    expect(queryOf(fetchMock)[0]).toMatchObject({ entidad: 'contact', id: 'CON-1', page: '1' });
    expect(screen.getByRole('combobox', { name: t.auditEntity })).toHaveValue('contact');
    expect(screen.getByRole('textbox', { name: t.auditEntityId })).toHaveValue('CON-1');

    await user.type(screen.getByRole('searchbox', { name: t.auditSearch }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: t.auditActor }), 'marta');
    // Typing alone asks nothing; the button applies.
    expect(queryOf(fetchMock)).toHaveLength(1);
    const from = screen.getByLabelText(t.auditFrom);
    const to = screen.getByLabelText(t.auditTo);
    fireEvent.change(from, { target: { value: '2026-03-10' } });
    fireEvent.change(to, { target: { value: '2026-03-01' } });
    await user.click(screen.getByRole('button', { name: t.auditApply }));
    expect(await screen.findByText(t.auditDatesInvalid)).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(queryOf(fetchMock)).toHaveLength(1);

    fireEvent.change(to, { target: { value: '2026-03-31' } });
    await user.click(screen.getByRole('button', { name: t.auditApply }));
    await waitFor(() => expect(queryOf(fetchMock)).toHaveLength(2));
    expect(queryOf(fetchMock)[1]).toMatchObject({ q: 'Ana', entidad: 'contact', id: 'CON-1', actor: 'marta', desde: '2026-03-10', hasta: '2026-03-31' });

    await user.click(screen.getByRole('button', { name: t.auditClear }));
    await waitFor(() => expect(queryOf(fetchMock).at(-1)).toEqual({ page: '1', pageSize: '25' }));
    expect(screen.getByRole('combobox', { name: t.auditEntity })).toHaveValue('');
  });

  it('opens an entry into a table of each changed field before and after', async () => {
    setSession('token', admin);
    mockFetch({ '/api/gestion/auditoria': () => jsonResponse(answer(entry)) });
    const { user } = renderRoute(<AuditLogRoute />, { path: '/gestion/auditoria' });
    const toggle = await screen.findByRole('button', { name: new RegExp(t.auditShowChanges) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table');
    const phone = within(table).getByRole('rowheader', { name: 'mobilephone' }).closest('tr')!;
    expect(
      within(phone)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([t.auditEmptyValue, '600000000']);
    expect(within(table).getByRole('columnheader', { name: t.auditBefore })).toBeInTheDocument();
  });
});
