import { texts, type SupportCase } from '@campus/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session-store';
import { installFakeSockets } from '../../test/fake-socket';
import { makeSessionUser } from '../../test/factories';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoute } from '../../test/render-route';
import { AcademyCasesRoute } from './academy-cases-route';
import { makeCase } from './cases-test-factories';

const staff = makeSessionUser({ edu_codigocontacto: 'STAFF-1', fullname: 'Marta Soporte', edu_tipocontacto: '4' });
const admin = makeSessionUser({ edu_codigocontacto: 'ADM-1', fullname: 'Admin Campus', admin: true });
const open = makeCase({
  incidentid: 'c1',
  ticketnumber: 'CAS-3498-NFC',
  title: 'No me llega el correo',
  customerid_contact: { fullname: 'Pablo Ruiz', edu_codigocontacto: 'CT-2' },
});
const other = makeCase({ incidentid: 'c2', ticketnumber: 'CAS-2946-WQA', title: 'No puedo entregar la tarea', statuscode: 3 });
const resolvedOne = makeCase({ incidentid: 'c3', ticketnumber: 'CAS-4827-K3M', title: 'Grabación en negro', statecode: 1, statuscode: 5, hasResolution: true });

const list = (...casos: SupportCase[]) => jsonResponse({ status: 'ok', casos });

const renderAcademy = () => renderRoute(<AcademyCasesRoute />, { path: '/gestion/incidencias', otherPages: { '/': 'Inicio' }, isLive: true });

const queueRoute = (byState: Record<number, SupportCase[]>) => (url: URL) => {
  const search = url.searchParams.get('search') ?? '';
  const items = byState[Number(url.searchParams.get('statecode'))] ?? [];
  return list(...items.filter((item) => !search || item.ticketnumber.includes(search) || item.title.includes(search)));
};

afterEach(() => vi.unstubAllGlobals());

describe('/gestion/incidencias', () => {
  it('lists the open cases with student, ticket, title, type and dates; filters by state and searches on the server', async () => {
    setSession('token', staff);
    const fetchMock = mockFetch({ '/api/gestion/casos': queueRoute({ 0: [open, other], 1: [resolvedOne] }) });
    const { user } = renderAcademy();

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['CAS-3498-NFC', 'No me llega el correo, ver detalle Problema técnico', 'Pablo Ruiz', 'En curso', '20 nov 2026', '21 nov 2026'],
      ['CAS-2946-WQA', 'No puedo entregar la tarea, ver detalle Problema técnico', 'Ana García López', 'Esperando detalles', '20 nov 2026', '21 nov 2026'],
    ]);
    const filter = screen.getByRole('group', { name: texts.cases.stateFilterLabel });
    expect(within(filter).getByRole('button', { name: 'Abiertas' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filter).getByRole('button', { name: 'Resueltas' }));
    expect(await screen.findByText('Grabación en negro')).toBeInTheDocument();
    expect(screen.queryByText('No me llega el correo')).not.toBeInTheDocument();

    await user.click(within(filter).getByRole('button', { name: 'Canceladas' }));
    expect(await screen.findByText(texts.cases.academyEmpty)).toBeInTheDocument();

    await user.click(within(filter).getByRole('button', { name: 'Abiertas' }));
    await user.type(screen.getByPlaceholderText('Buscar incidencias...'), 'CAS-2946');
    await waitFor(() => expect(callsTo(fetchMock, '/api/gestion/casos').some(([input]) => String(input).includes('search=CAS-2946'))).toBe(true));
    await waitFor(() => expect(screen.queryByText('No me llega el correo')).not.toBeInTheDocument());
    expect(screen.getByText('No puedo entregar la tarea')).toBeInTheDocument();
  });

  it('opens a case and resolves it: only the table’s pairs, status and resolution sent, the toast, the case leaves the open queue', async () => {
    setSession('token', admin);
    const fetchMock = mockFetch({
      '/api/gestion/casos': queueRoute({ 0: [open] }),
      '/api/gestion/casos/c1': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return jsonResponse({
          status: 'ok',
          message: texts.cases.updated,
          caso: { ...open, statecode: body.statecode, statuscode: body.statuscode, hasResolution: true },
        });
      },
    });
    const { user } = renderAcademy();

    await user.click(await screen.findByRole('button', { name: /No me llega el correo/ }));
    const dialog = await screen.findByRole('dialog', { name: 'No me llega el correo' });
    expect(within(dialog).getByText('Pablo Ruiz')).toBeInTheDocument();
    expect(within(dialog).getByText(/La pantalla se queda en negro/)).toBeInTheDocument();
    const status = within(dialog).getByLabelText('Estado');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['En curso', 'Retenido', 'Esperando detalles', 'Investigación', 'Resuelto', 'Información proporcionada', 'Cancelado', 'Combinado']);

    // Nothing changed: the contract's message, and no call.
    await user.click(within(dialog).getByRole('button', { name: texts.cases.saveChanges }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts.cases.nothingToChange);
    expect(callsTo(fetchMock, '/api/gestion/casos/c1')).toHaveLength(0);

    await user.selectOptions(status, 'Resuelto');
    await user.type(within(dialog).getByLabelText('Resolución para el alumno'), 'Te hemos reenviado el acceso.');
    await user.click(within(dialog).getByRole('button', { name: texts.cases.saveChanges }));
    expect(await screen.findByText(texts.cases.updated)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/gestion/casos/c1');
    expect(call![1]!.method).toBe('PATCH');
    expect(JSON.parse(String(call![1]!.body))).toEqual({ statecode: 1, statuscode: 5, resolution: 'Te hemos reenviado el acceso.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(texts.cases.academyEmpty)).toBeInTheDocument();
  });

  it('adds a case registered meanwhile to the open queue, live', async () => {
    const sockets = installFakeSockets();
    setSession('token', staff);
    mockFetch({ '/api/gestion/casos': queueRoute({ 0: [open] }) });
    renderAcademy();
    expect(await screen.findByText('No me llega el correo')).toBeInTheDocument();
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() =>
      sockets[0]!.pushFromServer(
        'case-updated',
        makeCase({ incidentid: 'c9', ticketnumber: 'CAS-7777-AAA', title: 'Nueva: sin acceso al aula', modifiedon: '2026-11-26T08:00:00.000Z' }),
      ),
    );
    expect(await screen.findByText('Nueva: sin acceso al aula')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('CAS-7777-AAA')).toBeInTheDocument();
  });

  it('an untouched status follows a change made meanwhile by someone else, so saving a resolution keeps it', async () => {
    const sockets = installFakeSockets();
    setSession('token', staff);
    const fetchMock = mockFetch({
      '/api/gestion/casos': queueRoute({ 0: [open] }),
      '/api/gestion/casos/c1': () => jsonResponse({ status: 'ok', message: texts.cases.updated, caso: { ...open, statuscode: 4, hasResolution: true } }),
    });
    const { user } = renderAcademy();
    await user.click(await screen.findByRole('button', { name: /No me llega el correo/ }));
    const dialog = await screen.findByRole('dialog', { name: 'No me llega el correo' });
    await waitFor(() => expect(sockets).toHaveLength(1));

    act(() => sockets[0]!.pushFromServer('case-updated', { ...open, statuscode: 4, modifiedon: '2026-11-26T08:00:00.000Z' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Estado')).toHaveValue('0:4'));
    await user.type(within(dialog).getByLabelText('Resolución para el alumno'), 'Revisa la carpeta de spam.');
    await user.click(within(dialog).getByRole('button', { name: texts.cases.saveChanges }));
    expect(await screen.findByText(texts.cases.updated)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/gestion/casos/c1');
    expect(JSON.parse(String(call![1]!.body))).toEqual({ resolution: 'Revisa la carpeta de spam.' });
  });

  it('refuses a student who types the address, without asking the server, and anyone the server refuses', async () => {
    setSession('token', makeSessionUser());
    const fetchMock = mockFetch({});
    renderAcademy();
    expect(await screen.findByRole('heading', { level: 1, name: 'No tienes acceso a esta página' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(callsTo(fetchMock, '/api/gestion/casos')).toHaveLength(0);
  });

  it('shows the refusal when the server answers 403', async () => {
    setSession('token', staff);
    mockFetch({ '/api/gestion/casos': errorResponse(403, 'forbidden', texts.errors.forbidden) });
    renderAcademy();
    expect(await screen.findByRole('heading', { level: 1, name: 'No tienes acceso a esta página' })).toBeInTheDocument();
  });
});
