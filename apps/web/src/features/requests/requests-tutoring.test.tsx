import { texts, type RequestItem } from '@campus/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session-store';
import { installFakeSockets } from '../../test/fake-socket';
import { makeSessionUser } from '../../test/factories';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoute } from '../../test/render-route';
import { RequestsRoute } from './requests-route';

/** Issue 30 item 7: the student's question, the teacher's link or place and reply, on /solicitudes. */
const student = makeSessionUser();
const teacher = makeSessionUser({ edu_codigocontacto: 'PROF-1', fullname: 'Alberto Sánchez Molina', edu_tipocontacto: '5' });

function makeItem(overrides: Partial<RequestItem> = {}): RequestItem {
  return {
    id: 1,
    title: 'Dudas del tema 3',
    name: 'Dudas del tema 3',
    fullname: teacher.fullname,
    edu_formacion: 'DAW · Grupo A',
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
    message: 'No entiendo los efectos\ncon dependencias',
    location: null,
    created_at: '2026-11-24T08:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

const list = (...requests: RequestItem[]) => jsonResponse({ status: 'ok', requests });
const renderRequests = () => renderRoute(<RequestsRoute />, { path: '/solicitudes', at: '/solicitudes', isLive: true });

afterEach(() => vi.unstubAllGlobals());

describe('/solicitudes: the teacher approves with a link or a place', () => {
  it('shows the student’s question in the list and the detail, refuses a link that is not https, and sends the place and the reply', async () => {
    setSession('token', teacher);
    const pending = makeItem();
    const fetchMock = mockFetch({
      [`/api/requests/teacher/${teacher.edu_codigocontacto}`]: list(pending),
      '/api/requests/1': () =>
        jsonResponse({
          status: 'ok',
          message: texts.requests.approvedToast,
          request: { ...pending, status: 'aprobado', location: 'Aula 3', response: 'Trae el portátil', event_id: 5 },
          event: null,
        }),
    });
    const { user } = renderRequests();

    const table = await screen.findByRole('table');
    expect(within(table).getByText(/No entiendo los efectos/)).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: /Dudas del tema 3/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dudas del tema 3' });
    const question = within(dialog).getByRole('region', { name: texts.teachingTutoring.messageHeading });
    expect(question).toHaveTextContent('No entiendo los efectos con dependencias');

    const location = within(dialog).getByLabelText(texts.teachingTutoring.locationLabel);
    expect(location).toHaveAccessibleDescription(texts.teachingTutoring.locationHint);
    await user.type(location, 'http://zoom.us/j/1');
    await user.click(within(dialog).getByRole('button', { name: texts.requests.approve }));
    expect(await within(dialog).findByText(texts.teachingTutoring.locationNeedsHttps)).toBeInTheDocument();
    expect(location).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, '/api/requests/1')).toHaveLength(0);

    await user.clear(location);
    await user.type(location, 'Aula 3');
    await user.type(within(dialog).getByLabelText(texts.requests.responseLabel), 'Trae el portátil');
    await user.click(within(dialog).getByRole('button', { name: texts.requests.approve }));
    expect(await screen.findByText(texts.requests.approvedToast)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/requests/1');
    expect(JSON.parse(String(call![1]!.body))).toEqual({ status: 'aprobado', response: 'Trae el portátil', location: 'Aula 3' });
  });

  it('rejects only with a reason, leaving out a place typed before', async () => {
    setSession('token', teacher);
    const pending = makeItem({ message: null });
    const fetchMock = mockFetch({
      [`/api/requests/teacher/${teacher.edu_codigocontacto}`]: list(pending),
      '/api/requests/1': () =>
        jsonResponse({ status: 'ok', message: texts.requests.rejectedToast, request: { ...pending, status: 'rechazado', response: 'No puedo' }, event: null }),
    });
    const { user } = renderRequests();
    await user.click(await screen.findByRole('button', { name: /Dudas del tema 3/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dudas del tema 3' });
    expect(within(dialog).getByText(texts.teachingTutoring.noMessage)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(texts.teachingTutoring.locationLabel), 'http://no-vale');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText(texts.requests.rejectNeedsResponse)).toBeInTheDocument();
    expect(within(dialog).queryByText(texts.teachingTutoring.locationNeedsHttps)).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(texts.requests.responseLabel), 'No puedo');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText(texts.requests.rejectedToast)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/requests/1');
    expect(JSON.parse(String(call![1]!.body))).toEqual({ status: 'rechazado', response: 'No puedo' });
  });
});

describe('/solicitudes: the student sees where and what was answered, live', () => {
  it('shows the place, the question and the reply of an approval pushed while the detail is open', async () => {
    const sockets = installFakeSockets();
    setSession('token', student);
    mockFetch({
      [`/api/requests/student/${student.edu_codigocontacto}`]: list(makeItem()),
      [`/api/lineaMatriculas/alumno/solicitudes-baja/${student.edu_codigocontacto}`]: jsonResponse({ status: 'ok', data: [] }),
    });
    const { user } = renderRequests();
    await user.click(await screen.findByRole('button', { name: /Dudas del tema 3/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dudas del tema 3' });
    expect(within(dialog).getByRole('region', { name: texts.teachingTutoring.ownMessageHeading })).toHaveTextContent('No entiendo los efectos');
    expect(within(dialog).queryByText(texts.teachingTutoring.locationHeading)).not.toBeInTheDocument();
    await waitFor(() => expect(sockets).toHaveLength(1));

    act(() => sockets[0]!.pushFromServer('request-updated', makeItem({ status: 'aprobado', location: 'Aula 3', response: 'Trae el portátil', event_id: 9 })));
    expect(await within(dialog).findByText('Aula 3')).toBeInTheDocument();
    expect(within(dialog).getByText(texts.teachingTutoring.locationHeading)).toBeInTheDocument();
    expect(within(dialog).getByText('Trae el portátil')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: texts.requests.joinTutoring })).not.toBeInTheDocument();

    act(() =>
      sockets[0]!.pushFromServer(
        'request-updated',
        makeItem({ status: 'aprobado', location: 'https://meet.google.com/abc', join_url: 'https://meet.google.com/abc', event_id: 9 }),
      ),
    );
    expect(await within(dialog).findByRole('link', { name: texts.requests.joinTutoring })).toHaveAttribute('href', 'https://meet.google.com/abc');
    expect(within(dialog).queryByText(texts.teachingTutoring.locationHeading)).not.toBeInTheDocument();
  });
});
