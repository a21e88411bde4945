import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { useRealtimeConnection } from '../lib/realtime/use-socket-event';
import { createTestQueryClient } from './query-client';

interface RenderRouteOptions {
  /** The page's route pattern, e.g. '/incidencias'. */
  path: string;
  /** Where the router starts (defaults to `path`): '/incidencias?case=a1'. */
  at?: string;
  /** Pages the page links to, each drawn as its h1 so a test can see where a link led: { '/chat': 'Página de chat' }. */
  otherPages?: Record<string, string>;
  /** Opens the realtime connection as the app shell does, for pages that take live updates (with installFakeSockets). */
  isLive?: boolean;
}

/** The app shell's part a live page needs: the socket connection the page's update hooks listen on. */
function WithRealtime({ children }: { children: ReactNode }) {
  useRealtimeConnection();
  return children;
}

/**
 * Renders one feature page at its route, with a router (to follow links and read the location), a query
 * client without retries and the toaster; no app shell. Returns the router and a userEvent instance.
 */
export function renderRoute(page: ReactNode, { path, at = path, otherPages = {}, isLive = false }: RenderRouteOptions) {
  const router = createMemoryRouter(
    [
      { path, element: isLive ? <WithRealtime>{page}</WithRealtime> : page },
      ...Object.entries(otherPages).map(([otherPath, heading]) => ({ path: otherPath, element: <h1>{heading}</h1> })),
    ],
    { initialEntries: [at] },
  );
  const queryClient = createTestQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, user: userEvent.setup() };
}
