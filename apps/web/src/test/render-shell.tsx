import type { RouteObject } from 'react-router';
import { AppShell } from '../app/layout/app-shell';
import { RequireSession } from '../app/require-session';
import { renderApp } from './render-app';

/**
 * The signed-in shell (header, menu, tour) around a plain page at every path, so tests of the header's
 * parts do not depend on what the home or other pages load.
 */
const shellRoutes: RouteObject[] = [
  { path: '/login', element: <h1>Iniciar sesión</h1> },
  {
    element: (
      <RequireSession>
        <AppShell />
      </RequireSession>
    ),
    children: [{ path: '*', element: <h1>Página de prueba</h1> }],
  },
];

/** Renders the shell at `path` (see renderApp for what comes with it). */
export function renderShell(path: string) {
  return renderApp(path, shellRoutes);
}
