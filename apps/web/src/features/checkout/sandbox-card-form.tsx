import type { SandboxCardBody } from '@campus/contract';
import { FlaskConical } from 'lucide-react';
import { useId, useMemo, type ChangeEvent, type ComponentProps } from 'react';
import { buttonClassName } from '../../components/button-class';
import { TextField } from '../../components/form/text-field';
import { useZodForm } from '../../components/form/use-zod-form';
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
  // "Now" for the expiry check is when the form opened.
  const schema = useMemo(() => createCardFormSchema(), []);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, { defaultValues: emptyCard, mode: 'onTouched' });

  const formatted = (name: 'number' | 'expiry', format: (value: string) => string) => {
    const registration = register(name);
    return {
      ...registration,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(name, format(event.target.value), { shouldValidate: !!errors[name] });
      },
    };
  };

  const field = (name: keyof CardFormValues, label: string, input: ComponentProps<'input'>) => (
    <TextField id={`${formId}-${name}`} label={label} error={errors[name]?.message} fieldClassName={styles[`field-${name}`]} {...input} />
  );

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
      {field('number', checkoutTexts.fields.number, {
        inputMode: 'numeric',
        autoComplete: 'cc-number',
        placeholder: '4242 4242 4242 4242',
        ...formatted('number', formatCardNumber),
      })}
      <div className={styles.cardRow}>
        {field('expiry', checkoutTexts.fields.expiry, {
          inputMode: 'numeric',
          autoComplete: 'cc-exp',
          placeholder: 'MM/AA',
          ...formatted('expiry', formatExpiry),
        })}
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
