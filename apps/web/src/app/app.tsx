import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { preloadHome } from './preload-home';
import { appRoutes } from './router';
import { AppErrorBoundary } from './screens/app-error-boundary';

// The toaster (sonner and its styles) is not needed for the first paint; it loads right after, and sonner
// replays a toast raised before it subscribed (lib/show-error-toast).
const AppToaster = lazy(() => import('./app-toaster').then((module) => ({ default: module.AppToaster })));

const queryClient = createQueryClient();
const router = createBrowserRouter(appRoutes);
/** Resolves when the first render may start (see preloadHome); main.tsx waits for it. */
export const appReady = preloadHome(queryClient);

/** The app: data cache, crash boundary, router and toasts (top-centre below the header, 3 s: spec 002 §2). */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
