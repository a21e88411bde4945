import { getNotificationTarget, texts, type Notification } from '@campus/contract';
import { RefreshCw } from 'lucide-react';
import { useNavigate } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { webTexts } from '../../lib/texts';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { useNotifications } from './api/get-notifications';
import { useReadNotification } from './api/read-notification';
import { NotificationItem } from './notification-item';
import styles from './notification-bell.module.css';

/**
 * The notifications of one tab. Clicking one marks it read (optimistically) and goes where it points
 * (spec 000 §4: post → /tablon, chat → /chat/{id}, event → /calendario?event_id={id}; ours, case →
 * /incidencias?case={ticket}).
 */
export function NotificationList({ typeId, onNavigate }: { typeId: number | null; onNavigate: () => void }) {
  const query = useNotifications(typeId);
  useQueryErrorToast(query, query.error?.message ?? texts.errors.internal);
  const { mutate: markRead } = useReadNotification();
  const navigate = useNavigate();

  if (query.isPending) return <ListSkeleton pictureSize="32px" />;
  if (query.isError) {
    return (
      <div className={styles.error} role="alert">
        <p>{query.error.message}</p>
        <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small' })} onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" size={16} />
          {webTexts.notifications.retry}
        </button>
      </div>
    );
  }
  const notifications = query.data.notifications;
  if (notifications.length === 0) return <EmptyState message={texts.empty.noNotifications} />;

  const openNotification = (notification: Notification) => {
    if (!notification.is_read) markRead(notification);
    const target = getNotificationTarget(notification);
    if (!target) return;
    onNavigate();
    navigate(target);
  };

  return (
    <ul role="list" className={styles.list}>
      {notifications.map((notification) => (
        <li key={notification.notification_user_id}>
          <NotificationItem notification={notification} onOpen={openNotification} />
        </li>
      ))}
    </ul>
  );
}
