// The server's render of the signed-in home (apps/server/src/http/server-rendered-home.ts loads the build of this
// file, dist-ssr/entry-server.js): the shell and the home as HTML, so the first paint arrives with the document
// instead of after the app's code has arrived and run. The browser then hydrates it (main.tsx). Only the server
// ever imports this file.
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type Query } from '@tanstack/react-query';
import type { SessionUser } from '@campus/contract';
import { AppFrame } from './app/app-frame';
import { appRoutes, loadHomeRoute } from './app/router';
import type { ServerRenderState } from './app/server-render-state';
import { contactFormationsQueryOptions } from './lib/api/get-contact-formations';
import { createQueryClient } from './lib/query-client';
import { registerServerRenderScope, type ServerRenderScope } from './lib/server-render-scope';

const scopes = new AsyncLocalStorage<ServerRenderScope>();
registerServerRenderScope(() => scopes.getStore());

/** Renders of one page: each may find queries the previous one's answers made known (the formations, then their progress). */
const MAX_RENDER_PASSES = 4;

export interface RenderHomeInput {
  /** The page's address as requested (path and query), e.g. '/'. */
  url: string;
  token: string;
  user: SessionUser;
  /** The browser's IANA time zone (already checked as valid by the server). */
  timeZone: string;
  /** Answers an API request in the server's process (app.inject), with the given bearer token. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

export interface RenderedHome {
  /** The markup that goes inside #root. */
  html: string;
  /** What goes into the page's JSON state script (app/server-render-state.ts reads it). */
  state: ServerRenderState;
}

/**
 * Renders with the process's time zone set to the browser's: the web app formats dates in local time
 * (date-fns), so the HTML must say what the browser will say when it hydrates it. renderToString is
 * synchronous, so no other request's code runs while the zone is changed.
 */
function inTimeZone<T>(timeZone: string, render: () => T): T {
  const previous = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    return render();
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}

/** A query a render asked for that nobody has fetched: the browser would start it on mount. */
function isWaiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled } = query.options as { enabled?: unknown };
  return enabled !== false && typeof enabled !== 'function';
}

let homeCode: Promise<unknown> | null = null;

/**
 * The signed-in home for `input.user`, or null when it cannot be rendered whole (a route that is not the
 * home, a redirect, an answer that failed, a part that would load later): the server then sends the app
 * unrendered, as for every other page.
 */
export async function renderHome(input: RenderHomeInput): Promise<RenderedHome | null> {
  // The home's code is loaded once, so its lazy route renders in the same synchronous pass as the shell.
  homeCode ??= loadHomeRoute();
  await homeCode;

  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(input.url, 'http://campus.local')));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  const queryClient = createQueryClient();
  // A failed answer is not retried here: the page is then sent unrendered and the browser asks itself.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const scope: ServerRenderScope = { session: { token: input.token, user: input.user }, now: new Date(), fetch: input.fetch };
  const tree = (
    <StrictMode>
      <AppFrame queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    </StrictMode>
  );

  // The formations are asked before the first pass, as the browser's boot does (app/preload-home): the home's
  // other queries (each formation's progress) hang on them, so this saves a whole render pass.
  await scopes.run(scope, () => queryClient.prefetchQuery(contactFormationsQueryOptions(input.user.edu_codigocontacto)));
  let html = '';
  for (let pass = 1; ; pass++) {
    html = scopes.run(scope, () => inTimeZone(input.timeZone, () => renderToString(tree)));
    const waiting = queryClient.getQueryCache().getAll().filter(isWaiting);
    // What is still waiting after the last pass stays a loading state, here and in the browser alike.
    if (waiting.length === 0 || pass === MAX_RENDER_PASSES) break;
    await scopes.run(scope, () => Promise.all(waiting.map((query) => query.fetch().catch(() => undefined))));
  }
  const queries = queryClient.getQueryCache().getAll();
  // A failed answer would render its error here and its loading state in the browser (errors are not sent).
  if (queries.some((query) => query.state.status === 'error')) return null;
  // A part that suspended (code not loaded yet) would be rendered by the browser alone, with an error logged.
  if (html.includes('<!--$!-->')) return null;
  return { html, state: { user: input.user, timeZone: input.timeZone, renderedAt: scope.now.toISOString(), queries: dehydrate(queryClient) } };
}
