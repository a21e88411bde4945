import { leadFormSchema, texts, type LeadForm as LeadFormOutput } from '@campus/contract';
import { Send } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { buttonClassName } from '../../components/button-class';
import { CheckboxField } from '../../components/form/checkbox-field';
import { TextField } from '../../components/form/text-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { Spinner } from '../../components/spinner';
import { useCreateLead } from './api/create-lead';
import { leadTexts } from './lead-texts';
import styles from './lead.module.css';

/**
 * The contract's schema with the consent as the box holds it: a boolean, unchecked at first, which the
 * contract's rule then takes as `true` only (with its message).
 */
const leadFormFieldsSchema = leadFormSchema.extend({ aceptaPolitica: z.boolean().pipe(leadFormSchema.shape.aceptaPolitica) });
type LeadFormValues = z.input<typeof leadFormFieldsSchema>;

const emptyValues: LeadFormValues = { nombre: '', apellidos: '', telefono: '', email: '', aceptaPolitica: false };

type TextName = Exclude<keyof LeadFormValues, 'aceptaPolitica'>;

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
  } = useZodForm(leadFormFieldsSchema, {
    mode: 'onTouched',
    reValidateMode: 'onBlur',
    defaultValues: emptyValues,
  });

  /** register() plus "an edit clears the error": the value is stored without re-checking it on every key. */
  const registerText = (name: TextName) => ({
    ...register(name),
    onChange: async (event: ChangeEvent<HTMLInputElement>) => {
      setValue(name, event.target.value, { shouldDirty: true });
      clearErrors(name);
    },
  });
  const registerConsent = () => ({
    ...register('aceptaPolitica'),
    onChange: async (event: ChangeEvent<HTMLInputElement>) => {
      setValue('aceptaPolitica', event.target.checked, { shouldDirty: true });
      clearErrors('aceptaPolitica');
    },
  });

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

  const renderTextField = (name: TextName, type: 'text' | 'tel' | 'email', autoComplete: string, placeholder?: string) => (
    <TextField
      id={`${formId}-${name}`}
      label={leadTexts.fields[name]}
      error={errors[name]?.message}
      type={type}
      autoComplete={autoComplete}
      placeholder={placeholder}
      {...registerText(name)}
    />
  );

  const policyId = `${formId}-policy`;

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <div className={styles.row}>
        {renderTextField('nombre', 'text', 'given-name')}
        {renderTextField('apellidos', 'text', 'family-name')}
      </div>
      {renderTextField('telefono', 'tel', 'tel', leadTexts.placeholders.telefono)}
      {renderTextField('email', 'email', 'email', leadTexts.placeholders.email)}

      <CheckboxField id={`${formId}-aceptaPolitica`} label={leadTexts.acceptPolicy} error={errors.aceptaPolitica?.message} {...registerConsent()}>
        <button
          type="button"
          className={styles.policyToggle}
          aria-expanded={isPolicyShown}
          aria-controls={policyId}
          onClick={() => setIsPolicyShown((shown) => !shown)}
        >
          {isPolicyShown ? leadTexts.hidePolicy : leadTexts.showPolicy}
        </button>
        <div id={policyId} className={styles.policy} hidden={!isPolicyShown}>
          <h3 className={styles.policyTitle}>{leadTexts.privacy.title}</h3>
          {leadTexts.privacy.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </CheckboxField>

      <button type="submit" className={buttonClassName({ variant: 'primary', size: 'large', isBlock: true })} disabled={isSubmitting}>
        {isSubmitting ? <Spinner size="small" /> : <Send aria-hidden="true" size={18} />}
        {isSubmitting ? leadTexts.submitting : leadTexts.submit}
      </button>
    </form>
  );
}
