import { texts } from '@campus/contract';
import { usePageTitle } from '../../lib/use-page-title';

/** /gestion/notificaciones: staff write dashboard notifications (issue 11; being built). */
export function AcademyNotificationsRoute() {
  usePageTitle(texts.menu.academyNotifications);
  return <h1>{texts.menu.academyNotifications}</h1>;
}
