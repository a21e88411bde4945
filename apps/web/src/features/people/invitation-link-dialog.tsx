import { academyTexts } from '@campus/contract';
import { type SentInvitation } from '@campus/contract';
import { Copy } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { buttonClassName } from '../../components/button-class';
import { ModalDialog, ModalDialogActions } from '../../components/modal-dialog';
import { formatAcademyDateTime } from '../../lib/academy-date';
import styles from './people.module.css';

const t = academyTexts.backOfficePeople;

/**
 * The invitation link when it was not mailed (no SMTP configured): staff copy it and hand it over. Shown only for a
 * link delivery; a mailed invitation is a toast.
 */
export function InvitationLinkDialog({ invitation, onClose }: { invitation: SentInvitation | null; onClose: () => void }) {
  const inputId = useId();
  const link = invitation?.delivery === 'link' ? invitation.url : null;
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t.linkCopied);
    } catch {
      // Without clipboard access the field stays selected for a manual copy.
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <ModalDialog
      isOpen={link !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t.invitationLinkTitle}
      description={t.invitationLinkBody.replace('{date}', invitation ? (formatAcademyDateTime(invitation.expiresAt) ?? '') : '')}
      closeLabel={t.close}
      size="medium"
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t.invitationLinkTitle}
      </label>
      <input id={inputId} className={styles.linkInput} readOnly value={link ?? ''} onFocus={(event) => event.currentTarget.select()} />
      <ModalDialogActions>
        <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onClose}>
          {t.close}
        </button>
        <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={() => void copy()}>
          <Copy aria-hidden="true" size={18} />
          {t.copyLink}
        </button>
      </ModalDialogActions>
    </ModalDialog>
  );
}
