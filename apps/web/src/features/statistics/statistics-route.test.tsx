import { addCalendarDays, texts, toAcademyDay, type RankingAnswer, type RankingKind, type SessionUser, type Task } from '@campus/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session-store';
import { makeFormation, makeFormationsAnswer, makeSessionUser } from '../../test/factories';
import { installFakeSockets } from '../../test/fake-socket';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const s = texts.statistics;
const PARENT = 'FO-ENF';
const GROUP = 'GR-ENF-2026';
const CONTACT = 'CT-0001';
const RANKING_PATH = `/api/actividades/ranking/individual/${PARENT}/${GROUP}`;
const TASKS_PATH = `/api/formations/tareas/${GROUP}/${CONTACT}`;

function makeTask(id: number, estado: Task['estado']): Task {
  return {
    id,
    edu_titulo: `Práctica ${id}`,
    edu_tema: 'Tema 1',
    edu_descripcion: null,
    edu_fechafinmax: '2027-01-15',
    edu_horafinmax: '23:59',
    edu_calificacion: estado === 'Corregida' ? 8.5 : null,
    edu_comentario: null,
    edu_oportunidades: 3,
    intentos_usados: estado === 'Pendiente' ? 0 : 1,
    edu_serieevaluacion: null,
    edu_fechaentrega: estado === 'Pendiente' ? null : '2026-11-20T10:00:00.000Z',
    event_id: null,
    edu_codigoformacion: GROUP,
    estado,
    files: [],
    recibos: [],
  };
}

const entry = (id: number, name: string, valor: number, propio = false) => ({ id, name, valor, propio });
const ranking = (data: RankingAnswer['data']['data'], propio: RankingAnswer['data']['propio'] = null, total = data.length): RankingAnswer => ({
  status: 'ok',
  data: { data, propio, total },
});

/** Known answers: Ana is 2nd in conexiones, 9th of 25 in timeline, unranked in racha (empty), 1st in asistencias. */
const rankings: Record<RankingKind, () => Response> = {
  conexiones: () =>
    jsonResponse(
      ranking([entry(1, 'Marta R.', 120), entry(2, 'Ana G.', 98, true), entry(3, 'Pablo S.', 97), entry(4, 'Irene M.', 80), entry(5, 'Hugo L.', 75)], null, 25),
    ),
  timeline: () =>
    jsonResponse(
      ranking(
        [entry(1, 'Irene M.', 96.5), entry(2, 'Marta R.', 90), entry(3, 'Hugo L.', 88.25), entry(4, 'Pablo S.', 80), entry(5, 'Lucas T.', 79)],
        entry(9, 'Ana G.', 62.5, true),
        25,
      ),
    ),
  racha: () => jsonResponse(ranking([])),
  'tiempo-medio': () => errorResponse(403, 'forbidden', 'No perteneces a este grupo'),
  asistencias: () => jsonResponse(ranking([entry(1, 'Ana G.', 12, true), entry(2, 'Marta R.', 11)], null, 2)),
};

interface Answers {
  user?: SessionUser;
  extra?: Record<string, Response | (() => Response)>;
}

function signIn({ user = makeSessionUser(), extra = {} }: Answers = {}) {
  setSession('token', user);
  return mockFetch({
    '/api/auth/session': jsonResponse({ status: 'ok', user }),
    [`/api/lineaMatriculas/formations/${user.edu_codigocontacto}`]: jsonResponse(
      makeFormationsAnswer([
        makeFormation(),
        makeFormation({ edu_codigoformacion: 'GR-FAR-2026', edu_principalcodigoformacion: 'FO-FAR', edu_formacion: 'Farmacia · Grupo tarde' }),
      ]),
    ),
    [`/api/events/formation/complete/${PARENT}/${GROUP}`]: () => jsonResponse({ status: 'ok', data: { percentage: 62.5, completed: 5, total: 8 } }),
    [`/api/events/average/completed/${GROUP}`]: () => jsonResponse({ status: 'ok', eventsData: { data: { media: 48.25, alumnos: 25 } } }),
    '/api/actividades/media-asistencia': () => jsonResponse({ status: 'ok', data: { data: { media: 71.43, alumnos: 25, clases: 14 } } }),
    '/api/actividades/media-asistencia/propia': () => jsonResponse({ status: 'ok', data: { data: { media: 85.71, asistidas: 12, clases: 14 } } }),
    [`/api/estadisticas/progreso/${PARENT}/${GROUP}`]: () =>
      jsonResponse({ status: 'ok', data: { temas: { completados: 3, total: 12 }, unidades: { completados: 1, total: 4 } } }),
    [TASKS_PATH]: () =>
      jsonResponse({ status: 'ok', data: { data: [makeTask(1, 'Pendiente'), makeTask(2, 'Entregada'), makeTask(3, 'Corregida'), makeTask(4, 'Pendiente')] } }),
    [RANKING_PATH]: (url: URL) => rankings[url.searchParams.get('tipo_ranking') as RankingKind](),
    ...extra,
  });
}

const rankingCard = (kind: RankingKind) => screen.getByTestId(`ranking-${kind}`);
const rowsOf = (kind: RankingKind) => within(rankingCard(kind)).getAllByTestId('ranking-entry');

describe('statistics page', () => {
  it('replaces /estadisticas with the first group', async () => {
    signIn();
    const { router } = renderApp('/estadisticas');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/estadisticas/${PARENT}/${GROUP}`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: s.heading })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: s.groupFilter })).toHaveValue(GROUP);
  });

  it("shows 'No tienes grupos disponibles' without groups", async () => {
    setSession('token', makeSessionUser());
    mockFetch({
      '/api/auth/session': jsonResponse({ status: 'ok', user: makeSessionUser() }),
      [`/api/lineaMatriculas/formations/${CONTACT}`]: jsonResponse(makeFormationsAnswer([])),
    });
    renderApp('/estadisticas');
    expect(await screen.findByText(s.noGroups)).toBeInTheDocument();
  });

  it('shows the donut, both comparisons and the counters with the numbers in their text alternatives', async () => {
    const fetchMock = signIn();
    renderApp(`/estadisticas/${PARENT}/${GROUP}`);
    expect(await screen.findByRole('img', { name: 'Progreso del timeline: 62,50 % de tus eventos completados' })).toBeInTheDocument();
    expect(screen.getByTestId('statistics-timeline-percent')).toHaveTextContent('62,50 %');
    expect(screen.getByText('5 de 8 eventos completados hasta hoy')).toBeInTheDocument();
    expect(screen.getByText(texts.timeline.progressAbove50)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: `${s.attendanceHeading}: tú 85,71 %, media del grupo 71,43 %` })).toBeInTheDocument();
    expect(screen.getByText(/Has asistido a 12 de 14 clases/)).toHaveTextContent('Has asistido a 12 de 14 clases · Media de 25 alumnos');
    expect(await screen.findByRole('img', { name: `${s.timelineCompareHeading}: tú 62,50 %, media del grupo 48,25 %` })).toBeInTheDocument();
    expect(await screen.findByText('Temas: 3 de 12 completados')).toBeInTheDocument();
    expect(screen.getByText('Unidades: 1 de 4 completadas')).toBeInTheDocument();
    // Entregada and Corregida count as completed; the caption says so.
    expect(await screen.findByText('Tareas: 2 de 4 completadas')).toBeInTheDocument();
    expect(screen.getByText(s.tasksCaption)).toBeInTheDocument();
    // The group's calls carry the group, and the timeline average the parent formation.
    const [, attendanceInit] = callsTo(fetchMock, '/api/actividades/media-asistencia')[0]!;
    expect(JSON.parse(String(attendanceInit?.body))).toEqual({ formation: GROUP });
    const [, averageInit] = callsTo(fetchMock, `/api/events/average/completed/${GROUP}`)[0]!;
    expect(averageInit?.method).toBe('POST');
    expect(JSON.parse(String(averageInit?.body))).toEqual({ formation: PARENT });
  });

  it('shows the five rankings: medals, the own entry highlighted or under the top 5, empty and the server message', async () => {
    const fetchMock = signIn();
    renderApp(`/estadisticas/${PARENT}/${GROUP}`);
    await waitFor(() => expect(rowsOf('conexiones')).toHaveLength(5));
    const kinds = callsTo(fetchMock, RANKING_PATH).map(([input]) => new URL(String(input), 'http://localhost').searchParams.get('tipo_ranking'));
    expect(new Set(kinds)).toEqual(new Set(['conexiones', 'timeline', 'racha', 'tiempo-medio', 'asistencias']));
    for (const kind of ['conexiones', 'timeline', 'racha', 'tiempo-medio', 'asistencias'] as const) {
      expect(within(rankingCard(kind)).getByRole('heading', { level: 3, name: s.rankingNames[kind] })).toBeInTheDocument();
    }

    const conexiones = rowsOf('conexiones');
    expect(conexiones.map((row) => row.getAttribute('data-medal'))).toEqual(['1', '2', '3', null, null]);
    expect(conexiones[0]).toHaveTextContent('Posición 1 (Oro)');
    expect(conexiones[1]).toHaveTextContent('Posición 2 (Plata)');
    expect(conexiones[2]).toHaveTextContent('Posición 3 (Bronce)');
    expect(conexiones[0]).toHaveTextContent('Marta R.120 días');
    // The own entry inside the top 5 is highlighted and not repeated below.
    expect(conexiones[1]).toHaveAttribute('data-own');
    expect(within(conexiones[1]!).getByText(s.you)).toBeInTheDocument();
    expect(within(rankingCard('conexiones')).queryByText('Tu posición de 25')).not.toBeInTheDocument();

    // Outside the top 5: the own entry below the list, with its position and the number ranked.
    const timeline = rowsOf('timeline');
    expect(timeline).toHaveLength(6);
    expect(timeline[0]).toHaveTextContent('96,50 %');
    expect(timeline[5]).toHaveTextContent('Posición 9');
    expect(timeline[5]).toHaveTextContent('Ana G.');
    expect(timeline[5]).toHaveTextContent('62,50 %');
    expect(timeline[5]).toHaveAttribute('data-own');
    expect(within(rankingCard('timeline')).getByText('Tu posición de 25')).toBeInTheDocument();

    expect(within(rankingCard('racha')).getByText(s.rankingsEmptyTitle)).toBeInTheDocument();
    expect(within(rankingCard('racha')).getByText(s.rankingsEmptyBody)).toBeInTheDocument();
    expect(within(rankingCard('tiempo-medio')).getByRole('alert')).toHaveTextContent('No perteneces a este grupo');
    expect(rowsOf('asistencias')[0]).toHaveTextContent('Ana G.Tú12 clases');
  });

  it('retries a failed ranking and shows it once the server answers', async () => {
    let isFailing = true;
    const fetchMock = signIn({
      extra: {
        [RANKING_PATH]: ((url: URL) =>
          url.searchParams.get('tipo_ranking') === 'racha' && isFailing
            ? errorResponse(500, 'internal', 'Error interno del servidor')
            : rankings[url.searchParams.get('tipo_ranking') as RankingKind]()) as unknown as () => Response,
      },
    });
    renderApp(`/estadisticas/${PARENT}/${GROUP}`);
    const alert = await waitFor(() => within(rankingCard('racha')).getByRole('alert'));
    expect(alert).toHaveTextContent('Error interno del servidor');
    const rachaCalls = () => callsTo(fetchMock, RANKING_PATH).filter(([input]) => String(input).includes('tipo_ranking=racha')).length;
    const asked = rachaCalls();
    const others = callsTo(fetchMock, RANKING_PATH).length - asked;
    isFailing = false;
    await userEvent.click(within(alert).getByRole('button', { name: s.retry }));
    expect(await within(rankingCard('racha')).findByText(s.rankingsEmptyTitle)).toBeInTheDocument();
    // Only the failed ranking is asked again.
    expect(rachaCalls()).toBe(asked + 1);
    expect(callsTo(fetchMock, RANKING_PATH).length - rachaCalls()).toBe(others);
  });

  it('shows whole minutes a day in tiempo medio, and Spanish units', async () => {
    signIn({
      extra: {
        [RANKING_PATH]: ((url: URL) =>
          url.searchParams.get('tipo_ranking') === 'tiempo-medio'
            ? jsonResponse(ranking([entry(1, 'Irene M.', 78.6), entry(2, 'Ana G.', 41.4, true)], null, 2))
            : rankings[url.searchParams.get('tipo_ranking') as RankingKind]()) as unknown as () => Response,
      },
    });
    renderApp(`/estadisticas/${PARENT}/${GROUP}`);
    await waitFor(() => expect(rowsOf('tiempo-medio')).toHaveLength(2));
    expect(rowsOf('tiempo-medio')[0]).toHaveTextContent('Irene M.79 min/día');
    expect(rowsOf('tiempo-medio')[1]).toHaveTextContent('Ana G.Tú41 min/día');
  });

  it('shows each block its own error text and keeps the rest', async () => {
    const failing = () => errorResponse(500, 'internal', 'Error interno');
    signIn({
      extra: {
        [`/api/events/formation/complete/${PARENT}/${GROUP}`]: failing,
        '/api/actividades/media-asistencia/propia': failing,
        [`/api/estadisticas/progreso/${PARENT}/${GROUP}`]: failing,
        [TASKS_PATH]: failing,
      },
    });
    renderApp(`/estadisticas/${PARENT}/${GROUP}`);
    expect(await screen.findByText(s.timelinePercentError)).toBeInTheDocument();
    expect(await screen.findByText(s.attendanceError)).toBeInTheDocument();
    expect(await screen.findByText(s.timelineMetricsError)).toBeInTheDocument();
    expect(await screen.findByText(s.countersError)).toBeInTheDocument();
    expect(await screen.findByText(s.tasksError)).toBeInTheDocument();
    // The rankings do not depend on the figures.
    await waitFor(() => expect(rowsOf('conexiones')).toHaveLength(5));
  });

  it('locks the rankings for a freemium user without asking for them or for the tasks', async () => {
    const fetchMock = signIn({ user: makeSessionUser({ freemium: true }) });
    renderApp(`/estadisticas/${PARENT}/${GROUP}`);
    expect(await screen.findByRole('heading', { name: 'El ranking es para alumnos matriculados' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.freemiumWeb.lockedAction })).toBeInTheDocument();
    expect(await screen.findByText('Temas: 3 de 12 completados')).toBeInTheDocument();
    expect(screen.getByText(s.tasksLocked)).toBeInTheDocument();
    expect(screen.queryByTestId('ranking-entry')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, RANKING_PATH)).toHaveLength(0);
    expect(callsTo(fetchMock, TASKS_PATH)).toHaveLength(0);
  });

  it('counts a task handed in from another tab live, without asking again', async () => {
    const sockets = installFakeSockets();
    const fetchMock = signIn();
    renderApp(`/estadisticas/${PARENT}/${GROUP}`);
    expect(await screen.findByText('Tareas: 2 de 4 completadas')).toBeInTheDocument();
    const asked = callsTo(fetchMock, TASKS_PATH).length;
    act(() => sockets[0]!.pushFromServer('task-updated', { tarea: makeTask(4, 'Entregada'), evaluacion: null }));
    expect(await screen.findByText('Tareas: 3 de 4 completadas')).toBeInTheDocument();
    expect(callsTo(fetchMock, TASKS_PATH)).toHaveLength(asked);
  });

  it('writes the own timeline percentage a completion in another tab carries, without asking it again, and asks the counters again', async () => {
    const sockets = installFakeSockets();
    const percentPath = `/api/events/formation/complete/${PARENT}/${GROUP}`;
    const fetchMock = signIn({ extra: { [percentPath]: () => jsonResponse({ status: 'ok', data: { percentage: 62.5, completed: 5, total: 8 } }) } });
    renderApp(`/estadisticas/${PARENT}/${GROUP}`);
    expect(await screen.findByRole('img', { name: 'Progreso del timeline: 62,50 % de tus eventos completados' })).toBeInTheDocument();
    const counted = callsTo(fetchMock, `/api/estadisticas/progreso/${PARENT}/${GROUP}`).length;
    const asked = callsTo(fetchMock, percentPath).length;
    const timeline = [{ parent: PARENT, group: GROUP, percentage: 75, completed: 6, total: 8 }];
    act(() => sockets[0]!.pushFromServer('content-completed', { eventId: 6, completed: 1, events: [], progress: [], timeline }));
    expect(await screen.findByRole('img', { name: 'Progreso del timeline: 75,00 % de tus eventos completados' })).toBeInTheDocument();
    expect(screen.getByText('6 de 8 eventos completados hasta hoy')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, `/api/estadisticas/progreso/${PARENT}/${GROUP}`).length).toBe(counted + 1));
    expect(callsTo(fetchMock, percentPath)).toHaveLength(asked);
  });

  it('asks the rankings again over the last 7 days when that period is chosen, and keeps it in the address', async () => {
    const fetchMock = signIn();
    const { router } = renderApp(`/estadisticas/${PARENT}/${GROUP}`);
    await waitFor(() => expect(rowsOf('conexiones')).toHaveLength(5));
    expect(screen.getByText('Los 5 primeros de tu grupo: en todo el curso.')).toBeInTheDocument();
    const wholeCourse = callsTo(fetchMock, RANKING_PATH).map(([input]) => new URL(String(input), 'http://localhost'));
    expect(wholeCourse.every((url) => !url.searchParams.has('start_date') && !url.searchParams.has('end_date'))).toBe(true);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: s.rankingsPeriod }), '7');
    expect(await screen.findByText('Los 5 primeros de tu grupo: en los últimos 7 días.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?periodo=7'));
    const today = toAcademyDay(new Date());
    await waitFor(() => {
      const ranged = callsTo(fetchMock, RANKING_PATH)
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.searchParams.get('start_date') === addCalendarDays(today, -6) && url.searchParams.get('end_date') === today);
      expect(new Set(ranged.map((url) => url.searchParams.get('tipo_ranking'))).size).toBe(5);
    });
  });

  it('moves to the chosen group', async () => {
    signIn();
    const { router } = renderApp(`/estadisticas/${PARENT}/${GROUP}`);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: s.groupFilter }), 'GR-FAR-2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/estadisticas/FO-FAR/GR-FAR-2026'));
  });

  it("shows a teacher his group's averages and rankings, never a figure of his own (issue 30 item 9)", async () => {
    const teacher = makeSessionUser({ edu_tipocontacto: '5', fullname: 'Alberto Sánchez Molina' });
    const fetchMock = signIn({
      user: teacher,
      extra: {
        [`/api/lineaMatriculas/formations/${CONTACT}`]: jsonResponse(makeFormationsAnswer([])),
        '/api/teaching/groups': jsonResponse({ status: 'ok', formations: [makeFormation()] }),
        [RANKING_PATH]: () => jsonResponse(ranking([entry(1, 'Marta R.', 120), entry(2, 'Ana G.', 98)], null, 2)),
      },
    });
    const { router } = renderApp('/estadisticas');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/estadisticas/${PARENT}/${GROUP}`));
    expect(await screen.findByText(texts.teachingShell.statisticsLead)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Progreso medio del timeline del grupo: 48,25 %' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Asistencia media del grupo: 71,43 %' })).toBeInTheDocument();
    expect(screen.getByText('14 clases en directo celebradas')).toBeInTheDocument();
    // The rankings name the group's students; nothing says where he stands.
    await waitFor(() => expect(rowsOf('conexiones')).toHaveLength(2));
    expect(screen.getByText('Los 5 primeros del grupo: en todo el curso.')).toBeInTheDocument();
    expect(screen.queryByText(s.rankingUnranked)).not.toBeInTheDocument();
    expect(screen.queryByText(s.you)).not.toBeInTheDocument();
    for (const own of ['/api/actividades/media-asistencia/propia', `/api/estadisticas/progreso/${PARENT}/${GROUP}`, TASKS_PATH]) {
      expect(callsTo(fetchMock, own)).toHaveLength(0);
    }
  });
});
