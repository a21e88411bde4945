import { constants } from '@campus/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import { appRoutes } from '../app/router';
import { createTestQueryClient } from './query-client';

/**
 * Renders the real route tree at `path` in StrictMode (as main.tsx does), with a fresh query cache (no
 * retries: see createTestQueryClient) and the toaster. Returns the router to read the current location.
 */
export function renderApp(path: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const view = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster position="top-center" duration={constants.toastDurationMs} richColors />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...view, router, queryClient };
}
