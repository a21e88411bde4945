import type { z } from 'zod';

// An endpoint is written once: its method and path here (plain: no zod, so the web's first load can address any
// call), its schemas in `<area>.schemas.ts` under the same name (main entry). The server registers the route from
// both (apps/server/src/http/endpoint-route.ts); the web calls it by name (apps/web/src/lib/api/call-endpoint.ts)
// and checks the answer against the same schema once the contract has loaded.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where an endpoint answers: a Fastify-style path whose `:name` segments are its params. */
export interface EndpointRoute {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
}

/** What an endpoint takes and answers, as contract schemas; `status` is the success status (200 unless said). */
export interface EndpointSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** A multipart upload: the web sends FormData, the server reads the parts itself. */
  readonly multipart?: true;
  readonly answer?: z.ZodType;
  readonly status?: 200 | 201 | 202 | 204;
}

/** The route table of one area, typed as it is written (names and literal paths kept). */
export function defineRoutes<const T extends Record<string, EndpointRoute>>(routes: T): T {
  return routes;
}

/** The path of a call: each `:name` segment replaced by its value, URI-encoded. */
export function buildEndpointPath(route: EndpointRoute, params?: Readonly<Record<string, string | number>>): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Falta el parámetro ${name} de ${route.method} ${route.path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The TanStack Query key of a read: `[name, params, query]` (empty objects when absent). A feature's keys derive from
 * it, so two features reading the same endpoint share one cache entry, and `[name]` is a prefix reaching every variant.
 */
export function endpointQueryKey<N extends string, P extends object = Record<never, never>, Q extends object = Record<never, never>>(
  name: N,
  params?: P,
  query?: Q,
) {
  return [name, params ?? ({} as P), query ?? ({} as Q)] as const;
}
