import type { CalendarEvent, SessionUser } from '@campus/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session-store';
import { makeFormation, makeFormationsAnswer, makeSessionUser } from '../../test/factories';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { installFakeSockets } from '../../test/fake-socket';
import { renderApp } from '../../test/render-app';
import { makeCalendarEvent, TEST_GROUP } from './calendar-test-factories';
import { CALENDAR_VIEW_STORAGE_KEY } from './view-storage';

// 10:30 in Madrid on Tuesday 24 Nov 2026.
const NOW = new Date('2026-11-24T09:30:00.000Z');

const live = makeCalendarEvent({
  id: 1,
  title: 'Clase en directo: hooks',
  join_url: 'https://meet.example/hooks',
  start_date: '2026-11-24T09:00:00.000Z',
  end_date: '2026-11-24T10:00:00.000Z',
});
const locked = makeCalendarEvent({
  id: 2,
  title: 'Docker desde cero',
  event_type: 'clases',
  start_date: '2026-11-20T08:00:00.000Z',
  end_date: '2026-11-20T09:00:00.000Z',
  availability: { isAvailable: false, reason: 'extra_unit', availableFrom: null, canPurchase: true, message: 'Este evento pertenece a un producto extra' },
});
const later = makeCalendarEvent({
  id: 3,
  title: 'Clase en directo: pruebas',
  join_url: 'https://meet.example/pruebas',
  start_date: '2026-11-26T17:00:00.000Z',
  end_date: '2026-11-26T18:30:00.000Z',
  serie_id: '6b0c0a52-47a5-4a57-9d3b-0c4f3b3b2a10',
});
const busyDay = Array.from({ length: 5 }, (_, index) =>
  makeCalendarEvent({
    id: 10 + index,
    title: `Tarea ${index + 1}`,
    event_type: 'actividad',
    start_date: `2026-11-25T0${index + 1}:00:00.000Z`,
    end_date: `2026-11-25T0${index + 1}:30:00.000Z`,
  }),
);
const otherGroup = makeCalendarEvent({
  id: 20,
  title: 'Clase de otro grupo',
  formations: [{ value: 'GRU-ENF', label: 'Enfermería' }],
  start_date: '2026-11-27T09:00:00.000Z',
  end_date: '2026-11-27T10:00:00.000Z',
});

function signIn(user: SessionUser, events: CalendarEvent[], extra: Record<string, Response | ((url: URL, init: RequestInit | undefined) => Response)> = {}) {
  setSession('token', user);
  return mockFetch({
    '/api/auth/session': jsonResponse({ status: 'ok', user }),
    [`/api/lineaMatriculas/formations/${user.edu_codigocontacto}`]: jsonResponse(
      makeFormationsAnswer([
        makeFormation({ edu_codigoformacion: TEST_GROUP, edu_formacion: 'DAW Grupo A' }),
        makeFormation({ edu_codigoformacion: 'GRU-ENF', edu_formacion: 'Enfermería' }),
      ]),
    ),
    '/api/events/formations/common': jsonResponse({ status: 'ok', events }),
    '/api/actividades/asistencia': jsonResponse({ status: 'ok', created: 1 }, { status: 201 }),
    ...extra,
  });
}

// Each test renders the whole app (router, shell, calendar) and walks it: seconds on a loaded 2-core machine.
describe('/calendario', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // Only the clock: the page's own timers (join window) and the library's waits stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    window.localStorage.removeItem(CALENDAR_VIEW_STORAGE_KEY);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on the month, asks the days on screen and shows today, the live class and +N más', async () => {
    const fetchMock = signIn(makeSessionUser(), [live, locked, later, ...busyDay]);
    renderApp('/calendario');
    expect(await screen.findByRole('heading', { level: 2, name: 'Noviembre 2026' })).toBeInTheDocument();
    const liveChip = await screen.findByRole('button', { name: /^10:00 (hooks, )?Clase en directo: hooks/ });
    expect(liveChip).toHaveAttribute('data-tone', 'live');
    expect(screen.getByRole('button', { name: /Docker desde cero/ })).toHaveAttribute('data-tone', 'disabled');
    expect(screen.getByRole('gridcell', { name: /martes 24 de noviembre, hoy/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver 2 eventos más del 25 de noviembre' })).toHaveTextContent('+2 más');
    const query = new URL(String(callsTo(fetchMock, '/api/events/formations/common')[0]?.[0]), 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toEqual({ start_date: '2026-10-26', end_date: '2026-12-06', contacts: 'CT-0001', reeschedule: '1' });

    await userEvent.click(screen.getByRole('button', { name: 'Ver 2 eventos más del 25 de noviembre' }));
    const day = await screen.findByRole('dialog', { name: 'Eventos del miércoles 25 de noviembre' });
    expect(within(day).getAllByRole('button', { name: /Tarea/ })).toHaveLength(5);
  });

  it('shows the live class first in its day, before four all-day tasks, with a readable title (issue 29 item 6)', async () => {
    const tasks = [1, 2, 3, 4].map((index) =>
      makeCalendarEvent({
        id: 40 + index,
        title: `Entrega ${index}`,
        event_type: 'actividad',
        all_day: true,
        join_url: 'https://campus.example/entrega',
        start_date: '2026-11-23T23:00:00.000Z',
        end_date: '2026-11-24T22:59:00.000Z',
      }),
    );
    signIn(makeSessionUser(), [...tasks, live]);
    renderApp('/calendario');
    const cell = await screen.findByRole('gridcell', { name: /martes 24 de noviembre, hoy/ });
    const chips = await within(cell).findAllByRole('button', { name: /Clase en directo: hooks|Entrega/ });
    expect(chips[0]).toHaveAccessibleName(/^10:00 (hooks, )?Clase en directo: hooks/);
    expect(chips[0]).toHaveAttribute('data-tone', 'live');
    // The tasks are not live, although their day holds "now" and they carry a link.
    for (const chip of chips.slice(1)) expect(chip).toHaveAttribute('data-tone', 'normal');
    expect(chips).toHaveLength(3);
    expect(within(cell).getByRole('button', { name: 'Ver 2 eventos más del 24 de noviembre' })).toHaveTextContent('+2 más');
  });

  it('lists the month by day in the agenda view, and Enter opens an event (issue 29 item 6)', async () => {
    signIn(makeSessionUser(), [live, later], { '/api/content/files/event/3': jsonResponse({ status: 'ok', files: [] }) });
    renderApp('/calendario');
    await userEvent.click(await screen.findByRole('button', { name: 'Agenda' }));
    expect(window.localStorage.getItem(CALENDAR_VIEW_STORAGE_KEY)).toBe('agenda');
    expect(screen.getByRole('heading', { level: 2, name: 'Noviembre 2026' })).toBeInTheDocument();
    const days = await screen.findAllByRole('heading', { level: 3 });
    expect(days).toHaveLength(2);
    expect(days[0]).toHaveAccessibleName(/^martes 24 de noviembre, ?Hoy$/);
    expect(days[1]).toHaveAccessibleName('jueves 26 de noviembre');
    const today = screen.getByRole('list', { name: /martes 24 de noviembre/ });
    const row = within(today).getByRole('button', { name: /Clase en directo: hooks/ });
    expect(row).toHaveTextContent('10:00–11:00');
    expect(row).toHaveTextContent('En directo');
    const next = within(screen.getByRole('list', { name: /jueves 26 de noviembre/ })).getByRole('button', { name: /Clase en directo: pruebas/ });
    next.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Clase en directo: pruebas' })).toBeInTheDocument();
  });

  it('moves between days with the arrow keys', async () => {
    signIn(makeSessionUser(), [live, ...busyDay]);
    renderApp('/calendario');
    const liveChip = await screen.findByRole('button', { name: /^10:00 (hooks, )?Clase en directo: hooks/ });
    liveChip.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName(/^02:00 Tarea 1/);
    await userEvent.keyboard('{ArrowDown}');
    // 2 December has no events: the day itself takes the focus.
    expect(document.activeElement).toHaveAttribute('aria-label', 'miércoles 2 de diciembre: sin eventos');
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName(/^10:00 (hooks, )?Clase en directo: hooks/);
  });

  it('remembers the week view and moves 7 days at a time', async () => {
    signIn(makeSessionUser(), [live]);
    renderApp('/calendario');
    await userEvent.click(await screen.findByRole('button', { name: 'Semana' }));
    expect(window.localStorage.getItem(CALENDAR_VIEW_STORAGE_KEY)).toBe('week');
    expect(screen.getByRole('heading', { level: 2, name: '23 – 29 nov 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /^(lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d+ de noviembre/ })).toHaveLength(7);
    await userEvent.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    expect(screen.getByRole('heading', { level: 2, name: '30 nov – 6 dic 2026' })).toBeInTheDocument();
  });

  it('filters by group and clears the filter', async () => {
    signIn(makeSessionUser(), [live, otherGroup]);
    renderApp('/calendario');
    expect(await screen.findByRole('button', { name: /Clase de otro grupo/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'DAW Grupo A' }));
    expect(screen.queryByRole('button', { name: /Clase de otro grupo/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Clase en directo: hooks/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(screen.getByRole('button', { name: /Clase de otro grupo/ })).toBeInTheDocument();
  });

  it('the card of today’s live class joins it and records activity 3 with the event and the group', async () => {
    const fetchMock = signIn(makeSessionUser(), [live], { '/api/content/files/event/1': jsonResponse({ status: 'ok', files: [] }) });
    renderApp('/calendario');
    await userEvent.click(await screen.findByRole('button', { name: /Clase en directo: hooks/ }));
    const card = await screen.findByRole('dialog', { name: 'Clase en directo: hooks' });
    expect(within(card).getByText('Clase directo')).toBeInTheDocument();
    expect(within(card).getByText('10:00 – 11:00')).toBeInTheDocument();
    expect(await within(card).findByText('Este evento no tiene archivos.')).toBeInTheDocument();
    const join = within(card).getByRole('link', { name: /Unirse al Evento/ });
    expect(join).toHaveAttribute('href', 'https://meet.example/hooks');
    join.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(join);
    await waitFor(() => expect(callsTo(fetchMock, '/api/actividades/asistencia')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, '/api/actividades/asistencia')[0]?.[1]?.body)) as { actividades: unknown[] };
    expect(body.actividades[0]).toEqual({
      tipo_actividad_id: 3,
      edu_codigocontacto: 'CT-0001',
      hasActivity: true,
      metadata: { id_evento: 1, id_grupo: TEST_GROUP },
    });
  });

  it('shows no join button on another day, and ?event_id= opens that event', async () => {
    signIn(makeSessionUser(), [live, later], {
      '/api/events/onlyInfo/3': jsonResponse({ status: 'ok', event: later }),
      '/api/content/files/event/3': jsonResponse({ status: 'ok', files: [] }),
    });
    const { router } = renderApp('/calendario?event_id=3');
    const card = await screen.findByRole('dialog', { name: 'Clase en directo: pruebas' });
    expect(within(card).queryByRole('link', { name: /Unirse al Evento/ })).not.toBeInTheDocument();
    // A class is not handed in: no link to the tasks (issue 29).
    expect(within(card).queryByRole('link', { name: 'Ir a entregar la tarea' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Cerrar el evento' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a task’s card links to where it is handed in (issue 29); a class’s card does not', async () => {
    const task = busyDay[0]!;
    signIn(makeSessionUser(), [task], {
      [`/api/events/onlyInfo/${task.id}`]: jsonResponse({ status: 'ok', event: task }),
      [`/api/content/files/event/${task.id}`]: jsonResponse({ status: 'ok', files: [] }),
    });
    renderApp(`/calendario?event_id=${task.id}`);
    const card = await screen.findByRole('dialog', { name: task.title });
    expect(within(card).getByRole('link', { name: 'Ir a entregar la tarea' })).toHaveAttribute('href', `/evaluaciones?evento=${task.id}`);
  });

  it('an unavailable event explains why and offers its bonus products', async () => {
    signIn(makeSessionUser(), [locked], {
      '/api/products/by-event': jsonResponse({
        status: 'ok',
        data: {
          data: [
            {
              id: 9,
              edu_codigoproducto: 'PRD-1',
              xerppa_nombreproducto: 'Unidad extra Docker',
              mkt_precio: 49,
              xcrm_codigolistaprecios: 'price_1',
              tipo: 'unidad',
              unidad_id: 40,
              metadata: { mkt_notas: 'Acceso permanente' },
            },
          ],
        },
      }),
    });
    renderApp('/calendario');
    await userEvent.click(await screen.findByRole('button', { name: /Docker desde cero/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Evento no disponible' });
    expect(within(dialog).getByText('Este evento pertenece a un producto extra')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Comprar: Unidad extra Docker' })).toBeInTheDocument();
    expect(within(dialog).getByText(/49,00\s€/)).toBeInTheDocument();
    expect(within(dialog).getByText('Acceso permanente')).toBeInTheDocument();
  });

  it('offers Más información when no product opens the event', async () => {
    signIn(makeSessionUser(), [locked], { '/api/products/by-event': jsonResponse({ status: 'ok', data: { data: [] } }) });
    renderApp('/calendario');
    await userEvent.click(await screen.findByRole('button', { name: /Docker desde cero/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Evento no disponible' });
    expect(await within(dialog).findByRole('button', { name: 'Más información' })).toBeInTheDocument();
  });

  it('writes a calendar-changed push into the calendar', async () => {
    const sockets = installFakeSockets();
    signIn(makeSessionUser(), [live]);
    renderApp('/calendario');
    await screen.findByRole('button', { name: /Clase en directo: hooks/ });
    await waitFor(() => expect(sockets.at(-1)?.listenerCount('calendar-changed')).toBe(1));
    const {
      availability: _a,
      days_of_week: _d,
      metadata: _m,
      zoom_id: _z,
      event_original: _o,
      event_rescheduled: _r,
      unidades: _u,
      download: _w,
      ...summary
    } = makeCalendarEvent({
      id: 30,
      title: 'Tutoría aprobada',
      event_type: 'tutorias',
      start_date: '2026-11-27T11:00:00.000Z',
      end_date: '2026-11-27T12:00:00.000Z',
    });
    act(() => sockets.at(-1)?.pushFromServer('calendar-changed', { events: [summary], removedEventIds: [1] }));
    expect(await screen.findByRole('button', { name: /Tutoría aprobada/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Clase en directo: hooks/ })).not.toBeInTheDocument();
  });

  it('sends freemium visitors to the purchase gate from Solicitar tutoría', async () => {
    signIn(makeSessionUser({ freemium: true }), [live]);
    renderApp('/calendario');
    await userEvent.click(await screen.findByRole('button', { name: 'Solicitar tutoría' }));
    expect(await screen.findByRole('dialog', { name: 'La solicitud de tutorías es para alumnos matriculados' })).toBeInTheDocument();
  });
});
