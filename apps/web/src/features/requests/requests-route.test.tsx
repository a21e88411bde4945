import { texts, type RequestItem, type WithdrawalRequestItem } from '@campus/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session-store';
import { installFakeSockets } from '../../test/fake-socket';
import { makeSessionUser } from '../../test/factories';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoute } from '../../test/render-route';
import { RequestsRoute } from './requests-route';

const student = makeSessionUser();
const teacher = makeSessionUser({
  edu_codigocontacto: 'PROF-1',
  fullname: 'Alberto Sánchez Molina',
  emailaddress1: 'profesor@campus.test',
  edu_tipocontacto: '5',
});

function makeItem(overrides: Partial<RequestItem> = {}): RequestItem {
  return {
    id: 1,
    title: 'Dudas del tema 3',
    name: 'Dudas del tema 3',
    fullname: 'Alberto Sánchez Molina',
    edu_formacion: 'DAW · Grupo mañana',
    status: 'pendiente',
    date: '2026-11-26',
    start_time: '17:00',
    end_time: '17:30',
    response: null,
    request_id: 1,
    request_type: 1,
    group_id: 'GRU-A',
    teacher_id: teacher.edu_codigocontacto,
    student_id: student.edu_codigocontacto,
    student_fullname: student.fullname,
    event_id: null,
    join_url: null,
    message: null,
    location: null,
    created_at: '2026-11-24T08:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

const list = (...requests: RequestItem[]) => jsonResponse({ status: 'ok', requests });
const withdrawalsPath = `/api/lineaMatriculas/alumno/solicitudes-baja/${student.edu_codigocontacto}`;
const withdrawals = (...data: WithdrawalRequestItem[]) => jsonResponse({ status: 'ok', data });

function makeWithdrawal(overrides: Partial<WithdrawalRequestItem> = {}): WithdrawalRequestItem {
  return {
    id: 7,
    edu_codigolineamatricula: 'LM-2026-0002',
    edu_matricula: 'MAT-2026-0002',
    edu_codigoformacion: 'ENF-2026-A',
    edu_formacion: 'Auxiliar de Enfermería · Grupo A',
    status: 'pendiente',
    effective_date: '2026-12-01',
    motivo: 'tiempo',
    valoracion: 4,
    comentarios: null,
    response: null,
    created_at: '2026-11-22T18:42:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

const renderRequests = (at = '/solicitudes') =>
  renderRoute(<RequestsRoute />, {
    path: '/solicitudes',
    at,
    otherPages: { '/chat': 'Página de chat', '/tablon': 'Página del tablón', '/calendario': 'Página del calendario' },
    isLive: true,
  });

afterEach(() => vi.unstubAllGlobals());

describe('/solicitudes for a student', () => {
  it('lists name, teacher, group, coloured status and date, and opens the detail with the response', async () => {
    setSession('token', student);
    mockFetch({
      [`/api/requests/student/${student.edu_codigocontacto}`]: list(
        makeItem({ id: 3, title: 'Repaso examen', status: 'rechazado', response: 'Esa semana no estoy disponible' }),
        makeItem({ id: 2, title: 'Proyecto final', status: 'aprobado', response: 'Nos vemos', event_id: 40, join_url: 'https://meet.jit.si/campus-tutoria-x' }),
        makeItem({ id: 1 }),
      ),
      [withdrawalsPath]: withdrawals(),
    });
    const { user, router } = renderRequests();

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Repaso examen, Ver detalle', 'Alberto Sánchez Molina', 'DAW · Grupo mañana', 'Rechazada', '26 nov 2026De 17:00 a 17:30'],
      ['Proyecto final, Ver detalle', 'Alberto Sánchez Molina', 'DAW · Grupo mañana', 'Aprobada', '26 nov 2026De 17:00 a 17:30'],
      ['Dudas del tema 3, Ver detalle', 'Alberto Sánchez Molina', 'DAW · Grupo mañana', 'En proceso', '26 nov 2026De 17:00 a 17:30'],
    ]);
    expect(within(rows[0]!).getByText('Rechazada').className).toMatch(/red/);
    expect(within(rows[1]!).getByText('Aprobada').className).toMatch(/teal/);
    expect(within(rows[2]!).getByText('En proceso').className).toMatch(/yellow/);

    await user.click(within(rows[0]!).getByRole('button', { name: /Repaso examen/ }));
    const detail = await screen.findByRole('dialog', { name: 'Repaso examen' });
    expect(within(detail).getByText('Esa semana no estoy disponible')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(rows[1]!).getByRole('button', { name: /Proyecto final/ }));
    const approved = await screen.findByRole('dialog', { name: 'Proyecto final' });
    expect(within(approved).getByRole('link', { name: texts.requests.joinTutoring })).toHaveAttribute('href', 'https://meet.jit.si/campus-tutoria-x');
    await user.click(within(approved).getByRole('link', { name: texts.requests.openInCalendar }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/calendario?event_id=40');
  });

  it("says 'No hay solicitudes' when there are none", async () => {
    setSession('token', student);
    mockFetch({ [`/api/requests/student/${student.edu_codigocontacto}`]: list(), [withdrawalsPath]: withdrawals() });
    renderRequests();
    expect(await screen.findByText('No hay solicitudes')).toBeInTheDocument();
  });

  it('shows the error state when the call fails', async () => {
    setSession('token', student);
    mockFetch({
      [`/api/requests/student/${student.edu_codigocontacto}`]: errorResponse(500, 'internal', 'Ha ocurrido un error inesperado'),
      [withdrawalsPath]: withdrawals(),
    });
    renderRequests();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al obtener las solicitudes');
  });

  it('shows the section switcher (not on phones) and follows the section query', async () => {
    setSession('token', student);
    mockFetch({ [`/api/requests/student/${student.edu_codigocontacto}`]: list(), [withdrawalsPath]: withdrawals() });
    const { router } = renderRequests('/solicitudes?section=Tablón');
    expect(await screen.findByRole('heading', { name: 'Página del tablón' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tablon');

    await act(() => router.navigate('/solicitudes'));
    const switcher = await screen.findByRole('navigation', { name: texts.requests.sectionsLabel });
    expect(
      within(switcher)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Correo', '/correo'],
      ['Tablon', '/tablon'],
      ['Chat', '/chat'],
      ['FAQs', '/faqs'],
      ['Incidencias', '/incidencias'],
      ['Solicitudes', '/solicitudes'],
    ]);
    expect(within(switcher).getByRole('link', { name: 'Solicitudes' })).toHaveAttribute('aria-current', 'page');
  });

  it('writes a pushed request-updated into the list, live', async () => {
    const sockets = installFakeSockets();
    setSession('token', student);
    mockFetch({ [`/api/requests/student/${student.edu_codigocontacto}`]: list(makeItem()), [withdrawalsPath]: withdrawals() });
    renderRequests();
    expect(await screen.findByText('En proceso')).toBeInTheDocument();
    await waitFor(() => expect(sockets).toHaveLength(1));

    act(() =>
      sockets[0]!.pushFromServer(
        'request-updated',
        makeItem({ status: 'aprobado', response: 'Nos vemos', event_id: 9, join_url: 'https://meet.jit.si/campus-tutoria-y' }),
      ),
    );
    expect(await screen.findByText('Aprobada')).toBeInTheDocument();
    expect(screen.queryByText('En proceso')).not.toBeInTheDocument();
  });
});

describe('/solicitudes: withdrawal requests', () => {
  it('lists them below the tutoring requests with group, line, effective day, status and request day', async () => {
    setSession('token', student);
    mockFetch({
      [`/api/requests/student/${student.edu_codigocontacto}`]: list(makeItem()),
      [withdrawalsPath]: withdrawals(
        makeWithdrawal(),
        makeWithdrawal({
          id: 3,
          edu_codigolineamatricula: 'LM-2025-0100',
          edu_formacion: 'DAW · Grupo tarde',
          status: 'rechazado',
          response: 'Tienes la permanencia pendiente',
          effective_date: '2026-03-01',
          created_at: '2026-02-10T10:00:00.000Z',
        }),
      ),
    });
    renderRequests();
    const section = await screen.findByRole('region', { name: texts.enrolments.withdrawalsHeading });
    const rows = within(within(section).getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Baja · Auxiliar de Enfermería · Grupo A', 'LM-2026-0002', '1 dic 2026', 'En proceso', '22 nov 2026'],
      ['Baja · DAW · Grupo tarde', 'LM-2025-0100', '1 mar 2026', 'RechazadaTienes la permanencia pendiente', '10 feb 2026'],
    ]);
    expect(screen.getAllByRole('table')).toHaveLength(2);
  });

  it("shows only them when there is no tutoring request (no 'No hay solicitudes'), and adds one pushed from another tab", async () => {
    const sockets = installFakeSockets();
    setSession('token', student);
    mockFetch({ [`/api/requests/student/${student.edu_codigocontacto}`]: list(), [withdrawalsPath]: withdrawals(makeWithdrawal()) });
    renderRequests();
    const section = await screen.findByRole('region', { name: texts.enrolments.withdrawalsHeading });
    expect(screen.queryByText('No hay solicitudes')).not.toBeInTheDocument();
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() =>
      sockets[0]!.pushFromServer('withdrawal-requested', {
        data: [makeWithdrawal({ id: 8, edu_codigolineamatricula: 'LM-2026-0009', edu_formacion: 'Oposiciones · Grupo B' })],
      }),
    );
    expect(await within(section).findByText('Baja · Oposiciones · Grupo B')).toBeInTheDocument();
    expect(within(section).getAllByRole('row')).toHaveLength(3);
  });

  it('says so when they cannot be loaded', async () => {
    setSession('token', student);
    mockFetch({
      [`/api/requests/student/${student.edu_codigocontacto}`]: list(makeItem()),
      [withdrawalsPath]: errorResponse(500, 'internal', 'Ha ocurrido un error inesperado'),
    });
    renderRequests();
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.enrolments.withdrawalsError);
  });
});

describe('/solicitudes for a teacher', () => {
  it('lists the requests addressed to them and approves one, or rejects only with a reason', async () => {
    setSession('token', teacher);
    const pending = makeItem();
    const other = makeItem({ id: 2, title: 'Proyecto final' });
    const fetchMock = mockFetch({
      [`/api/requests/teacher/${teacher.edu_codigocontacto}`]: list(other, pending),
      '/api/requests/1': () =>
        jsonResponse({
          status: 'ok',
          message: texts.requests.approvedToast,
          request: { ...pending, status: 'aprobado', response: 'Allí estaré', event_id: 5 },
          event: null,
        }),
      '/api/requests/2': () => errorResponse(409, 'conflict', texts.requests.alreadyDecided),
    });
    const { user } = renderRequests();

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: texts.requests.studentColumn })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: /Dudas del tema 3/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dudas del tema 3' });
    expect(within(dialog).getByText(student.fullname)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts.requests.rejectNeedsResponse);
    expect(callsTo(fetchMock, '/api/requests/1')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(texts.requests.responseLabel), 'Allí estaré');
    await user.click(within(dialog).getByRole('button', { name: texts.requests.approve }));
    expect(await screen.findByText(texts.requests.approvedToast)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/requests/1');
    expect(call![1]!.method).toBe('PATCH');
    expect(JSON.parse(String(call![1]!.body))).toEqual({ status: 'aprobado', response: 'Allí estaré' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const rows = within(table).getAllByRole('row');
    expect(within(rows[2]!).getByText('Aprobada')).toBeInTheDocument();

    // A refusal shows the server's message.
    await user.click(within(table).getByRole('button', { name: /Proyecto final/ }));
    const second = await screen.findByRole('dialog', { name: 'Proyecto final' });
    await user.click(within(second).getByRole('button', { name: texts.requests.approve }));
    expect(await within(second).findByRole('alert')).toHaveTextContent(texts.requests.alreadyDecided);
  });
});

describe('/solicitudes for a freemium visitor', () => {
  it('shows the freemium lock with its purchase prompt, asks the server nothing and shows no error (issue 29)', async () => {
    const visitor = makeSessionUser({ edu_codigocontacto: 'CON-FREE', freemium: true });
    setSession('token', visitor);
    const fetchMock = mockFetch({
      [`/api/requests/student/${visitor.edu_codigocontacto}`]: errorResponse(403, 'forbidden', texts.requests.freemiumNotAllowed),
      [`/api/lineaMatriculas/alumno/solicitudes-baja/${visitor.edu_codigocontacto}`]: errorResponse(403, 'forbidden', 'No'),
    });
    renderRequests();

    expect(await screen.findByRole('heading', { name: 'Las solicitudes es para alumnos matriculados' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.freemiumWeb.lockedAction })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: texts.requests.sectionRequests })).toBeInTheDocument();
    expect(screen.queryByText(texts.enrolments.withdrawalsError)).not.toBeInTheDocument();
    expect(screen.queryByText(texts.requests.fetchError)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/requests/student/${visitor.edu_codigocontacto}`)).toHaveLength(0);
    expect(callsTo(fetchMock, `/api/lineaMatriculas/alumno/solicitudes-baja/${visitor.edu_codigocontacto}`)).toHaveLength(0);
  });
});
