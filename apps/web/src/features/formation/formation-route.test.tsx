import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, errorResponse, jsonResponse } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { bodyOf, FORMATION_PATH, makeCompletionAnswer, makeTestTree, mockFormationApi, renderFormation } from './formation-test-setup';
import {
  makeContentEvent,
  makeFormationDetail,
  makeGroupsAnswer,
  makeLockedEvent,
  makeProduct,
  makeSessionUser,
  makeTopic,
  makeUnit,
  TEST_GROUP,
  TEST_PARENT,
} from './formation-factories';
import type { PdfDocumentProps } from './viewers/pdf-document';

// Each test renders the whole signed-in app (shell, lazy route, StrictMode): on a loaded machine that can
// take longer than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

// pdf.js does not run under Vitest: the react-pdf part is replaced by a page that "loads" at once.
vi.mock('./viewers/pdf-document', () => ({
  default: function FakePdfDocument({ pageNumber, width, onLoadSuccess }: PdfDocumentProps) {
    useEffect(() => onLoadSuccess(3), [onLoadSuccess]);
    return <div data-testid="pdf-page">{`Página ${pageNumber} a ${width}px`}</div>;
  },
}));

const tree = () => screen.getByRole('navigation', { name: 'Temario de la formación' });
const eventButton = (name: RegExp) => within(tree()).getByRole('button', { name });

describe('formation page: header and tree', () => {
  it('shows the names, the progress and the tree in unit, topic and event order, with locks and ticks', async () => {
    mockFormationApi();
    const { router } = await renderFormation();

    expect(screen.getByRole('heading', { level: 1, name: 'DAW · Grupo A (tardes)' })).toBeInTheDocument();
    expect(screen.getByText('Técnico Superior en Desarrollo de Aplicaciones Web')).toBeInTheDocument();
    expect(await screen.findByTestId('formation-progress')).toHaveTextContent('37,50 %');

    const titles = within(tree())
      .getAllByRole('button')
      .map((button) => button.textContent ?? '');
    const order = [
      'Unidad 1. Programación',
      'Presentación del ciclo',
      'Variables y tipos',
      'Closures',
      'Promesas',
      'Unidad extra. Docker',
      'Docker desde cero',
    ];
    const positions = order.map((title) => titles.findIndex((text) => text.includes(title)));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions.every((position) => position >= 0)).toBe(true);

    expect(eventButton(/Closures/)).toHaveTextContent('Bloqueado');
    expect(eventButton(/Docker desde cero/)).toHaveTextContent('Bloqueado');
    expect(eventButton(/Variables y tipos/)).toHaveTextContent('Completado');
    expect(eventButton(/Presentación del ciclo/)).not.toHaveTextContent('Bloqueado');
    expect(eventButton(/Closures/).className).toContain('locked');

    // Without ?event the first open content not completed is shown, and the URL keeps it.
    await waitFor(() => expect(router.state.location.search).toBe('?event=1'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Presentación del ciclo' })).toBeInTheDocument();
    expect(eventButton(/Presentación del ciclo/)).toHaveAttribute('aria-current', 'true');
  });

  it('leaves the shell’s side menu the only complementary region: the tree’s column is its <nav> (axe landmark-unique)', async () => {
    mockFormationApi();
    await renderFormation();
    expect(screen.queryAllByRole('complementary').length).toBeLessThanOrEqual(1);
  });

  it('opens the event named in the URL (a reload keeps it)', async () => {
    mockFormationApi();
    await renderFormation(`${FORMATION_PATH}?event=2`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Variables y tipos' })).toBeInTheDocument();
  });

  it("toasts 'Error al obtener la formación' when the content fails, with a retry", async () => {
    mockFormationApi({ content: errorResponse(500, 'internal', 'Ha ocurrido un error inesperado') });
    renderApp(FORMATION_PATH);
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getAllByText('Error al obtener la formación').length).toBeGreaterThanOrEqual(2);
  });
});

describe('formation page: access', () => {
  it("refuses a student outside the group with 'No tienes acceso a esta formación' and goes home", async () => {
    const fetchMock = mockFormationApi({ groups: makeGroupsAnswer(['GRU-ENF-2026-A'], 'FOR-ENF') });
    const { router } = renderApp(FORMATION_PATH);
    expect(await screen.findByText('No tienes acceso a esta formación')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(fetchMock, `/api/content/${TEST_PARENT}`)).toHaveLength(0);
  });

  it('refuses another group of a formation the student studies', async () => {
    mockFormationApi();
    const { router } = renderApp(`/formacion/${TEST_PARENT}/GRU-DAW-2026-B`);
    expect(await screen.findByText('No tienes acceso a esta formación')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets a freemium user look at a group without enrolment', async () => {
    mockFormationApi({ user: makeSessionUser({ freemium: true }), groups: makeGroupsAnswer([]) });
    const { router } = await renderFormation();
    expect(router.state.location.pathname).toBe(FORMATION_PATH);
    expect(screen.queryByText('No tienes acceso a esta formación')).not.toBeInTheDocument();
  });

  it('resolves the group when the URL names the formation instead', async () => {
    mockFormationApi();
    await renderFormation(`/formacion/${TEST_PARENT}/${TEST_PARENT}`);
    expect(screen.getByRole('heading', { level: 1, name: 'DAW · Grupo A (tardes)' })).toBeInTheDocument();
  });

  it('says the content is not there yet before the formation starts', async () => {
    mockFormationApi({ detail: makeFormationDetail({ edu_fechainicioclases: new Date(Date.now() + 20 * 86_400_000).toISOString() }) });
    renderApp(FORMATION_PATH);
    expect(await screen.findByText('Aún no hay contenido disponible')).toBeInTheDocument();
    expect(screen.getByText('Espera a que comience la formación para ver el contenido')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Temario de la formación' })).not.toBeInTheDocument();
  });
});

describe('formation page: moving through the content', () => {
  it("'Siguiente' goes to the next available event and scrolls to the top 100 ms later", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    mockFormationApi();
    const { router } = await renderFormation(`${FORMATION_PATH}?event=1`);
    const user = userEvent.setup();
    scrollTo.mockClear();

    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    expect(router.state.location.search).toBe('?event=2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Variables y tipos' })).toBeInTheDocument();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' }));

    // Closures, Promesas and Docker are locked: nothing comes after.
    expect(screen.queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument();
    expect(screen.getByText('Has llegado al último contenido disponible.')).toBeInTheDocument();
  });

  it('selects an open event from the tree', async () => {
    mockFormationApi();
    const { router } = await renderFormation(`${FORMATION_PATH}?event=1`);
    await userEvent.setup().click(eventButton(/Variables y tipos/));
    expect(router.state.location.search).toBe('?event=2');
  });

  it('opens the content in a full-screen dialog on phones', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 767'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    mockFormationApi();
    const { router } = await renderFormation();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(eventButton(/Variables y tipos/));
    const dialog = await screen.findByRole('dialog', { name: 'Variables y tipos' });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Variables y tipos' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Volver al temario' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('formation page: viewers record what the student saw', () => {
  it('records attendance type 4 and completes the event when the class video ends', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const fetchMock = mockFormationApi({
      extra: { '/api/events/contact/1/CT-0001': jsonResponse(makeCompletionAnswer(makeTestTree(), 1, 1, { percentage_partial: 50, completed: 2, total: 4 })) },
    });
    await renderFormation(`${FORMATION_PATH}?event=1`);
    // The academy's intro plays first; skipping it starts the class.
    expect(await screen.findByTestId('intro-video')).toHaveAttribute('src', '/api/files/intro');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Saltar intro' }));
    const video = await screen.findByTestId('class-video');
    expect(video).toHaveAttribute('src', '/api/files/stream/501?sig=fresh');
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('kind', 'subtitles');
    expect(track).toHaveAttribute('srclang', 'es');
    expect(track).toHaveAttribute('src', '/api/files/stream/501.vtt?sig=abc');

    fireEvent.ended(video);
    expect(await screen.findByText('Contenido completado correctamente')).toBeInTheDocument();
    const attendance = callsTo(fetchMock, '/api/actividades/asistencia');
    expect(bodyOf(attendance[0])).toEqual({
      actividades: [
        { tipo_actividad_id: 4, edu_codigocontacto: 'CT-0001', hasActivity: true, metadata: { id_evento: 1, id_grupo: TEST_GROUP, after: 'video' } },
      ],
    });
    expect(bodyOf(callsTo(fetchMock, '/api/events/contact/1/CT-0001')[0])).toEqual({ completed: 1 });
  });

  it('records attendance type 3 when a PDF is viewed', async () => {
    const fetchMock = mockFormationApi();
    await renderFormation(`${FORMATION_PATH}?event=2`);
    expect(await screen.findByTestId('pdf-page')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/api/actividades/asistencia')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, '/api/actividades/asistencia')[0])).toMatchObject({
      actividades: [{ tipo_actividad_id: 3, metadata: { id_evento: 2, after: 'pdf' } }],
    });
  });

  it('only logs a failed attendance save', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFormationApi({ extra: { '/api/actividades/asistencia': errorResponse(500, 'internal', 'Ha ocurrido un error inesperado') } });
    await renderFormation(`${FORMATION_PATH}?event=2`);
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Error al guardar la asistencia', expect.anything()));
    expect(screen.queryByText('Error al guardar la asistencia')).not.toBeInTheDocument();
  });

  it("says 'Error al abrir el archivo' when the file's address cannot be had", async () => {
    mockFormationApi({ extra: { '/api/files/activos/file/501': errorResponse(500, 'internal', 'Ha ocurrido un error inesperado') } });
    await renderFormation(`${FORMATION_PATH}?event=1`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al abrir el archivo');
  });

  it('offers downloads only when the event allows them', async () => {
    const noDownload = makeTestTree();
    const topic = noDownload[1]!.temas[1]!;
    topic.eventos[1] = { ...topic.eventos[1]!, download: 0 };
    mockFormationApi({ content: noDownload });
    await renderFormation(`${FORMATION_PATH}?event=1`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: /Archivos/ }));
    expect(screen.getByRole('button', { name: 'Mostrando: Grabación de la clase.mp4' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Descargar/ })).not.toBeInTheDocument();

    await user.click(eventButton(/Variables y tipos/));
    await user.click(await screen.findByRole('tab', { name: /Archivos/ }));
    expect(screen.getByRole('button', { name: 'Descargar: Apuntes de variables.pdf' })).toBeInTheDocument();
  });

  it("downloads through a fresh address, and says 'Error al preparar la descarga' when it cannot get one", async () => {
    let isFileCallBroken = false;
    mockFormationApi({
      extra: {
        '/api/files/activos/file/502': () =>
          isFileCallBroken
            ? errorResponse(500, 'internal', 'Ha ocurrido un error inesperado')
            : jsonResponse({ status: 'ok', data: { url: '/api/files/stream/502?sig=fresh', name: 'Apuntes', fileType: 'application/pdf' } }),
      },
    });
    await renderFormation(`${FORMATION_PATH}?event=2`);
    const user = userEvent.setup();
    await screen.findByTestId('pdf-page');
    isFileCallBroken = true;
    await user.click(screen.getByRole('tab', { name: /Archivos/ }));
    await user.click(screen.getByRole('button', { name: 'Descargar: Apuntes de variables.pdf' }));
    expect(await screen.findByText('Error al preparar la descarga')).toBeInTheDocument();
  });

  it("says 'No se pudo descargar el archivo' when the address does not answer", async () => {
    mockFormationApi({ extra: { '/api/files/stream/502': errorResponse(404, 'not_found', 'Recurso no encontrado') } });
    await renderFormation(`${FORMATION_PATH}?event=2`);
    const user = userEvent.setup();
    await screen.findByTestId('pdf-page');
    await user.click(screen.getByRole('tab', { name: /Archivos/ }));
    await user.click(screen.getByRole('button', { name: 'Descargar: Apuntes de variables.pdf' }));
    expect(await screen.findByText('No se pudo descargar el archivo')).toBeInTheDocument();
  });

  it('downloads through the signed download address when everything answers', async () => {
    const fetchMock = mockFormationApi({
      extra: {
        '/api/files/activos/file/502': (url) =>
          jsonResponse({
            status: 'ok',
            data: {
              url: url.searchParams.get('download') === '1' ? '/api/files/stream/502?sig=dl&dl=1' : '/api/files/stream/502?sig=fresh',
              name: 'Apuntes',
              fileType: 'application/pdf',
            },
          }),
        '/api/files/stream/502': new Response('%', { status: 206 }),
      },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderFormation(`${FORMATION_PATH}?event=2`);
    const user = userEvent.setup();
    await screen.findByTestId('pdf-page');
    await user.click(screen.getByRole('tab', { name: /Archivos/ }));
    await user.click(screen.getByRole('button', { name: 'Descargar: Apuntes de variables.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/api/files/stream/502?sig=dl&dl=1');
    expect(link.download).toBe('Apuntes de variables.pdf');
    expect(callsTo(fetchMock, '/api/files/activos/file/502').some(([input]) => String(input).includes('download=1'))).toBe(true);
  });
});

describe('formation page: staff edit unit titles', () => {
  const staff = makeSessionUser({ edu_tipocontacto: '1,4' });

  it('saves with Enter', async () => {
    const units = makeTestTree();
    const fetchMock = mockFormationApi({
      user: staff,
      content: units,
      extra: {
        '/api/content/units/10': (_url, init) => {
          const { titulo } = JSON.parse(String(init?.body)) as { titulo: string };
          units[1] = { ...units[1]!, titulo };
          return jsonResponse({ status: 'ok', unit: { id: 10, titulo } }, { status: 201 });
        },
      },
    });
    await renderFormation(`${FORMATION_PATH}?event=1`);
    const asked = callsTo(fetchMock, `/api/content/${TEST_PARENT}`).length;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Editar el título de «Unidad 1. Programación»' }));
    const input = screen.getByRole('textbox', { name: 'Título de la unidad' });
    await user.clear(input);
    await user.type(input, 'Unidad 1. JavaScript{Enter}');
    expect(await screen.findByText('Título de la unidad actualizado')).toBeInTheDocument();
    // The answered title is written into the tree: it is not asked again.
    expect(callsTo(fetchMock, `/api/content/${TEST_PARENT}`)).toHaveLength(asked);
    const puts = callsTo(fetchMock, '/api/content/units/10');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.[1]?.method).toBe('PUT');
    expect(bodyOf(puts[0])).toEqual({ titulo: 'Unidad 1. JavaScript' });
    expect(within(tree()).getByText('Unidad 1. JavaScript')).toBeInTheDocument();
  });

  it('saves when leaving the field', async () => {
    const fetchMock = mockFormationApi({
      user: staff,
      extra: { '/api/content/units/10': jsonResponse({ status: 'ok', unit: { id: 10, titulo: 'Nuevo' } }, { status: 201 }) },
    });
    await renderFormation(`${FORMATION_PATH}?event=1`);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Editar el título de «Unidad 1. Programación»' }));
    const input = screen.getByRole('textbox', { name: 'Título de la unidad' });
    await user.clear(input);
    await user.type(input, 'Nuevo');
    await act(async () => input.blur());
    await waitFor(() => expect(callsTo(fetchMock, '/api/content/units/10')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, '/api/content/units/10')[0])).toEqual({ titulo: 'Nuevo' });
  });

  it("refuses an empty title with 'El titulo de la unidad no puede estar vacio'", async () => {
    const fetchMock = mockFormationApi({ user: staff });
    await renderFormation(`${FORMATION_PATH}?event=1`);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Editar el título de «Unidad 1. Programación»' }));
    const input = screen.getByRole('textbox', { name: 'Título de la unidad' });
    await user.clear(input);
    await user.type(input, '   {Enter}');
    expect(await screen.findByText('El titulo de la unidad no puede estar vacio')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título de la unidad' })).toBeInTheDocument();
    await act(async () => input.blur());
    expect(within(tree()).getByText('Unidad 1. Programación')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/content/units/10')).toHaveLength(0);
  });

  it('shows no edit control to students', async () => {
    mockFormationApi();
    await renderFormation(`${FORMATION_PATH}?event=1`);
    expect(screen.queryByRole('button', { name: /Editar el título/ })).not.toBeInTheDocument();
  });
});

describe('formation page: locked content', () => {
  it('shows the extra unit reason and its products, bought through the purchase dialog', async () => {
    const fetchMock = mockFormationApi({ extra: { '/api/products/by-unit-ids': jsonResponse({ status: 'ok', data: { data: [makeProduct()] } }) } });
    await renderFormation(`${FORMATION_PATH}?event=1`);
    const user = userEvent.setup();
    await user.click(eventButton(/Docker desde cero/));

    const dialog = await screen.findByRole('dialog', { name: 'Contenido no disponible' });
    expect(within(dialog).getByText('Este contenido pertenece a una unidad extra')).toBeInTheDocument();
    expect(await within(dialog).findByText('Unidad extra: Docker y Kubernetes')).toBeInTheDocument();
    expect(within(dialog).getByText(/49,90\s€/)).toBeInTheDocument();
    expect(within(dialog).getByText('Acceso a las clases grabadas y a los apuntes de la unidad.')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, '/api/products/by-unit-ids')[0])).toEqual({ unitIdsArray: [40] });
    // The locked event is not selected (the dialog hides the page from the accessibility tree).
    expect(document.querySelector('[data-event-id="4"]')).not.toHaveAttribute('aria-current');

    await user.click(within(dialog).getByRole('button', { name: 'Comprar: Unidad extra: Docker y Kubernetes' }));
    expect(await screen.findByRole('dialog', { name: 'Completar la compra' })).toBeInTheDocument();
  });

  it("offers 'Más información' (a chat) when no product opens the content", async () => {
    const fetchMock = mockFormationApi({ extra: { '/api/products/by-event': jsonResponse({ status: 'ok', data: { data: [] } }) } });
    const { router } = await renderFormation(`${FORMATION_PATH}?event=1`);
    const user = userEvent.setup();
    await user.click(eventButton(/Promesas/));
    const dialog = await screen.findByRole('dialog', { name: 'Contenido no disponible' });
    expect(within(dialog).getByText('Este evento es anterior al mes de inicio de su curso')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Más información' }));
    expect(bodyOf(callsTo(fetchMock, '/api/products/by-event')[0])).toEqual({ eventId: 5, fecha_inicio: '2026-10-01' });
    // The chat opens with the formation's first teacher.
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?to=/));
    expect(router.state.location.pathname.startsWith('/chat')).toBe(true);
  });

  it("says 'Error al obtener información del producto' when the products fail", async () => {
    mockFormationApi({ extra: { '/api/products/by-unit-ids': errorResponse(500, 'internal', 'x') } });
    await renderFormation(`${FORMATION_PATH}?event=1`);
    await userEvent.setup().click(eventButton(/Docker desde cero/));
    const dialog = await screen.findByRole('dialog', { name: 'Contenido no disponible' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error al obtener información del producto');
  });

  it('offers the recovery products of a past class, and the viewer says how to reach it (not a dead end)', async () => {
    const content = [
      makeUnit({
        temas: [
          makeTopic({
            eventos: [
              makeContentEvent({ id: 1, title: 'Presentación del ciclo' }),
              makeLockedEvent('expired', { id: 7, orden: 2, title: 'Funciones, ámbito y closures' }),
            ],
          }),
        ],
      }),
    ];
    const recovery = makeProduct({ id: 77, xerppa_nombreproducto: 'Bono de recuperación de clases grabadas', mkt_precio: 25 });
    const fetchMock = mockFormationApi({ content, extra: { '/api/products/by-event': jsonResponse({ status: 'ok', data: { data: [recovery] } }) } });
    await renderFormation(`${FORMATION_PATH}?event=7`);
    const user = userEvent.setup();
    expect(screen.getByText('Este contenido ha dejado de estar disponible')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver cómo acceder' }));

    const dialog = await screen.findByRole('dialog', { name: 'Contenido no disponible' });
    expect(dialog).toHaveAccessibleDescription('Este contenido ha dejado de estar disponible');
    await user.click(await within(dialog).findByRole('button', { name: 'Comprar: Bono de recuperación de clases grabadas' }));
    expect(bodyOf(callsTo(fetchMock, '/api/products/by-event')[0])).toMatchObject({ eventId: 7 });
    expect(await screen.findByRole('dialog', { name: 'Completar la compra' })).toBeInTheDocument();
  });

  it("offers 'Más información' for a past class that nothing on sale reopens", async () => {
    const content = [makeUnit({ temas: [makeTopic({ eventos: [makeLockedEvent('expired', { id: 7, title: 'Funciones, ámbito y closures' })] })] })];
    mockFormationApi({ content, extra: { '/api/products/by-event': jsonResponse({ status: 'ok', data: { data: [] } }) } });
    await renderFormation(`${FORMATION_PATH}?event=7`);
    await userEvent.setup().click(eventButton(/Funciones, ámbito y closures/));
    const dialog = await screen.findByRole('dialog', { name: 'Contenido no disponible' });
    expect(await within(dialog).findByRole('button', { name: 'Más información' })).toBeInTheDocument();
  });

  it('only explains content that is not open yet (nothing to buy)', async () => {
    const fetchMock = mockFormationApi();
    await renderFormation(`${FORMATION_PATH}?event=1`);
    await userEvent.setup().click(eventButton(/Closures/));
    const dialog = await screen.findByRole('dialog', { name: 'Contenido no disponible' });
    expect(within(dialog).getByText('Este contenido no estará disponible hasta el 1 dic 2026')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Más información' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/products/by-event')).toHaveLength(0);
  });

  it('keeps a freemium user to freemium events', async () => {
    const content = [
      makeUnit({
        temas: [
          makeTopic({
            eventos: [
              makeContentEvent({ id: 1, title: 'Clase gratuita', freemium: true }),
              makeContentEvent({ id: 2, orden: 2, title: 'Clase de pago', freemium: false }),
            ],
          }),
        ],
      }),
    ];
    mockFormationApi({
      user: makeSessionUser({ freemium: true }),
      content,
      extra: { '/api/products/by-event': jsonResponse({ status: 'ok', data: { data: [] } }) },
    });
    await renderFormation(`${FORMATION_PATH}?event=1`);
    expect(screen.getByText('Gratis')).toBeInTheDocument();
    expect(eventButton(/Clase de pago/)).toHaveTextContent('Bloqueado');
    expect(screen.queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument();
    await userEvent.setup().click(eventButton(/Clase de pago/));
    // Spec 001 §6: the purchase dialog (the freemium gate), not the unavailable dialog.
    expect(await screen.findByRole('dialog', { name: 'Esta parte de Campus es para alumnos matriculados' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Contenido no disponible' })).not.toBeInTheDocument();
  });
});
