import type { CompletionProgress, ContactFormationsAnswer, ContentUnit, EventCompletionAnswer, FormationDetailAnswer, SessionUser } from '@campus/contract';
import { screen } from '@testing-library/react';
import { setSession } from '../../lib/session-store';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { withEventCompletion } from './api/update-event-completion';
import {
  makeContentAnswer,
  makeContentEvent,
  makeContentFile,
  makeFormationDetail,
  makeGroupsAnswer,
  makeLockedEvent,
  makeSessionUser,
  makeTopic,
  makeUnit,
  TEST_CONTACT,
  TEST_GROUP,
  TEST_PARENT,
} from './formation-factories';

type RouteAnswer = Response | ((url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined);

/**
 * The demo-like tree the page tests use:
 * Unidad 1 › Tema 1: [1] Presentación (video, open) · [2] Variables (PDF, open, completed);
 *            Tema 2: [3] Closures (not yet) · [5] Promesas (before the course month);
 * Unidad extra › Tema extra: [4] Docker (extra unit 40).
 */
export function makeTestTree(): ContentUnit[] {
  return [
    makeUnit({
      id: 40,
      orden: 2,
      type: 'unidad extra',
      titulo: 'Unidad extra. Docker',
      temas: [
        makeTopic({
          id: 401,
          unidad_id: 40,
          titulo: 'Tema extra',
          eventos: [makeLockedEvent('extra_unit', { id: 4, title: 'Docker desde cero', unidades: [{ unidad_id: 40, type: 'unidad extra' }] })],
        }),
      ],
    }),
    makeUnit({
      id: 10,
      orden: 1,
      titulo: 'Unidad 1. Programación',
      temas: [
        makeTopic({
          id: 102,
          orden: 2,
          titulo: 'Tema 2. Funciones',
          eventos: [
            makeLockedEvent('before_course_month', { id: 5, orden: 2, title: 'Promesas' }),
            makeLockedEvent('not_yet', { id: 3, orden: 1, title: 'Closures' }),
          ],
        }),
        makeTopic({
          id: 101,
          orden: 1,
          titulo: 'Tema 1. Sintaxis',
          eventos: [
            makeContentEvent({
              id: 2,
              orden: 2,
              title: 'Variables y tipos',
              completed: [{ edu_codigocontacto: TEST_CONTACT, completed: 1 }],
              archivos: [makeContentFile({ id: 502, name: 'Apuntes de variables.pdf', fileType: 'application/pdf', subtitles: null })],
            }),
            makeContentEvent({ id: 1, orden: 1, title: 'Presentación del ciclo', archivos: [makeContentFile({ id: 501 })] }),
          ],
        }),
      ],
    }),
  ];
}

/** What the server answers to a completion of an event of `units`: the event as the tree shows it, and the group's new progress. */
export function makeCompletionAnswer(units: ContentUnit[], eventId: number, completed: 0 | 1, progress: CompletionProgress): EventCompletionAnswer {
  const changed = withEventCompletion(makeContentAnswer(units), eventId, TEST_CONTACT, completed)
    .data.flatMap((unit) => unit.temas.flatMap((topic) => topic.eventos))
    .find((event) => event.id === eventId);
  if (!changed) throw new Error(`event ${eventId} is not in the tree`);
  return { status: 'ok', eventId, completed, events: [changed], progress: [{ formation: TEST_GROUP, ...progress }], timeline: [] };
}

export interface FormationSetup {
  user?: SessionUser;
  groups?: ContactFormationsAnswer;
  detail?: FormationDetailAnswer | Response;
  content?: ContentUnit[] | RouteAnswer;
  extra?: Record<string, RouteAnswer>;
}

/** Signs in and answers the page's calls; returns the fetch mock. */
export function mockFormationApi({
  user = makeSessionUser(),
  groups = makeGroupsAnswer(),
  detail = makeFormationDetail(),
  content = makeTestTree(),
  extra = {},
}: FormationSetup = {}) {
  setSession('token', user);
  return mockFetch({
    '/api/auth/session': jsonResponse({ status: 'ok', user }),
    [`/api/lineaMatriculas/formations/${user.edu_codigocontacto}`]: jsonResponse(groups),
    [`/api/formations/${TEST_GROUP}`]: detail instanceof Response ? detail : jsonResponse(detail),
    [`/api/content/${TEST_PARENT}`]: Array.isArray(content) ? () => jsonResponse(makeContentAnswer(content)) : content,
    [`/api/events/contact/complete/${user.edu_codigocontacto}`]: jsonResponse({ status: 'ok', data: { percentage_partial: 37.5, completed: 1, total: 4 } }),
    '/api/files/activos/file/501': jsonResponse({
      status: 'ok',
      data: { url: '/api/files/stream/501?sig=fresh', name: 'Grabación de la clase.mp4', fileType: 'video/mp4' },
    }),
    '/api/files/activos/file/502': jsonResponse({
      status: 'ok',
      data: { url: '/api/files/stream/502?sig=fresh', name: 'Apuntes de variables.pdf', fileType: 'application/pdf' },
    }),
    '/api/actividades/asistencia': jsonResponse({ status: 'ok', created: 1 }, { status: 201 }),
    ...extra,
  });
}

export const FORMATION_PATH = `/formacion/${TEST_PARENT}/${TEST_GROUP}`;

/** Renders the page and waits for its tree. */
export async function renderFormation(path: string = FORMATION_PATH) {
  const view = renderApp(path);
  await screen.findByRole('navigation', { name: 'Temario de la formación' });
  return view;
}

/** The body a call sent, parsed. */
export function bodyOf(call: unknown[] | undefined): unknown {
  const init = call?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}
