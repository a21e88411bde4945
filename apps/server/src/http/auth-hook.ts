import type { FastifyInstance } from 'fastify';
import type { Actor } from '../lib/actor';
import type { AuthService } from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null; services pass it to `authorize` first. */
    actor: Actor | null;
  }
}

/** Reads the bearer token of every /api request into `request.actor`, answering a renewed token in the `authorization` header. */
export function registerAuthHook(app: FastifyInstance, authService: AuthService): void {
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
