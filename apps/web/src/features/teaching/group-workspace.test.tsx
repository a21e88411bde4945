import type { ParticipantDetailAnswer, ParticipantsAnswer } from '@campus/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routePatterns } from '../../lib/routes';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { createTestQueryClient } from '../../test/query-client';
import { GroupWorkspaceLayout } from './group-workspace-layout';
import { ParticipantRoute } from './participant-route';
import { ParticipantsRoute } from './participants-route';

const grupo = {
  edu_codigoformacion: 'GRU-DAW-2026-A',
  edu_formacion: 'DAW · Grupo A',
  formacion: { edu_codigoformacion: 'FOR-DAW', edu_formacion: 'Desarrollo de Aplicaciones Web' },
};
const participant = (overrides: Partial<ParticipantsAnswer['participantes'][number]>): ParticipantsAnswer['participantes'][number] => ({
  edu_codigocontacto: 'CON-1',
  fullname: 'Lucía Fernández Ortega',
  emailaddress1: 'lucia@campus.test',
  foto_url: null,
  progreso: 40,
  asistencia: { asistidas: 1, clases: 2, porcentaje: 50 },
  ultima_conexion: '2026-03-10T09:00:00.000Z',
  racha: 3,
  entregas: { entregadas: 2, corregidas: 1, pendientes: 1, vencidas: 0 },
  nota: 7.25,
  ...overrides,
});
const list: ParticipantsAnswer = {
  status: 'ok',
  grupo,
  evaluacion_actual: { id: 1, edu_titulo: '1ª Evaluación' },
  tareas: 3,
  clases: 2,
  participantes: [
    participant({}),
    participant({ edu_codigocontacto: 'CON-2', fullname: 'Pablo Martín Ruiz', emailaddress1: 'pablo@campus.test', progreso: 90, nota: null, racha: 0 }),
    participant({ edu_codigocontacto: 'CON-3', fullname: 'Ana Gil Sanz', emailaddress1: 'ana@campus.test', progreso: 10, ultima_conexion: null }),
  ],
  medias: { progreso: 46.67, asistencia: 50, nota: 7.25, pendientes: 3 },
};
const detail: ParticipantDetailAnswer = {
  status: 'ok',
  grupo,
  alumno: {
    edu_codigocontacto: 'CON-1',
    fullname: 'Lucía Fernández Ortega',
    emailaddress1: 'lucia@campus.test',
    foto_url: null,
    ultima_conexion: null,
    racha: 3,
  },
  progreso: {
    porcentaje: 40,
    completados: 2,
    total: 5,
    semanas: [
      { semana: '2026-03-02', porcentaje: 20 },
      { semana: '2026-03-09', porcentaje: 40 },
    ],
  },
  asistencia: {
    asistidas: 1,
    clases: 2,
    porcentaje: 50,
    clases_directo: [
      { id: 1, titulo: 'Directo: React', inicio: '2026-03-03T16:00:00.000Z', fin: null, asistio: true },
      { id: 2, titulo: 'Directo: Node', inicio: '2026-03-05T16:00:00.000Z', fin: null, asistio: false },
    ],
  },
  tareas: [
    {
      id: 5,
      edu_titulo: 'Práctica 1',
      edu_tema: null,
      edu_fechafinmax: '2026-03-01',
      edu_horafinmax: '23:59',
      estado: 'Corregida',
      vencida: false,
      intentos_usados: 1,
      edu_fechaentrega: '2026-02-28T10:00:00.000Z',
      edu_calificacion: 8,
      edu_comentario: 'Muy bien',
      edu_serieevaluacion: '1ª Evaluación',
    },
  ],
  evaluaciones: [{ id: 1, edu_titulo: '1ª Evaluación', edu_calificacion: null, actual: true, edu_conceptos: [] }],
};

function renderWorkspace(at: string) {
  const router = createMemoryRouter(
    [
      {
        path: routePatterns.teachingGroup,
        element: <GroupWorkspaceLayout />,
        children: [
          { index: true, element: <ParticipantsRoute /> },
          { path: routePatterns.teachingParticipant, element: <ParticipantRoute /> },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);

afterEach(() => vi.unstubAllGlobals());

describe('/docencia/:groupCode', () => {
  it('names the group, links its formation, and sorts and searches its participants', async () => {
    mockFetch({ '/api/teaching/groups/GRU-DAW-2026-A/participants': () => jsonResponse(list) });
    const { user } = renderWorkspace('/docencia/GRU-DAW-2026-A');
    expect(await screen.findByRole('heading', { level: 1, name: 'DAW · Grupo A' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la formación' })).toHaveAttribute('href', '/formacion/FOR-DAW/GRU-DAW-2026-A');
    expect(screen.getByRole('link', { name: 'Participantes' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Calificaciones' })).toHaveAttribute('href', '/docencia/GRU-DAW-2026-A/calificaciones');

    expect(names()).toEqual(['Ana Gil Sanz', 'Lucía Fernández Ortega', 'Pablo Martín Ruiz']);
    const progressHeader = screen.getByRole('columnheader', { name: /Progreso/ });
    expect(progressHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(progressHeader).getByRole('button'));
    expect(progressHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Pablo Martín Ruiz', 'Lucía Fernández Ortega', 'Ana Gil Sanz']);
    await user.click(within(progressHeader).getByRole('button'));
    expect(progressHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Ana Gil Sanz', 'Lucía Fernández Ortega', 'Pablo Martín Ruiz']);
    // Not graded sorts lowest.
    await user.click(within(screen.getByRole('columnheader', { name: /^Nota/ })).getByRole('button'));
    expect(names()).toEqual(['Ana Gil Sanz', 'Lucía Fernández Ortega', 'Pablo Martín Ruiz']);

    await user.type(screen.getByRole('searchbox', { name: 'Buscar participantes por nombre o correo' }), 'pablo@');
    expect(await screen.findByText('1 alumno')).toBeInTheDocument();
    expect(names()).toEqual(['Pablo Martín Ruiz']);
    const row = screen.getByRole('rowheader', { name: /Pablo/ }).closest('tr')!;
    expect(within(row).getByText('1 pendiente')).toBeInTheDocument();
    expect(within(row).getByText('Sin calificar')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Pablo Martín Ruiz' })).toHaveAttribute('href', '/docencia/GRU-DAW-2026-A/participantes/CON-2');
  }, 20_000);

  it("shows one student's progress, attendance, tasks and the ways to write to them", async () => {
    mockFetch({ '/api/teaching/groups/GRU-DAW-2026-A/participants/CON-1': () => jsonResponse(detail) });
    renderWorkspace('/docencia/GRU-DAW-2026-A/participantes/CON-1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Lucía Fernández Ortega' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'DAW · Grupo A' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Participantes' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('img', { name: /^Progreso semanal del timeline; hoy: 40,00\s%$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir chat' })).toHaveAttribute('href', '/chat?to=CON-1');
    const mail = new URL(screen.getByRole('link', { name: 'Escribir un correo' }).getAttribute('href')!, 'http://x');
    expect(mail.pathname).toBe('/correo');
    expect(Object.fromEntries(mail.searchParams)).toEqual({ to: 'lucia@campus.test', toName: 'Lucía Fernández Ortega', toCode: 'CON-1' });
    expect(screen.getByText(/^Ha asistido a 1 de 2 clases \(50,00\s%\)$/)).toBeInTheDocument();
    const classes = within(screen.getByRole('region', { name: 'Asistencia a las clases en directo' })).getAllByRole('row');
    expect(classes.map((row) => (row as HTMLTableRowElement).cells[2]?.textContent)).toEqual(['Asistió', 'No', 'Sí']);
    expect(screen.getByText('Muy bien')).toBeInTheDocument();
    expect(screen.getByText('Evaluación actual')).toBeInTheDocument();
  }, 20_000);
});
