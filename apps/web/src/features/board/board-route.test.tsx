import '../../test/editor-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session-store';
import { installFakeSockets } from '../../test/fake-socket';
import { makeSessionUser } from '../../test/factories';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { dawGroup, groupsAnswer, makePost, me, nursingGroup, postsAnswer, renderBoard } from './board-test-setup';

const boardRoute = (boards: Record<string, ReturnType<typeof makePost>[]>) => (url: URL) =>
  postsAnswer(...(boards[url.searchParams.get('edu_codigoformacion') ?? ''] ?? []));
const article = (title: string) => screen.getByRole('article', { name: title });
const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as Record<string, unknown>;

afterEach(() => vi.unstubAllGlobals());

describe('/tablon', { timeout: 20_000 }, () => {
  it("shows the first group's posts newest first, with files, the class they belong to and responses; another group from the sidebar", async () => {
    setSession('token', me);
    const fetchMock = mockFetch({
      '/api/posts/groups': groupsAnswer(dawGroup, nursingGroup),
      '/api/posts': boardRoute({
        [dawGroup.edu_codigoformacion]: [
          makePost({
            id: 2,
            title: 'Duda del tema 5',
            postable_type: 'event',
            postable_id: '77',
            postable_title: 'Diseño de una API REST',
            created_at: '2026-11-25T12:00:00.000Z',
          }),
          makePost({
            id: 1,
            metadata: { files: [{ id: 9, name: 'Rúbrica.pdf', url: '/api/files/activos/file/9' }] },
            responses: [
              {
                id: 5,
                content: 'Gracias',
                created_at: '2026-11-25T11:00:00.000Z',
                fullname: 'Daniel García Soto',
                post_id: 1,
                edu_codigocontacto: 'CON-7',
                foto: null,
              },
            ],
          }),
        ],
      }),
    });
    const { user } = renderBoard();

    expect(await screen.findByRole('heading', { name: 'Publicaciones de DAW · Grupo A' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article').map((item) => item.getAttribute('aria-labelledby'))).toEqual(['post-2-title', 'post-1-title']));
    const comment = article('Duda del tema 5');
    expect(within(comment).getByText(/Publicado en la clase/)).toHaveTextContent('Publicado en la clase «Diseño de una API REST»');
    expect(within(comment).getByRole('link', { name: 'Ir a la clase' })).toHaveAttribute('href', '/formacion/FOR-DAW/GRU-DAW?event=77');
    const post = article('Entrega de la práctica 3');
    expect(within(post).getByText('domingo').tagName).toBe('STRONG');
    expect(within(post).getByRole('button', { name: 'Abrir Rúbrica.pdf' })).toBeInTheDocument();
    expect(within(post).getByText('1 respuesta')).toBeInTheDocument();
    expect(within(post).getByText('Gracias')).toBeInTheDocument();
    // Someone else's post and response: no edit, no delete.
    expect(within(post).queryByRole('button', { name: /Editar|Eliminar/ })).not.toBeInTheDocument();

    const sidebar = screen.getByRole('navigation', { name: 'Mis grupos' });
    expect(within(sidebar).getByRole('button', { name: /DAW · Grupo A/ })).toHaveAttribute('aria-current', 'true');
    await user.click(within(sidebar).getByRole('button', { name: /Enfermería · Grupo A/ }));
    expect(await screen.findByText('No hay publicaciones disponibles')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Publicaciones de Enfermería · Grupo A' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/posts').map(([input]) => new URL(String(input), 'http://x').searchParams.get('edu_codigoformacion'))).toContain(
      nursingGroup.edu_codigoformacion,
    );
  });

  it("says 'No tienes grupos disponibles' without groups, and offers no post to write", async () => {
    setSession('token', me);
    mockFetch({ '/api/posts/groups': groupsAnswer() });
    renderBoard();
    expect(await screen.findByText('No tienes grupos disponibles')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nueva publicación' })).not.toBeInTheDocument();
  });

  it('shows the fetch error text when a board cannot be read', async () => {
    setSession('token', me);
    mockFetch({ '/api/posts/groups': groupsAnswer(dawGroup), '/api/posts': errorResponse(500, 'internal', 'Error interno') });
    renderBoard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al obtener las publicaciones');
  });

  it('writes a post: title and groups required, a file uploaded before saving (one too large refused), sent with its files and groups', async () => {
    setSession('token', me);
    const created = makePost({
      id: 30,
      title: 'Apuntes del tema 4',
      fullname: me.fullname,
      edu_codigocontacto: me.edu_codigocontacto,
      created_at: '2026-11-26T09:00:00.000Z',
      metadata: { files: [{ id: 41, name: 'tema4.pdf', url: '/api/files/activos/file/41' }] },
    });
    const fetchMock = mockFetch({
      '/api/posts/groups': groupsAnswer(dawGroup, nursingGroup),
      '/api/posts': (url, init) => (init?.method === 'POST' ? jsonResponse({ status: 'ok', post: created }) : postsAnswer(makePost())),
      '/api/posts/upload-file': jsonResponse(
        { id: 41, name: 'tema4.pdf', url: '/api/files/activos/file/41', fileType: 'application/pdf', size: 4 },
        { status: 201 },
      ),
    });
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Nueva publicación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva publicación' });
    // The group on screen is chosen at first; without any, the form says so.
    const daw = within(dialog).getByRole('checkbox', { name: /DAW · Grupo A/ });
    expect(daw).toBeChecked();
    await user.click(daw);
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(await within(dialog).findByText('Campo requerido')).toBeInTheDocument();
    expect(within(dialog).getByText('El contenido es obligatorio')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Apuntes del tema 4');
    await user.click(await within(dialog).findByRole('textbox', { name: 'Contenido' }));
    await user.paste('Os dejo mis apuntes');
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(await within(dialog).findByText('Debe seleccionar al menos un grupo')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/posts').some(([, init]) => init?.method === 'POST')).toBe(false);

    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File(['x'], 'video.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, [big, new File(['%PDF'], 'tema4.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('video.mp4 supera el máximo de 10 MB')).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'Listo' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/posts/upload-file')).toHaveLength(1);
    expect((callsTo(fetchMock, '/api/posts/upload-file')[0]![1]!.body as FormData).get('files')).toBeInstanceOf(File);

    await user.click(within(dialog).getByRole('checkbox', { name: /Enfermería · Grupo A/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Publicación creada correctamente')).toBeInTheDocument();
    const posted = callsTo(fetchMock, '/api/posts').find(([, init]) => init?.method === 'POST')!;
    expect(new URL(String(posted[0]), 'http://x').searchParams.get('notification')).toBe('1');
    expect(bodyOf(posted)).toMatchObject({
      title: 'Apuntes del tema 4',
      codigos_grupos: [nursingGroup.edu_codigoformacion],
      metadata: { files: [{ id: 41, name: 'tema4.pdf' }] },
    });
    expect(bodyOf(posted).content).toContain('Os dejo mis apuntes');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The answer is written into the cached board: no list fetched again.
    expect(await screen.findByRole('article', { name: 'Apuntes del tema 4' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/posts').filter(([, init]) => !init?.method || init.method === 'GET')).toHaveLength(1);
  });

  it('edits its own post without the group selector, and deletes it after confirming', async () => {
    setSession('token', me);
    const own = makePost({ id: 4, title: 'Mi pregunta', fullname: me.fullname, edu_codigocontacto: me.edu_codigocontacto });
    const fetchMock = mockFetch({
      '/api/posts/groups': groupsAnswer(dawGroup),
      '/api/posts': postsAnswer(own),
      '/api/posts/4': (_url, init) => (init?.method === 'PUT' ? new Response(null, { status: 204 }) : jsonResponse({ status: 'ok' }, { status: 201 })),
    });
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Editar publicación: Mi pregunta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar publicación' });
    expect(within(dialog).queryByRole('group', { name: 'Grupos destinatarios' })).not.toBeInTheDocument();
    const title = within(dialog).getByRole('textbox', { name: 'Título' });
    await user.clear(title);
    await user.type(title, 'Mi pregunta corregida');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Publicación actualizada correctamente')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Mi pregunta corregida' })).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, '/api/posts/4')[0]!)).toMatchObject({ title: 'Mi pregunta corregida', metadata: { files: [] } });

    await user.click(screen.getByRole('button', { name: 'Eliminar publicación: Mi pregunta corregida' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar publicación' });
    expect(callsTo(fetchMock, '/api/posts/4')).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Publicación eliminada correctamente')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/posts/4').at(-1)![1]!.method).toBe('DELETE');
    expect(await screen.findByText('No hay publicaciones disponibles')).toBeInTheDocument();
  });

  it("answers a post (blank ignored), and shows the delete icon only on the user's own responses", async () => {
    setSession('token', me);
    const theirs = {
      id: 5,
      content: 'Yo también',
      created_at: '2026-11-25T11:00:00.000Z',
      fullname: 'Daniel García Soto',
      post_id: 1,
      edu_codigocontacto: 'CON-7',
      foto: null,
    };
    const mine = {
      id: 6,
      content: 'Respondo yo',
      created_at: '2026-11-26T09:00:00.000Z',
      fullname: me.fullname,
      post_id: 1,
      edu_codigocontacto: me.edu_codigocontacto,
      foto: null,
    };
    const fetchMock = mockFetch({
      '/api/posts/groups': groupsAnswer(dawGroup),
      '/api/posts': postsAnswer(makePost({ responses: [theirs] })),
      '/api/posts/1/response': jsonResponse({ status: 'ok', response: mine }),
      '/api/posts/response/6': jsonResponse({ status: 'ok' }, { status: 201 }),
    });
    const { user } = renderBoard();
    const post = await screen.findByRole('article', { name: 'Entrega de la práctica 3' });
    expect(within(post).queryByRole('button', { name: 'Eliminar respuesta' })).not.toBeInTheDocument();

    const field = within(post).getByRole('textbox', { name: 'Respuesta' });
    await user.type(field, '   ');
    await user.click(within(post).getByRole('button', { name: 'Responder' }));
    expect(callsTo(fetchMock, '/api/posts/1/response')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Respondo yo{Enter}');
    expect(await screen.findByText('Respuesta enviada correctamente')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, '/api/posts/1/response')[0]!)).toMatchObject({
      content: 'Respondo yo',
      post_id: 1,
      edu_codigocontacto: me.edu_codigocontacto,
      fullname: me.fullname,
    });
    expect(field).toHaveValue('');
    expect(within(post).getByText('2 respuestas')).toBeInTheDocument();
    const deletes = within(post).getAllByRole('button', { name: 'Eliminar respuesta' });
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.closest('li')).toHaveTextContent('Respondo yo');

    await user.click(deletes[0]!);
    expect(await screen.findByText('Respuesta eliminada correctamente')).toBeInTheDocument();
    expect(within(post).queryByText('Respondo yo')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/posts/response/6')[0]![1]!.method).toBe('DELETE');
  });

  it('says so when a response fails', async () => {
    setSession('token', me);
    mockFetch({
      '/api/posts/groups': groupsAnswer(dawGroup),
      '/api/posts': postsAnswer(makePost()),
      '/api/posts/1/response': errorResponse(500, 'internal', 'x'),
    });
    const { user } = renderBoard();
    const post = await screen.findByRole('article', { name: 'Entrega de la práctica 3' });
    await user.type(within(post).getByRole('textbox', { name: 'Respuesta' }), 'Hola{Enter}');
    expect(await screen.findByText('Error al enviar respuesta')).toBeInTheDocument();
    expect(within(post).getByRole('textbox', { name: 'Respuesta' })).toHaveValue('Hola');
  });

  it('writes pushed post-changed into the board: a new post, a response, a deletion', async () => {
    const sockets = installFakeSockets();
    setSession('token', me);
    mockFetch({ '/api/posts/groups': groupsAnswer(dawGroup), '/api/posts': postsAnswer(makePost()) });
    renderBoard();
    await screen.findByRole('article', { name: 'Entrega de la práctica 3' });
    await waitFor(() => expect(sockets).toHaveLength(1));

    const fresh = makePost({ id: 8, title: 'Aviso nuevo', created_at: '2026-11-26T08:00:00.000Z' });
    act(() => sockets[0]!.pushFromServer('post-changed', { groupCodes: [dawGroup.edu_codigoformacion], post: fresh, removedPostId: null }));
    expect(await screen.findByRole('article', { name: 'Aviso nuevo' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Aviso nuevo');

    const answered = makePost({
      responses: [
        {
          id: 3,
          content: 'Llegó en directo',
          created_at: '2026-11-26T08:30:00.000Z',
          fullname: 'Daniel García Soto',
          post_id: 1,
          edu_codigocontacto: 'CON-7',
          foto: null,
        },
      ],
    });
    act(() => sockets[0]!.pushFromServer('post-changed', { groupCodes: [dawGroup.edu_codigoformacion], post: answered, removedPostId: null }));
    expect(await screen.findByText('Llegó en directo')).toBeInTheDocument();

    act(() => sockets[0]!.pushFromServer('post-changed', { groupCodes: [dawGroup.edu_codigoformacion], post: null, removedPostId: 8 }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Aviso nuevo' })).not.toBeInTheDocument());
  });

  it('?post_id= selects the group whose board holds the post and highlights it', async () => {
    setSession('token', me);
    mockFetch({
      '/api/posts/groups': groupsAnswer(dawGroup, nursingGroup),
      '/api/posts': boardRoute({
        [dawGroup.edu_codigoformacion]: [makePost()],
        [nursingGroup.edu_codigoformacion]: [makePost({ id: 12, title: 'Simulacro de constantes', codigos_grupos: [nursingGroup.edu_codigoformacion] })],
      }),
    });
    const { router } = renderBoard('/tablon?post_id=12');
    const post = await screen.findByRole('article', { name: 'Simulacro de constantes' });
    expect(screen.getByRole('heading', { name: 'Publicaciones de Enfermería · Grupo A' })).toBeInTheDocument();
    await waitFor(() => expect(post).toHaveFocus());
    expect(post.className).toMatch(/highlighted/);
    // The address keeps the post: a reload shows it again.
    expect(router.state.location.search).toBe('?post_id=12');
  });

  it('?post_id= leaves the focus in a panel the student opened while the post was looked up', async () => {
    setSession('token', me);
    mockFetch({
      '/api/posts/groups': groupsAnswer(dawGroup, nursingGroup),
      '/api/posts': boardRoute({
        [dawGroup.edu_codigoformacion]: [makePost()],
        [nursingGroup.edu_codigoformacion]: [makePost({ id: 12, title: 'Simulacro de constantes', codigos_grupos: [nursingGroup.edu_codigoformacion] })],
      }),
    });
    // The bell's panel, a non-modal dialog outside the page: moving focus out of it would close it.
    const panel = document.createElement('div');
    panel.setAttribute('role', 'dialog');
    panel.innerHTML = '<button type="button">Todas</button>';
    document.body.append(panel);
    const tab = within(panel).getByRole('button', { name: 'Todas' });
    tab.focus();
    try {
      renderBoard('/tablon?post_id=12');
      const post = await screen.findByRole('article', { name: 'Simulacro de constantes' });
      await waitFor(() => expect(post.className).toMatch(/highlighted/));
      expect(tab).toHaveFocus();
    } finally {
      panel.remove();
    }
  });

  it('locks the board for freemium visitors without asking the server', async () => {
    setSession('token', makeSessionUser({ freemium: true }));
    const fetchMock = mockFetch({});
    renderBoard();
    expect(await screen.findByRole('heading', { name: 'El tablón es para alumnos matriculados' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/posts/groups')).toHaveLength(0);
    expect(callsTo(fetchMock, '/api/posts')).toHaveLength(0);
  });
});
