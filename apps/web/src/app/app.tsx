import { useEffect } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { allowContractLoad } from '../lib/contract-schemas';
import { markFirstPaint } from '../lib/first-paint';
import { setHydrationNow } from '../lib/render-clock';
import { createQueryClient } from '../lib/query-client';
import { AppFrame } from './app-frame';
import { preloadHome } from './preload-home';
import { appRoutes } from './router';
import { adoptServerRender } from './server-render-state';

const queryClient = createQueryClient();
/** True when the page came rendered by the server (the signed-in home): main.tsx hydrates it. */
export const isServerRendered = adoptServerRender(queryClient);
const router = createBrowserRouter(appRoutes);
/** Resolves when the first render may start (see preloadHome); main.tsx waits for it. */
export const appReady = preloadHome(queryClient, { hasData: isServerRendered });

/** The app: data cache, crash boundary, router and toasts (app-frame). */
export function App() {
  // The schemas (zod and the contract's: lib/contract-schemas) and the panels that wait for the first paint
  // (lib/first-paint) load once the first render is committed and painted, so they never delay it: after the
  // commit, a frame, then a task after that frame's paint.
  useEffect(() => {
    // A hydrated page's clock was the server's for the hydrating render only (lib/render-clock).
    setHydrationNow(null);
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
  return (
    <AppFrame queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
