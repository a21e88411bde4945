import { texts, type SupportCase } from '@campus/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session-store';
import { installFakeSockets } from '../../test/fake-socket';
import { makeSessionUser } from '../../test/factories';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoute } from '../../test/render-route';
import { CasesRoute } from './cases-route';
import { makeCase } from './cases-test-factories';

const student = makeSessionUser();
const resolved = makeCase({
  incidentid: 'a1',
  ticketnumber: 'CAS-4827-K3M',
  title: 'No se reproduce la grabación',
  statecode: 1,
  statuscode: 5,
  hasResolution: true,
});
const waiting = makeCase({
  incidentid: 'a2',
  ticketnumber: 'CAS-7352-HTP',
  title: 'Cargo duplicado de noviembre',
  tipoIncidencia: 1,
  statecode: 0,
  statuscode: 3,
});
const cancelled = makeCase({ incidentid: 'a3', ticketnumber: 'CAS-5683-RDE', title: 'Cambio de grupo', statecode: 2, statuscode: 6 });

const list = (...casos: SupportCase[]) => jsonResponse({ status: 'ok', casos });
const noResolution = () => jsonResponse({ status: 'ok', data: [] });
const resolution = (subject: string) => jsonResponse({ status: 'ok', data: [{ subject, createdon: '2026-11-21T12:15:00.000Z', resolvedBy: 'Marta Soporte' }] });

const renderCases = (at = '/incidencias') => renderRoute(<CasesRoute />, { path: '/incidencias', at, otherPages: { '/chat': 'Página de chat' }, isLive: true });

afterEach(() => vi.unstubAllGlobals());

describe('/incidencias', () => {
  it('lists ticket, title, type, coloured status and date, and searches by title or by a dictated ticket number', async () => {
    setSession('token', student);
    mockFetch({ '/api/user/casos': list(resolved, waiting, cancelled) });
    const { user } = renderCases();

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['CAS-4827-K3M', 'No se reproduce la grabación, ver detalle Problema técnico', 'Resuelto', '21 nov 2026'],
      ['CAS-7352-HTP', 'Cargo duplicado de noviembre, ver detalle Consulta administración', 'Esperando detalles', '21 nov 2026'],
      ['CAS-5683-RDE', 'Cambio de grupo, ver detalle Problema técnico', 'Cancelado', '21 nov 2026'],
    ]);
    expect(within(rows[0]!).getByText('Resuelto').className).toMatch(/green/);
    expect(within(rows[1]!).getByText('Esperando detalles').className).toMatch(/yellow/);
    expect(within(rows[2]!).getByText('Cancelado').className).toMatch(/red/);

    const search = screen.getByPlaceholderText('Buscar incidencias...');
    await user.type(search, 'cas 7352 htp');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent),
    ).toEqual(['CAS-7352-HTP']);
    await user.clear(search);
    await user.type(search, 'grabacion');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent),
    ).toEqual(['CAS-4827-K3M']);
    await user.clear(search);
    await user.type(search, 'impresora');
    expect(await screen.findByText(texts.cases.noResults)).toBeInTheDocument();
  });

  it("opens the detail with the description and 'Pendiente de resolución', then the resolution once it exists", async () => {
    setSession('token', student);
    mockFetch({
      '/api/user/casos': list(resolved, waiting),
      '/api/user/caso/resolucion/a1': resolution('Ya está convertida de nuevo.'),
      '/api/user/caso/resolucion/a2': noResolution(),
    });
    const { user, router } = renderCases();

    await user.click(await screen.findByRole('button', { name: /Cargo duplicado de noviembre/ }));
    const pending = await screen.findByRole('dialog', { name: 'Cargo duplicado de noviembre' });
    expect(within(pending).getByText('CAS-7352-HTP')).toBeInTheDocument();
    expect(within(pending).getByText(/La pantalla se queda en negro/)).toBeInTheDocument();
    expect(await within(pending).findByText('Pendiente de resolución')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?case=a2');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('button', { name: /No se reproduce la grabación/ }));
    const done = await screen.findByRole('dialog', { name: 'No se reproduce la grabación' });
    expect(await within(done).findByText('Ya está convertida de nuevo.')).toBeInTheDocument();
    expect(within(done).getByText(/Resuelta por Marta Soporte/)).toBeInTheDocument();
  });

  it('opens the case a bell notification names (?case=<ticket>)', async () => {
    setSession('token', student);
    mockFetch({ '/api/user/casos': list(resolved, waiting), '/api/user/caso/resolucion/a2': noResolution() });
    renderCases('/incidencias?case=CAS-7352-HTP');
    expect(await screen.findByRole('dialog', { name: 'Cargo duplicado de noviembre' })).toBeInTheDocument();
  });

  it("registers a case: 'Todos los campos son requridos.' first, then the body with technology 9, the toast, and the new case opened", async () => {
    setSession('token', student);
    const created = makeCase({ incidentid: 'n1', ticketnumber: 'CAS-9473-QAC', title: 'No veo el tema 5', description: 'Sale en blanco' });
    const fetchMock = mockFetch({
      '/api/user/casos': (_url, init) =>
        init?.method === 'POST' ? jsonResponse({ status: 'ok', message: texts.cases.registered, caso: created }, { status: 201 }) : list(waiting),
      '/api/user/caso/resolucion/n1': noResolution(),
    });
    const { user } = renderCases();

    await user.click(await screen.findByRole('button', { name: texts.cases.newCase }));
    const form = await screen.findByRole('dialog', { name: texts.cases.formTitle });
    await user.type(within(form).getByLabelText(texts.cases.titleLabel), 'No veo el tema 5');
    await user.click(within(form).getByRole('button', { name: texts.cases.submit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Todos los campos son requridos.');
    expect(within(form).getByLabelText(texts.cases.descriptionLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, '/api/user/casos').filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await user.type(within(form).getByLabelText(texts.cases.descriptionLabel), 'Sale en blanco');
    // No type chosen is not 'Problema técnico'.
    await user.click(within(form).getByRole('button', { name: texts.cases.submit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Todos los campos son requridos.');
    expect(within(form).getByLabelText(texts.cases.typeLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(texts.cases.descriptionLabel)).not.toHaveAttribute('aria-invalid');
    expect(callsTo(fetchMock, '/api/user/casos').filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    await user.selectOptions(within(form).getByLabelText(texts.cases.typeLabel), 'Consulta administración');
    await user.click(within(form).getByRole('button', { name: texts.cases.submit }));
    expect(await screen.findByText('Incidencia registrada correctamente.')).toBeInTheDocument();
    const [post] = callsTo(fetchMock, '/api/user/casos').filter(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post![1]!.body))).toEqual({ title: 'No veo el tema 5', description: 'Sale en blanco', tipoIncidencia: 1, technology: 9 });
    const detail = await screen.findByRole('dialog', { name: 'No veo el tema 5' });
    expect(within(detail).getByText('CAS-9473-QAC')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /No veo el tema 5/, hidden: true })).toBeInTheDocument();
  });

  it('shows the empty state, and the error state with a retry that works', async () => {
    setSession('token', student);
    let fails = true;
    mockFetch({ '/api/user/casos': () => (fails ? errorResponse(500, 'internal', 'Ha ocurrido un error inesperado') : list()) });
    const { user } = renderCases();
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.cases.fetchError);
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(texts.cases.empty)).toBeInTheDocument();
  });

  it('writes a pushed case-updated into the list and the open detail asks for its resolution again', async () => {
    const sockets = installFakeSockets();
    setSession('token', student);
    let answer = noResolution;
    mockFetch({ '/api/user/casos': list(waiting), '/api/user/caso/resolucion/a2': () => answer() });
    const { user } = renderCases();
    await user.click(await screen.findByRole('button', { name: /Cargo duplicado de noviembre/ }));
    const detail = await screen.findByRole('dialog', { name: 'Cargo duplicado de noviembre' });
    expect(await within(detail).findByText('Pendiente de resolución')).toBeInTheDocument();
    await waitFor(() => expect(sockets).toHaveLength(1));

    answer = () => resolution('Hemos devuelto el cargo repetido.');
    act(() => sockets[0]!.pushFromServer('case-updated', { ...waiting, statecode: 1, statuscode: 5, hasResolution: true }));
    expect(await within(detail).findByText('Hemos devuelto el cargo repetido.')).toBeInTheDocument();
    expect(within(detail).getByText('Resuelto')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { hidden: true })).getByText('Resuelto')).toBeInTheDocument();
  });

  it('is locked for a freemium visitor, with the purchase prompt, and asks for nothing', async () => {
    setSession('token', makeSessionUser({ freemium: true }));
    const fetchMock = mockFetch({});
    renderCases();
    expect(await screen.findByRole('heading', { name: 'Incidencias es para alumnos matriculados' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.freemiumWeb.lockedAction })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/user/casos')).toHaveLength(0);
  });
});
