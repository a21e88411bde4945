import { texts, type ErrorAnswer } from '@campus/contract';
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';

/** Who may call a route: `required` (a valid session, the default of every /api route) or `public`. */
export type RouteAuth = 'required' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'public'` opens an /api route to anonymous callers (sign-in calls, health, signed file addresses…);
     * every other /api route answers 401 to a request without a valid session before reading its body.
     */
    auth?: RouteAuth;
  }
}

/** A registered route and who may call it (`none`: outside /api, such as the sign-in pages, which check their own forms). */
export interface RouteEntry {
  readonly method: string;
  readonly url: string;
  readonly auth: RouteAuth | 'none';
}

const catalogues = new WeakMap<FastifyInstance, RouteEntry[]>();

/** /api routes that plugins register (not our modules), public on purpose: the OpenAPI description and its UI. */
const PUBLIC_PLUGIN_PREFIXES = ['/api/docs'] as const;

const unauthorizedAnswer: ErrorAnswer = { status: 'error', code: 'unauthorized', message: texts.errors.unauthorized };

/** Runs after the bearer-token hook (route hooks follow the app's), before the body is read or validated. */
const requireSession: onRequestHookHandler = async (request, reply) => {
  if (request.actor) return;
  await reply.status(401).send(unauthorizedAnswer);
};

/** Whether a route needs a signed-in caller: every /api route unless it says `config: { auth: 'public' }`. */
export function isSessionRequired(route: Pick<RouteOptions, 'url' | 'config'>): boolean {
  return describeAccess(route) === 'required';
}

function describeAccess(route: Pick<RouteOptions, 'url' | 'config'>): RouteEntry['auth'] {
  if (!route.url.startsWith('/api/')) return 'none';
  if (PUBLIC_PLUGIN_PREFIXES.some((prefix) => route.url === prefix || route.url.startsWith(`${prefix}/`))) return 'public';
  return route.config?.auth === 'public' ? 'public' : 'required';
}

/** Every route registered after {@link registerRouteAccess}, one entry per method (tests walk them all). */
export function listRoutes(app: FastifyInstance): readonly RouteEntry[] {
  return catalogues.get(app) ?? [];
}

/**
 * Authenticate before validating: every /api route registered after this gets a `requireSession` onRequest
 * hook unless it opts out, so an anonymous request is refused with 401 before its body is parsed and before
 * any validator (or its cost) runs. A new route is protected without anyone remembering to protect it.
 * Register it before the routes and after the plugins whose onRequest hooks (rate limits) must run first.
 */
export function registerRouteAccess(app: FastifyInstance): void {
  const catalogue: RouteEntry[] = [];
  catalogues.set(app, catalogue);
  app.addHook('onRoute', (route) => {
    const auth = describeAccess(route);
    for (const method of [route.method].flat()) catalogue.push({ method, url: route.url, auth });
    if (auth !== 'required') return;
    const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [...existing, requireSession];
  });
}
