import { changePasswordBodySchema, texts, type ChangePasswordBody } from '@campus/contract';
import { ExternalLink, LockKeyhole } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { buttonClassName } from '../../../components/button-class';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api-client';
import { useChangePassword } from './api/change-password';
import { usePasswordSettings } from './api/get-password-settings';
import { privacyTabTexts as labels } from './privacy-texts';
import styles from './privacy.module.css';

const fields = [
  { name: 'currentPassword', label: labels.currentPassword, autoComplete: 'current-password' },
  { name: 'newPassword', label: labels.newPassword, autoComplete: 'new-password' },
  { name: 'confirmPassword', label: labels.confirmPassword, autoComplete: 'new-password' },
] as const satisfies readonly { name: keyof ChangePasswordBody; label: string; autoComplete: string }[];

const emptyForm: ChangePasswordBody = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * 'Contraseña': with the built-in academy sign-in, the current password and the new one twice, checked with the
 * contract's rule before sending; with an OIDC provider, a link to that provider's account page instead.
 */
export function ChangePasswordCard() {
  const settings = usePasswordSettings();
  // Without an answer the form shows: the server itself refuses (409) when a provider holds the password.
  const providerPage = settings.data?.provider === 'oidc' ? { accountUrl: settings.data.accountUrl } : null;
  const isProvider = providerPage !== null;
  return (
    <section className={styles.card} aria-labelledby="privacy-password-title">
      <div className={styles.cardHeader}>
        <span className={styles.cardIcon} aria-hidden="true">
          <LockKeyhole size={20} />
        </span>
        <div>
          <h2 id="privacy-password-title" className={styles.cardTitle}>
            {labels.passwordTitle}
          </h2>
          <p className={styles.cardLead}>{isProvider ? labels.providerLead : labels.passwordLead}</p>
        </div>
      </div>
      {settings.isPending ? (
        <Spinner />
      ) : providerPage ? (
        providerPage.accountUrl ? (
          <a className={buttonClassName({ variant: 'secondary' })} href={providerPage.accountUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" size={18} />
            {labels.providerLink}
            <span className="visually-hidden"> {labels.providerLinkHint}</span>
          </a>
        ) : (
          <p>{texts.privacy.managedByProvider}</p>
        )
      ) : (
        <ChangePasswordForm />
      )}
    </section>
  );
}

function ChangePasswordForm() {
  const formId = useId();
  const change = useChangePassword();
  const [isShown, setIsShown] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useZodForm(changePasswordBodySchema, { defaultValues: emptyForm, mode: 'onSubmit', reValidateMode: 'onChange' });

  const onSubmit = async (values: ChangePasswordBody) => {
    try {
      const answer = await change.mutateAsync(values);
      toast.success(answer.message);
      reset(emptyForm);
    } catch (error) {
      if (isApiError(error, 400) && error.message === texts.privacy.wrongCurrentPassword) {
        setError('currentPassword', { message: error.message });
        setFocus('currentPassword');
        return;
      }
      toast.error(
        texts.privacy.passwordChangeError,
        isApiError(error) && error.status !== 500 && error.status !== 0 ? { description: error.message } : undefined,
      );
    }
  };

  return (
    <form className={styles.passwordForm} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-labelledby="privacy-password-title">
      {fields.map((field) => (
        <TextField
          key={field.name}
          id={`${formId}-${field.name}`}
          label={field.label}
          hint={field.name === 'newPassword' ? labels.passwordRule : undefined}
          error={errors[field.name]?.message}
          type={isShown ? 'text' : 'password'}
          autoComplete={field.autoComplete}
          {...register(field.name)}
        />
      ))}
      <label className={styles.showToggle}>
        <input type="checkbox" checked={isShown} onChange={(event) => setIsShown(event.target.checked)} />
        {labels.showPasswords}
      </label>
      <div className={styles.actions}>
        <button type="submit" className={buttonClassName({ variant: 'primary' })} disabled={isSubmitting}>
          {isSubmitting ? <Spinner size="small" /> : null}
          {labels.changePassword}
        </button>
      </div>
    </form>
  );
}
