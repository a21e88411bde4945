import { texts } from '@campus/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { Bell, X } from 'lucide-react';
import { useState } from 'react';
import { webTexts } from '../../lib/texts';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { useUnreadNumber } from './api/get-unread-number';
import styles from './notification-bell.module.css';
import { NotificationPanel } from './notification-panel';
import { useBellEvents } from './use-bell-events';

/** Largest number written on the badge; more reads "99+". */
const MAX_BADGE_COUNT = 99;

/**
 * The header's notification bell (spec 000 §2, §4): an unread dot with the count, and a panel with
 * tabs "Todas" plus one per type. It updates live from the `bell` socket event.
 */
export function NotificationBell() {
  const [isOpen, setIsOpen] = useState(false);
  const unreadQuery = useUnreadNumber();
  useQueryErrorToast(unreadQuery, texts.notifications.unreadError);
  useBellEvents();

  const count = unreadQuery.data?.count;
  const label = count === undefined ? webTexts.notifications.bellLabelLoading : webTexts.notifications.bellLabel(count);

  return (
    <div className={styles.root} data-tour="notifications">
      {/* Non-modal: a popover-like panel; Esc or a click elsewhere closes it, focus returns to the bell. */}
      <Dialog.Root open={isOpen} onOpenChange={setIsOpen} modal={false}>
        <Dialog.Trigger className={styles.trigger} aria-label={label} title={label}>
          <Bell aria-hidden="true" size={22} />
          {count !== undefined && count > 0 ? (
            <span className={styles.badge} aria-hidden="true" data-testid="notification-badge">
              {count > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : count}
            </span>
          ) : null}
        </Dialog.Trigger>
        <Dialog.Content className={styles.panel} aria-describedby={undefined}>
          <div className={styles.panelHeader}>
            <Dialog.Title className={styles.panelTitle}>{webTexts.notifications.panelTitle}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={webTexts.notifications.close}>
              <X aria-hidden="true" size={20} />
            </Dialog.Close>
          </div>
          <NotificationPanel onNavigate={() => setIsOpen(false)} />
        </Dialog.Content>
      </Dialog.Root>
    </div>
  );
}
