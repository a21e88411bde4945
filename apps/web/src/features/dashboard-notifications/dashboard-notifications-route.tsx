import { texts } from '@campus/contract';
import { usePageTitle } from '../../lib/use-page-title';

/** /notificaciones: dashboard notifications (issue 11; being built). */
export function DashboardNotificationsRoute() {
  usePageTitle(texts.menu.notifications);
  return <h1>{texts.menu.notifications}</h1>;
}
