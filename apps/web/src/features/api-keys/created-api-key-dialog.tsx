import type { CreatedApiKeyAnswer } from '@campus/contract';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { buttonClassName } from '../../components/button-class';
import { ModalDialog, ModalDialogActions } from '../../components/modal-dialog';
import { apiKeysTexts as t, fillText } from './api-keys-texts';
import styles from './api-keys.module.css';

/**
 * The new key, shown this once: the server keeps only its hash, so once this dialog closes nobody can read it
 * again. A copy button and a warning that says so.
 */
export function CreatedApiKeyDialog({ created, onClose }: { created: CreatedApiKeyAnswer | null; onClose: () => void }) {
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.secret);
      setIsCopied(true);
    } catch {
      toast.error(t.copyFailed);
    }
  };
  const close = () => {
    setIsCopied(false);
    onClose();
  };
  return (
    <ModalDialog
      isOpen={created !== null}
      onOpenChange={(isOpen) => (isOpen ? undefined : close())}
      title={created ? fillText(t.createdTitle, { name: created.key.name }) : ''}
      closeLabel={t.close}
      size="medium"
    >
      {created ? (
        <>
          <p className={styles.warning} role="note">
            <TriangleAlert aria-hidden="true" size={20} />
            {t.createdWarning}
          </p>
          <div className={styles.secretRow}>
            <code className={styles.secret} aria-label={t.secretLabel}>
              {created.secret}
            </code>
            <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => void copy()}>
              {isCopied ? <Check aria-hidden="true" size={18} /> : <Copy aria-hidden="true" size={18} />}
              {isCopied ? t.copied : t.copy}
            </button>
          </div>
          <p className={styles.usage}>{t.usage}</p>
          <span className="visually-hidden" role="status">
            {isCopied ? t.copied : ''}
          </span>
          <ModalDialogActions>
            <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={close}>
              {t.done}
            </button>
          </ModalDialogActions>
        </>
      ) : null}
    </ModalDialog>
  );
}
