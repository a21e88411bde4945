import { type Gradebook, type GradebookCell, type GradebookCellChange, texts } from '@campus/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session-store';
import { installFakeSockets } from '../../test/fake-socket';
import { makeSessionUser } from '../../test/factories';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoute } from '../../test/render-route';
import { GradebookRoute } from './gradebook-route';

const GROUP = 'GRU-DAW-2026-A';
const GRADEBOOK = `/api/teaching/groups/${GROUP}/gradebook`;
const teacher = makeSessionUser({ edu_codigocontacto: 'CON-20001', fullname: 'Alberto Sánchez Molina', edu_tipocontacto: '5' });

const cell = (tarea_id: number, overrides: Partial<GradebookCell> = {}): GradebookCell => ({
  tarea_id,
  estado: 'Pendiente',
  fuera_de_plazo: false,
  edu_calificacion: null,
  edu_comentario: null,
  edu_fechaentrega: null,
  intentos_usados: 0,
  files: [],
  ...overrides,
});
const task = (id: number, title: string, day: string) => ({
  id,
  edu_titulo: title,
  edu_tema: null,
  edu_fechafinmax: day,
  edu_horafinmax: '23:59',
  edu_oportunidades: 3,
  evaluacion_id: 1,
  cerrada: false,
});

function makeGradebook(): Gradebook {
  return {
    grupo: {
      edu_codigoformacion: GROUP,
      edu_formacion: 'DAW · Grupo A',
      formacion_padre: 'FOR-DAW',
      formacion: { edu_codigoformacion: 'FOR-DAW', edu_formacion: 'Desarrollo de Aplicaciones Web' },
    },
    tareas: [task(11, 'Práctica 1: formularios', '2026-03-02'), task(12, 'Práctica 2: API REST', '2026-03-20')],
    evaluaciones: [
      {
        id: 1,
        edu_titulo: '1.ª evaluación',
        conceptos: [
          { id: 100, edu_codigoconcepto: 'Práctica 1', edu_valor: 50, tarea_id: 11 },
          { id: 101, edu_codigoconcepto: 'Práctica 2', edu_valor: 50, tarea_id: 12 },
        ],
      },
    ],
    alumnos: [
      {
        alumno: { edu_codigocontacto: 'CON-1', fullname: 'Lucía Fernández Ortega', emailaddress1: 'lucia@campus.test', foto_url: null },
        celdas: [
          cell(11, { estado: 'Corregida', edu_calificacion: 8, intentos_usados: 1, edu_fechaentrega: '2026-03-01T10:00:00.000Z' }),
          cell(12, { estado: 'Entregada', intentos_usados: 1, edu_fechaentrega: '2026-03-10T10:00:00.000Z', files: [{ id: 7, name: 'api.zip', size: 10 }] }),
        ],
        notas: [{ evaluacion_id: 1, edu_calificacion: null, obtenida: 4, puntuaciones: [8, null] }],
      },
      {
        alumno: { edu_codigocontacto: 'CON-2', fullname: 'Pablo Martín Ruiz', emailaddress1: 'pablo@campus.test', foto_url: null },
        celdas: [cell(11, { fuera_de_plazo: true }), cell(12)],
        notas: [{ evaluacion_id: 1, edu_calificacion: null, obtenida: null, puntuaciones: [null, null] }],
      },
    ],
    medias: {
      tareas: [
        { tarea_id: 11, media: 8, por_corregir: 0 },
        { tarea_id: 12, media: null, por_corregir: 1 },
      ],
      evaluaciones: [{ evaluacion_id: 1, media: null }],
    },
  };
}

const renderPage = (at = `/docencia/${GROUP}/calificaciones`) =>
  renderRoute(<GradebookRoute />, { path: '/docencia/:groupCode/calificaciones', at, isLive: true });
// By label, not by role: a grid has many buttons, and computing every one's role and name is slow in jsdom.
const cellButton = (name: RegExp) => screen.getByLabelText(name, { selector: 'button' });

afterEach(() => vi.unstubAllGlobals());

// The grading dialog's first opening loads Radix, the form kit and zod: slow on a busy two-core runner.
describe('/docencia/{groupCode}/calificaciones', { timeout: 20_000 }, () => {
  it('shows students × tasks with states, term grades and averages, and moves between cells with the arrow keys', async () => {
    setSession('token', teacher);
    mockFetch({ [GRADEBOOK]: jsonResponse({ status: 'ok', data: makeGradebook() }) });
    const { user } = renderPage();
    const grid = await screen.findByLabelText('Calificaciones de DAW · Grupo A');
    expect([...grid.querySelectorAll('thead th')].map((header) => header.textContent)).toEqual([
      'Alumno',
      expect.stringContaining('Práctica 1: formularios'),
      expect.stringMatching(/^Práctica 2: API REST.*1 por corregir$/),
      '1.ª evaluaciónNota del trimestre',
    ]);
    expect(cellButton(/^Pablo Martín Ruiz, Práctica 1: formularios: Fuera de plazo$/)).toBeInTheDocument();
    expect(cellButton(/^Lucía Fernández Ortega, Práctica 1: formularios: Corregida, 8$/)).toHaveAttribute('tabindex', '0');
    expect(within(grid).getByText('Media').closest('tr')!.textContent).toBe('Media8——');

    // One tab stop; the arrows move it.
    act(() => cellButton(/^Lucía.*Práctica 1/).focus());
    await user.keyboard('{ArrowRight}');
    expect(cellButton(/^Lucía.*Práctica 2/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cellButton(/^Pablo.*Práctica 2/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cellButton(/^Pablo.*Práctica 1/)).toHaveFocus();
    expect(cellButton(/^Pablo.*Práctica 1/)).toHaveAttribute('tabindex', '0');
    expect(cellButton(/^Lucía.*Práctica 1/)).toHaveAttribute('tabindex', '-1');
  });

  it('grades a delivered cell in place with a decimal comma and writes the answer into the grid', async () => {
    setSession('token', teacher);
    const change: GradebookCellChange = {
      edu_codigoformacion: GROUP,
      edu_codigocontacto: 'CON-1',
      celda: cell(12, { estado: 'Corregida', edu_calificacion: 9.5, edu_comentario: 'Muy bien', intentos_usados: 1 }),
      nota: { evaluacion_id: 1, edu_calificacion: 8.75, obtenida: 8.75, puntuaciones: [8, 9.5] },
    };
    const GRADE = '/api/formations/tareas/12/entregas/CON-1/calificacion';
    const gradedDelivery = {
      id: 5,
      tarea: {
        id: 12,
        edu_titulo: 'Práctica 2: API REST',
        edu_tema: null,
        edu_fechafinmax: '2026-03-20',
        edu_horafinmax: '23:59',
        edu_serieevaluacion: '1.ª evaluación',
      },
      grupo: { edu_codigoformacion: GROUP, edu_formacion: 'DAW · Grupo A' },
      alumno: { edu_codigocontacto: 'CON-1', fullname: 'Lucía Fernández Ortega', foto_url: null },
      intentos_usados: 1,
      edu_fechaentrega: '2026-03-10T10:00:00.000Z',
      edu_calificacion: 9.5,
      edu_comentario: 'Muy bien',
      graded_at: '2026-03-11T10:00:00.000Z',
      estado: 'Corregida',
      files: [],
    };
    const fetchMock = mockFetch({
      [GRADEBOOK]: jsonResponse({ status: 'ok', data: makeGradebook() }),
      [GRADE]: () => jsonResponse({ status: 'ok', data: gradedDelivery, celda: change }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByLabelText(/^Lucía.*Práctica 2: API REST: Entregada$/, { selector: 'button' }));
    const dialog = await screen.findByRole('dialog', { name: texts.teachingGradebook.gradeTitle });
    expect(within(dialog).getByRole('button', { name: 'Abrir api.zip' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nota (0 a 10)'), '9,5');
    await user.type(within(dialog).getByLabelText('Comentario para el alumno'), 'Muy bien');
    await user.click(within(dialog).getByText('Guardar nota'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(String(callsTo(fetchMock, GRADE)[0]![1]!.body))).toEqual({ edu_calificacion: 9.5, edu_comentario: 'Muy bien' });
    expect(await screen.findByLabelText(/^Lucía.*Práctica 2: API REST: Corregida, 9,5$/, { selector: 'button' })).toBeInTheDocument();
    // The term grade and the averages follow, with no second read.
    const grid = screen.getByRole('table');
    expect(within(grid).getByText('Lucía Fernández Ortega').closest('tr')!.textContent).toContain('8,75');
    expect(within(grid).getByText('Media').closest('tr')!.textContent).toBe('Media89,58,75');
    expect(callsTo(fetchMock, GRADEBOOK)).toHaveLength(1);
  });

  it("turns a cell 'Entregada' when a student delivers, live, and opens at the task the address names", async () => {
    const sockets = installFakeSockets();
    setSession('token', teacher);
    mockFetch({ [GRADEBOOK]: jsonResponse({ status: 'ok', data: makeGradebook() }) });
    renderPage(`/docencia/${GROUP}/calificaciones?tarea=12`);
    // The named task's column holds the tab stop.
    expect(await screen.findByLabelText(/^Lucía.*Práctica 2/, { selector: 'button' })).toHaveAttribute('tabindex', '0');
    await waitFor(() => expect(sockets.at(-1)?.listenerCount('gradebook-cell-updated')).toBe(1));
    act(() =>
      sockets.at(-1)!.pushFromServer('gradebook-cell-updated', {
        edu_codigoformacion: GROUP,
        edu_codigocontacto: 'CON-2',
        celda: cell(12, { estado: 'Entregada', intentos_usados: 1 }),
        nota: null,
      }),
    );
    expect(await screen.findByLabelText(/^Pablo.*Práctica 2: API REST: Entregada$/, { selector: 'button' })).toBeInTheDocument();
    expect(screen.getByText('Práctica 2: API REST').closest('th')!.textContent).toContain('2 por corregir');
  });

  it('says the group is not one of his when the server refuses it', async () => {
    setSession('token', teacher);
    mockFetch({ [GRADEBOOK]: jsonResponse({ status: 'error', code: 'not_found', message: texts.teaching.groupNotFound }, { status: 404 }) });
    renderPage();
    expect(await screen.findByText(texts.teaching.groupNotFound)).toBeInTheDocument();
  });
});
