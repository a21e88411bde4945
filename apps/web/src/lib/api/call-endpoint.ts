import { buildEndpointPath, endpointQueryKey, endpoints, type EndpointName } from '@campus/contract/plain';
import type { EndpointSchemaTable } from '@campus/contract';
import type { z } from 'zod';
import { apiRequest } from '../api-client';
import type { QueryValue } from '../api-request-init';
import { lazySchema } from '../contract-schemas';

// The one way the web calls the API: by the endpoint's name in the contract (`@campus/contract` endpoints), which
// holds its method, path and schemas. Features never write a path (lint), so a call cannot drift from its route.

type Schemas<N extends EndpointName> = EndpointSchemaTable[N];

/** A path param: the contract's params schema names them; the web passes strings or numbers. */
export type EndpointParams<N extends EndpointName> =
  Schemas<N> extends { params: z.ZodType } ? { [K in keyof z.output<Schemas<N>['params']>]: string | number } : undefined;
/** The query of a read: the contract's query schema names the keys; null and undefined values are left out. */
export type EndpointQuery<N extends EndpointName> =
  Schemas<N> extends { query: z.ZodType } ? { [K in keyof z.output<Schemas<N>['query']>]?: QueryValue } : undefined;
/** The JSON body (the schema's input), or FormData for a multipart upload. */
export type EndpointBody<N extends EndpointName> =
  Schemas<N> extends { body: z.ZodType } ? z.input<Schemas<N>['body']> : Schemas<N> extends { multipart: true } ? FormData : undefined;
/** The checked answer (the schema's output); unknown for an endpoint that answers no body. */
export type EndpointAnswer<N extends EndpointName> = Schemas<N> extends { answer: z.ZodType } ? z.output<Schemas<N>['answer']> : unknown;

export type EndpointInput<N extends EndpointName> = (EndpointParams<N> extends undefined ? { params?: undefined } : { params: EndpointParams<N> }) &
  (EndpointBody<N> extends undefined ? { body?: undefined } : { body: EndpointBody<N> }) &
  (EndpointQuery<N> extends undefined ? { query?: undefined } : { query?: EndpointQuery<N> }) & { signal?: AbortSignal };

type InputArgs<N extends EndpointName> = object extends EndpointInput<N> ? [input?: EndpointInput<N>] : [input: EndpointInput<N>];

/**
 * Calls an endpoint of the contract by name. The answer is checked against the endpoint's answer schema (once the
 * contract's schemas have loaded: before, as lib/api-client says for the first load's answers).
 */
export function callEndpoint<N extends EndpointName>(name: N, ...[input]: InputArgs<N>): Promise<EndpointAnswer<N>> {
  const route = endpoints[name];
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
  };
  return apiRequest(buildEndpointPath(route, params), {
    method: route.method,
    query,
    body,
    signal,
    schema: lazySchema((contract) => (contract.endpointSchemas[name] as { answer?: z.ZodType }).answer),
  }) as Promise<EndpointAnswer<N>>;
}

/** The query key of a read, from its name, params and query (the same for every feature that reads it). */
export function queryKeyOf<N extends EndpointName>(name: N, params?: EndpointParams<N>, query?: EndpointQuery<N>): EndpointQueryKey<N> {
  return endpointQueryKey(name, params ?? {}, query ?? {}) as EndpointQueryKey<N>;
}

type OrEmpty<T> = T extends undefined ? Record<never, never> : T;
export type EndpointQueryKey<N extends EndpointName> = readonly [N, OrEmpty<EndpointParams<N>>, OrEmpty<EndpointQuery<N>>];

/** The prefix of every cached read of these endpoints, whatever their params (a relogin asks them all again). */
export function isQueryOfEndpoints(queryKey: readonly unknown[], names: readonly EndpointName[]): boolean {
  return names.includes(queryKey[0] as EndpointName);
}
