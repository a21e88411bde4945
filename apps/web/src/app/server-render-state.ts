import type { SessionUser } from '@campus/contract';
import { serverRenderStateId } from '@campus/contract/plain';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { readBrowserTimeZone } from '../lib/page-session-cookies';
import { setHydrationNow } from '../lib/render-clock';
import { paths } from '../lib/routes';
import { getSession, setToken, setUser } from '../lib/session-store';

/** What the server puts in the page it rendered (src/entry-server.tsx writes it). */
export interface ServerRenderState {
  /** The user the page was rendered for, as the session check answers it. */
  user: SessionUser;
  /** The IANA time zone its dates were written in. */
  timeZone: string;
  /** When it was rendered (ISO): the hydrating render's "now" (lib/render-clock). */
  renderedAt: string;
  /** The answers the render used, for the query cache. */
  queries: DehydratedState;
  /** The session's token when the render's requests renewed it (the stored one then only lives a grace period). */
  renewedToken?: string | null;
}

function readState(): ServerRenderState | null {
  const script = document.getElementById(serverRenderStateId);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as ServerRenderState;
  } catch {
    return null;
  }
}

/**
 * Takes over a page the server rendered: when it was rendered for the user stored here, in this browser's
 * time zone, on the home, the query cache gets the answers it used and the stored user becomes the one it
 * rendered (the fresher of the two), so the first render in the browser is the server's and React hydrates
 * it. Answers whether it did; otherwise main.tsx renders from scratch over it.
 */
export function adoptServerRender(queryClient: QueryClient): boolean {
  const state = readState();
  if (!state) return false;
  const { token, user } = getSession();
  const isSameUser = !!token && user?.edu_codigocontacto === state.user.edu_codigocontacto;
  // The renewal holds whatever the page shows: the stored token stops working after a grace period.
  if (isSameUser && state.renewedToken) setToken(state.renewedToken);
  const isSameVisit = isSameUser && window.location.pathname === paths.home && state.timeZone === readBrowserTimeZone();
  if (!isSameVisit) return false;
  setUser(state.user);
  setHydrationNow(new Date(state.renderedAt));
  hydrate(queryClient, state.queries);
  return true;
}
