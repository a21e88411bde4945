import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useIsFirstPaintDone } from '../lib/first-paint';
import { subscribeSessionEnd } from '../lib/session-end';
import { AppErrorBoundary } from './screens/app-error-boundary';

// The toaster (sonner and its styles) is not needed for the first paint; it loads right after, and sonner
// replays a toast raised before it subscribed (lib/show-error-toast).
const AppToaster = lazy(() => import('./app-toaster').then((module) => ({ default: module.AppToaster })));

/**
 * Everything around the router: data cache, crash boundary and toasts (top-centre below the header, 3 s:
 * spec 002 §2). The browser (app.tsx) and the server's render of the home (src/entry-server.tsx) both use
 * it, so the HTML the server sends is the tree the browser hydrates.
 */
export function AppFrame({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const isFirstPaintDone = useIsFirstPaintDone();
  useEffect(
    () =>
      subscribeSessionEnd(() => {
        // After the guarded shell has left (its token is gone), so no mounted query fetches again for nothing;
        // the next person signing in on this device must not see this one's answers.
        window.setTimeout(() => queryClient.clear(), 0);
      }),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AppErrorBoundary>{children}</AppErrorBoundary>
      {isFirstPaintDone ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
