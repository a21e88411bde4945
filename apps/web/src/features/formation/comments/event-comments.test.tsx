import { constants } from '@campus/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../../test/query-client';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { makePost, makeSessionUser } from '../formation-factories';
import { bodyOf } from '../formation-test-setup';
import '../../../test/editor-dom';
import { EventComments } from './event-comments';

vi.setConfig({ testTimeout: 20_000 });

const COMMENTS_PATH = '/api/posts/postable/event/1';

function renderComments() {
  const queryClient = createTestQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <EventComments eventId={1} user={makeSessionUser()} />
      <Toaster position="top-center" duration={constants.toastDurationMs} />
    </QueryClientProvider>,
  );
}

const editor = () => screen.getAllByRole('textbox', { name: 'Comentario' }).at(-1)!;

async function typeComment(title: string, content: string) {
  const user = userEvent.setup();
  const form = screen.getByRole('heading', { name: 'Escribir un comentario' }).parentElement!;
  // The editor (Tiptap) loads on its own.
  const contentBox = await within(form).findByRole('textbox', { name: 'Comentario' });
  if (title) await user.type(within(form).getByRole('textbox', { name: 'Título' }), title);
  if (content) {
    await user.click(contentBox);
    // ProseMirror does not see jsdom key input; a paste goes through its own input handling.
    await user.paste(content);
  }
  await user.click(within(form).getByRole('button', { name: 'Publicar comentario' }));
}

describe('class comments', () => {
  it('lists the comments (404 means none) with sanitized HTML', async () => {
    mockFetch({ [COMMENTS_PATH]: errorResponse(404, 'not_found', 'Recurso no encontrado') });
    renderComments();
    expect(await screen.findByText('Todavía no hay comentarios. ¡Escribe el primero!')).toBeInTheDocument();
  });

  it('renders the content through DOMPurify and shows edit to the author only', async () => {
    mockFetch({
      [COMMENTS_PATH]: jsonResponse({
        status: 'ok',
        data: [
          makePost({ id: 1, title: 'Mío', content: '<p>Hola <strong>clase</strong><img src=x onerror="window.hacked=1"><script>window.hacked=2</script></p>' }),
          makePost({ id: 2, title: 'De otra persona', fullname: 'Daniel García Soto', edu_codigocontacto: 'CT-0007' }),
        ],
      }),
    });
    renderComments();
    const list = await screen.findByRole('list', { name: 'Comentarios' });
    expect(within(list).getByText('clase').tagName).toBe('STRONG');
    expect(list.querySelector('script')).toBeNull();
    expect(list.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Editar el comentario «Mío»' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar el comentario «De otra persona»' })).not.toBeInTheDocument();
  });

  it("requires title and content: 'El título es obligatorio', 'El contenido es obligatorio'", async () => {
    const fetchMock = mockFetch({ [COMMENTS_PATH]: errorResponse(404, 'not_found', 'x') });
    renderComments();
    await screen.findByText('Todavía no hay comentarios. ¡Escribe el primero!');
    await typeComment('', '');
    expect(await screen.findByText('El título es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El contenido es obligatorio')).toBeInTheDocument();
    expect(editor()).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, '/api/posts/postable')).toHaveLength(0);
  });

  it("creates a comment: 'Comentario creado correctamente', and the list reloads", async () => {
    let posts: ReturnType<typeof makePost>[] = [];
    const fetchMock = mockFetch({
      [COMMENTS_PATH]: () => (posts.length ? jsonResponse({ status: 'ok', data: posts }) : errorResponse(404, 'not_found', 'x')),
      '/api/posts/postable': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { title: string; content: string };
        posts = [makePost({ id: 9, title: body.title, content: body.content })];
        return jsonResponse({ status: 'ok', post: posts[0] });
      },
    });
    renderComments();
    await screen.findByText('Todavía no hay comentarios. ¡Escribe el primero!');
    await typeComment('Duda sobre closures', 'No entiendo el ejemplo');
    expect(await screen.findByText('Comentario creado correctamente')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, '/api/posts/postable')[0])).toEqual({
      title: 'Duda sobre closures',
      content: '<p>No entiendo el ejemplo</p>',
      metadata: null,
      postable_type: 'event',
      postable_id: '1',
    });
    const list = await screen.findByRole('list', { name: 'Comentarios' });
    expect(within(list).getByText('No entiendo el ejemplo')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue(''));
  });

  it("keeps what was written and says 'Error al crear el comentario' on failure", async () => {
    mockFetch({ [COMMENTS_PATH]: errorResponse(404, 'not_found', 'x'), '/api/posts/postable': errorResponse(500, 'internal', 'x') });
    renderComments();
    await screen.findByText('Todavía no hay comentarios. ¡Escribe el primero!');
    await typeComment('Duda', 'Texto');
    expect(await screen.findByText('Error al crear el comentario')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Duda');
  });

  it("edits the author's comment: 'Comentario actualizado correctamente' (PUT, 204)", async () => {
    const fetchMock = mockFetch({
      [COMMENTS_PATH]: jsonResponse({ status: 'ok', data: [makePost({ id: 7, title: 'Mío', content: '<p>Antes</p>' })] }),
      '/api/posts/7': new Response(null, { status: 204 }),
    });
    renderComments();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar el comentario «Mío»' }));
    const item = screen.getByRole('list', { name: 'Comentarios' });
    const title = within(item).getByRole('textbox', { name: 'Título' });
    await user.clear(title);
    await user.type(title, 'Mío, corregido');
    await user.click(within(item).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Comentario actualizado correctamente')).toBeInTheDocument();
    const put = callsTo(fetchMock, '/api/posts/7')[0];
    expect(put?.[1]?.method).toBe('PUT');
    expect(bodyOf(put)).toEqual({ title: 'Mío, corregido', content: '<p>Antes</p>' });
  });

  it("says 'Error al actualizar el comentario' when the edit fails, and stays editing", async () => {
    mockFetch({
      [COMMENTS_PATH]: jsonResponse({ status: 'ok', data: [makePost({ id: 7, title: 'Mío' })] }),
      '/api/posts/7': errorResponse(500, 'internal', 'x'),
    });
    renderComments();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar el comentario «Mío»' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Error al actualizar el comentario')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
  });
});
