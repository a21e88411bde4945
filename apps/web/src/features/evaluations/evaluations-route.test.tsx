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
import { dayFromToday, makeEvaluation, makeTask, makeTaskFile } from './evaluations-test-factories';

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

  it('shows a task with topic, deadline date and hour, grade, attempts, delivery date, state and files', async () => {
    const delivered = makeTask({
      id: 10,
      edu_titulo: 'Tarea: catálogo de productos en React',
      intentos_usados: 1,
      edu_fechaentrega: '2026-11-20T10:15:00.000Z',
      estado: 'Entregada',
      files: [makeTaskFile()],
    });
    signIn({ [ONE_GROUP_EVALUATIONS]: evaluationsAnswer(), [ONE_GROUP]: tasksAnswer(delivered) });
    renderPage();
    const card = await taskCard('Tarea: catálogo de productos en React');
    const facts = Object.fromEntries([...card.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));
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
    expect(within(card).getByRole('button', { name: 'Eliminar practica.pdf' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Subir un fichero a Tarea: catálogo de productos en React' })).toBeInTheDocument();
  });

  it("uploads one file as multipart and writes the answer's task into the list without asking again", async () => {
    const task = makeTask();
    const fetchMock = signIn({
      [ONE_GROUP_EVALUATIONS]: evaluationsAnswer(),
      [ONE_GROUP]: tasksAnswer(task),
      '/api/formations/tareas/upload-file': () =>
        jsonResponse(
          {
            status: 'ok',
            data: makeTaskFile({ id: 777, name: 'rutas.zip' }),
            tarea: {
              ...task,
              intentos_usados: 1,
              estado: 'Entregada',
              edu_fechaentrega: '2026-11-26T09:00:00.000Z',
              files: [makeTaskFile({ id: 777, name: 'rutas.zip' })],
            },
          },
          { status: 201 },
        ),
    });
    const { user } = renderPage();
    const card = await taskCard(task.edu_titulo);
    expect(within(card).getByText('Pendiente').className).toMatch(/yellow/);
    await user.upload(within(card).getByTestId('task-file-input'), new File(['zip'], 'rutas.zip', { type: 'application/zip' }));

    expect(await screen.findByText(texts.evaluations.uploadSuccess)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/formations/tareas/upload-file');
    const body = call![1]?.body as FormData;
    expect(body.get('tareaId')).toBe('11');
    expect((body.get('files') as File).name).toBe('rutas.zip');
    expect(within(card).getByText('Entregada')).toBeInTheDocument();
    expect(within(card).getByText('1 de 3')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Abrir rutas.zip' })).toBeInTheDocument();
    expect(callsTo(fetchMock, ONE_GROUP)).toHaveLength(1);
  });

  it('refuses a file over 10 MB or two files before sending, and shows the reason of a refused upload', async () => {
    const task = makeTask();
    const fetchMock = signIn({
      [ONE_GROUP_EVALUATIONS]: evaluationsAnswer(),
      [ONE_GROUP]: tasksAnswer(task),
      '/api/formations/tareas/upload-file': () => errorResponse(409, 'conflict', texts.evaluations.attemptsUsed),
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
    expect(await screen.findByText(texts.evaluations.attemptsUsed)).toBeInTheDocument();
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

  it('deletes a file after confirming: 204, the file leaves the card and the task is Pendiente again (attempts kept)', async () => {
    const task = makeTask({ intentos_usados: 1, estado: 'Entregada', edu_fechaentrega: '2026-11-26T09:00:00.000Z', files: [makeTaskFile()] });
    const fetchMock = signIn({
      [ONE_GROUP_EVALUATIONS]: evaluationsAnswer(),
      [ONE_GROUP]: tasksAnswer(task),
      '/api/formations/tareas/11/files/501': (_url, init) => (init?.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined),
    });
    const { user } = renderPage();
    const card = await taskCard(task.edu_titulo);
    await user.click(within(card).getByRole('button', { name: 'Eliminar practica.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar el fichero' });
    expect(within(dialog).getByText('practica.pdf')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText(texts.evaluations.deleteFileSuccess)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).queryByText('practica.pdf')).not.toBeInTheDocument();
    expect(within(card).getByText('Pendiente')).toBeInTheDocument();
    expect(within(card).getByText('1 de 3')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/formations/tareas/11/files/501')).toHaveLength(1);
    expect(callsTo(fetchMock, ONE_GROUP)).toHaveLength(1);
  });

  it("says 'Error al eliminar el fichero de la tarea.' when deleting fails, and keeps the file", async () => {
    const task = makeTask({ intentos_usados: 1, estado: 'Entregada', files: [makeTaskFile()] });
    signIn({
      [ONE_GROUP_EVALUATIONS]: evaluationsAnswer(),
      [ONE_GROUP]: tasksAnswer(task),
      '/api/formations/tareas/11/files/501': () => errorResponse(500, 'internal', 'Error interno'),
    });
    const { user } = renderPage();
    const card = await taskCard(task.edu_titulo);
    await user.click(within(card).getByRole('button', { name: 'Eliminar practica.pdf' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(texts.evaluations.deleteFileError)).toBeInTheDocument();
    // The dialog stays open (the rest of the page is hidden from assistive technology meanwhile).
    expect(within(card).getByRole('button', { name: 'Abrir practica.pdf', hidden: true })).toBeInTheDocument();
  });

  it('says why a task takes no more files: past its deadline, every attempt used, or graded (with the comment)', async () => {
    const late = makeTask({ id: 7, edu_titulo: 'Tarea: formulario accesible', edu_fechafinmax: dayFromToday(-3) });
    const used = makeTask({ id: 8, edu_titulo: 'Tarea: cliente del tiempo', intentos_usados: 3, estado: 'Entregada', files: [makeTaskFile()] });
    const graded = makeTask({
      id: 9,
      edu_titulo: 'Tarea: tipado',
      edu_calificacion: 8.5,
      edu_comentario: 'Buen uso de los genéricos.',
      estado: 'Corregida',
      intentos_usados: 1,
      files: [makeTaskFile({ id: 502 })],
    });
    signIn({ [ONE_GROUP_EVALUATIONS]: evaluationsAnswer(), [ONE_GROUP]: tasksAnswer(late, used, graded) });
    renderPage();
    const lateCard = await taskCard(late.edu_titulo);
    expect(within(lateCard).getByText('El plazo de entrega ha terminado.')).toBeInTheDocument();
    expect(within(lateCard).queryByRole('button', { name: /Subir/ })).not.toBeInTheDocument();

    const usedCard = await taskCard(used.edu_titulo);
    expect(within(usedCard).getByText('Has agotado los intentos de entrega.')).toBeInTheDocument();
    // Every attempt used still lets a file go before the deadline.
    expect(within(usedCard).getByRole('button', { name: 'Eliminar practica.pdf' })).toBeInTheDocument();

    const gradedCard = await taskCard(graded.edu_titulo);
    expect(within(gradedCard).getByText('Corregida').className).toMatch(/green/);
    expect(within(gradedCard).getByText('8,50 / 10')).toBeInTheDocument();
    expect(within(gradedCard).getByText('Buen uso de los genéricos.')).toBeInTheDocument();
    expect(within(gradedCard).queryByRole('button', { name: /Subir/ })).not.toBeInTheDocument();
    expect(within(gradedCard).queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
  });

  it('puts the open tasks first, next deadline on top, then the closed ones latest first', async () => {
    const tasks = [
      makeTask({ id: 1, edu_titulo: 'Cerrada antigua', edu_fechafinmax: dayFromToday(-40) }),
      makeTask({ id: 2, edu_titulo: 'Abierta lejana', edu_fechafinmax: dayFromToday(30) }),
      makeTask({ id: 3, edu_titulo: 'Corregida reciente', edu_fechafinmax: dayFromToday(5), edu_calificacion: 7, estado: 'Corregida' }),
      makeTask({ id: 4, edu_titulo: 'Abierta próxima', edu_fechafinmax: dayFromToday(2) }),
    ];
    signIn({ [ONE_GROUP_EVALUATIONS]: evaluationsAnswer(), [ONE_GROUP]: tasksAnswer(...tasks) });
    renderPage();
    await taskCard('Abierta próxima');
    expect(screen.getAllByTestId('task').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Abierta próxima',
      'Abierta lejana',
      'Corregida reciente',
      'Cerrada antigua',
    ]);
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
    const task = makeTask({ intentos_usados: 1, estado: 'Entregada', files: [makeTaskFile()] });
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
