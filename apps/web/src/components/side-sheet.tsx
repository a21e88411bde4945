import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from './icon-button';
import styles from './side-sheet.module.css';

interface SideSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  /** Extra content of the header row, before the close button (e.g. a link to the full page). */
  headerExtra?: ReactNode;
  children: ReactNode;
}

/**
 * A panel sliding in from the right (full width on phones), built on Radix Dialog: focus trap, Escape,
 * labelled by its title. The lead form and the help panel use it.
 */
export function SideSheet({ isOpen, onOpenChange, title, description, closeLabel, headerExtra, children }: SideSheetProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.sheet} {...(description ? {} : { 'aria-describedby': undefined })}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {headerExtra}
            <Dialog.Close asChild>
              <IconButton label={closeLabel} hasTooltip={false} className={styles.close}>
                <X aria-hidden="true" size={22} />
              </IconButton>
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
