import { endpoints, endpointSchemas, errorAnswerSchema, type EndpointName, type EndpointSchemas, type EndpointSchemaTable } from '@campus/contract';
import type { FastifyContextConfig } from 'fastify';
import { z } from 'zod';

/** What the server adds to a contract endpoint: its OpenAPI words, who may call it, the errors it may answer. */
export interface EndpointRouteOptions {
  tags: string[];
  summary: string;
  description?: string;
  /** Statuses of the error answer besides the success (`{status:'error', code, message}`). */
  errors?: readonly (400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503)[];
  /** Left out of the OpenAPI description (a page the browser frames rather than an API call). */
  hide?: true;
  /**
   * Omitted for public routes (`config.auth: 'public'`): the OpenAPI requirement; by default a session (bearer),
   * or either a session or the CRM's API key on /api/gestion routes (auth-hook.ts resolves keys there only).
   */
  security?: readonly Record<string, string[]>[];
  config?: FastifyContextConfig;
  bodyLimit?: number;
}

type Schemas<N extends EndpointName> = EndpointSchemaTable[N];
type Pick_<S, K extends string> = S extends Record<K, infer V> ? V : undefined;
type SuccessStatus<S> = S extends { status: infer T } ? T : 200;
/** The success answer's schema: a 204 without one answers no body (`reply.status(204).send(null)`). */
type AnswerOf<S> = S extends { answer: infer A } ? A : S extends { status: 204 } ? typeof noContentSchema : undefined;

const DEFAULT_ERRORS = [400, 401, 403] as const;
const noContentSchema = z.null();
const bearer = [{ bearer: [] }];
/** The back office's routes also take the academy's CRM API key (either scheme suffices). */
const bearerOrApiKey = [{ bearer: [] }, { apiKey: [] }];

/** How the CRM calls /api/gestion (the OpenAPI `apiKey` scheme registered in app.ts). */
export const API_KEY_SCHEME_DESCRIPTION =
  'Clave API del CRM de la academia, creada en /gestion/claves-api y mostrada una sola vez: cabecera `X-Api-Key: campus_…` (o `Authorization: Bearer campus_…`). Solo vale en las rutas /api/gestion; una clave de lectura consulta, una de escritura además importa y cambia datos. Límite por clave: API_KEY_RATE_LIMIT_PER_MINUTE llamadas por minuto (429 con Retry-After).';

/**
 * The route options of a contract endpoint: method, path and schemas come from `@campus/contract`, so the server and
 * the web cannot disagree on them. Spread into `app.route({ ...endpointRoute(name, options), handler })`: the
 * handler's request and reply are typed from the schemas.
 */
type ErrorStatus = NonNullable<EndpointRouteOptions['errors']>[number];
type RouteSchema<N extends EndpointName> = {
  tags: string[];
  summary: string;
  description?: string;
  security?: readonly Record<string, string[]>[];
  consumes?: string[];
  params: Pick_<Schemas<N>, 'params'>;
  querystring: Pick_<Schemas<N>, 'query'>;
  body: Pick_<Schemas<N>, 'body'>;
  response: { [K in SuccessStatus<Schemas<N>> & number]: AnswerOf<Schemas<N>> } & { [K in ErrorStatus]: typeof errorAnswerSchema };
};

/**
 * The route options of a contract endpoint: method, path and schemas come from `@campus/contract`, so the server and
 * the web cannot disagree on them. Spread into `app.route({ ...endpointRoute(name, options), handler })`: the
 * handler's request and reply are typed from the schemas.
 */
export function endpointRoute<N extends EndpointName>(name: N, options: EndpointRouteOptions) {
  const { method, path } = endpoints[name];
  const schemas = endpointSchemas[name] as EndpointSchemas;
  const response: Record<number, unknown> = {};
  for (const status of options.errors ?? DEFAULT_ERRORS) response[status] = errorAnswerSchema;
  if (schemas.answer) response[schemas.status ?? 200] = schemas.answer;
  // A 204 answers no body: said so in the OpenAPI document and kept empty by the serializer.
  else if (schemas.status === 204) response[204] = noContentSchema;
  const schema: Record<string, unknown> = { tags: options.tags, summary: options.summary, response };
  if (options.description) schema.description = options.description;
  if (options.config?.auth !== 'public') schema.security = options.security ?? (path.startsWith('/api/gestion/') ? bearerOrApiKey : bearer);
  if (schemas.params) schema.params = schemas.params;
  if (schemas.query) schema.querystring = schemas.query;
  if (schemas.body) schema.body = schemas.body;
  if (schemas.multipart) schema.consumes = ['multipart/form-data'];
  if (options.hide) schema.hide = true;
  return {
    method,
    url: path as string,
    ...(options.config ? { config: options.config } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    // Typed from the contract's table; built above from the same entries, without the parts the endpoint lacks.
    schema: schema as RouteSchema<N>,
  };
}
