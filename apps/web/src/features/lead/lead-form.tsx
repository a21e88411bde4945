import { zodResolver } from '@hookform/resolvers/zod';
import { leadFormSchema, texts, type LeadForm as LeadFormOutput } from '@campus/contract';
import { Send } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { buttonClassName } from '../../components/button-class';
import { Spinner } from '../../components/spinner';
import { useCreateLead } from './api/create-lead';
import { leadTexts } from './lead-texts';
import fieldStyles from '../../components/form-field.module.css';
import styles from './lead.module.css';

/** What the inputs hold: strings as typed and the consent box, before the contract schema trims and checks them. */
export interface LeadFormValues {
  nombre: string;
  apellidos: string;
  telefono: string;
  email: string;
  aceptaPolitica: boolean;
}

const emptyValues: LeadFormValues = { nombre: '', apellidos: '', telefono: '', email: '', aceptaPolitica: false };

// The contract's schema takes `aceptaPolitica: true` only; the checkbox starts unchecked, hence the cast.
const resolver = zodResolver(leadFormSchema) as unknown as Resolver<LeadFormValues, unknown, LeadFormOutput>;

type TextField = Exclude<FieldPath<LeadFormValues>, 'aceptaPolitica'>;

interface LeadFormProps {
  /** Sent as `formacion`: the freemium course the visitor is trying, if any. */
  formacion: string | null;
  /** Called after the lead is stored (the sheet closes). */
  onSent: () => void;
}

/**
 * The lead form (spec 000 §5) on react-hook-form with the contract's `leadFormSchema`:
 * - values are trimmed by the schema before they are sent;
 * - a field is checked when it is left (mode 'onTouched') and every field on submit, so errors show only
 *   after the field was touched or the form submitted; all errors are collected at once;
 * - editing a field clears its error (it is checked again when left or on the next submit).
 * Success toasts the spec's text and resets; failure toasts 'Error al enviar la información…' and keeps
 * what was typed.
 */
export function LeadForm({ formacion, onSent }: LeadFormProps) {
  const formId = useId();
  const [isPolicyShown, setIsPolicyShown] = useState(false);
  const createLead = useCreateLead();
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LeadFormValues, unknown, LeadFormOutput>({
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onBlur',
    defaultValues: emptyValues,
  });

  /** register() plus "an edit clears the error": the value is stored without re-checking it on every key. */
  const registerEditable = (name: FieldPath<LeadFormValues>) => {
    const registration = register(name);
    return {
      ...registration,
      onChange: async (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.target.type === 'checkbox' ? event.target.checked : event.target.value;
        setValue(name, value as never, { shouldDirty: true });
        clearErrors(name);
      },
    };
  };

  const onSubmit = async (values: LeadFormOutput) => {
    try {
      await createLead.mutateAsync({ ...values, formacion });
    } catch {
      toast.error(texts.lead.submitError);
      return;
    }
    toast.success(texts.lead.submitSuccess);
    reset(emptyValues);
    onSent();
  };

  const errorId = (name: FieldPath<LeadFormValues>) => `${formId}-${name}-error`;
  const renderTextField = (name: TextField, type: 'text' | 'tel' | 'email', autoComplete: string, placeholder?: string) => {
    const error = errors[name]?.message;
    return (
      <div className={fieldStyles.field}>
        <label htmlFor={`${formId}-${name}`} className={fieldStyles.label}>
          {leadTexts.fields[name]}
        </label>
        <input
          id={`${formId}-${name}`}
          type={type}
          className={fieldStyles.input}
          autoComplete={autoComplete}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(name) : undefined}
          {...registerEditable(name)}
        />
        {error ? (
          <p id={errorId(name)} className={fieldStyles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const policyError = errors.aceptaPolitica?.message;
  const policyId = `${formId}-policy`;

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <div className={styles.row}>
        {renderTextField('nombre', 'text', 'given-name')}
        {renderTextField('apellidos', 'text', 'family-name')}
      </div>
      {renderTextField('telefono', 'tel', 'tel', leadTexts.placeholders.telefono)}
      {renderTextField('email', 'email', 'email', leadTexts.placeholders.email)}

      <div className={fieldStyles.field}>
        <div className={styles.checkRow}>
          <input
            id={`${formId}-aceptaPolitica`}
            type="checkbox"
            className={styles.checkbox}
            aria-invalid={policyError ? true : undefined}
            aria-describedby={policyError ? errorId('aceptaPolitica') : undefined}
            {...registerEditable('aceptaPolitica')}
          />
          <label htmlFor={`${formId}-aceptaPolitica`} className={styles.checkLabel}>
            {leadTexts.acceptPolicy}
          </label>
        </div>
        <button type="button" className={styles.policyToggle} aria-expanded={isPolicyShown} aria-controls={policyId} onClick={() => setIsPolicyShown((shown) => !shown)}>
          {isPolicyShown ? leadTexts.hidePolicy : leadTexts.showPolicy}
        </button>
        {policyError ? (
          <p id={errorId('aceptaPolitica')} className={fieldStyles.error}>
            {policyError}
          </p>
        ) : null}
        <div id={policyId} className={styles.policy} hidden={!isPolicyShown}>
          <h3 className={styles.policyTitle}>{leadTexts.privacy.title}</h3>
          {leadTexts.privacy.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>

      <button type="submit" className={buttonClassName({ variant: 'primary', size: 'large', isBlock: true })} disabled={isSubmitting}>
        {isSubmitting ? <Spinner size="small" /> : <Send aria-hidden="true" size={18} />}
        {isSubmitting ? leadTexts.submitting : leadTexts.submit}
      </button>
    </form>
  );
}
