import { addCalendarDays, texts, toAcademyDay, type SessionUser, type TimelineEvent } from '@campus/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session-store';
import { makeFormation, makeFormationsAnswer, makeSessionUser } from '../../test/factories';
import { installFakeSockets } from '../../test/fake-socket';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const PARENT = 'FO-ENF';
const GROUP = 'GR-ENF-2026';
const today = toAcademyDay(new Date());

function makeTimelineEvent(id: number, dayOffset: number, overrides: Partial<TimelineEvent> = {}): TimelineEvent {
  const date = addCalendarDays(today, dayOffset);
  return {
    id,
    title: `Clase ${id}`,
    description: `<p>Descripción de la clase ${id}</p>`,
    event_type: 'clases',
    start_date: `${date}T08:00:00.000Z`,
    end_date: `${date}T09:00:00.000Z`,
    date,
    start_hour: '09:00:00',
    end_hour: '10:00:00',
    weekday: 'lunes',
    completed: 0,
    rescheduled: 0,
    event_original: null,
    event_rescheduled: null,
    original_date: null,
    is_plan: false,
    available: true,
    ...overrides,
  };
}

/** 12 events, one every two days from 14 days ago: events 1–7 are past (or today), 8–12 to come. */
const twelve = () => Array.from({ length: 12 }, (_, index) => makeTimelineEvent(index + 1, index * 2 - 12));

interface Answers {
  user?: SessionUser;
  groups?: ReturnType<typeof makeFormation>[];
  events?: TimelineEvent[];
  extra?: Record<string, Response | (() => Response) | ((url: URL, init: RequestInit | undefined) => Response)>;
}

function signIn({ user = makeSessionUser(), groups = [makeFormation()], events = twelve(), extra = {} }: Answers = {}) {
  setSession('token', user);
  return mockFetch({
    '/api/auth/session': jsonResponse({ status: 'ok', user }),
    [`/api/lineaMatriculas/formations/${user.edu_codigocontacto}`]: jsonResponse(makeFormationsAnswer(groups)),
    [`/api/events/timeline/${PARENT}/${GROUP}/${user.edu_codigocontacto}`]: () => jsonResponse({ status: 'ok', events }),
    [`/api/events/formation/complete/${PARENT}/${GROUP}`]: () => jsonResponse({ status: 'ok', data: { percentage: 62.5, completed: 5, total: 8 } }),
    ...extra,
  });
}

const titles = () => screen.getAllByTestId('timeline-event').map((item) => within(item).getByRole('heading').textContent);

describe('timeline page', () => {
  it('replaces /timeline with the first group and shows the progress message and percentage', async () => {
    signIn();
    const { router } = renderApp('/timeline');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/timeline/${PARENT}/${GROUP}`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('62,50 %')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Qué cuenta «Al día con el timeline»' })).toHaveAccessibleDescription(/eventos del timeline con fecha hasta hoy/);
    expect(screen.getByText(texts.timeline.progressAbove50)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.timeline.viewCalendar })).toHaveAttribute('href', '/calendario');
    expect(screen.getByRole('combobox', { name: texts.timeline.groupFilter })).toHaveValue(GROUP);
  });

  it("shows 'No tienes grupos disponibles' without groups", async () => {
    signIn({ groups: [] });
    renderApp('/timeline');
    expect(await screen.findByText(texts.timeline.noGroups)).toBeInTheDocument();
  });

  it('opens on 5 events from two before the first upcoming one, and reveals 5 more each way', async () => {
    signIn();
    renderApp(`/timeline/${PARENT}/${GROUP}`);
    await screen.findAllByTestId('timeline-event');
    // Event 7 is today (the first upcoming): the window starts at event 5.
    expect(titles()).toEqual(['Clase 5', 'Clase 6', 'Clase 7', 'Clase 8', 'Clase 9']);
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar 4 eventos anteriores' }));
    expect(titles()).toHaveLength(9);
    expect(screen.queryByRole('button', { name: /eventos anteriores/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.timeline.showNext }));
    expect(titles()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: texts.timeline.showNext })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clase 9' })).toHaveAttribute('href', '/calendario?event_id=9');
    // Ticks only for events that are not in the future.
    expect(screen.getByRole('checkbox', { name: `${texts.timeline.completeEvent}: Clase 7` })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: `${texts.timeline.completeEvent}: Clase 8` })).not.toBeInTheDocument();
  });

  it("shows 'Evento reprogramado de {date}' on a plan event", async () => {
    const date = addCalendarDays(today, -20);
    signIn({ events: [makeTimelineEvent(50, 0, { rescheduled: 1, is_plan: true, event_original: 3, original_date: date, title: 'Repaso planificado' })] });
    renderApp(`/timeline/${PARENT}/${GROUP}`);
    expect(await screen.findByText(/^Evento reprogramado de /)).toBeInTheDocument();
  });

  it('ticks at once, sends the completion and writes the answered percentage without asking anything again; a failure undoes it with the error', async () => {
    let fails = false;
    const timeline = [{ parent: PARENT, group: GROUP, percentage: 75, completed: 6, total: 8 }];
    const fetchMock = signIn({
      extra: {
        '/api/events/contact/7/CT-0001': () =>
          fails ? errorResponse(500, 'internal', 'x') : jsonResponse({ status: 'ok', eventId: 7, completed: 1, events: [], progress: [], timeline }),
      },
    });
    renderApp(`/timeline/${PARENT}/${GROUP}`);
    const box = await screen.findByRole('checkbox', { name: `${texts.timeline.completeEvent}: Clase 7` });
    const percentPath = `/api/events/formation/complete/${PARENT}/${GROUP}`;
    const listPath = `/api/events/timeline/${PARENT}/${GROUP}/CT-0001`;
    await screen.findByText('62,50 %');
    const asked = callsTo(fetchMock, percentPath).length;
    const listed = callsTo(fetchMock, listPath).length;
    await userEvent.click(box);
    expect(screen.getByRole('checkbox', { name: `${texts.timeline.uncompleteEvent}: Clase 7` })).toBeChecked();
    expect(await screen.findByText('75,00 %')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, '/api/events/contact/7/CT-0001')[0]![1]!.body))).toEqual({ completed: 1 });
    expect(screen.getByRole('checkbox', { name: `${texts.timeline.uncompleteEvent}: Clase 7` })).toBeChecked();
    expect(callsTo(fetchMock, percentPath)).toHaveLength(asked);
    expect(callsTo(fetchMock, listPath)).toHaveLength(listed);

    fails = true;
    await userEvent.click(screen.getByRole('checkbox', { name: `${texts.timeline.uncompleteEvent}: Clase 7` }));
    expect(await screen.findByText(texts.formation.eventStatusError)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `${texts.timeline.uncompleteEvent}: Clase 7` })).toBeChecked();
  });

  it("reschedules: 'Debe seleccionar al menos un dia' with no hours, then 'A diario' sends the same hours for every day", async () => {
    const path = `/api/events/reschedule/${GROUP}/CT-0001`;
    const fetchMock = signIn({
      extra: {
        [path]: () =>
          jsonResponse(
            {
              status: 'ok',
              message: texts.timeline.rescheduled,
              events: [
                makeTimelineEvent(90, 1, { rescheduled: 1, is_plan: true, event_original: 1, original_date: addCalendarDays(today, -12), title: 'Clase 1' }),
              ],
              added: [],
              removedEventIds: [],
              last_day: addCalendarDays(today, 1),
            },
            { status: 201 },
          ),
      },
    });
    renderApp(`/timeline/${PARENT}/${GROUP}`);
    await userEvent.click(await screen.findByRole('button', { name: texts.timeline.reschedule }));
    const dialog = await screen.findByRole('dialog', { name: texts.timeline.reschedule });
    await userEvent.click(within(dialog).getByLabelText(texts.timeline.weekly));
    const days = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
    for (const day of days) await userEvent.clear(within(dialog).getByLabelText(day));
    for (const day of days) await userEvent.type(within(dialog).getByLabelText(day), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.timeline.reschedule }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts.timeline.atLeastOneDay);
    expect(callsTo(fetchMock, path)).toHaveLength(0);

    await userEvent.click(within(dialog).getByLabelText(texts.timeline.daily));
    const daily = within(dialog).getByLabelText(texts.timeline.hoursPerDay);
    await userEvent.clear(daily);
    await userEvent.type(daily, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.timeline.reschedule }));
    await waitFor(() => expect(callsTo(fetchMock, path)).toHaveLength(1));
    const [url, init] = callsTo(fetchMock, path)[0]!;
    expect(new URL(String(url), 'http://localhost').searchParams.get('start_date')).toBe(today);
    expect(JSON.parse(String(init!.body)).data).toEqual({ '1': 2, '2': 2, '3': 2, '4': 2, '5': 2, '6': 2, '7': 2 });
    expect(await screen.findByText(texts.timeline.rescheduled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The plan event stands in for the content it plans.
    await userEvent.click(screen.getByRole('button', { name: /eventos anteriores/ }));
    expect(screen.getAllByRole('link', { name: 'Clase 1' })).toHaveLength(1);
  });

  it('follows the other tabs: content-completed ticks the event (and its plan event) and writes the percentage, calendar-changed asks the list again', async () => {
    const sockets = installFakeSockets();
    const events = twelve();
    events[5] = makeTimelineEvent(60, -2, {
      rescheduled: 1,
      is_plan: true,
      event_original: 6,
      original_date: addCalendarDays(today, -30),
      title: 'Clase 6 planificada',
    });
    const fetchMock = signIn({ events });
    renderApp(`/timeline/${PARENT}/${GROUP}`);
    const listPath = `/api/events/timeline/${PARENT}/${GROUP}/CT-0001`;
    await screen.findByRole('checkbox', { name: `${texts.timeline.completeEvent}: Clase 6 planificada` });
    const listed = callsTo(fetchMock, listPath).length;
    // The formation tree of another tab ticked the content this plan event plans.
    const percentPath = `/api/events/formation/complete/${PARENT}/${GROUP}`;
    const asked = callsTo(fetchMock, percentPath).length;
    const timeline = [{ parent: PARENT, group: GROUP, percentage: 75, completed: 6, total: 8 }];
    act(() => sockets[0]!.pushFromServer('content-completed', { eventId: 6, completed: 1, events: [], progress: [], timeline }));
    expect(await screen.findByRole('checkbox', { name: `${texts.timeline.uncompleteEvent}: Clase 6 planificada` })).toBeChecked();
    expect(await screen.findByText('75,00 %')).toBeInTheDocument();
    expect(callsTo(fetchMock, listPath)).toHaveLength(listed);
    expect(callsTo(fetchMock, percentPath)).toHaveLength(asked);
    act(() => sockets[0]!.pushFromServer('calendar-changed', { events: [], removedEventIds: [60] }));
    await waitFor(() => expect(callsTo(fetchMock, listPath).length).toBe(listed + 1));
  });
});

describe('timeline page outline', () => {
  it('titles each event at level 2, right under the page’s h1 (axe heading-order, issue 29)', async () => {
    signIn();
    renderApp(`/timeline/${PARENT}/${GROUP}`);
    await screen.findAllByTestId('timeline-event');
    const levels = screen.getAllByTestId('timeline-event').map((item) => within(item).getByRole('heading').tagName);
    expect(new Set(levels)).toEqual(new Set(['H2']));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it("shows a teacher his group's sequence with each item's completion share: no percentage, tick or plan of his (issue 30 item 9)", async () => {
    const teacher = makeSessionUser({ edu_tipocontacto: '5' });
    const fetchMock = signIn({
      user: teacher,
      groups: [],
      events: [makeTimelineEvent(1, -4), makeTimelineEvent(2, -2), makeTimelineEvent(3, 3)],
      extra: {
        '/api/teaching/groups': jsonResponse({ status: 'ok', formations: [makeFormation()] }),
        [`/api/teaching/groups/${GROUP}/timeline-completion`]: jsonResponse({
          status: 'ok',
          students: 25,
          events: [
            { id: 1, completed: 20 },
            { id: 2, completed: 7 },
          ],
        }),
      },
    });
    const { router } = renderApp('/timeline');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/timeline/${PARENT}/${GROUP}`));
    expect(await screen.findByText(texts.teachingShell.timelineLead)).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['Clase 1', 'Clase 2', 'Clase 3']));
    const items = screen.getAllByTestId('timeline-event');
    expect(within(items[0]!).getByText('20 de 25 alumnos lo han completado')).toBeInTheDocument();
    expect(within(items[1]!).getByText('7 de 25 alumnos lo han completado')).toBeInTheDocument();
    expect(within(items[2]!).getByText('0 de 25 alumnos lo han completado')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.timeline.reschedule })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/events/formation/complete/${PARENT}/${GROUP}`)).toHaveLength(0);
  });
});
