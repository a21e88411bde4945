import type { PaymentMethod } from '@campus/contract';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { buttonClassName } from '../../components/button-class';
import fieldStyles from '../../components/form-field.module.css';
import { checkoutTexts } from './checkout-texts';
import { getStripe, toPaymentMethod } from './stripe-client';
import styles from './purchase-dialog.module.css';

interface StripeCardFormProps {
  publishableKey: string;
  /** Creates the payment method through the given function and saves it; resolves true when added. */
  onSubmit: (createMethod: () => Promise<PaymentMethod>) => Promise<boolean>;
  onCancel: () => void;
  /** Stripe.js could not be loaded: 'Error al inicializar el sistema de pagos'. */
  onLoadError: () => void;
}

/** Stripe Elements' card widget (used when the server's provider is Stripe): card data never touches Campus. */
export function StripeCardForm({ publishableKey, onSubmit, onCancel, onLoadError }: StripeCardFormProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ client: Stripe; card: StripeCardElement } | null>(null);
  const [widgetError, setWidgetError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  useEffect(() => {
    let card: StripeCardElement | null = null;
    let isCancelled = false;
    getStripe(publishableKey).then(
      (client) => {
        if (isCancelled || !mountRef.current) return;
        card = client.elements({ locale: 'es' }).create('card', { hidePostalCode: true });
        card.mount(mountRef.current);
        card.on('change', (change) => setWidgetError(change.error?.message ?? null));
        setStripe({ client, card });
      },
      () => {
        if (!isCancelled) onLoadError();
      },
    );
    return () => {
      isCancelled = true;
      card?.destroy();
    };
  }, [publishableKey, onLoadError]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe) return;
    setIsSubmitting(true);
    await onSubmit(async () => toPaymentMethod(await stripe.client.createPaymentMethod({ type: 'card', card: stripe.card })));
    setIsSubmitting(false);
  };

  return (
    <form className={styles.cardForm} onSubmit={(event) => void submit(event)} noValidate>
      <div className={fieldStyles.field}>
        <span className={fieldStyles.label}>{checkoutTexts.stripeCard}</span>
        {/* Stripe owns what is inside the mount point: nothing of React goes in it. */}
        <div ref={mountRef} className={styles.stripeMount} aria-busy={!stripe} />
        {stripe ? null : <span className={fieldStyles.hint}>{checkoutTexts.stripeLoading}</span>}
        {widgetError ? <p className={fieldStyles.error}>{widgetError}</p> : null}
      </div>
      <div className={styles.actions}>
        <button type="button" className={buttonClassName({ variant: 'ghost' })} onClick={onCancel}>
          {checkoutTexts.cancel}
        </button>
        <button type="submit" className={buttonClassName()} disabled={!stripe || isSubmitting}>
          {isSubmitting ? checkoutTexts.savingCard : checkoutTexts.saveCard}
        </button>
      </div>
    </form>
  );
}
