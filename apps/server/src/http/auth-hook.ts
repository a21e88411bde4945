import type { FastifyInstance } from 'fastify';
import type { Actor } from '../lib/actor';

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

/** Reads the bearer token of every /api request into `request.actor`, answering a renewed token in the `authorization` header. */
export function registerAuthHook(app: FastifyInstance, authService: BearerSessions): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization;
    if (!header || !request.url.startsWith('/api/')) return;
    const match = /^Bearer\s+([A-Za-z0-9._~+/-]{16,512}=*)$/i.exec(header.trim());
    if (!match?.[1]) return;
    const resolved = await authService.resolveBearer(match[1], (error) => request.log.error({ err: error }, 'session last-seen write failed'));
    if (!resolved) return;
    request.actor = resolved.actor;
    if (resolved.renewedToken) reply.header('authorization', `Bearer ${resolved.renewedToken}`);
  });
}
