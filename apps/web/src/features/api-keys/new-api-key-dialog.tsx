import { createApiKeySchema, type CreateApiKeyBody, type CreatedApiKeyAnswer } from '@campus/contract';
import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { FormError } from '../../components/form/form-error';
import { TextField } from '../../components/form/text-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { ModalDialog } from '../../components/modal-dialog';
import { useCreateApiKey } from './api/create-api-key';
import { apiKeysTexts as t } from './api-keys-texts';
import styles from './api-keys.module.css';

/** "Nueva clave": a name and a scope (read, or read and write), each explained; the created key goes to `onCreated`. */
export function NewApiKeyDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (created: CreatedApiKeyAnswer) => void;
}) {
  return (
    <ModalDialog isOpen={open} onOpenChange={onOpenChange} title={t.createTitle} description={t.lead} closeLabel={t.cancel} size="medium">
      {/* Mounted only while open: every opening starts from an empty form. */}
      {open ? <NewApiKeyForm onCancel={() => onOpenChange(false)} onCreated={onCreated} /> : null}
    </ModalDialog>
  );
}

function NewApiKeyForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (created: CreatedApiKeyAnswer) => void }) {
  const formId = useId();
  const createKey = useCreateApiKey();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(createApiKeySchema, { mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: { name: '', scope: 'read' } });

  const onSubmit = async (values: CreateApiKeyBody) => {
    try {
      onCreated(await createKey.mutateAsync(values));
    } catch (error) {
      setError('root.server', { message: error instanceof Error && error.message ? error.message : t.loadError });
    }
  };

  const scopeErrorId = `${formId}-scope-error`;
  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <TextField label={t.nameLabel} hint={t.nameHint} maxLength={100} autoComplete="off" isRequired error={errors.name?.message} {...register('name')} />
      <fieldset className={styles.scopes} aria-describedby={errors.scope ? scopeErrorId : undefined}>
        <legend>{t.scopeLabel}</legend>
        {(['read', 'write'] as const).map((scope) => (
          <label key={scope} className={styles.scopeOption}>
            <input type="radio" value={scope} aria-labelledby={`${formId}-${scope}-name`} aria-describedby={`${formId}-${scope}-hint`} {...register('scope')} />
            <span id={`${formId}-${scope}-name`} className={styles.scopeName}>
              {scope === 'write' ? t.scopeWrite : t.scopeRead}
            </span>
            <span id={`${formId}-${scope}-hint`} className={styles.scopeHint}>
              {scope === 'write' ? t.scopeWriteHint : t.scopeReadHint}
            </span>
          </label>
        ))}
      </fieldset>
      <FormError id={scopeErrorId} message={errors.scope?.message} />
      <FormError message={errors.root?.server?.message} />
      <FormDialogActions
        cancelLabel={t.cancel}
        onCancel={onCancel}
        submitLabel={t.create}
        submitIcon={<KeyRound aria-hidden="true" size={18} />}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
