import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from './icon-button';
import styles from './modal-dialog.module.css';

interface ModalDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** Read by screen readers as the dialog's description. */
  description?: ReactNode;
  /** A decorative illustration above the title. */
  icon?: ReactNode;
  closeLabel: string;
  size?: 'small' | 'medium';
  children?: ReactNode;
}

/** A centred modal dialog (Radix: focus trap, Escape, labelled by its title). On phones it sits at the bottom. */
export function ModalDialog({ isOpen, onOpenChange, title, description, icon, closeLabel, size = 'small', children }: ModalDialogProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={[styles.content, styles[size]].join(' ')} {...(description ? {} : { 'aria-describedby': undefined })}>
          {icon ? (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
          {children}
          {/* Last in the focus order: opening the dialog focuses its first action, not the way out. */}
          <Dialog.Close asChild>
            <IconButton label={closeLabel} hasTooltip={false} className={styles.close}>
              <X aria-hidden="true" size={20} />
            </IconButton>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The row of buttons at the foot of a ModalDialog. */
export function ModalDialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
