import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * The headers helmet writes for these options, computed once. Our policy has no per-request part (no
 * nonces, no per-route options), so every answer carries the same headers: running helmet's dozen
 * middlewares on each request re-parsed the CSP and re-validated every header, about a fifth of the CPU of
 * a small answer under load (npm run bench, session check). Helmet still decides what the headers are.
 */
export function computeSecurityHeaders(options: Readonly<HelmetOptions>): SecurityHeaders {
  const headers: Record<string, string> = {};
  // Helmet's middleware is typed for a whole ServerResponse but only sets and removes headers: this recorder
  // answers those two calls, and no narrower type is accepted by helmet's signature, so the cast stays.
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, recorder, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}

/** Every answer (API, web files, errors, 404) gets the headers before any handler runs; a route may still override one. */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = computeSecurityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
