import { lazy, Suspense, useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { allowContractLoad } from '../lib/contract-schemas';
import { markFirstPaint, useIsFirstPaintDone } from '../lib/first-paint';
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
  // The schemas (zod and the contract's: lib/contract-schemas) and the panels that wait for the first paint
  // (lib/first-paint) load once the first render is committed and painted, so they never delay it: after the
  // commit, a frame, then a task after that frame's paint.
  useEffect(() => {
    let timeout = 0;
    const frame = window.requestAnimationFrame(() => {
      timeout = window.setTimeout(() => {
        markFirstPaint();
        allowContractLoad();
      }, 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timeout);
    };
  }, []);
  const isFirstPaintDone = useIsFirstPaintDone();
  return (
    <QueryClientProvider client={queryClient}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
      {isFirstPaintDone ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
