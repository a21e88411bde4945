import { texts, type TeacherDelivery } from '@campus/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session-store';
import { makeSessionUser } from '../../test/factories';
import { installFakeSockets } from '../../test/fake-socket';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoute } from '../../test/render-route';
import { EvaluationsRoute } from './evaluations-route';
import { makeDelivery, makeTaskFile } from './evaluations-test-factories';

const teacher = makeSessionUser({ edu_codigocontacto: 'CON-20001', fullname: 'Alberto Ruiz Gómez', firstname: 'Alberto', edu_tipocontacto: '5' });
const grupos = [
  { edu_codigoformacion: 'GRU-DAW-2026-A', edu_formacion: 'DAW · Grupo A' },
  { edu_codigoformacion: 'GRU-DAW-2026-B', edu_formacion: 'DAW · Grupo B' },
];
const ENTREGAS = '/api/formations/tareas/entregas';
const lucia = makeDelivery();
const pablo = makeDelivery({
  id: 901,
  alumno: { edu_codigocontacto: 'CON-10002', fullname: 'Pablo Martín Sanz', foto_url: null },
  edu_calificacion: 6,
  edu_comentario: 'Falta la validación.',
  graded_at: '2026-11-24T10:00:00.000Z',
  estado: 'Corregida',
});
const deliveries = (...data: TeacherDelivery[]) => jsonResponse({ status: 'ok', data, grupos });

const renderPage = () => renderRoute(<EvaluationsRoute />, { path: '/evaluaciones', isLive: true });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

afterEach(() => vi.unstubAllGlobals());

describe('/evaluaciones (teacher)', () => {
  it('lists the ungraded deliveries of their groups first, and filters by group and state through the call', async () => {
    setSession('token', teacher);
    const byState = { Entregada: [lucia], Corregida: [pablo] } as Record<string, TeacherDelivery[]>;
    const fetchMock = mockFetch({ [ENTREGAS]: (url) => deliveries(...(byState[url.searchParams.get('estado') ?? ''] ?? [lucia, pablo])) });
    const { user } = renderPage();
    const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
    await rowOf('Lucía Fernández Ortega');
    expect(within(screen.getByRole('table')).getAllByTestId('delivery').map(cells)).toEqual([
      [
        'Lucía Fernández Ortega',
        'Tarea: catálogo de productos en ReactDAW · Grupo Acatalogo.zip240 KB',
        expect.stringMatching(/^25 nov 2026, \d\d:30Intentos: 1$/),
        `Entregada${texts.evaluations.ungraded}`,
        'Calificar',
      ],
    ]);
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('Entregada');
    expect(Object.fromEntries(new URL(String(callsTo(fetchMock, ENTREGAS)[0]![0]), 'http://localhost').searchParams)).toEqual({ estado: 'Entregada' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), '');
    await rowOf('Pablo Martín Sanz');
    expect(within(screen.getByRole('table')).getAllByTestId('delivery').map(cells)).toEqual([
      expect.arrayContaining(['Lucía Fernández Ortega']),
      [
        'Pablo Martín Sanz',
        'Tarea: catálogo de productos en ReactDAW · Grupo Acatalogo.zip240 KB',
        expect.stringMatching(/^25 nov 2026/),
        'Corregida6,00 / 10',
        'Cambiar nota',
      ],
    ]);
    expect(screen.getByText('2 entregas · 1 sin calificar')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Grupo' }), 'GRU-DAW-2026-B');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Corregida');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByTestId('delivery')).toHaveLength(1));
    const last = new URL(String(callsTo(fetchMock, ENTREGAS).at(-1)![0]), 'http://localhost');
    expect(Object.fromEntries(last.searchParams)).toEqual({ grupo: 'GRU-DAW-2026-B', estado: 'Corregida' });
  });

  it("draws 20 deliveries and adds the rest with 'Mostrar más'", async () => {
    setSession('token', teacher);
    const many = Array.from({ length: 25 }, (_, index) =>
      makeDelivery({ id: 1000 + index, alumno: { edu_codigocontacto: `CON-${11000 + index}`, fullname: `Alumno ${index + 1}`, foto_url: null } }),
    );
    mockFetch({ [ENTREGAS]: deliveries(...many) });
    const { user } = renderPage();
    await rowOf('Alumno 1');
    expect(screen.getAllByTestId('delivery')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Mostrar 5 más' }));
    expect(screen.getAllByTestId('delivery')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: /^Mostrar/ })).not.toBeInTheDocument();
  });

  it('opens a delivered file through a fresh signed address', async () => {
    setSession('token', teacher);
    const pdf = makeDelivery({ files: [makeTaskFile({ id: 610, name: 'memoria.pdf' })] });
    const fetchMock = mockFetch({
      [ENTREGAS]: deliveries(pdf),
      '/api/files/activos/file/610': jsonResponse({
        status: 'ok',
        data: { url: '/api/files/stream/610?sig=abc', name: 'memoria.pdf', fileType: 'application/pdf' },
      }),
    });
    const tab = { opener: {} as unknown };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Abrir memoria.pdf' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost:3000/api/files/stream/610?sig=abc', '_blank'));
    expect(tab.opener).toBeNull();
    expect(callsTo(fetchMock, '/api/files/activos/file/610')).toHaveLength(1);
  });

  it("grades with a score and a comment checked by the contract's schema: 'Calificación guardada correctamente' and the row updated", async () => {
    setSession('token', teacher);
    const fetchMock = mockFetch({
      [ENTREGAS]: deliveries(lucia, pablo),
      '/api/formations/tareas/10/entregas/CON-10001/calificacion': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { edu_calificacion: number; edu_comentario: string | null };
        return jsonResponse({
          status: 'ok',
          data: {
            ...lucia,
            edu_calificacion: body.edu_calificacion,
            edu_comentario: body.edu_comentario,
            estado: 'Corregida',
            graded_at: '2026-11-26T12:00:00.000Z',
          },
          // The gradebook's cell as it is now (issue 30): this page does not read it, the schema requires it.
          celda: {
            edu_codigoformacion: 'GRU-DAW-2026-A',
            edu_codigocontacto: 'CON-10001',
            celda: {
              tarea_id: 10,
              estado: 'Corregida',
              fuera_de_plazo: false,
              edu_calificacion: body.edu_calificacion,
              edu_comentario: body.edu_comentario,
              edu_fechaentrega: '2026-11-25T12:00:00.000Z',
              intentos_usados: 1,
              files: [],
            },
            nota: null,
          },
        });
      },
    });
    const { user } = renderPage();
    await user.click(within(await rowOf('Lucía Fernández Ortega')).getByRole('button', { name: /^Calificar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Calificar la entrega' });
    expect(dialog).toHaveAccessibleDescription('Lucía Fernández Ortega · Tarea: catálogo de productos en React');
    expect(within(dialog).getByRole('button', { name: 'Abrir catalogo.zip' })).toBeInTheDocument();
    const grade = within(dialog).getByRole('textbox', { name: 'Calificación (0 a 10)' });

    await user.type(grade, '11');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar calificación' }));
    expect(await within(dialog).findByText(texts.evaluations.invalidGrade)).toBeInTheDocument();
    await user.clear(grade);
    await user.type(grade, '7,255');
    expect(await within(dialog).findByText(texts.evaluations.invalidGrade)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/formations/tareas/10/entregas/CON-10001/calificacion')).toHaveLength(0);

    await user.clear(grade);
    await user.type(grade, '7,5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Comentario para el alumno' }), '  Buen trabajo con los filtros.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar calificación' }));

    expect(await screen.findByText(texts.evaluations.gradeSaved)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/formations/tareas/10/entregas/CON-10001/calificacion');
    expect(call![1]?.method).toBe('POST');
    expect(JSON.parse(String(call![1]?.body))).toEqual({ edu_calificacion: 7.5, edu_comentario: 'Buen trabajo con los filtros.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await rowOf('Lucía Fernández Ortega');
    expect(within(row).getByText('7,50 / 10')).toBeInTheDocument();
    expect(within(row).getByText('Corregida')).toBeInTheDocument();
    expect(callsTo(fetchMock, ENTREGAS)).toHaveLength(1);
  });

  it('shows the refusal of the server in the dialog and keeps what was typed', async () => {
    setSession('token', teacher);
    mockFetch({
      [ENTREGAS]: deliveries(lucia),
      '/api/formations/tareas/10/entregas/CON-10001/calificacion': () => errorResponse(403, 'forbidden', 'No eres profesor de este grupo'),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Calificar/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Calificación (0 a 10)' }), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar calificación' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No eres profesor de este grupo');
    expect(within(dialog).getByRole('textbox', { name: 'Calificación (0 a 10)' })).toHaveValue('9');
  });

  it("takes a new delivery live from 'delivery-updated' and says 'Error al obtener las entregas' with a retry", async () => {
    const sockets = installFakeSockets();
    setSession('token', teacher);
    let fails = true;
    const fetchMock = mockFetch({ [ENTREGAS]: () => (fails ? errorResponse(500, 'internal', 'Error interno') : deliveries(pablo)) });
    const { user } = renderPage();
    expect(await screen.findByText(texts.evaluations.deliveriesError)).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await rowOf('Pablo Martín Sanz');

    await waitFor(() => expect(sockets.at(-1)?.listenerCount('delivery-updated')).toBe(1));
    act(() => sockets.at(-1)!.pushFromServer('delivery-updated', { entrega: lucia }));
    await rowOf('Lucía Fernández Ortega');
    // Ungraded first.
    expect(
      within(screen.getByRole('table'))
        .getAllByTestId('delivery')
        .map((row) => row.querySelector('td')?.textContent),
    ).toEqual(['Lucía Fernández Ortega', 'Pablo Martín Sanz']);
    expect(callsTo(fetchMock, ENTREGAS)).toHaveLength(2);
  });
});
