import type { BoardGroup, Post } from '@campus/contract';
import { makeSessionUser } from '../../test/factories';
import { jsonResponse } from '../../test/fetch-mock';
import { renderRoute } from '../../test/render-route';
import { BoardRoute } from './board-route';

export const me = makeSessionUser({ edu_codigocontacto: 'CON-1', fullname: 'Lucía Fernández Ortega' });

export const dawGroup: BoardGroup = { edu_codigoformacion: 'GRU-DAW', name: 'DAW · Grupo A', formation_name: 'Desarrollo de Aplicaciones Web' };
export const nursingGroup: BoardGroup = { edu_codigoformacion: 'GRU-ENF', name: 'Enfermería · Grupo A', formation_name: 'Auxiliar de Enfermería' };

/** A board post with sensible defaults (by someone else, in DAW, no files, no responses). */
export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    id: 1,
    title: 'Entrega de la práctica 3',
    content: '<p>Fecha límite el <strong>domingo</strong>.</p>',
    fullname: 'Alberto Sánchez Molina',
    edu_codigocontacto: 'CON-PROF',
    foto: null,
    created_at: '2026-11-25T10:00:00.000Z',
    updated_at: null,
    metadata: null,
    responses: [],
    codigos_grupos: [dawGroup.edu_codigoformacion],
    postable_type: null,
    postable_id: null,
    edu_codigoformacion: 'FOR-DAW',
    postable_title: null,
    ...overrides,
  };
}

export const groupsAnswer = (...groups: BoardGroup[]) => jsonResponse({ status: 'ok', groups });
export const postsAnswer = (...posts: Post[]) => jsonResponse({ status: 'ok', data: posts });

/** The board page at `path`, with a router, a query client without retries, the toaster and the socket. */
export function renderBoard(at = '/tablon') {
  return renderRoute(<BoardRoute />, {
    path: '/tablon',
    at,
    otherPages: { '/formacion/:codigoFormacion/:codigoGrupo': 'Página de la formación' },
    isLive: true,
  });
}
