import type { QueryClient } from '@tanstack/react-query';
import { contactFormationsQueryOptions } from '../lib/api/get-contact-formations';
import { paths } from '../lib/routes';
import { getSession } from '../lib/session-store';
import { loadHomeRoute } from './router';

/** How long the first render waits for the home's formations once its chunk is there (ms). */
const FIRST_ANSWER_WAIT_MS = 150;

/**
 * A signed-in visit that opens on the home starts the home's code and its first answer (the student's
 * formations: a formation's title in the welcome card is the page's largest paint) as the app boots,
 * instead of after the shell has rendered and the route's chunk has arrived. The home then finds both
 * ready or in flight: the same query key, so nothing is asked twice. A freemium visitor's home may read
 * its formations from the trial instead, so only students get the early request.
 *
 * Answers when the first render may start: once the home's chunk has run (main.tsx waits for it). The
 * chunk is in the index.html preloads, so this is a task away; rendering before it would commit the shell
 * with the page loader, and React then holds the home back (Suspense reveals are throttled) for a few
 * hundred milliseconds more. Elsewhere, and when the chunk fails (the route's own error shows), at once.
 */
export function preloadHome(queryClient: QueryClient, { hasData = false }: { hasData?: boolean } = {}): Promise<unknown> {
  if (window.location.pathname !== paths.home) return Promise.resolve();
  const { token, user } = getSession();
  if (!token || !user) return Promise.resolve();
  const homeChunk = loadHomeRoute().catch(() => undefined);
  // A home the server rendered brought its answers in the page: only its code is waited for, to hydrate.
  if (user.freemium || hasData) return homeChunk;
  const formations = queryClient.prefetchQuery(contactFormationsQueryOptions(user.edu_codigocontacto));
  // The formations usually answer while the app's code runs: the first render then shows the welcome card
  // whole instead of its skeleton for a frame. A slow answer holds the first render back a moment at most.
  const chunkThenWait = homeChunk.then(() => new Promise((resolve) => window.setTimeout(resolve, FIRST_ANSWER_WAIT_MS)));
  return Promise.race([Promise.all([homeChunk, formations]), chunkThenWait]);
}
