import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { routePatterns } from '../lib/routes';
import { AppShell } from './layout/app-shell';
import { RequireSession } from './require-session';
import { RootLayout } from './root-layout';
import { RouteError } from './screens/route-error';

// One chunk per route: each page's code loads when it is first visited.
const LoginRoute = lazy(() => import('../features/auth/login-route').then((module) => ({ default: module.LoginRoute })));
const HomeRoute = lazy(() => import('../features/home/home-route').then((module) => ({ default: module.HomeRoute })));
const NotFoundRoute = lazy(() => import('./screens/not-found-route').then((module) => ({ default: module.NotFoundRoute })));

/**
 * The route tree. Paths come from lib/routes. Pages of the signed-in area go under the guarded shell;
 * a crash in one of them shows the error screen inside the shell, so the menu still works.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError layout="standalone" />,
    children: [
      { path: routePatterns.login, element: <LoginRoute /> },
      {
        element: (
          <RequireSession>
            <AppShell />
          </RequireSession>
        ),
        children: [
          {
            errorElement: <RouteError layout="inline" />,
            children: [{ index: true, element: <HomeRoute /> }],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
