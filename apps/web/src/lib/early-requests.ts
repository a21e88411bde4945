/**
 * API answers asked for before the app's code has arrived. The boot script (src/boot.ts) starts the few
 * GET requests a page needs first, as soon as index.html is parsed; apiRequest then takes the one with
 * the same URL instead of asking again, so the answer is usually in by the time the app renders. This
 * module imports nothing: it is part of the boot script, which must stay a few hundred bytes.
 */
const pending = new Map<string, Promise<Response>>();

/** Starts a GET of `url` with `init` (apiRequest's own headers: see buildRequestInit). */
export function startEarlyRequest(url: string, init: RequestInit): void {
  const response = fetch(url, init);
  // Nobody may take it (the visit went elsewhere): a failure must not reach the console as unhandled.
  response.catch(() => undefined);
  pending.set(url, response);
}

/** The early answer for a GET of `url`, once: a later call asks the server again. */
export function takeEarlyRequest(url: string): Promise<Response> | undefined {
  const response = pending.get(url);
  pending.delete(url);
  return response;
}
