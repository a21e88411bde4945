import { zodResolver } from '@hookform/resolvers/zod';
import { CASE_DESCRIPTION_MAX, CASE_TITLE_MAX, createCaseSchema, texts, type CreateCaseBody, type SupportCase } from '@campus/contract';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { ModalDialog } from '../../components/modal-dialog';
import { useCreateCase } from './api/create-case';
import fieldStyles from '../../components/form-field.module.css';
import styles from './cases.module.css';

/** What the inputs hold, as typed: the contract's schema trims, checks and converts them (spec 002 §5). */
interface NewCaseValues {
  title: string;
  description: string;
  tipoIncidencia: string;
}

// The form holds strings; the schema turns the type into 0 or 1 and adds technology 9.
const resolver = zodResolver(createCaseSchema) as unknown as Resolver<NewCaseValues, unknown, CreateCaseBody>;

/**
 * The incident form (spec 002 §5, §7): title, description and type (0 'Problema técnico', 1 'Consulta
 * administración'), all required ('Todos los campos son requridos.'), on react-hook-form with the schema
 * the server checks. Success toasts 'Incidencia registrada correctamente.' and hands the new case back (the
 * page opens it, so the student sees their ticket number); a refusal keeps what was typed.
 */
export function NewCaseDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: (item: SupportCase) => void }) {
  return (
    <ModalDialog isOpen={open} onOpenChange={onOpenChange} title={texts.cases.formTitle} description={texts.cases.lead} closeLabel={texts.cases.close} size="medium">
      {/* Mounted only while open: every opening starts from an empty form. */}
      {open ? <NewCaseForm onCancel={() => onOpenChange(false)} onCreated={onCreated} /> : null}
    </ModalDialog>
  );
}

function NewCaseForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (item: SupportCase) => void }) {
  const formId = useId();
  const createCase = useCreateCase();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewCaseValues, unknown, CreateCaseBody>({
    resolver,
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
  const a11y = (name: keyof NewCaseValues) => ({
    id: `${formId}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId : undefined,
  });

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <div className={fieldStyles.field}>
        <label htmlFor={`${formId}-title`} className={fieldStyles.label}>
          {texts.cases.titleLabel}
        </label>
        <input type="text" className={fieldStyles.input} maxLength={CASE_TITLE_MAX} autoComplete="off" placeholder={texts.cases.titlePlaceholder} {...a11y('title')} {...register('title')} />
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={`${formId}-tipoIncidencia`} className={fieldStyles.label}>
          {texts.cases.typeLabel}
        </label>
        <select className={fieldStyles.input} {...a11y('tipoIncidencia')} {...register('tipoIncidencia')}>
          <option value="">{texts.cases.typePlaceholder}</option>
          <option value="0">{texts.cases.typeTechnical}</option>
          <option value="1">{texts.cases.typeAdministration}</option>
        </select>
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={`${formId}-description`} className={fieldStyles.label}>
          {texts.cases.descriptionLabel}
        </label>
        <textarea className={[fieldStyles.input, styles.textarea].join(' ')} maxLength={CASE_DESCRIPTION_MAX} placeholder={texts.cases.descriptionPlaceholder} {...a11y('description')} {...register('description')} />
      </div>
      {fieldError ? (
        <p id={errorId} className={fieldStyles.error} role="alert">
          {fieldError}
        </p>
      ) : null}
      {errors.root?.server ? (
        <p className={fieldStyles.error} role="alert">
          {errors.root.server.message}
        </p>
      ) : null}
      <FormDialogActions cancelLabel={texts.cases.cancel} onCancel={onCancel} submitLabel={texts.cases.submit} submitIcon={<Send aria-hidden="true" size={18} />} isSubmitting={isSubmitting} />
    </form>
  );
}
