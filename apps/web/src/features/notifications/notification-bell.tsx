import { texts } from '@campus/contract/plain';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { IconButton } from '../../components/icon-button';
import { webTexts } from '../../lib/texts';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { useUnreadNumber } from './api/get-unread-number';
import styles from './notification-bell.module.css';
import { useBellEvents } from './use-bell-events';

// The panel (Radix Dialog, tabs, the list) loads the first time the bell is opened, or pointed at or
// focused just before: the header shows with every page, the panel rarely.
const loadBellDialog = () => import('./notification-bell-dialog');
const NotificationBellDialog = lazy(() => loadBellDialog().then((module) => ({ default: module.NotificationBellDialog })));

/** Largest number written on the badge; more reads "99+". */
const MAX_BADGE_COUNT = 99;

/**
 * The header's notification bell (spec 000 §2, §4): an unread dot with the count, and a panel with
 * tabs "Todas" plus one per type. It updates live from the `bell` socket event.
 */
export function NotificationBell() {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const unreadQuery = useUnreadNumber();
  useQueryErrorToast(unreadQuery, texts.notifications.unreadError);
  useBellEvents();

  const count = unreadQuery.data?.count;
  const label = count === undefined ? webTexts.notifications.bellLabelLoading : webTexts.notifications.bellLabel(count);

  return (
    <div className={styles.root} data-tour="notifications">
      {/* Non-modal: a popover-like panel; Esc or a click elsewhere closes it, focus returns to the bell.
          The attributes are those of Radix's Dialog.Trigger, which would bring the dialog code with the header. */}
      <IconButton
        ref={triggerRef}
        label={label}
        size="large"
        tone="strong"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? contentId : undefined}
        data-state={isOpen ? 'open' : 'closed'}
        onPointerEnter={() => void loadBellDialog()}
        onFocus={() => void loadBellDialog()}
        onClick={() => {
          setHasOpened(true);
          setIsOpen((wasOpen) => !wasOpen);
        }}
      >
        <Bell aria-hidden="true" size={22} />
        {count !== undefined && count > 0 ? (
          <span className={styles.badge} aria-hidden="true" data-testid="notification-badge">
            {count > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : count}
          </span>
        ) : null}
      </IconButton>
      {hasOpened ? (
        <Suspense fallback={null}>
          <NotificationBellDialog contentId={contentId} isOpen={isOpen} onOpenChange={setIsOpen} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </div>
  );
}
