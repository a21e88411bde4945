import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { IconButton } from '../../components/icon-button';
import { webTexts } from '../../lib/texts';
import styles from './notification-bell.module.css';
import { NotificationPanel } from './notification-panel';

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
      </Dialog.Content>
    </Dialog.Root>
  );
}
