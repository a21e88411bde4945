import { formatDayEs, TASK_FILE_MAX_BYTES, texts, toAcademyInstant, type Evaluation, type Task } from '@campus/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAcademyZoneNote } from '../../lib/academy-date';
import { setSession } from '../../lib/session-store';
import { makeFormation, makeFormationsAnswer, makeSessionUser } from '../../test/factories';
import { installFakeSockets } from '../../test/fake-socket';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoute } from '../../test/render-route';
import { EvaluationsRoute } from './evaluations-route';
import { dayFromToday, makeEvaluation, makeReceipt, makeTask, makeTaskFile } from './evaluations-test-factories';

const student = makeSessionUser();
const CODE = student.edu_codigocontacto;
const nursing = makeFormation();
const daw = makeFormation({ edu_codigoformacion: 'GRU-DAW-2026-A', edu_formacion: 'DAW · Grupo A', edu_principalcodigoformacion: 'FOR-DAW' });
const ONE_GROUP = `/api/formations/tareas/GR-ENF-2026/${CODE}`;
const ONE_GROUP_EVALUATIONS = `/api/formations/evaluaciones/GR-ENF-2026/${CODE}`;

const evaluationsAnswer = (...data: Evaluation[]) => jsonResponse({ status: 'ok', data });
const tasksAnswer = (...data: Task[]) => jsonResponse({ status: 'ok', data: { data } });
const formations = (...groups: ReturnType<typeof makeFormation>[]) => jsonResponse(makeFormationsAnswer(groups));

const pending = makeEvaluation({
  id: 2,
  edu_titulo: '2.ª evaluación',
  edu_calificacion: null,
  edu_conceptos: [
    { id: 3, edu_codigoconcepto: 'Examen final', edu_puntuacion: null, edu_valor: 50, tarea_id: null },
    { id: 4, edu_codigoconcepto: 'Tarea: rutas y carga de datos', edu_puntuacion: 9, edu_valor: 50, tarea_id: 11 },
  ],
});

function signIn(routes: Parameters<typeof mockFetch>[0], groups = [nursing]) {
  setSession('token', student);
  return mockFetch({ [`/api/lineaMatriculas/formations/${CODE}`]: formations(...groups), ...routes });
}

const renderPage = (at = '/evaluaciones/FO-ENF/GR-ENF-2026') =>
  renderRoute(<EvaluationsRoute />, { path: '/evaluaciones/:codigoFormacion?/:codigoGrupo?', at, isLive: true });

const taskCard = async (title: string) => (await screen.findByRole('heading', { name: title, level: 3 })).closest('article')!;

afterEach(() => vi.unstubAllGlobals());

describe('/evaluaciones (student)', () => {
  it('asks every group at once with the POSTs, then one group with the GETs when picked', async () => {
    const fetchMock = signIn(
      {
        [`/api/formations/evaluaciones/${CODE}`]: evaluationsAnswer(
          makeEvaluation(),
          makeEvaluation({ id: 5, edu_titulo: '1.ª evaluación DAW', edu_codigoformacion: 'GRU-DAW-2026-A' }),
        ),
        [`/api/formations/tareas/${CODE}`]: tasksAnswer(makeTask()),
        '/api/formations/evaluaciones/GRU-DAW-2026-A/CT-0001': evaluationsAnswer(
          makeEvaluation({ id: 5, edu_titulo: '1.ª evaluación DAW', edu_codigoformacion: 'GRU-DAW-2026-A' }),
        ),
        '/api/formations/tareas/GRU-DAW-2026-A/CT-0001': tasksAnswer(),
      },
      [nursing, daw],
    );
    const { user, router } = renderPage('/evaluaciones');
    expect(await screen.findByRole('button', { name: /1\.ª evaluación DAW/ })).toBeInTheDocument();
    const [post] = callsTo(fetchMock, `/api/formations/evaluaciones/${CODE}`);
    expect(post![1]?.method).toBe('POST');
    expect(JSON.parse(String(post![1]?.body))).toEqual({ grupos: ['GR-ENF-2026', 'GRU-DAW-2026-A'] });
    expect(JSON.parse(String(callsTo(fetchMock, `/api/formations/tareas/${CODE}`)[0]![1]?.body))).toEqual({ grupos: ['GR-ENF-2026', 'GRU-DAW-2026-A'] });
    // Several groups on one list: each item names its group.
    expect(within(await taskCard('Tarea: rutas y carga de datos')).getByText(nursing.edu_formacion)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Grupo' }), 'GRU-DAW-2026-A');
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluaciones/FOR-DAW/GRU-DAW-2026-A'));
    expect(await screen.findByText('No hay tareas en este grupo.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/formations/evaluaciones/GRU-DAW-2026-A/CT-0001')).toHaveLength(1);
  });

  it("shows each evaluation's grade or 'Sin calificar' with the earned part, and opens its concepts from the keyboard", async () => {
    signIn({ [ONE_GROUP_EVALUATIONS]: evaluationsAnswer(makeEvaluation(), pending), [ONE_GROUP]: tasksAnswer() });
    const { user } = renderPage();
    const graded = await screen.findByRole('button', { name: /1\.ª evaluación/ });
    expect(graded).toHaveTextContent('7,80 / 10');
    const open = screen.getByRole('button', { name: /2\.ª evaluación/ });
    expect(open).toHaveTextContent(texts.evaluations.ungraded);
    expect(open).toHaveTextContent('4,50 puntos conseguidos hasta ahora');
    expect(graded).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: '1.ª evaluación' })).not.toBeInTheDocument();

    graded.focus();
    await user.keyboard('{Enter}');
    expect(graded).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: '1.ª evaluación' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Examen parcial', '7,50', '60 %'],
      ['Práctica 1: maquetaciónSe califica con una tarea', '8,25', '40 %'],
    ]);
    await user.keyboard(' ');
    expect(graded).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a task with topic, deadline date and hour, grade, attempts, delivery date, state and delivered files (not removable)', async () => {
    const delivered = makeTask({
      id: 10,
      edu_titulo: 'Tarea: catálogo de productos en React',
      intentos_usados: 1,
      edu_fechaentrega: '2026-11-20T10:15:00.000Z',
      estado: 'Entregada',
      files: [makeTaskFile({ intento: 1 })],
      recibos: [makeReceipt({ codigo: '10-1-K7M2QXRA' })],
    });
    signIn({ [ONE_GROUP_EVALUATIONS]: evaluationsAnswer(), [ONE_GROUP]: tasksAnswer(delivered) });
    const { user } = renderPage();
    const card = await taskCard('Tarea: catálogo de productos en React');
    const facts = Object.fromEntries(
      [...card.querySelectorAll(':scope > dl > div > dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      // Madrid's deadline, named as such when the machine's clock is another one.
      'Fecha límite': `${formatDayEs(dayFromToday(14))}, 23:59${getAcademyZoneNote(toAcademyInstant(dayFromToday(14), '23:59'))}`,
      Calificación: texts.evaluations.ungraded,
      Intentos: '1 de 3',
      'Entregada el': '20 nov 2026, 11:15',
      Evaluación: '2.ª evaluación',
    });
    expect(within(card).getByText('Tema 6. React')).toBeInTheDocument();
    expect(within(card).getByText('Entregada').className).toMatch(/teal/);
    expect(within(card).getByRole('list', { name: 'Ficheros entregados de Tarea: catálogo de productos en React' })).toHaveTextContent('practica.pdf240 KB');
    // A delivered file stays: its receipt says what was handed in (issue 29).
    expect(within(card).queryByRole('button', { name: /Quitar|Eliminar/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Entregar' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Subir un fichero a Tarea: catálogo de productos en React' })).toBeInTheDocument();
    // The receipt can be read afterwards.
    await user.click(within(card).getByText('Justificantes de entrega (1)'));
    expect(within(card).getByText('10-1-K7M2QXRA')).toBeVisible();
    expect(within(card).getByText('Intento').nextElementSibling).toHaveTextContent('1 de 3');
  });

  it('a chosen file is a draft (issue 29): uploaded as multipart, no attempt used, then Entregar names the attempt it uses', async () => {
    const task = makeTask();
    const draft = makeTaskFile({ id: 777, name: 'rutas.zip' });
    const fetchMock = signIn({
      [ONE_GROUP_EVALUATIONS]: evaluationsAnswer(),
      [ONE_GROUP]: tasksAnswer(task),
      '/api/formations/tareas/upload-file': () => jsonResponse({ status: 'ok', data: draft, tarea: { ...task, files: [draft] } }, { status: 201 }),
    });
    const { user } = renderPage();
    const card = await taskCard(task.edu_titulo);
    expect(within(card).getByText('Pendiente').className).toMatch(/yellow/);
    expect(within(card).queryByRole('button', { name: 'Entregar' })).not.toBeInTheDocument();
    await user.upload(within(card).getByTestId('task-file-input'), new File(['zip'], 'rutas.zip', { type: 'application/zip' }));

    expect(await screen.findByText(texts.evaluations.uploadSuccess)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/formations/tareas/upload-file');
    const body = call![1]?.body as FormData;
    expect(body.get('tareaId')).toBe('11');
    expect((body.get('files') as File).name).toBe('rutas.zip');
    const draftList = within(card).getByRole('list', { name: `Borrador de ${task.edu_titulo}` });
    expect(draftList).toHaveTextContent('rutas.zip');
    expect(within(card).getByText('Pendiente')).toBeInTheDocument();
    expect(within(card).getByText('0 de 3')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Entregar' })).toHaveAccessibleDescription('Usará el intento 1 de 3');
    expect(callsTo(fetchMock, ONE_GROUP)).toHaveLength(1);
  });

  it('Entregar asks first naming the attempt; Cancelar sends nothing; confirming uses that attempt and shows the receipt', async () => {
    const delivered = makeTaskFile({ id: 501, name: 'version-1.pdf', intento: 1 });
    const draft = makeTaskFile({ id: 502, name: 'version-2.pdf' });
    const task = makeTask({
      intentos_usados: 1,
      estado: 'Entregada',
      edu_fechaentrega: '2026-11-20T10:15:00.000Z',
      files: [delivered, draft],
      recibos: [makeReceipt()],
    });
    const receipt = makeReceipt({
      intento: 2,
      codigo: '11-2-PX4N7TQW',
      fecha: '2026-11-26T09:00:00.000Z',
      ficheros: [{ id: 502, name: 'version-2.pdf', size: 245_760 }],
    });
    const fetchMock = signIn({
      [ONE_GROUP_EVALUATIONS]: evaluationsAnswer(),
      [ONE_GROUP]: tasksAnswer(task),
      '/api/formations/tareas/11/entregar': () =>
        jsonResponse(
          {
            status: 'ok',
            data: receipt,
            tarea: { ...task, intentos_usados: 2, edu_fechaentrega: receipt.fecha, files: [{ ...draft, intento: 2 }], recibos: [makeReceipt(), receipt] },
          },
          { status: 201 },
        ),
    });
    const { user } = renderPage();
    const card = await taskCard(task.edu_titulo);
    await user.click(within(card).getByRole('button', { name: 'Entregar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Entregar la tarea' });
    expect(dialog).toHaveAccessibleDescription('Vas a usar el intento 2 de 3.');
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('version-2.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/api/formations/tareas/11/entregar')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Entregar' }));
    dialog = await screen.findByRole('dialog', { name: 'Entregar la tarea' });
    await user.click(within(dialog).getByRole('button', { name: 'Entregar' }));
    const receiptDialog = await screen.findByRole('dialog', { name: 'Entrega registrada' });
    expect(JSON.parse(String(callsTo(fetchMock, '/api/formations/tareas/11/entregar')[0]![1]!.body))).toEqual({ intento: 2 });
    expect(within(receiptDialog).getByText('11-2-PX4N7TQW')).toBeInTheDocument();
    expect(within(receiptDialog).getByText('Intento').nextElementSibling).toHaveTextContent('2 de 3');
    expect(within(receiptDialog).getByText('version-2.pdf')).toBeInTheDocument();
    expect(within(receiptDialog).getByText(task.edu_titulo)).toBeInTheDocument();
    expect(await screen.findByText(texts.evaluations.deliverSuccess)).toBeInTheDocument();
    await user.click(within(receiptDialog).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByText('Intentos').nextElementSibling).toHaveTextContent('2 de 3');
    expect(within(card).getByText('Justificantes de entrega (2)')).toBeInTheDocument();
    expect(within(card).queryByRole('list', { name: `Borrador de ${task.edu_titulo}` })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, ONE_GROUP)).toHaveLength(1);
  });

  it('says why a delivery was refused (another tab delivered first) and keeps the draft', async () => {
    const task = makeTask({ files: [makeTaskFile()] });
    signIn({
      [ONE_GROUP_EVALUATIONS]: evaluationsAnswer(),
      [ONE_GROUP]: tasksAnswer(task),
      '/api/formations/tareas/11/entregar': () => errorResponse(409, 'conflict', texts.evaluations.attemptChanged),
    });
    const { user } = renderPage();
    const card = await taskCard(task.edu_titulo);
    await user.click(within(card).getByRole('button', { name: 'Entregar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Entregar la tarea' })).getByRole('button', { name: 'Entregar' }));
    expect(await screen.findByText(texts.evaluations.attemptChanged)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByRole('list', { name: `Borrador de ${task.edu_titulo}` })).toHaveTextContent('practica.pdf');
  });

  it('refuses a file over 10 MB or two files before sending, and shows the reason of a refused upload', async () => {
    const task = makeTask();
    const fetchMock = signIn({
      [ONE_GROUP_EVALUATIONS]: evaluationsAnswer(),
      [ONE_GROUP]: tasksAnswer(task),
      '/api/formations/tareas/upload-file': () => errorResponse(409, 'conflict', texts.evaluations.draftFull),
    });
    renderPage();
    const input = within(await taskCard(task.edu_titulo)).getByTestId('task-file-input');
    const big = new File(['x'], 'video.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: TASK_FILE_MAX_BYTES + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('El fichero supera el tamaño máximo de 10 MB.')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['a'], 'a.pdf'), new File(['b'], 'b.pdf')] } });
    expect(await screen.findByText('Solo se puede subir un fichero cada vez.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/formations/tareas/upload-file')).toHaveLength(0);

    fireEvent.change(input, { target: { files: [new File(['a'], 'a.pdf')] } });
    expect(await screen.findByText(texts.evaluations.draftFull)).toBeInTheDocument();
  });

  it("says 'Error al subir el fichero' when the upload fails for another reason", async () => {
    const task = makeTask();
    signIn({
      [ONE_GROUP_EVALUATIONS]: evaluationsAnswer(),
      [ONE_GROUP]: tasksAnswer(task),
      '/api/formations/tareas/upload-file': () => errorResponse(500, 'internal', 'Error interno'),
    });
    renderPage();
    fireEvent.change(within(await taskCard(task.edu_titulo)).getByTestId('task-file-input'), { target: { files: [new File(['a'], 'a.pdf')] } });
    expect(await screen.findByText(texts.evaluations.uploadError)).toBeInTheDocument();
  });

  it('removes a draft file at once, at no cost: 204, the file leaves the draft, attempts and state unchanged', async () => {
    const task = makeTask({
      intentos_usados: 1,
      estado: 'Entregada',
      edu_fechaentrega: '2026-11-26T09:00:00.000Z',
      files: [makeTaskFile({ id: 500, name: 'v1.pdf', intento: 1 }), makeTaskFile()],
    });
    const fetchMock = signIn({
      [ONE_GROUP_EVALUATIONS]: evaluationsAnswer(),
      [ONE_GROUP]: tasksAnswer(task),
      '/api/formations/tareas/11/files/501': (_url, init) => (init?.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined),
    });
    const { user } = renderPage();
    const card = await taskCard(task.edu_titulo);
    await user.click(within(card).getByRole('button', { name: 'Quitar practica.pdf del borrador' }));

    expect(await screen.findByText(texts.evaluations.deleteFileSuccess)).toBeInTheDocument();
    expect(within(card).queryByText('practica.pdf')).not.toBeInTheDocument();
    expect(within(card).getByText('v1.pdf')).toBeInTheDocument();
    expect(within(card).getByText('Entregada')).toBeInTheDocument();
    expect(within(card).getByText('1 de 3')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/formations/tareas/11/files/501')).toHaveLength(1);
    expect(callsTo(fetchMock, ONE_GROUP)).toHaveLength(1);
  });

  it("says 'Error al eliminar el fichero de la tarea.' when removing fails, and keeps the file", async () => {
    const task = makeTask({ files: [makeTaskFile()] });
    signIn({
      [ONE_GROUP_EVALUATIONS]: evaluationsAnswer(),
      [ONE_GROUP]: tasksAnswer(task),
      '/api/formations/tareas/11/files/501': () => errorResponse(500, 'internal', 'Error interno'),
    });
    const { user } = renderPage();
    const card = await taskCard(task.edu_titulo);
    await user.click(within(card).getByRole('button', { name: 'Quitar practica.pdf del borrador' }));
    expect(await screen.findByText(texts.evaluations.deleteFileError)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Abrir practica.pdf' })).toBeInTheDocument();
  });

  it('says why a task takes no more files: past its deadline, every attempt used, or graded (with the comment)', async () => {
    const late = makeTask({ id: 7, edu_titulo: 'Tarea: formulario accesible', edu_fechafinmax: dayFromToday(-3) });
    const used = makeTask({ id: 8, edu_titulo: 'Tarea: cliente del tiempo', intentos_usados: 3, estado: 'Entregada', files: [makeTaskFile({ intento: 3 })] });
    const graded = makeTask({
      id: 9,
      edu_titulo: 'Tarea: tipado',
      edu_calificacion: 8.5,
      edu_comentario: 'Buen uso de los genéricos.',
      estado: 'Corregida',
      intentos_usados: 1,
      files: [makeTaskFile({ id: 502, intento: 1 })],
    });
    signIn({ [ONE_GROUP_EVALUATIONS]: evaluationsAnswer(), [ONE_GROUP]: tasksAnswer(late, used, graded) });
    const { user } = renderPage();
    const lateCard = await taskCard(late.edu_titulo);
    expect(within(lateCard).getByText('El plazo de entrega ha terminado.')).toBeInTheDocument();
    expect(within(lateCard).queryByRole('button', { name: /Subir/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Todas (3)' }));

    const usedCard = await taskCard(used.edu_titulo);
    expect(within(usedCard).getByText('Has agotado los intentos de entrega.')).toBeInTheDocument();
    expect(within(usedCard).queryByRole('button', { name: /Subir|Entregar/ })).not.toBeInTheDocument();

    const gradedCard = await taskCard(graded.edu_titulo);
    expect(within(gradedCard).getByText('Corregida').className).toMatch(/green/);
    expect(within(gradedCard).getByText('8,50 / 10')).toBeInTheDocument();
    expect(within(gradedCard).getByText('Buen uso de los genéricos.')).toBeInTheDocument();
    expect(within(gradedCard).queryByRole('button', { name: /Subir/ })).not.toBeInTheDocument();
    expect(within(gradedCard).queryByRole('button', { name: /Quitar/ })).not.toBeInTheDocument();
  });

  it('puts pending work first: open tasks not delivered by deadline, then open delivered ones, then the closed ones latest first', async () => {
    const tasks = [
      makeTask({ id: 1, edu_titulo: 'Cerrada antigua', edu_fechafinmax: dayFromToday(-40) }),
      makeTask({ id: 2, edu_titulo: 'Abierta lejana', edu_fechafinmax: dayFromToday(30) }),
      makeTask({ id: 3, edu_titulo: 'Corregida reciente', edu_fechafinmax: dayFromToday(5), edu_calificacion: 7, estado: 'Corregida' }),
      makeTask({ id: 4, edu_titulo: 'Abierta próxima', edu_fechafinmax: dayFromToday(2) }),
      makeTask({ id: 5, edu_titulo: 'Entregada abierta', edu_fechafinmax: dayFromToday(1), intentos_usados: 1, estado: 'Entregada' }),
    ];
    signIn({ [ONE_GROUP_EVALUATIONS]: evaluationsAnswer(), [ONE_GROUP]: tasksAnswer(...tasks) });
    const { user } = renderPage();
    await taskCard('Abierta próxima');
    // Pending work by default, with the count of each state.
    expect(screen.getAllByTestId('task').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Abierta próxima',
      'Abierta lejana',
      'Cerrada antigua',
    ]);
    expect(screen.getByRole('button', { name: 'Pendiente (3)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Todas (5)' }));
    expect(screen.getAllByTestId('task').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Abierta próxima',
      'Abierta lejana',
      'Entregada abierta',
      'Corregida reciente',
      'Cerrada antigua',
    ]);
    await user.click(screen.getByRole('button', { name: 'Corregida (1)' }));
    expect(screen.getAllByTestId('task').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Corregida reciente']);
  });

  it("lists 'Próximas entregas' on top, each a link that brings its card into view whatever the filter", async () => {
    const tasks = [
      makeTask({ id: 1, edu_titulo: 'Cerrada', edu_fechafinmax: dayFromToday(-4) }),
      makeTask({ id: 2, edu_titulo: 'Lejana', edu_fechafinmax: dayFromToday(20) }),
      makeTask({
        id: 3,
        edu_titulo: 'Con borrador',
        edu_fechafinmax: dayFromToday(3),
        intentos_usados: 1,
        estado: 'Entregada',
        files: [makeTaskFile({ intento: 1 }), makeTaskFile({ id: 9 })],
      }),
      makeTask({
        id: 4,
        edu_titulo: 'Ya entregada',
        edu_fechafinmax: dayFromToday(1),
        intentos_usados: 1,
        estado: 'Entregada',
        files: [makeTaskFile({ intento: 1 })],
      }),
      makeTask({ id: 5, edu_titulo: 'Próxima', edu_fechafinmax: dayFromToday(2), edu_horafinmax: '14:00' }),
    ];
    signIn({ [ONE_GROUP_EVALUATIONS]: evaluationsAnswer(), [ONE_GROUP]: tasksAnswer(...tasks) });
    const { user } = renderPage();
    const upcoming = await screen.findByRole('region', { name: 'Próximas entregas' });
    const links = within(upcoming).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      `Próximahasta el ${formatDayEs(dayFromToday(2))}, 14:00`,
      `Con borradorhasta el ${formatDayEs(dayFromToday(3))}, 23:59 · borrador sin entregar`,
      `Lejanahasta el ${formatDayEs(dayFromToday(20))}, 23:59`,
    ]);
    expect(screen.queryByRole('heading', { name: 'Con borrador', level: 3 })).not.toBeInTheDocument();
    await user.click(links[1]!);
    const card = await taskCard('Con borrador');
    await waitFor(() => expect(card).toHaveFocus());
  });

  it('opens the task of the event an event card links to (?evento=), whatever its state', async () => {
    const tasks = [
      makeTask({ id: 1, edu_titulo: 'Pendiente de otra clase', event_id: 70 }),
      makeTask({ id: 2, edu_titulo: 'La del evento', event_id: 77, intentos_usados: 1, estado: 'Entregada', files: [makeTaskFile({ intento: 1 })] }),
    ];
    signIn({ [ONE_GROUP_EVALUATIONS]: evaluationsAnswer(), [ONE_GROUP]: tasksAnswer(...tasks) });
    renderPage('/evaluaciones/FO-ENF/GR-ENF-2026?evento=77');
    const card = await taskCard('La del evento');
    await waitFor(() => expect(card).toHaveFocus());
  });

  it("shows each block's error text with 'Reintentar', which asks again", async () => {
    let evaluationsFail = true;
    signIn({
      [ONE_GROUP_EVALUATIONS]: () => (evaluationsFail ? errorResponse(500, 'internal', 'Error interno') : evaluationsAnswer(makeEvaluation())),
      [ONE_GROUP]: () => errorResponse(500, 'internal', 'Error interno'),
    });
    const { user } = renderPage();
    expect(await screen.findByText(texts.evaluations.evaluationsError)).toBeInTheDocument();
    expect(await screen.findByText(texts.evaluations.tasksError)).toBeInTheDocument();
    evaluationsFail = false;
    const [retryEvaluations] = screen.getAllByRole('button', { name: 'Reintentar' });
    await user.click(retryEvaluations!);
    expect(await screen.findByRole('button', { name: /1\.ª evaluación/ })).toBeInTheDocument();
    expect(screen.getByText(texts.evaluations.tasksError)).toBeInTheDocument();
  });

  it("takes the teacher's grade live from 'task-updated': the task is Corregida and the evaluation's grade moves", async () => {
    const sockets = installFakeSockets();
    const task = makeTask({ intentos_usados: 1, estado: 'Entregada', files: [makeTaskFile({ intento: 1 })] });
    const fetchMock = signIn({ [ONE_GROUP_EVALUATIONS]: evaluationsAnswer(pending), [ONE_GROUP]: tasksAnswer(task) });
    renderPage();
    const card = await taskCard(task.edu_titulo);
    await waitFor(() => expect(sockets.at(-1)?.listenerCount('task-updated')).toBe(1));
    act(() => {
      sockets.at(-1)!.pushFromServer('task-updated', {
        tarea: { ...task, edu_calificacion: 9.5, edu_comentario: 'Muy completo.', estado: 'Corregida' },
        evaluacion: {
          ...pending,
          edu_calificacion: 8.75,
          edu_conceptos: pending.edu_conceptos.map((concept) => ({ ...concept, edu_puntuacion: concept.id === 3 ? 8 : 9.5 })),
        },
      });
    });
    expect(await within(card).findByText('Corregida')).toBeInTheDocument();
    expect(within(card).getByText('9,50 / 10')).toBeInTheDocument();
    expect(within(card).getByText('Muy completo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /2\.ª evaluación/ })).toHaveTextContent('8,75 / 10');
    expect(callsTo(fetchMock, ONE_GROUP)).toHaveLength(1);
    expect(callsTo(fetchMock, ONE_GROUP_EVALUATIONS)).toHaveLength(1);
  });

  it('goes back to every group when the group in the address is not theirs', async () => {
    signIn({ [`/api/formations/evaluaciones/${CODE}`]: evaluationsAnswer(), [`/api/formations/tareas/${CODE}`]: tasksAnswer() }, [nursing, daw]);
    const { router } = renderPage('/evaluaciones/FO-X/GR-OTRO');
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluaciones'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('is locked for a freemium visitor, with the purchase prompt, and asks for nothing', async () => {
    setSession('token', makeSessionUser({ freemium: true }));
    const fetchMock = mockFetch({});
    renderPage('/evaluaciones');
    expect(await screen.findByRole('heading', { name: 'Evaluaciones es para alumnos matriculados' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.freemiumWeb.lockedAction })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /evaluación/ })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
