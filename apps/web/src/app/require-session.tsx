import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../lib/routes';
import { useIsSignedIn } from '../lib/session-store';

/** Guard of every shell route: signed-out visitors go to /login (spec 000 §2). */
export function RequireSession({ children }: { children: ReactNode }) {
  const isSignedIn = useIsSignedIn();
  if (!isSignedIn) return <Navigate to={paths.login} replace />;
  return children;
}
