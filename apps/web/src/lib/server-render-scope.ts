import type { SessionUser } from '@campus/contract';

/**
 * What a render on the server (src/entry-server.tsx) stands in for: the browser's stored session and its
 * `fetch`. The server renders pages of several users at once, so the scope is not a module variable: the
 * server entry registers a reader (an AsyncLocalStorage of the render) and the session store and the API
 * client ask it. In the browser no reader is ever registered, and everything behaves as before.
 */
export interface ServerRenderScope {
  /** The signed-in session of the render (one object: the session store hands it out as its snapshot). */
  session: { token: string; user: SessionUser };
  /** The render's "now" (lib/render-clock): one time for all its passes, handed to the browser for hydrating. */
  now: Date;
  /** Answers an API request in the server's own process, with the scope's bearer token. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

let readScope: (() => ServerRenderScope | undefined) | null = null;

/** Called once by the server entry. */
export function registerServerRenderScope(reader: () => ServerRenderScope | undefined): void {
  readScope = reader;
}

/** The scope of the render running now on the server; undefined in the browser. */
export function getServerRenderScope(): ServerRenderScope | undefined {
  return readScope?.();
}
