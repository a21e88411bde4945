import type { Notification } from '@campus/contract';
import { CalendarDays, Info, LifeBuoy, Megaphone, MessageCircle } from 'lucide-react';
import { formatDayMonthTime } from '../../lib/format-date-time';
import { webTexts } from '../../lib/texts';
import styles from './notification-bell.module.css';

function NotificationIcon({ type }: { type: Notification['notifiable_type'] }) {
  const Icon = type === 'post' ? Megaphone : type === 'chat' ? MessageCircle : type === 'event' ? CalendarDays : type === 'case' ? LifeBuoy : Info;
  return (
    <span className={styles.itemIcon} aria-hidden="true">
      <Icon size={18} />
    </span>
  );
}

/** One notification as a button (the bell's tabs and the history on /notificaciones): unread ones stand out. */
export function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: (notification: Notification) => void }) {
  return (
    <button
      type="button"
      className={[styles.item, notification.is_read ? undefined : styles.unreadItem].filter(Boolean).join(' ')}
      onClick={() => onOpen(notification)}
    >
      <NotificationIcon type={notification.notifiable_type} />
      {/* The spaces between the parts keep them apart in the button's accessible name. */}
      <span className={styles.itemBody}>
        <span className={styles.itemTitle}>
          {notification.is_read ? null : <span className="visually-hidden">{webTexts.notifications.unread}:</span>} {notification.title}
        </span>{' '}
        <span className={styles.itemMessage}>{notification.message}</span>{' '}
        <time className={styles.itemDate} dateTime={notification.sent_at}>
          {formatDayMonthTime(notification.sent_at)}
        </time>
      </span>
      {notification.is_read ? null : <span className={styles.unreadDot} aria-hidden="true" />}
    </button>
  );
}
