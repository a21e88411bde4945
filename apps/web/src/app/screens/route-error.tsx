import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';

/** React Router errorElement: logs the crash for the browser console and shows the error screen. */
export function RouteError({ layout }: { layout: 'standalone' | 'inline' }) {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorScreen layout={layout} />;
}
