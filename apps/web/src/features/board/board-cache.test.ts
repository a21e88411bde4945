import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { boardKeys, findCachedPost, removePost, updateCachedPost, upsertPost, writePost, type BoardPostsAnswer } from './board-cache';
import { makePost } from './board-test-setup';

const at = (id: number, created_at: string) => makePost({ id, created_at });

describe('board cache', () => {
  it('keeps posts newest first: a new one goes in by date, a known one is replaced in place', () => {
    const list = [at(3, '2026-11-25T12:00:00Z'), at(1, '2026-11-20T12:00:00Z')];
    expect(upsertPost(list, at(2, '2026-11-22T12:00:00Z')).map((p) => p.id)).toEqual([3, 2, 1]);
    expect(upsertPost(list, at(4, '2026-11-26T12:00:00Z')).map((p) => p.id)).toEqual([4, 3, 1]);
    expect(upsertPost(list, at(0, '2026-01-01T00:00:00Z')).map((p) => p.id)).toEqual([3, 1, 0]);
    expect(upsertPost(list, { ...at(1, '2026-11-20T12:00:00Z'), title: 'Editado' }).map((p) => [p.id, p.title])).toEqual([
      [3, 'Entrega de la práctica 3'],
      [1, 'Editado'],
    ]);
  });

  it('writes only into boards already cached, changes and removes a post wherever it is', () => {
    const client = new QueryClient();
    const a = boardKeys.posts('A');
    client.setQueryData<BoardPostsAnswer>(a, { status: 'ok', data: [at(1, '2026-11-20T12:00:00Z')] });
    client.setQueryData<BoardPostsAnswer>(boardKeys.posts('B'), { status: 'ok', data: [at(1, '2026-11-20T12:00:00Z')] });

    writePost(client, makePost({ id: 5, created_at: '2026-11-26T00:00:00Z' }), ['A', 'C']);
    expect(client.getQueryData<BoardPostsAnswer>(a)!.data.map((p) => p.id)).toEqual([5, 1]);
    expect(client.getQueryData(boardKeys.posts('C'))).toBeUndefined();

    updateCachedPost(client, 1, (post) => ({ ...post, title: 'Cambiado' }));
    expect(findCachedPost(client, 1)?.title).toBe('Cambiado');
    expect(client.getQueryData<BoardPostsAnswer>(boardKeys.posts('B'))!.data[0]!.title).toBe('Cambiado');

    removePost(client, 1);
    expect(findCachedPost(client, 1)).toBeNull();
    expect(client.getQueryData<BoardPostsAnswer>(a)!.data.map((p) => p.id)).toEqual([5]);
  });
});
