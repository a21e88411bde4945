import type { EventAttendanceAnswer } from '@campus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, errorResponse, jsonResponse } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { makeContentEvent, makeGroupsAnswer, makeSessionUser, makeTopic, makeUnit, TEST_GROUP, TEST_PARENT } from './formation-factories';
import { FORMATION_PATH, mockFormationApi } from './formation-test-setup';

// Each test renders the whole signed-in app (shell, lazy route, StrictMode).
vi.setConfig({ testTimeout: 30_000 });

const teacher = makeSessionUser({ edu_codigocontacto: 'CT-PROF', fullname: 'Alberto Sánchez Molina', edu_tipocontacto: '5' });
const tree = () => screen.getByRole('navigation', { name: 'Temario de la formación' });

/** As the server answers a teacher of the group: everything open; the calendar windows are the students'. */
function makeTeacherTree() {
  return [
    makeUnit({
      id: 10,
      titulo: 'Unidad 1. Programación',
      temas: [
        makeTopic({
          id: 101,
          titulo: 'Tema 1. Sintaxis',
          eventos: [
            makeContentEvent({ id: 1, orden: 1, title: 'Presentación del ciclo', inicio_calendario: '2020-01-01', fin_calendario: '2099-12-31' }),
            makeContentEvent({ id: 3, orden: 2, title: 'Closures', inicio_calendario: '2099-12-03', fin_calendario: '2099-12-31' }),
            makeContentEvent({ id: 6, orden: 3, title: 'Clase en directo: repaso', event_type: 'clases_directo', archivos: [] }),
          ],
        }),
      ],
    }),
  ];
}

const attendance: EventAttendanceAnswer = {
  status: 'ok',
  data: {
    event: {
      id: 6,
      title: 'Clase en directo: repaso',
      event_type: 'clases_directo',
      start: '2026-10-01T15:00:00.000Z',
      end: '2026-10-01T16:00:00.000Z',
      minutes: 60,
      hasStarted: true,
      hasEnded: true,
    },
    groups: [{ edu_codigoformacion: TEST_GROUP, edu_formacion: 'DAW · Grupo A (tardes)' }],
    attendees: [
      {
        edu_codigocontacto: 'CT-1',
        fullname: 'Lucía Fernández Ortega',
        foto: null,
        groupCode: TEST_GROUP,
        joinedAt: '2026-10-01T15:00:00.000Z',
        minutes: 60,
        share: 100,
      },
    ],
    absent: [{ edu_codigocontacto: 'CT-2', fullname: 'Marco Ruiz Gil', foto: null, groupCode: TEST_GROUP }],
    totals: { students: 2, attended: 1 },
  },
};

describe('formation page: a teacher of the group (issue 30 item 2)', () => {
  it('opens the group he teaches without an enrolment: everything open, with when students get each locked item, and no ticks of his own', async () => {
    const fetchMock = mockFormationApi({
      user: teacher,
      groups: makeGroupsAnswer([]),
      content: makeTeacherTree(),
      extra: { '/api/teaching/events/6/attendance': jsonResponse(attendance) },
    });
    const { router } = renderApp(`${FORMATION_PATH}?event=6`);
    // Three calls in a row (his groups, then the group, then its tree): a loaded machine may take a while.
    await screen.findByRole('navigation', { name: 'Temario de la formación' }, { timeout: 20_000 });
    expect(router.state.location.pathname).toBe(FORMATION_PATH);
    expect(screen.getByText(/Vista de profesor/)).toBeInTheDocument();

    const closures = within(tree()).getByRole('button', { name: /Closures/ });
    expect(closures).toHaveTextContent('Los alumnos lo verán el 3 dic');
    expect(closures).not.toHaveTextContent('Bloqueado');
    expect(within(tree()).getByRole('button', { name: /Presentación del ciclo/ })).not.toHaveTextContent('Los alumnos');
    // No completion of his own: no checkbox, no progress in the header, no progress call.
    expect(await screen.findByText(/Tus visitas no cuentan en el progreso de los alumnos/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByTestId('formation-progress')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/events/contact/complete/${teacher.edu_codigocontacto}`)).toHaveLength(0);

    // The live class he opened shows its attendance.
    const section = await screen.findByTestId('live-attendance');
    expect(await within(section).findByText('1 de 2 alumnos asistieron')).toBeInTheDocument();
    expect(within(section).getByText('Marco Ruiz Gil')).toBeInTheDocument();
  });

  it('goes home when the server refuses him the group (another teacher’s group)', async () => {
    const fetchMock = mockFormationApi({
      user: teacher,
      groups: makeGroupsAnswer([]),
      detail: errorResponse(403, 'no_access', 'No tienes acceso a esta formación'),
    });
    const { router } = renderApp(FORMATION_PATH);
    expect(await screen.findByText('No tienes acceso a esta formación')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(fetchMock, `/api/content/${TEST_PARENT}`)).toHaveLength(0);
  });
});
