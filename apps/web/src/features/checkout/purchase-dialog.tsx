import { texts, type PaymentMethod, type Product, type SessionUser } from '@campus/contract';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, CreditCard, FileText, Plus, ShieldCheck, ShoppingCart } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { ModalDialog, ModalDialogActions } from '../../components/modal-dialog';
import { Spinner } from '../../components/spinner';
import { formatEuros } from '../../lib/format-currency';
import { openDocument } from '../../lib/open-document';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { createSandboxPaymentMethod } from './api/create-sandbox-payment-method';
import { useCheckoutConfig } from './api/get-checkout-config';
import { getPurchaseInvoicePdf } from './api/get-invoice-pdf';
import { checkoutTexts } from './checkout-texts';
import styles from './purchase-dialog.module.css';
import { SandboxCardForm } from './sandbox-card-form';
import { SandboxChallengeFrame } from './sandbox-challenge-frame';
import { StripeCardForm } from './stripe-card-form';
import { usePurchaseFlow, type PurchaseFlow } from './use-purchase-flow';

export interface CheckoutDialogProps {
  /** The product being bought (its price comes from the server's record, never from here). */
  product: Product;
  enrolmentCode?: string | null;
  onClose: () => void;
  onPurchased?: () => void;
}

function ErrorLine({ message, detail = null }: { message: string | null; detail?: string | null }) {
  return message ? (
    <p className={styles.error} role="alert">
      {message}
      {detail ? <span className={styles.errorDetail}>{detail}</span> : null}
    </p>
  ) : null;
}

function MethodsStep({ flow, price }: { flow: PurchaseFlow; price: string | null }) {
  const { methods, selectedMethodId, error, errorDetail } = flow.state;
  const isStripe = useCheckoutConfig().data?.provider === 'stripe';
  return (
    <div className={styles.step}>
      <fieldset className={styles.methods}>
        <legend className={styles.legend}>{checkoutTexts.methodsTitle}</legend>
        {methods.length === 0 ? <p className={styles.muted}>{checkoutTexts.noMethods}</p> : null}
        {methods.map((method) => (
          <label key={method.id} className={[styles.method, method.id === selectedMethodId ? styles.methodSelected : undefined].filter(Boolean).join(' ')}>
            <input
              type="radio"
              name="payment-method"
              className={styles.radio}
              value={method.id}
              checked={method.id === selectedMethodId}
              onChange={() => flow.select(method.id)}
            />
            <CreditCard aria-hidden="true" size={22} />
            <span className={styles.methodText}>
              <span className={styles.methodName}>{checkoutTexts.cardLabel(method.card.brand.toUpperCase(), method.card.last4)}</span>
              <span className={styles.muted}>{checkoutTexts.expires(method.card.exp_month, method.card.exp_year)}</span>
            </span>
          </label>
        ))}
        <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small', className: styles.addCard })} onClick={flow.openAddCard}>
          <Plus aria-hidden="true" size={16} />
          {checkoutTexts.addCard}
        </button>
      </fieldset>
      <ErrorLine message={error} detail={errorDetail} />
      <ModalDialogActions>
        <button type="button" className={buttonClassName()} onClick={() => void flow.pay()}>
          <ShieldCheck aria-hidden="true" size={18} />
          {price ? checkoutTexts.pay(price) : checkoutTexts.payNoPrice}
        </button>
      </ModalDialogActions>
      {/* Only true with Stripe: the sandbox form's card reaches our server (and says it is a test). */}
      {isStripe ? <p className={styles.secure}>{checkoutTexts.secure}</p> : null}
    </div>
  );
}

function AddCardStep({ flow }: { flow: PurchaseFlow }) {
  const config = useCheckoutConfig();
  const { failAddCard } = flow;
  const onStripeError = useCallback(() => failAddCard(texts.payment.initError), [failAddCard]);
  const provider = config.data?.provider ?? 'sandbox';
  return (
    <div className={styles.step}>
      <h3 className={styles.legend}>{checkoutTexts.addCardTitle}</h3>
      {provider === 'stripe' && config.data?.publishableKey ? (
        <StripeCardForm publishableKey={config.data.publishableKey} onSubmit={flow.addCard} onCancel={flow.cancelAddCard} onLoadError={onStripeError} />
      ) : (
        <SandboxCardForm
          onCancel={flow.cancelAddCard}
          onSubmit={(card) => flow.addCard(async (): Promise<PaymentMethod> => (await createSandboxPaymentMethod(card)).paymentMethod)}
        />
      )}
      <ErrorLine message={flow.state.error} />
    </div>
  );
}

/** The purchase paid: what was bought, its invoice (the PDF, and where the secretary lists it) and the content. */
function DoneStep({
  productName,
  price,
  invoiceId,
  contactCode,
  onClose,
}: {
  productName: string;
  price: string | null;
  invoiceId: string | null;
  contactCode: string;
  onClose: () => void;
}) {
  const invoicePdf = useMutation({ mutationFn: getPurchaseInvoicePdf, onSuccess: (answer) => openDocument(answer.invoice_pdf) });
  return (
    <div className={styles.step}>
      <p className={styles.success} role="status">
        {texts.payment.success}
      </p>
      <p className={styles.receipt}>{checkoutTexts.receipt(productName, price)}</p>
      <p className={styles.receipt}>
        {checkoutTexts.invoiceWhere} {/* No onClose here: closing first lets the host open the bought content, a navigation racing this one. */}
        <Link to={`${paths.profile(contactCode)}?tab=secretary`} className={styles.link}>
          {checkoutTexts.invoicesLink}
        </Link>
      </p>
      {invoicePdf.isError ? <ErrorLine message={checkoutTexts.invoiceError} /> : null}
      <ModalDialogActions>
        {invoiceId ? (
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary' })}
            onClick={() => invoicePdf.mutate(invoiceId)}
            disabled={invoicePdf.isPending}
          >
            <FileText aria-hidden="true" size={18} />
            {checkoutTexts.downloadInvoice}
          </button>
        ) : null}
        <button type="button" className={buttonClassName()} onClick={onClose}>
          {checkoutTexts.openContent}
        </button>
      </ModalDialogActions>
    </div>
  );
}

/**
 * The card purchase dialog (spec 001 §4, §7): choose or add a card, pay the product's invoice, and the
 * bonus it grants opens the content. Reached through components/purchase-dialog.
 */
export function CheckoutDialog({ product, enrolmentCode = null, onClose, onPurchased }: CheckoutDialogProps) {
  const user = useSessionUser();
  if (!user) return null;
  return <CheckoutDialogContent product={product} enrolmentCode={enrolmentCode} onClose={onClose} onPurchased={onPurchased} user={user} />;
}

function CheckoutDialogContent({
  product,
  enrolmentCode,
  onClose,
  onPurchased,
  user,
}: CheckoutDialogProps & { user: SessionUser; enrolmentCode: string | null }) {
  const flow = usePurchaseFlow({ product, user, enrolmentCode, onPurchased });
  const { step, error } = flow.state;
  const price = formatEuros(product.mkt_precio);
  const isBusy = step === 'processing';
  // Stripe.js shows the bank's challenge in its own frame over the page; a modal dialog would trap focus
  // and pointer events away from it, so the dialog steps aside until the challenge is answered.
  const isStripeChallenge = step === 'authentication' && flow.state.challengeUrl === null;
  return (
    <ModalDialog
      isOpen={!isStripeChallenge}
      onOpenChange={(isOpen) => {
        // A payment under way finishes before the dialog may close.
        if (!isOpen && !isBusy) onClose();
      }}
      title={step === 'done' ? checkoutTexts.doneTitle : checkoutTexts.title}
      icon={step === 'done' ? <CheckCircle2 size={28} /> : <ShoppingCart size={26} />}
      closeLabel={checkoutTexts.close}
      size="medium"
    >
      {/* What is about to be bought; once paid, the dialog says only what was bought and where its invoice is. */}
      {step === 'done' ? null : (
        <div className={styles.summary}>
          <span className={styles.muted}>{checkoutTexts.summary}</span>
          <span className={styles.productName}>{product.xerppa_nombreproducto}</span>
          {price ? <span className={styles.price}>{price}</span> : null}
          {product.metadata?.mkt_notas ? <span className={styles.muted}>{product.metadata.mkt_notas}</span> : null}
        </div>
      )}

      {step === 'loading' ? (
        <p className={styles.status} role="status">
          <Spinner size="small" />
          {checkoutTexts.loading}
        </p>
      ) : null}

      {step === 'unavailable' ? (
        <>
          <ErrorLine message={error} />
          <ModalDialogActions>
            <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onClose}>
              {checkoutTexts.close}
            </button>
          </ModalDialogActions>
        </>
      ) : null}

      {step === 'payment-methods' ? <MethodsStep flow={flow} price={price} /> : null}
      {step === 'add-card' ? <AddCardStep flow={flow} /> : null}

      {step === 'processing' ? (
        <div className={styles.processing} role="status">
          <Spinner />
          <p className={styles.productName}>{checkoutTexts.processing}</p>
          <p className={styles.muted}>{checkoutTexts.processingHint}</p>
        </div>
      ) : null}

      {step === 'authentication' && flow.state.challengeUrl ? (
        <SandboxChallengeFrame url={flow.state.challengeUrl} onAnswered={flow.completeChallenge} />
      ) : null}

      {step === 'done' ? (
        <DoneStep
          productName={product.xerppa_nombreproducto}
          price={price}
          invoiceId={flow.state.invoiceId}
          contactCode={user.edu_codigocontacto}
          onClose={onClose}
        />
      ) : null}
    </ModalDialog>
  );
}
