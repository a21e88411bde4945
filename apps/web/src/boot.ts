// The boot script: index.html loads it (async, before the app) so the signed-in home's first answer is asked
// while the app's code is still arriving and running, instead of after. It imports no library (no React, no
// zod): the user is read as stored, and whatever it starts goes unused unless apiRequest asks the same URL.
// On a home the server rendered (apps/server/src/http/server-rendered-home.ts), the answers are in the page;
// there it is the app's loader instead: it runs the app once the page is on screen.
import { appEntryMetaName } from '@campus/contract/plain';
import { buildApiUrl, buildRequestInit } from './lib/api-request-init';
import { contactFormationsRequest } from './lib/api/contact-formations-request';
import { startEarlyRequest } from './lib/early-requests';
import { routePatterns } from './lib/routes';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './lib/session-keys';

/** The stored token and the fields of the stored user this script needs; null when signed out or unreadable. */
function readStoredSession(): { token: string; contactCode: string; isFreemium: boolean } | null {
  try {
    const token = window.localStorage.getItem(TOKEN_STORAGE_KEY);
    const user = JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? 'null') as { edu_codigocontacto?: unknown; freemium?: unknown } | null;
    if (!token || typeof user?.edu_codigocontacto !== 'string') return null;
    return { token, contactCode: user.edu_codigocontacto, isFreemium: user.freemium === true };
  } catch {
    return null;
  }
}

// The same condition as app/preload-home: a student opening the home gets their formations (the welcome
// card's formation titles are the page's largest paint); a freemium visitor's home may read the trial instead.
/**
 * Runs the app once the rendered page has been painted: after the next frame's paint (a frame, then a task).
 * Run at once, its code (parsing, evaluating, hydrating) would hold that first paint back on a slow CPU; the
 * page's links and forms work without it meanwhile. A tab opened in the background paints no frames: at once.
 */
function runAfterFirstPaint(run: () => void): void {
  if (document.visibilityState === 'hidden') {
    window.setTimeout(run, 0);
    return;
  }
  window.requestAnimationFrame(() => window.setTimeout(run, 0));
}

const appEntry = document.querySelector<HTMLMetaElement>(`meta[name="${appEntryMetaName}"]`)?.content;
const session = !appEntry && window.location.pathname === routePatterns.home ? readStoredSession() : null;
if (appEntry) {
  runAfterFirstPaint(() => void import(/* @vite-ignore */ appEntry));
} else if (session && !session.isFreemium) {
  const { path, query } = contactFormationsRequest(session.contactCode);
  startEarlyRequest(buildApiUrl(path, query), buildRequestInit(session.token));
}
