import { texts } from '@campus/contract/plain';
import * as Dialog from '@radix-ui/react-dialog';
import { CheckCheck, X } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { IconButton } from '../../components/icon-button';
import { paths } from '../../lib/routes';
import { webTexts } from '../../lib/texts';
import styles from './notification-bell.module.css';
import { NotificationPanel } from './notification-panel';
import { useUnreadNumber } from './api/get-unread-number';
import { useReadAllNotifications } from './api/read-all-notifications';

interface NotificationBellDialogProps {
  /** The id the bell's aria-controls names. */
  contentId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The bell (a plain button in the first-load code, not a Radix Trigger): focus goes back to it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The bell's panel as a non-modal dialog, loaded the first time the bell is opened (Radix Dialog and the
 * panel are not needed for the first paint). It does what Dialog.Trigger would do for a trigger Radix
 * does not know: a press on the bell toggles instead of closing and reopening, and closing returns focus
 * to the bell unless the panel was closed by interacting elsewhere.
 */
export function NotificationBellDialog({ contentId, isOpen, onOpenChange, triggerRef }: NotificationBellDialogProps) {
  const hasInteractedOutside = useRef(false);
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Content
        id={contentId}
        className={styles.panel}
        aria-describedby={undefined}
        onInteractOutside={(event) => {
          if (triggerRef.current?.contains(event.target as Node)) event.preventDefault();
          else hasInteractedOutside.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!hasInteractedOutside.current) triggerRef.current?.focus();
          hasInteractedOutside.current = false;
        }}
      >
        <div className={styles.panelHeader}>
          <Dialog.Title className={styles.panelTitle}>{webTexts.notifications.panelTitle}</Dialog.Title>
          <Dialog.Close asChild>
            <IconButton label={webTexts.notifications.close} hasTooltip={false} shape="square">
              <X aria-hidden="true" size={20} />
            </IconButton>
          </Dialog.Close>
        </div>
        <NotificationPanel onNavigate={() => onOpenChange(false)} />
        {/* Below the list, where the header's title and close button leave it room at every width. */}
        <div className={styles.panelFooter}>
          <MarkAllReadButton />
          <Link to={paths.notifications} className={styles.seeAll} onClick={() => onOpenChange(false)}>
            {texts.notifications.seeAll}
          </Link>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** "Marcar todas como leídas" (issue 29): shown while something is unread; the answer updates the lists and counter. */
function MarkAllReadButton() {
  const count = useUnreadNumber().data?.count ?? 0;
  const { mutate: markAllRead, isPending } = useReadAllNotifications();
  if (count === 0) return null;
  return (
    <button
      type="button"
      className={buttonClassName({ variant: 'ghost', size: 'small', className: styles.markAllRead })}
      disabled={isPending}
      onClick={() => markAllRead()}
    >
      <CheckCheck aria-hidden="true" size={16} />
      {texts.notifications.markAllRead}
    </button>
  );
}
