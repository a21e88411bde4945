import { academyTexts } from '@campus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../lib/actor';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null; services pass it to `authorize` first. */
    actor: Actor | null;
  }
}

/**
 * What the hook needs of the auth service (modules/auth), declared here: the HTTP layer does not import modules,
 * the app wires the service in.
 */
export interface BearerSessions {
  /** The session of a bearer token, and a renewed token when it is due; null for a missing, expired or revoked one. */
  resolveBearer(token: string, onBackgroundError?: (error: unknown) => void): Promise<{ actor: Actor; renewedToken?: string } | null>;
}

/** What the hook needs of the API keys (modules/api-keys): a key's actor, or null for an unknown or revoked one. */
export interface ApiKeyResolver {
  resolveApiKey(credential: string, onTouchError?: (error: unknown) => void): Promise<Actor | null>;
}

/** Where an API key is resolved: the back office's routes, and nothing else (a key is never a person's session). */
export const API_KEY_URL_PREFIX = '/api/gestion/';
/** Every API key starts so (modules/api-keys): told apart from a session token in `Authorization: Bearer`. */
const API_KEY_BEARER_PREFIX = 'campus_';

/** Methods that read: the only ones a read-scoped key may call. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

const BEARER_PATTERN = /^Bearer\s+([A-Za-z0-9._~+/-]{16,512}=*)$/i;

/**
 * Both the address asked for and the route it matched must be a back-office one: a path that merely starts so
 * but is routed elsewhere (or nowhere) never resolves a key.
 */
function isApiKeyRoute(request: FastifyRequest): boolean {
  return request.url.startsWith(API_KEY_URL_PREFIX) && (request.routeOptions.url?.startsWith(API_KEY_URL_PREFIX) ?? false);
}

/** The API key of a request: `X-Api-Key`, else `Authorization: Bearer campus_…`; undefined when it carries none. */
function readApiKey(request: FastifyRequest, bearer: string | undefined): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string') return header.trim();
  if (Array.isArray(header)) return ''; // Several keys: none is taken (answered 401 as a bad key).
  return bearer?.startsWith(API_KEY_BEARER_PREFIX) ? bearer : undefined;
}

/**
 * Reads the bearer token of every /api request into `request.actor`, answering a renewed token in the
 * `authorization` header. On /api/gestion routes an API key (issue 31: the academy's CRM) is resolved instead when
 * the request carries one, and counted against its own per-minute limit (shared through Redis like every rate
 * limit): past it the call answers 429 with Retry-After before anything else runs. An unknown or revoked key leaves
 * no actor, so the route answers 401 as for a bad session.
 */
export function registerAuthHook(app: FastifyInstance, authService: BearerSessions, apiKeys?: { resolver: ApiKeyResolver; perMinute: number }): void {
  app.decorateRequest('actor', null);
  const checkKeyRate = apiKeys
    ? app.createRateLimit({ max: apiKeys.perMinute, timeWindow: '1 minute', keyGenerator: (request) => `api-key:${request.actor?.apiKey?.id ?? 0}` })
    : null;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const header = request.headers.authorization;
    const bearer = header ? BEARER_PATTERN.exec(header.trim())?.[1] : undefined;
    if (apiKeys && checkKeyRate && isApiKeyRoute(request)) {
      const credential = readApiKey(request, bearer);
      if (credential !== undefined) {
        request.actor = await apiKeys.resolver.resolveApiKey(credential, (error) => request.log.error({ err: error }, 'api key last-use write failed'));
        if (!request.actor) return;
        const result = await checkKeyRate(request);
        if (!result.isAllowed && result.isExceeded) {
          void reply.header('retry-after', String(result.ttlInSeconds));
          throw new AppError('rate_limited', academyTexts.backOffice.apiKeyRateLimited);
        }
        // A read key never changes anything, whatever route it calls and before any body is read or validated (each
        // write's policy would refuse it too; this holds for routes yet to come).
        if (request.actor.apiKey?.scope === 'read' && !SAFE_METHODS.has(request.method))
          throw new AppError('forbidden', academyTexts.backOffice.apiKeyReadOnly);
        return;
      }
    }
    if (!bearer) return;
    const resolved = await authService.resolveBearer(bearer, (error) => request.log.error({ err: error }, 'session last-seen write failed'));
    if (!resolved) return;
    request.actor = resolved.actor;
    if (resolved.renewedToken) reply.header('authorization', `Bearer ${resolved.renewedToken}`);
  });
}
