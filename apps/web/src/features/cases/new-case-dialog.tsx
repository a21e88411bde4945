import { CASE_DESCRIPTION_MAX, CASE_TITLE_MAX, createCaseSchema, texts, type CreateCaseBody, type SupportCase } from '@campus/contract';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { FormError } from '../../components/form/form-error';
import { SelectField, TextareaField, TextField } from '../../components/form/text-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { ModalDialog } from '../../components/modal-dialog';
import { useCreateCase } from './api/create-case';
import styles from './cases.module.css';

/**
 * The incident form (spec 002 §5, §7): title, description and type (0 'Problema técnico', 1 'Consulta
 * administración'), all required ('Todos los campos son requridos.'), on react-hook-form with the schema
 * the server checks. Success toasts 'Incidencia registrada correctamente.' and hands the new case back (the
 * page opens it, so the student sees their ticket number); a refusal keeps what was typed.
 */
export function NewCaseDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (item: SupportCase) => void;
}) {
  return (
    <ModalDialog
      isOpen={open}
      onOpenChange={onOpenChange}
      title={texts.cases.formTitle}
      description={texts.cases.lead}
      closeLabel={texts.cases.close}
      size="medium"
    >
      {/* Mounted only while open: every opening starts from an empty form. */}
      {open ? <NewCaseForm onCancel={() => onOpenChange(false)} onCreated={onCreated} /> : null}
    </ModalDialog>
  );
}

function NewCaseForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (item: SupportCase) => void }) {
  const formId = useId();
  const createCase = useCreateCase();
  // The inputs hold strings, as typed: the contract's schema trims and checks them, turns the type into 0 or 1
  // and adds technology 9 (spec 002 §5).
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(createCaseSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { title: '', description: '', tipoIncidencia: '' },
  });

  const onSubmit = async (values: CreateCaseBody) => {
    try {
      const answer = await createCase.mutateAsync(values);
      toast.success(texts.cases.registered);
      onCreated(answer.caso);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : texts.cases.createError;
      toast.error(message);
      setError('root.server', { message });
    }
  };

  // The spec has one message for every missing field: said once, under the form, and each empty field marked.
  const fieldError = errors.title?.message ?? errors.description?.message ?? errors.tipoIncidencia?.message;
  const errorId = `${formId}-error`;
  const a11y = (name: 'title' | 'description' | 'tipoIncidencia') => ({
    id: `${formId}-${name}`,
    isInvalid: !!errors[name],
    describedBy: errors[name] ? errorId : undefined,
  });

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <TextField
        label={texts.cases.titleLabel}
        maxLength={CASE_TITLE_MAX}
        autoComplete="off"
        placeholder={texts.cases.titlePlaceholder}
        {...a11y('title')}
        {...register('title')}
      />
      <SelectField label={texts.cases.typeLabel} {...a11y('tipoIncidencia')} {...register('tipoIncidencia')}>
        <option value="">{texts.cases.typePlaceholder}</option>
        <option value="0">{texts.cases.typeTechnical}</option>
        <option value="1">{texts.cases.typeAdministration}</option>
      </SelectField>
      <TextareaField
        label={texts.cases.descriptionLabel}
        className={styles.textarea}
        maxLength={CASE_DESCRIPTION_MAX}
        placeholder={texts.cases.descriptionPlaceholder}
        {...a11y('description')}
        {...register('description')}
      />
      <FormError id={errorId} message={fieldError} />
      <FormError message={errors.root?.server?.message} />
      <FormDialogActions
        cancelLabel={texts.cases.cancel}
        onCancel={onCancel}
        submitLabel={texts.cases.submit}
        submitIcon={<Send aria-hidden="true" size={18} />}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
