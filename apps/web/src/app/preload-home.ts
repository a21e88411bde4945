import type { QueryClient } from '@tanstack/react-query';
import { contactFormationsQueryOptions } from '../lib/api/get-contact-formations';
import { paths } from '../lib/routes';
import { getSession } from '../lib/session-store';
import { loadHomeRoute } from './router';

/**
 * A signed-in visit that opens on the home starts the home's code and its first answer (the student's
 * formations: the welcome card's title is the page's largest paint) as the app boots, instead of after
 * the shell has rendered and the route's chunk has arrived. The home then finds both ready or in flight:
 * the same query key, so nothing is asked twice. A freemium visitor's home may read its formations from
 * the trial instead, so only students get the early request.
 */
export function preloadHome(queryClient: QueryClient): void {
  if (window.location.pathname !== paths.home) return;
  const { token, user } = getSession();
  if (!token || !user) return;
  void loadHomeRoute();
  if (!user.freemium) void queryClient.prefetchQuery(contactFormationsQueryOptions(user.edu_codigocontacto));
}
