import { texts, type ProfileRecord } from '@campus/contract';
import { KeyRound } from 'lucide-react';
import { buttonClassName } from '../../../components/button-class';
import { ModalDialog, ModalDialogActions } from '../../../components/modal-dialog';
import { Spinner } from '../../../components/spinner';
import { useResetCredentials } from '../privacy/api/reset-credentials';

/**
 * 'Resetear contraseña' from the information tab (spec 002 §2, §7): the same reset as the privacy tab
 * (POST /api/auth/reset-credentials), confirmed first because it ends the other sessions. The temporary
 * password goes to the personal e-mail saved in the profile; without one, the dialog says so.
 */
export function ResetPasswordDialog({ open, onOpenChange, contact }: { open: boolean; onOpenChange: (open: boolean) => void; contact: ProfileRecord }) {
  const reset = useResetCredentials();
  const email = contact.emailaddress2;

  const confirm = () => {
    if (!email) return;
    reset.mutate(
      { emailaddress2: email, edu_codigoo365: contact.edu_codigoo365, fullname: contact.fullname, forcePasswordChange: true },
      { onSuccess: () => onOpenChange(false) },
    );
  };

  return (
    <ModalDialog
      isOpen={open}
      onOpenChange={onOpenChange}
      title={texts.profile.resetPasswordTitle}
      description={email ? texts.profile.resetPasswordBody.replace('{email}', email) : texts.profile.resetPasswordNoEmail}
      closeLabel={texts.profile.close}
      icon={<KeyRound aria-hidden="true" size={22} />}
    >
      <ModalDialogActions>
        <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => onOpenChange(false)}>
          {texts.profile.cancel}
        </button>
        {email ? (
          <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={confirm} disabled={reset.isPending}>
            {reset.isPending ? <Spinner size="small" /> : null}
            {texts.profile.resetPasswordConfirm}
          </button>
        ) : null}
      </ModalDialogActions>
    </ModalDialog>
  );
}
