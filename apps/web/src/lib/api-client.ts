import type { ErrorCode } from '@campus/contract';
import { texts } from '@campus/contract/plain';
import type { z } from 'zod';
import { loadContract, loadedContract, type LazySchema } from './contract-schemas';
import { buildApiUrl, buildRequestInit, type QueryValue } from './api-request-init';
import { takeEarlyRequest } from './early-requests';
import { endRefusedSession } from './session-end';
import { getServerRenderScope } from './server-render-scope';
import { getToken, setToken } from './session-store';
import { webTexts } from './texts';

/** Codes the client adds to the server's error codes for failures that never reached an answer. */
export type ClientErrorCode = 'network' | 'invalid_answer';

/**
 * The one error type of the web's API calls. `message` is Spanish and ready to show: the server's own
 * message when it answered `{status:'error', code, message}`, else a client text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when no answer arrived (network failure, aborted request). */
    readonly status: number,
    /** A server ErrorCode, a ClientErrorCode, or any newer code the server adds. */
    readonly code: ErrorCode | ClientErrorCode | string,
    message: string,
    /** The answer's JSON body, when it had one: a refusal may carry more than its message (an import's 422, its errors). */
    readonly answer?: unknown,
  ) {
    super(message);
  }
}

/** True for errors of the API client, with the given HTTP status when one is passed. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export interface ApiRequestOptions<TSchema extends z.ZodType | undefined = undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** JSON body, or FormData for uploads (the browser sets the multipart boundary). */
  body?: unknown;
  /**
   * Contract schema the answer is checked against; the result is typed from it. Calls the first load makes
   * name it with `lazySchema` (lib/contract-schemas): checked the same way once the schemas have loaded;
   * an answer arriving before is taken as typed and checked when they load, a mismatch logged as below.
   */
  schema?: TSchema | LazySchema<TSchema>;
  signal?: AbortSignal;
}

type Answer<TSchema> = TSchema extends z.ZodType ? z.infer<TSchema> : unknown;

const BEARER_PREFIX = /^Bearer\s+/i;

export { buildApiUrl };

/** The API renews the token by sending `authorization: Bearer <token>` on any answer (spec 000 §7). */
function adoptRenewedToken(response: Response): void {
  const header = response.headers.get('authorization');
  if (!header || !BEARER_PREFIX.test(header)) return;
  const renewed = header.replace(BEARER_PREFIX, '').trim();
  // Only while signed in: an answer arriving after a logout must not bring the session back.
  if (renewed && getToken() !== null) setToken(renewed);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorFromAnswer(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const { code, message } = body as { code?: unknown; message?: unknown };
    if (typeof message === 'string' && message.trim()) {
      return new ApiError(status, typeof code === 'string' ? code : 'internal', message, body);
    }
  }
  if (status === 401) return new ApiError(status, 'unauthorized', texts.errors.unauthorized, body);
  if (status === 403) return new ApiError(status, 'forbidden', texts.errors.forbidden, body);
  if (status === 404) return new ApiError(status, 'not_found', texts.errors.notFound, body);
  if (status === 429) return new ApiError(status, 'rate_limited', texts.errors.rateLimited, body);
  return new ApiError(status, 'internal', texts.errors.internal, body);
}

/**
 * Calls the API (spec 000 §7): sends the stored bearer token with credentials and no-cache headers,
 * adopts a renewed token from the `authorization` answer header, parses the JSON answer and throws
 * an ApiError carrying the server's Spanish message on failure. A 401 to the stored token ends the session
 * (lib/session-end).
 */
export async function apiRequest<TSchema extends z.ZodType | undefined = undefined>(
  path: string,
  options: ApiRequestOptions<TSchema> = {},
): Promise<Answer<TSchema>> {
  const { method = 'GET', query, body, schema, signal } = options;
  const url = buildApiUrl(path, query);
  // A GET the boot script already started (lib/early-requests) is the same request: its answer is used.
  const early = method === 'GET' && body === undefined ? takeEarlyRequest(url) : undefined;
  // On the server (src/entry-server.tsx) the request is answered in-process, for the render's user.
  const serverScope = getServerRenderScope();
  let response: Response;
  const sentToken = getToken();
  try {
    const init = buildRequestInit(sentToken, { method, body, signal });
    response = await (early ?? (serverScope ? serverScope.fetch(url, init) : fetch(url, init)));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network', webTexts.network.unreachable);
  }

  if (!serverScope) adoptRenewedToken(response);
  // Every /api route answers 401 only for a missing, expired or revoked session: this tab's session is over. The
  // call is left unanswered: the page that made it is leaving for /login with one notice (lib/session-end), and
  // its own error (a red toast, an error state) would only repeat it, once per call.
  if (response.status === 401 && !serverScope && endRefusedSession(sentToken)) return new Promise<never>(() => undefined);
  const answer = await readJson(response);
  const isErrorStatus = !!answer && typeof answer === 'object' && (answer as { status?: unknown }).status === 'error';
  if (!response.ok || isErrorStatus) throw errorFromAnswer(response.status, answer);

  if (!schema) return answer as Answer<TSchema>;
  let zodSchema = schema as z.ZodType;
  if ('fromContract' in schema) {
    const lazy = schema as LazySchema<z.ZodType>;
    const contract = loadedContract();
    // Answered in-process by the server's own routes, which serialize through these very contract schemas.
    if (serverScope) return answer as Answer<TSchema>;
    if (!contract) {
      // Before the schemas have loaded (the first paint's answers): taken as typed, checked when they load.
      void loadContract().then((loaded) => {
        const late = lazy.fromContract(loaded)?.safeParse(answer);
        if (late && !late.success) reportUnexpectedAnswer(method, path, late.error);
      });
      return answer as Answer<TSchema>;
    }
    const picked = lazy.fromContract(contract);
    if (!picked) return answer as Answer<TSchema>;
    zodSchema = picked;
  }
  const parsed = zodSchema.safeParse(answer);
  if (!parsed.success) {
    reportUnexpectedAnswer(method, path, parsed.error);
    throw new ApiError(response.status, 'invalid_answer', webTexts.network.invalidAnswer);
  }
  return parsed.data as Answer<TSchema>;
}

function reportUnexpectedAnswer(method: string, path: string, error: z.ZodError): void {
  // The contract is shared with the server, so this is a bug worth seeing in the console.
  console.error(`Respuesta inesperada de ${method} ${path}`, error);
}
