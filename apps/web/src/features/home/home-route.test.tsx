import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeEvent, makeFormation, makeFormationsAnswer, makeSessionUser } from '../../test/factories';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { installFakeSockets } from '../../test/fake-socket';
import { renderApp } from '../../test/render-app';
import { getAcademyZoneNote } from '../../lib/academy-date';
import { setSession } from '../../lib/session-store';
import { FREEMIUM_FORMATIONS_STORAGE_KEY, FREEMIUM_GROUP_STORAGE_KEY, storeFreemiumTrial } from '../../lib/freemium-storage';
import { saveOnboardings } from '../../lib/onboarding-store';
import type { EventSummary, SessionUser } from '@campus/contract';

interface HomeAnswers {
  formations?: Response;
  events?: EventSummary[] | Response;
  progress?: Response | ((url: URL, init: RequestInit | undefined) => Response);
  extra?: Record<string, Response>;
}

function signIn(user: SessionUser, answers: HomeAnswers = {}) {
  setSession('token', user);
  const events = answers.events ?? [];
  return mockFetch({
    '/api/auth/session': jsonResponse({ status: 'ok', user }),
    [`/api/lineaMatriculas/formations/${user.edu_codigocontacto}`]: answers.formations ?? jsonResponse(makeFormationsAnswer([makeFormation()])),
    [`/api/events/contact/${user.edu_codigocontacto}/${encodeURIComponent(user.emailaddress1 ?? '')}`]: Array.isArray(events)
      ? jsonResponse({ status: 'ok', events })
      : events,
    [`/api/events/contact/complete/${user.edu_codigocontacto}`]:
      answers.progress ?? jsonResponse({ status: 'ok', data: { percentage_partial: 42.5, completed: 17, total: 40 } }),
    ...answers.extra,
  });
}

async function findWelcomeCard() {
  return (await screen.findByRole('heading', { level: 1 })).closest('section') as HTMLElement;
}

describe('home welcome card', () => {
  it('greets by first name and lists the formations the student is enrolled in', async () => {
    signIn(makeSessionUser());
    renderApp('/');

    const card = await findWelcomeCard();
    expect(within(card).getByRole('heading', { name: '¡Hola, Ana!' })).toBeInTheDocument();
    expect(await within(card).findByText('Tu matrícula incluye:')).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: 'Auxiliar de Enfermería · Grupo mañana' });
    expect(link).toHaveAttribute('href', '/formacion/FO-ENF/GR-ENF-2026');
    expect(within(card).getByText('Técnico en Cuidados Auxiliares de Enfermería')).toBeInTheDocument();
    expect(within(card).getByText('Grupo: Grupo mañana 2026')).toBeInTheDocument();
    expect(within(card).getByText('Clases del 15 sep 2026 al 30 jun 2027')).toBeInTheDocument();
  });

  it('reads "Tienes acceso a" for contact type 3 and falls back to the full name', async () => {
    signIn(makeSessionUser({ firstname: null, fullname: 'Marta Ruiz', edu_tipocontacto: '3' }));
    renderApp('/');

    expect(await screen.findByRole('heading', { name: '¡Hola, Marta Ruiz!' })).toBeInTheDocument();
    expect(await screen.findByText('Tienes acceso a:')).toBeInTheDocument();
    expect(screen.queryByText('Tu matrícula incluye:')).not.toBeInTheDocument();
  });

  it('shows the empty state without formations, and no progress panel', async () => {
    signIn(makeSessionUser(), { formations: jsonResponse(makeFormationsAnswer([])) });
    renderApp('/');
    const card = await findWelcomeCard();
    expect(await within(card).findByText('Vaya, no hay nada que ver aquí')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tu progreso' })).not.toBeInTheDocument();
  });

  it("toasts 'Error al obtener las formaciones' when the call fails", async () => {
    signIn(makeSessionUser(), { formations: errorResponse(403, 'forbidden', 'No tienes permiso para realizar esta acción') });
    renderApp('/');
    const card = await findWelcomeCard();
    expect(await within(card).findByRole('alert')).toHaveTextContent('Error al obtener las formaciones');
    // The toast comes with the lazily loaded toaster.
    await waitFor(() => expect(screen.getAllByText('Error al obtener las formaciones')).toHaveLength(2));
    expect(within(card).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('home loading state', () => {
  it('shows skeletons while the formations and events load', async () => {
    const never = () => new Promise<Response>(() => undefined);
    setSession('token', makeSessionUser());
    mockFetch({
      '/api/auth/session': jsonResponse({ status: 'ok', user: makeSessionUser() }),
      '/api/lineaMatriculas/formations/CT-0001': never,
      '/api/events/contact/CT-0001/alumno%40campus.test': never,
    });
    renderApp('/');
    const card = await findWelcomeCard();
    expect(within(card).getByRole('status')).toHaveTextContent('Cargando…');
    expect(screen.queryByText('Tu matrícula incluye:')).not.toBeInTheDocument();
    const events = screen.getByRole('region', { name: 'Próximos eventos' });
    expect(within(events).getByRole('status')).toHaveTextContent('Cargando…');
  });
});

describe('home progress cards', { timeout: 15_000 }, () => {
  it('shows each formation with its percentage (2 decimals) and a bar, asking per group', async () => {
    const second = makeFormation({ edu_codigoformacion: 'GR-DAW-2026', edu_formacion: 'DAW · Grupo tarde', edu_principalcodigoformacion: 'FO-DAW' });
    const fetchMock = signIn(makeSessionUser(), {
      formations: jsonResponse(makeFormationsAnswer([makeFormation(), second])),
      progress: (_url, init) => {
        const { formation } = JSON.parse(String(init?.body)) as { formation: string };
        const percentage_partial = formation === 'GR-DAW-2026' ? 100 : 33.333;
        return jsonResponse({ status: 'ok', data: { percentage_partial, completed: 1, total: 3 } });
      },
    });
    renderApp('/');

    const panel = await screen.findByRole('region', { name: 'Tu progreso' });
    expect(await within(panel).findByText('33,33 %')).toBeInTheDocument();
    // Named, with what it counts (the timeline's percentage is another figure).
    expect(within(panel).getAllByRole('button', { name: 'Qué cuenta «Contenido completado»' })[0]).toHaveAccessibleDescription(
      /contenido que puedes abrir ahora/,
    );
    expect(within(panel).getByText('100,00 %')).toBeInTheDocument();
    const bar = within(panel).getByRole('progressbar', { name: 'Progreso en Auxiliar de Enfermería · Grupo mañana' });
    expect(bar).toHaveAttribute('aria-valuenow', '33.33');
    expect(bar).toHaveAttribute('aria-valuetext', '33,33 %');

    const calls = callsTo(fetchMock, '/api/events/contact/complete/CT-0001');
    expect(calls.map(([, init]) => [init?.method, JSON.parse(String(init?.body))])).toEqual(
      expect.arrayContaining([
        ['POST', { formation: 'GR-ENF-2026' }],
        ['POST', { formation: 'GR-DAW-2026' }],
      ]),
    );
  });

  it('updates a card live when the student completes content in another tab, without asking again', async () => {
    const sockets = installFakeSockets();
    const fetchMock = signIn(makeSessionUser());
    renderApp('/');
    const panel = await screen.findByRole('region', { name: 'Tu progreso' });
    expect(await within(panel).findByText('42,50 %')).toBeInTheDocument();
    const asked = callsTo(fetchMock, '/api/events/contact/complete/CT-0001').length;

    act(() =>
      sockets[0]!.pushFromServer('content-completed', {
        eventId: 7,
        completed: 1,
        events: [],
        timeline: [],
        progress: [
          { formation: 'GR-ENF-2026', percentage_partial: 45, completed: 18, total: 40 },
          // A group this home does not show is kept for when it does.
          { formation: 'GR-OTRO', percentage_partial: 10, completed: 1, total: 10 },
        ],
      }),
    );
    expect(await within(panel).findByText('45,00 %')).toBeInTheDocument();
    expect(within(panel).getByText('18 de 40 contenidos completados')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: 'Progreso en Auxiliar de Enfermería · Grupo mañana' })).toHaveAttribute('aria-valuenow', '45');
    expect(callsTo(fetchMock, '/api/events/contact/complete/CT-0001')).toHaveLength(asked);
  });

  it('keeps the card, without a bar, when the progress call is not available (404)', async () => {
    signIn(makeSessionUser(), { progress: errorResponse(404, 'not_found', 'Recurso no encontrado') });
    renderApp('/');
    const panel = await screen.findByRole('region', { name: 'Tu progreso' });
    expect(await within(panel).findByText('El progreso de esta formación aún no está disponible.')).toBeInTheDocument();
    expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Auxiliar de Enfermería · Grupo mañana' })).toBeInTheDocument();
  });
});

describe('home events', { timeout: 15_000 }, () => {
  it('asks today to +30 days and lists the coming events, earliest first, with type, date and groups', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    const groups = Array.from({ length: 7 }, (_, index) => ({ value: `GR-${index}`, label: `Grupo ${index + 1}` }));
    const fetchMock = signIn(makeSessionUser(), {
      events: [
        makeEvent({
          id: 2,
          title: 'Tutoría grupal',
          event_type: 'tutorias',
          join_url: null,
          start_date: '2026-11-25T16:00:00Z',
          end_date: '2026-11-25T17:00:00Z',
        }),
        makeEvent({ id: 1, title: 'Examen del tema 2', event_type: 'examen', join_url: null, formations: groups }),
        makeEvent({ id: 3, title: 'Ya terminó', event_type: 'examen', start_date: '2026-11-21T07:00:00Z', end_date: '2026-11-21T08:00:00Z' }),
        makeEvent({
          id: 4,
          title: 'Reunión de equipo',
          event_type: 'reunion',
          join_url: null,
          start_date: '2026-11-26T09:00:00Z',
          end_date: '2026-11-26T10:00:00Z',
        }),
      ],
    });
    renderApp('/');

    const panel = await screen.findByRole('region', { name: 'Próximos eventos' });
    const items = await within(panel).findAllByRole('listitem', { name: /./ });
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Examen del tema 2', 'Tutoría grupal', 'Reunión de equipo']);
    expect(within(items[0] as HTMLElement).getByText('Examen')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Tutorías')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('Reunión')).toBeInTheDocument();
    // Madrid's hours whatever the machine's zone, named when the machine's clock reads another hour.
    const zoneNote = getAcademyZoneNote('2026-11-21T17:00:00.000Z');
    expect(within(items[0] as HTMLElement).getByText(`sábado, 21 nov · 18:00–19:00${zoneNote}`)).toBeInTheDocument();
    const groupList = within(items[0] as HTMLElement).getByRole('list', { name: 'Grupos' });
    expect(
      within(groupList)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Grupo 1', 'Grupo 2', 'Grupo 3', 'Grupo 4', 'Grupo 5', '+2 más']);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: /Ir al evento/ })).toHaveAttribute('href', '/calendario?event_id=1');

    const url = new URL(String(callsTo(fetchMock, '/api/events/contact/CT-0001/alumno%40campus.test')[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('start_date')).toBe('2026-11-21');
    expect(url.searchParams.get('end_date')).toBe('2026-12-21');
  });

  it('adds a tutoría approved elsewhere and drops a removed event, live, without asking again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    const sockets = installFakeSockets();
    const fetchMock = signIn(makeSessionUser(), {
      events: [
        makeEvent({
          id: 1,
          title: 'Examen del tema 2',
          event_type: 'examen',
          join_url: null,
          start_date: '2026-11-24T09:00:00Z',
          end_date: '2026-11-24T10:00:00Z',
        }),
        makeEvent({
          id: 4,
          title: 'Reunión de equipo',
          event_type: 'reunion',
          join_url: null,
          start_date: '2026-11-26T09:00:00Z',
          end_date: '2026-11-26T10:00:00Z',
        }),
      ],
    });
    renderApp('/');
    const panel = await screen.findByRole('region', { name: 'Próximos eventos' });
    await within(panel).findByRole('heading', { name: 'Reunión de equipo' });
    const asked = callsTo(fetchMock, '/api/events/contact/CT-0001/alumno%40campus.test').length;

    act(() =>
      sockets[0]!.pushFromServer('calendar-changed', {
        events: [
          makeEvent({
            id: 9,
            title: 'Tutoría: dudas del proyecto',
            event_type: 'tutorias',
            start_date: '2026-11-25T16:00:00Z',
            end_date: '2026-11-25T16:30:00Z',
          }),
          // Beyond the home's 30 days: it belongs to the calendar, not here.
          makeEvent({ id: 10, title: 'Tutoría lejana', event_type: 'tutorias', start_date: '2027-01-25T16:00:00Z', end_date: '2027-01-25T16:30:00Z' }),
        ],
        removedEventIds: [4],
      }),
    );

    await within(panel).findByRole('heading', { name: 'Tutoría: dudas del proyecto' });
    const titles = within(panel)
      .getAllByRole('listitem', { name: /./ })
      .map((item) => within(item).getByRole('heading').textContent);
    expect(titles).toEqual(['Examen del tema 2', 'Tutoría: dudas del proyecto']);
    expect(callsTo(fetchMock, '/api/events/contact/CT-0001/alumno%40campus.test')).toHaveLength(asked);
  });

  it("keeps a class of today that is over, with 'Ir al evento' to its recording, 10 minutes after its end and later", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
    signIn(makeSessionUser(), {
      events: [
        makeEvent({ id: 5, title: 'Clase grabada de la mañana', start_date: '2026-11-21T09:00:00Z', end_date: '2026-11-21T10:00:00Z' }),
        makeEvent({
          id: 6,
          title: 'Examen de la mañana',
          event_type: 'examen',
          join_url: null,
          start_date: '2026-11-21T09:00:00Z',
          end_date: '2026-11-21T10:00:00Z',
        }),
        makeEvent({
          id: 7,
          title: 'Tutoría de mañana',
          event_type: 'tutorias',
          join_url: null,
          start_date: '2026-11-22T09:00:00Z',
          end_date: '2026-11-22T10:00:00Z',
        }),
      ],
    });
    renderApp('/');

    const panel = await screen.findByRole('region', { name: 'Próximos eventos' });
    const items = await within(panel).findAllByRole('listitem', { name: /./ });
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Clase grabada de la mañana', 'Tutoría de mañana']);
    const ended = items[0] as HTMLElement;
    expect(within(ended).getByText('Finalizada')).toBeInTheDocument();
    expect(within(ended).getByRole('link', { name: /Ir al evento/ })).toHaveAttribute('href', '/calendario?event_id=5');
    expect(within(ended).queryByRole('link', { name: /Unirse al evento/ })).not.toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByText('Finalizada')).not.toBeInTheDocument();
  });

  it("shows 'Vaya, no hay nada que ver aquí' without coming events", async () => {
    signIn(makeSessionUser(), { events: [] });
    renderApp('/');
    const panel = await screen.findByRole('region', { name: 'Próximos eventos' });
    expect(await within(panel).findByText('Vaya, no hay nada que ver aquí')).toBeInTheDocument();
  });

  it("switches 'Ir al evento' to 'Unirse al evento' when the join window opens, without a reload", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    // 11 minutes before the start: outside the window.
    vi.setSystemTime(new Date('2026-11-21T16:49:00Z'));
    signIn(makeSessionUser(), { events: [makeEvent()] });
    renderApp('/');

    const panel = await screen.findByRole('region', { name: 'Próximos eventos' });
    expect(await within(panel).findByRole('link', { name: /Ir al evento/ })).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    const join = await within(panel).findByRole('link', { name: /Unirse al evento/ });
    expect(join).toHaveAttribute('href', 'https://meet.campus.test/clase-101');
    expect(join).toHaveAttribute('target', '_blank');
  });
});

describe('home join window on the clock (issue 29 item 15)', { timeout: 15_000 }, () => {
  it("shows 'Unirse al evento' the moment the window opens, waking at that instant rather than on a polling tick", async () => {
    // The page's timers are fake (the clock moves only when the test says, plus the real time the render takes).
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    // 10 min 50 s before the 17:00 start: the window opens 50 s later, at 16:50:00.
    vi.setSystemTime(new Date('2026-11-21T16:49:10Z'));
    signIn(makeSessionUser(), { events: [makeEvent()] });
    renderApp('/');

    const panel = await screen.findByRole('region', { name: 'Próximos eventos' });
    const item = await within(panel).findByRole('listitem', { name: 'Clase en directo: cuidados del paciente' });
    expect(within(item).queryByRole('link', { name: /Unirse al evento/ })).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(50_000);
    });
    expect(within(item).getByRole('link', { name: /Unirse al evento/ })).toHaveAttribute('href', 'https://meet.campus.test/clase-101');
    // The top card turns from "Próximo" into "Ahora" with the same button.
    const now = screen.getByRole('region', { name: 'Ahora' });
    expect(within(now).getByRole('link', { name: /Unirse al evento/ })).toHaveAttribute('href', 'https://meet.campus.test/clase-101');
  });
});

describe('home now / next card (issue 29 item 6)', { timeout: 15_000 }, () => {
  const task = makeEvent({
    id: 201,
    title: 'Tarea: catálogo de productos',
    event_type: 'actividad',
    all_day: true,
    join_url: null,
    start_date: '2026-11-21T00:00:00.000Z',
    end_date: '2026-11-21T23:59:00.000Z',
  });

  it("puts the live class first, with 'Unirse al evento', and never calls an all-day task 'En directo'", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T17:20:00Z'));
    signIn(makeSessionUser(), { events: [task, makeEvent()] });
    renderApp('/');

    const card = await screen.findByRole('region', { name: 'Ahora' });
    expect(within(card).getByText('Clase en directo: cuidados del paciente')).toBeInTheDocument();
    expect(within(card).getByText('En directo')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Unirse al evento/ })).toHaveAttribute('target', '_blank');
    // It comes before the greeting: the first thing a phone shows.
    const heading = screen.getByRole('heading', { level: 1 });
    expect(card.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const panel = screen.getByRole('region', { name: 'Próximos eventos' });
    const taskItem = within(panel).getByRole('listitem', { name: 'Tarea: catálogo de productos' });
    expect(within(taskItem).queryByText('En directo')).not.toBeInTheDocument();
    const classItem = within(panel).getByRole('listitem', { name: 'Clase en directo: cuidados del paciente' });
    expect(within(classItem).getByText('En directo')).toBeInTheDocument();
  });

  it("shows 'Próximo' with the next timed event and its time when nothing is live, skipping all-day events", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T09:00:00Z'));
    signIn(makeSessionUser(), { events: [task, makeEvent()] });
    renderApp('/');

    const card = await screen.findByRole('region', { name: 'Próximo' });
    expect(within(card).getByText('Clase en directo: cuidados del paciente')).toBeInTheDocument();
    expect(within(card).getByText(/· \d{2}:00–\d{2}:00/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Ir al evento/ })).toHaveAttribute('href', '/calendario?event_id=101');
    expect(screen.queryByRole('region', { name: 'Ahora' })).not.toBeInTheDocument();
  });

  it('shows no card without a timed event ahead', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T09:00:00Z'));
    signIn(makeSessionUser(), { events: [task] });
    renderApp('/');
    const panel = await screen.findByRole('region', { name: 'Próximos eventos' });
    await within(panel).findByRole('listitem', { name: 'Tarea: catálogo de productos' });
    expect(screen.queryByRole('region', { name: /^(Ahora|Próximo)$/ })).not.toBeInTheDocument();
  });
});

describe('home freemium', { timeout: 15_000 }, () => {
  it('offers "Elige tu formación" to a freemium visitor with stored formations and no group', async () => {
    const user = makeSessionUser({ freemium: true });
    const formations = [makeFormation(), makeFormation({ edu_codigoformacion: 'GR-ENF-2026-B', edu_formacion: 'Auxiliar de Enfermería · Grupo tarde' })];
    storeFreemiumTrial(formations, null);
    signIn(user, { extra: { '/api/formations/byCodes': jsonResponse({ status: 'ok', formations: { formations } }) } });
    renderApp('/');

    const dialog = await screen.findByRole('dialog', { name: 'Elige tu formación' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Grupo tarde/ }));

    expect(await screen.findByText('Formación seleccionada correctamente')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Elige tu formación' })).not.toBeInTheDocument());
    expect(window.localStorage.getItem(FREEMIUM_GROUP_STORAGE_KEY)).toBe('GR-ENF-2026-B');
    expect(JSON.parse(window.localStorage.getItem(FREEMIUM_FORMATIONS_STORAGE_KEY) ?? '[]')).toHaveLength(2);
    const card = await findWelcomeCard();
    expect(within(card).getByText('Estás probando gratis:')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Auxiliar de Enfermería · Grupo tarde' })).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Auxiliar de Enfermería · Grupo mañana' })).not.toBeInTheDocument();
  });

  it('waits for the welcome tour to end before offering the chooser', async () => {
    const user = makeSessionUser({ freemium: true });
    storeFreemiumTrial([makeFormation()], null);
    saveOnboardings(user.edu_codigocontacto, [{ id: 1, onboarding_name: 'home', completed: null, onboarding_visible: true }]);
    signIn(user, { extra: { '/api/formations/byCodes': jsonResponse({ status: 'ok', formations: { formations: [makeFormation()] } }) } });
    renderApp('/');

    expect(await screen.findByText('Estás probando gratis:')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Elige tu formación' })).not.toBeInTheDocument();
    act(() => saveOnboardings(user.edu_codigocontacto, [{ id: 1, onboarding_name: 'home', completed: false, onboarding_visible: false }]));
    expect(await screen.findByRole('dialog', { name: 'Elige tu formación' })).toBeInTheDocument();
  });

  it('does not offer the chooser once a group is chosen', async () => {
    storeFreemiumTrial([makeFormation()], 'GR-ENF-2026');
    signIn(makeSessionUser({ freemium: true }), {
      extra: { '/api/formations/byCodes': jsonResponse({ status: 'ok', formations: { formations: [makeFormation()] } }) },
    });
    renderApp('/');
    expect(await screen.findByText('Estás probando gratis:')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
