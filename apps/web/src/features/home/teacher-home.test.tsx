import type { TeachingHomeAnswer, TeachingTodayItem } from '@campus/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeEvent, makeFormation, makeFormationsAnswer, makeSessionUser } from '../../test/factories';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { installFakeSockets } from '../../test/fake-socket';
import { renderApp } from '../../test/render-app';
import { setSession } from '../../lib/session-store';

const teacher = makeSessionUser({ edu_codigocontacto: 'CT-PROF', fullname: 'Alberto Sánchez Molina', firstname: 'Alberto', edu_tipocontacto: '5' });
const HOME = '/api/teaching/home';

const item = (overrides: Partial<TeachingTodayItem>): TeachingTodayItem => ({
  kind: 'delivery',
  id: 1,
  targetId: 11,
  title: 'Práctica 3: DOM',
  student: { code: 'CT-0001', fullname: 'Lucía Fernández Ortega' },
  group: { code: 'GRU-DAW-A', name: 'DAW · Grupo A', formationCode: 'FOR-DAW' },
  at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

function makeHome(overrides: Partial<TeachingHomeAnswer> = {}): TeachingHomeAnswer {
  const soon = Date.now() + 5 * 60_000;
  return {
    status: 'ok',
    isAlsoStudent: false,
    groups: [
      {
        code: 'GRU-DAW-A',
        name: 'DAW · Grupo A',
        formation: { code: 'FOR-DAW', name: 'Desarrollo de Aplicaciones Web' },
        students: 14,
        progress: 62.5,
        attendance: 80,
        classesHeld: 5,
      },
      {
        code: 'GRU-DAW-B',
        name: 'DAW · Grupo B',
        formation: { code: 'FOR-DAW', name: 'Desarrollo de Aplicaciones Web' },
        students: 1,
        progress: 0,
        attendance: null,
        classesHeld: 0,
      },
    ],
    events: [
      makeEvent({
        id: 7,
        title: 'Clase de formularios',
        start_date: new Date(soon).toISOString(),
        end_date: new Date(soon + 3_600_000).toISOString(),
        join_url: 'https://meet.campus.test/formularios',
        formations: [{ value: 'GRU-DAW-A', label: 'DAW · Grupo A' }],
      }),
    ],
    today: {
      counts: { deliveries: 12, requests: 1, questions: 2 },
      deliveries: [item({})],
      requests: [item({ kind: 'request', id: 5, targetId: 5, title: 'Duda con el DOM' })],
      questions: [
        item({ kind: 'comment', id: 8, targetId: 70, title: 'No entiendo el ejemplo', student: { code: 'CT-0002', fullname: 'Pablo Martín Ruiz' } }),
        item({ kind: 'post', id: 9, targetId: 9, title: '¿Cuándo es el examen?' }),
      ],
    },
    ...overrides,
  };
}

function signIn(home: Response | (() => Response), user = teacher) {
  setSession('token', user);
  return mockFetch({
    '/api/auth/session': jsonResponse({ status: 'ok', user }),
    [HOME]: home,
    [`/api/lineaMatriculas/formations/${user.edu_codigocontacto}`]: jsonResponse(makeFormationsAnswer([makeFormation()])),
    [`/api/events/contact/${user.edu_codigocontacto}/${encodeURIComponent(user.emailaddress1 ?? '')}`]: jsonResponse({ status: 'ok', events: [] }),
    [`/api/events/contact/complete/${user.edu_codigocontacto}`]: jsonResponse({ status: 'ok', data: { percentage_partial: 10, completed: 1, total: 10 } }),
  });
}

describe('teacher home', { timeout: 15_000 }, () => {
  it('shows his groups with their figures and links, his next class with its join button, and what waits for him today', async () => {
    signIn(jsonResponse(makeHome()));
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: '¡Hola, Alberto!' })).toBeInTheDocument();

    const groups = await screen.findByRole('region', { name: 'Tus grupos' });
    const first = within(groups).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('heading', { name: 'DAW · Grupo A' })).toBeInTheDocument();
    expect(within(first).getByText('Desarrollo de Aplicaciones Web')).toBeInTheDocument();
    expect(within(first).getByText('14 alumnos')).toBeInTheDocument();
    expect(within(first).getByRole('progressbar', { name: 'Progreso medio · DAW · Grupo A' })).toHaveAttribute('aria-valuetext', '62,50 %');
    expect(within(first).getByRole('progressbar', { name: 'Asistencia media · DAW · Grupo A' })).toHaveAttribute('aria-valuetext', '80,00 %');
    expect(within(first).getByRole('link', { name: 'Participantes' })).toHaveAttribute('href', '/docencia/GRU-DAW-A');
    expect(within(first).getByRole('link', { name: 'Calificaciones' })).toHaveAttribute('href', '/docencia/GRU-DAW-A/calificaciones');
    expect(within(first).getByRole('link', { name: 'Formación' })).toHaveAttribute('href', '/formacion/FOR-DAW/GRU-DAW-A');
    expect(within(groups).getByText('Sin clases en directo todavía')).toBeInTheDocument();

    const events = screen.getByRole('region', { name: 'Próximas clases y tutorías' });
    expect(within(events).getByRole('heading', { name: 'Clase de formularios' })).toBeInTheDocument();
    expect(within(events).getByRole('link', { name: /Unirse al evento/ })).toHaveAttribute('href', 'https://meet.campus.test/formularios');

    const today = screen.getByRole('region', { name: 'Para hoy' });
    const counts = within(today).getAllByRole('list')[0]!;
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['12Entregas por corregir', '1Solicitudes de tutoría', '2Preguntas sin responder']);
    expect(within(today).getByRole('link', { name: 'Práctica 3: DOM' })).toHaveAttribute('href', '/docencia/tareas/11');
    expect(within(today).getByRole('link', { name: 'Duda con el DOM' })).toHaveAttribute('href', '/solicitudes?request=5');
    expect(within(today).getByRole('link', { name: 'No entiendo el ejemplo' })).toHaveAttribute('href', '/formacion/FOR-DAW/GRU-DAW-A?event=70');
    expect(within(today).getByRole('link', { name: '¿Cuándo es el examen?' })).toHaveAttribute('href', '/tablon?post_id=9');
    expect(within(today).getByText('y 11 más')).toBeInTheDocument();
    expect(within(today).getByText('Pablo Martín Ruiz')).toBeInTheDocument();
    // He studies nothing: no student view to switch to.
    expect(screen.queryByRole('link', { name: 'Ver mi vista de alumno' })).not.toBeInTheDocument();
  });

  it('asks again when a student asks for a tutoría, and shows the new counts without a reload', async () => {
    const sockets = installFakeSockets();
    let answer = makeHome();
    const fetchMock = signIn(() => jsonResponse(answer));
    renderApp('/');
    const today = await screen.findByRole('region', { name: 'Para hoy' });
    expect(within(today).getByText('Duda con el DOM')).toBeInTheDocument();
    const asked = callsTo(fetchMock, HOME).length;

    answer = makeHome({
      today: {
        ...answer.today,
        counts: { ...answer.today.counts, requests: 2 },
        requests: [item({ kind: 'request', id: 6, targetId: 6, title: 'Repaso del examen' }), ...answer.today.requests],
      },
    });
    await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    act(() => sockets[0]!.pushFromServer('bell', { notifiable_type: 'request', notifiable_id: '6' } as never));
    expect(await within(today).findByRole('link', { name: 'Repaso del examen' })).toHaveAttribute('href', '/solicitudes?request=6');
    expect(within(today).getAllByRole('listitem')[1]).toHaveTextContent('2Solicitudes de tutoría');
    expect(callsTo(fetchMock, HOME).length).toBe(asked + 1);

    // A chat notice changes nothing he has to do.
    act(() => sockets[0]!.pushFromServer('bell', { notifiable_type: 'chat', notifiable_id: '3' } as never));
    act(() => sockets[0]!.pushFromServer('post-changed', { groupCodes: ['GRU-OTRO'], post: null, removedPostId: 1 }));
    expect(callsTo(fetchMock, HOME).length).toBe(asked + 1);
  });

  it('shows good empty states', async () => {
    signIn(
      jsonResponse(
        makeHome({ groups: [], events: [], today: { counts: { deliveries: 0, requests: 0, questions: 0 }, deliveries: [], requests: [], questions: [] } }),
      ),
    );
    renderApp('/');
    expect(await screen.findByText('Todo al día: no tienes nada pendiente.')).toBeInTheDocument();
    expect(screen.getByText('No tienes clases ni tutorías en los próximos 30 días.')).toBeInTheDocument();
    expect(screen.getByText('Aún no tienes grupos asignados.')).toBeInTheDocument();
  });

  it('gives a teacher who teaches no group (403) the student home', async () => {
    signIn(errorResponse(403, 'forbidden', 'Esta página es para el profesorado: no impartes ningún grupo'));
    renderApp('/');
    expect(await screen.findByText('Tu matrícula incluye:')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Para hoy' })).not.toBeInTheDocument();
  });

  it('lets a teacher who also studies switch to his student view and back', async () => {
    signIn(jsonResponse(makeHome({ isAlsoStudent: true })));
    renderApp('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Ver mi vista de alumno' }));
    expect(await screen.findByText('Tu matrícula incluye:')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Para hoy' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Ver mi vista de profesor' }));
    expect(await screen.findByRole('region', { name: 'Para hoy' })).toBeInTheDocument();
  });

  it('never asks a student for the teacher home', async () => {
    const fetchMock = signIn(jsonResponse(makeHome()), makeSessionUser());
    renderApp('/');
    expect(await screen.findByText('Tu matrícula incluye:')).toBeInTheDocument();
    expect(callsTo(fetchMock, HOME)).toHaveLength(0);
  });
});
