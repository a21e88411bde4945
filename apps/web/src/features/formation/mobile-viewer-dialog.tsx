import * as Dialog from '@radix-ui/react-dialog';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { IconButton } from '../../components/icon-button';
import styles from './formation-route.module.css';
import { formationTexts } from './formation-texts';

interface MobileViewerDialogProps {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  /** The scrolling body, scrolled to the top after each selection. */
  bodyRef: Ref<HTMLDivElement>;
  children: ReactNode;
}

/** Under 768 px the selected content opens full screen (spec 001 §2), with a way back to the tree. */
export function MobileViewerDialog({ isOpen, title, onClose, bodyRef, children }: MobileViewerDialogProps) {
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Content
          className={styles.mobileDialog}
          aria-describedby={undefined}
          // The dialog itself takes the focus (screen readers start at its title); Tab reaches the back button.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement).focus();
          }}
        >
          <div className={styles.mobileBar}>
            <Dialog.Close asChild>
              <IconButton label={formationTexts.viewer.backToTree} hasTooltip={false} size="large" tone="strong">
                <ArrowLeft aria-hidden="true" size={22} />
              </IconButton>
            </Dialog.Close>
            {/* The viewer inside has the event's heading; the bar only names the dialog. */}
            <Dialog.Title asChild>
              <p className={styles.mobileTitle}>{title}</p>
            </Dialog.Title>
          </div>
          <div ref={bodyRef} className={styles.mobileBody}>
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
