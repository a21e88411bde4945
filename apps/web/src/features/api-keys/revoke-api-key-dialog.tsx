import type { ApiKey } from '@campus/contract';
import { toast } from 'sonner';
import { buttonClassName } from '../../components/button-class';
import { FormError } from '../../components/form/form-error';
import { ModalDialog, ModalDialogActions } from '../../components/modal-dialog';
import { Spinner } from '../../components/spinner';
import { useRevokeApiKey } from './api/revoke-api-key';
import { apiKeysTexts as t, fillText } from './api-keys-texts';

/** Confirms a revocation: the key stops working at once and it cannot be undone. */
export function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  const confirm = () => {
    if (!apiKey) return;
    revoke.mutate(apiKey.id, {
      onSuccess: (answer) => {
        toast.success(fillText(t.revokedDone, { name: answer.key.name }));
        onClose();
      },
    });
  };
  return (
    <ModalDialog
      isOpen={apiKey !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) {
          revoke.reset();
          onClose();
        }
      }}
      title={apiKey ? fillText(t.revokeTitle, { name: apiKey.name }) : ''}
      description={t.revokeBody}
      closeLabel={t.cancel}
    >
      <FormError message={revoke.error?.message} />
      <ModalDialogActions>
        <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onClose}>
          {t.cancel}
        </button>
        <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={confirm} disabled={revoke.isPending}>
          {revoke.isPending ? <Spinner size="small" /> : null}
          {t.revokeConfirm}
        </button>
      </ModalDialogActions>
    </ModalDialog>
  );
}
