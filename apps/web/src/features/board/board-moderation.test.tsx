import '../../test/editor-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session-store';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { dawGroup, groupsAnswer, makePost, me, postsAnswer, renderBoard } from './board-test-setup';

// Issue 30 item 8: the group's teachers (and the academy side) hide, show again and delete others' posts and answers.
const answer = {
  id: 5,
  content: 'Respuesta fuera de tono',
  created_at: '2026-11-25T11:00:00.000Z',
  fullname: 'Daniel García Soto',
  post_id: 1,
  edu_codigocontacto: 'CON-7',
  foto: null,
};
const studentPost = makePost({ id: 1, title: 'Pregunta de Daniel', fullname: 'Daniel García Soto', edu_codigocontacto: 'CON-7', responses: [answer] });
const hiddenAt = '2026-11-25T12:00:00.000Z';
const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as unknown;

describe('/tablon moderation', { timeout: 20_000 }, () => {
  it('a moderator hides a post (marked, with Mostrar) and deletes an answer after confirming', async () => {
    setSession('token', me);
    const fetchMock = mockFetch({
      '/api/posts/groups': groupsAnswer({ ...dawGroup, can_moderate: true }),
      '/api/posts': postsAnswer(studentPost),
      '/api/posts/1/moderation': jsonResponse({ status: 'ok', post: { ...studentPost, hidden_at: hiddenAt } }),
      '/api/posts/response/5': jsonResponse({ status: 'ok' }, { status: 201 }),
    });
    const { user } = renderBoard();
    const post = await screen.findByRole('article', { name: 'Pregunta de Daniel' });
    expect(within(post).queryByText('Oculta por el profesorado')).not.toBeInTheDocument();

    await user.click(within(post).getByRole('button', { name: 'Ocultar: Pregunta de Daniel' }));
    expect(await within(post).findByText('Oculta por el profesorado')).toBeInTheDocument();
    expect(within(post).getByRole('button', { name: 'Mostrar: Pregunta de Daniel' })).toBeInTheDocument();
    const patches = callsTo(fetchMock, '/api/posts/1/moderation');
    expect(patches).toHaveLength(1);
    expect((patches[0]![1] as RequestInit).method).toBe('PATCH');
    expect(bodyOf(patches[0]!)).toEqual({ hidden: true });

    await user.click(within(post).getByRole('button', { name: 'Eliminar respuesta de Daniel García Soto' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar esta respuesta?' });
    expect(within(dialog).getByText('Respuesta fuera de tono')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/posts/response/5')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(within(post).queryByText('Respuesta fuera de tono')).not.toBeInTheDocument());
    expect((callsTo(fetchMock, '/api/posts/response/5')[0]![1] as RequestInit).method).toBe('DELETE');
  });

  it('a student sees his own hidden post marked, and no moderation controls on anyone else’s', async () => {
    setSession('token', me);
    mockFetch({
      '/api/posts/groups': groupsAnswer(dawGroup),
      '/api/posts': postsAnswer(
        makePost({ id: 2, title: 'Mi publicación', fullname: me.fullname, edu_codigocontacto: me.edu_codigocontacto, hidden_at: hiddenAt }),
        studentPost,
      ),
    });
    renderBoard();
    const mine = await screen.findByRole('article', { name: 'Mi publicación' });
    expect(within(mine).getByText('Oculta por el profesorado')).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Pregunta de Daniel' });
    expect(within(other).queryByRole('button', { name: /Ocultar|Mostrar|Eliminar/ })).not.toBeInTheDocument();
  });
});
