import type { ReactNode } from 'react';
import { buttonClassName } from './button-class';
import { ModalDialogActions } from './modal-dialog';
import { Spinner } from './spinner';

interface FormDialogActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** The submit button's icon; a spinner takes its place while the form is sent. */
  submitIcon?: ReactNode;
  isSubmitting: boolean;
  /** Another reason the form cannot be sent yet (a file still uploading). */
  isBlocked?: boolean;
  cancelVariant?: 'secondary' | 'ghost';
}

/** The footer of a form in a dialog: cancel, then the submit button, disabled and spinning while sending. */
export function FormDialogActions({
  cancelLabel,
  onCancel,
  submitLabel,
  submitIcon = null,
  isSubmitting,
  isBlocked = false,
  cancelVariant = 'secondary',
}: FormDialogActionsProps) {
  return (
    <ModalDialogActions>
      <button type="button" className={buttonClassName({ variant: cancelVariant })} onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="submit" className={buttonClassName({ variant: 'primary' })} disabled={isSubmitting || isBlocked}>
        {isSubmitting ? <Spinner size="small" /> : submitIcon}
        {submitLabel}
      </button>
    </ModalDialogActions>
  );
}
