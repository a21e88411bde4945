import { getNotificationTarget, texts, type Notification } from '@campus/contract';
import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { Spinner } from '../../components/spinner';
import { webTexts } from '../../lib/texts';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { useNotificationHistory } from './api/get-notification-history';
import { useReadNotification } from './api/read-notification';
import { NotificationItem } from './notification-item';
import bellStyles from './notification-bell.module.css';
import styles from './notification-history.module.css';

const t = texts.notifications;

/**
 * Every notification of the person (issue 29: the bell shows only the latest), newest first, a page at a
 * time. Opening one marks it read and goes where it points, as in the bell; reads and live notifications
 * reach these pages through the bell's cache writes.
 */
export function NotificationHistory() {
  const headingId = useId();
  const history = useNotificationHistory();
  useQueryErrorToast(history, history.error?.message ?? t.historyError);
  const { mutate: markRead } = useReadNotification();
  const navigate = useNavigate();

  const openNotification = (notification: Notification) => {
    if (!notification.is_read) markRead(notification);
    const target = getNotificationTarget(notification);
    if (target) navigate(target);
  };

  const notifications = history.data?.pages.flatMap((page) => page.notifications) ?? [];
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={history.isPending || undefined}>
      <h2 id={headingId} className={styles.heading}>
        {t.historyHeading}
      </h2>
      <div className={styles.card}>
        {history.isPending ? (
          <ListSkeleton pictureSize="32px" />
        ) : history.isError && notifications.length === 0 ? (
          <div className={bellStyles.error} role="alert">
            <p>{history.error.message}</p>
            <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small' })} onClick={() => void history.refetch()}>
              <RefreshCw aria-hidden="true" size={16} />
              {webTexts.notifications.retry}
            </button>
          </div>
        ) : notifications.length === 0 ? (
          <EmptyState message={texts.empty.noNotifications} />
        ) : (
          <>
            <ul role="list" className={bellStyles.list}>
              {notifications.map((notification) => (
                <li key={notification.notification_user_id}>
                  <NotificationItem notification={notification} onOpen={openNotification} />
                </li>
              ))}
            </ul>
            {history.hasNextPage ? (
              <div className={styles.loadMore}>
                <button
                  type="button"
                  className={buttonClassName({ variant: 'secondary', size: 'small' })}
                  disabled={history.isFetchingNextPage}
                  onClick={() => void history.fetchNextPage()}
                >
                  {history.isFetchingNextPage ? <Spinner size="small" /> : null}
                  {t.historyLoadMore}
                </button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
