import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppToaster } from './app-toaster';
import { preloadHome } from './preload-home';
import { appRoutes } from './router';
import { AppErrorBoundary } from './screens/app-error-boundary';

const queryClient = createQueryClient();
const router = createBrowserRouter(appRoutes);
preloadHome(queryClient);

/** The app: data cache, crash boundary, router and toasts (top-centre below the header, 3 s: spec 002 §2). */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
      <AppToaster />
    </QueryClientProvider>
  );
}
