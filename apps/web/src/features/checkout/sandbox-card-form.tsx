import { zodResolver } from '@hookform/resolvers/zod';
import type { SandboxCardBody } from '@campus/contract';
import { FlaskConical } from 'lucide-react';
import { useId, useMemo, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { buttonClassName } from '../../components/button-class';
import fieldStyles from '../../components/form-field.module.css';
import { createCardFormSchema, formatCardNumber, formatExpiry, type CardFormValues } from './card-form';
import { checkoutTexts } from './checkout-texts';
import styles from './purchase-dialog.module.css';

interface SandboxCardFormProps {
  onSubmit: (card: SandboxCardBody) => Promise<unknown>;
  onCancel: () => void;
}

const emptyCard: CardFormValues = { number: '', expiry: '', cvc: '', name: '' };

/**
 * The built-in sandbox's card form (the payment provider when Stripe is not configured): number with spaces,
 * MM/AA, CVC and holder, validated like a card widget; it says plainly that no real charge is made.
 */
export function SandboxCardForm({ onSubmit, onCancel }: SandboxCardFormProps) {
  const formId = useId();
  const resolver = useMemo(() => zodResolver(createCardFormSchema()) as unknown as Resolver<CardFormValues, unknown, SandboxCardBody>, []);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CardFormValues, unknown, SandboxCardBody>({ resolver, defaultValues: emptyCard, mode: 'onTouched' });

  const formatted = (name: 'number' | 'expiry', format: (value: string) => string) => {
    const registration = register(name);
    return {
      ...registration,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(name, format(event.target.value), { shouldValidate: !!errors[name] });
      },
    };
  };

  const field = (name: keyof CardFormValues, label: string, input: InputHTMLAttributes<HTMLInputElement>) => {
    const error = errors[name]?.message;
    const inputId = `${formId}-${name}`;
    return (
      <div className={[fieldStyles.field, styles[`field-${name}`]].filter(Boolean).join(' ')}>
        <label htmlFor={inputId} className={fieldStyles.label}>
          {label}
        </label>
        <input
          id={inputId}
          className={fieldStyles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...input}
        />
        {error ? (
          <p id={`${inputId}-error`} className={fieldStyles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className={styles.cardForm} onSubmit={(event) => void handleSubmit((card) => onSubmit(card))(event)} noValidate>
      <p className={styles.sandboxNote} role="note">
        <FlaskConical aria-hidden="true" size={20} />
        <span>
          {checkoutTexts.sandboxNote}
          <br />
          {checkoutTexts.sandboxDeclined}
          <br />
          {checkoutTexts.sandboxAuthentication}
        </span>
      </p>
      {field('number', checkoutTexts.fields.number, { inputMode: 'numeric', autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242', ...formatted('number', formatCardNumber) })}
      <div className={styles.cardRow}>
        {field('expiry', checkoutTexts.fields.expiry, { inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'MM/AA', ...formatted('expiry', formatExpiry) })}
        {field('cvc', checkoutTexts.fields.cvc, { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4, placeholder: '123', ...register('cvc') })}
      </div>
      {field('name', checkoutTexts.fields.name, { autoComplete: 'cc-name', maxLength: 100, ...register('name') })}
      <div className={styles.actions}>
        <button type="button" className={buttonClassName({ variant: 'ghost' })} onClick={onCancel}>
          {checkoutTexts.cancel}
        </button>
        <button type="submit" className={buttonClassName()} disabled={isSubmitting}>
          {isSubmitting ? checkoutTexts.savingCard : checkoutTexts.saveCard}
        </button>
      </div>
    </form>
  );
}
