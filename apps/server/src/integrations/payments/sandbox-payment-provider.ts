import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  buildEndpointPath,
  detectCardBrand,
  endpoints,
  getCardProblem,
  getDeclineMessage,
  normalizeCardNumber,
  sandboxTestCards,
  texts,
  toFullExpiryYear,
} from '@campus/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxCustomers, sandboxInvoices, sandboxPaymentIntents, sandboxPaymentMethods } from '../../db/schema';
import {
  ChallengeUnavailableError,
  InvalidCardError,
  type InvoicePaymentResult,
  PaymentDeclinedError,
  type PaymentProvider,
  type PaymentWebhookEvent,
  type ProviderCustomer,
  type ProviderInvoice,
  type ProviderPaymentAction,
  type ProviderPaymentMethod,
  type SandboxCard,
  type SandboxChallenge,
  type SandboxChallengeDecision,
} from './payment-provider';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomText(length: number): string {
  let text = '';
  for (const byte of randomBytes(length)) text += ALPHABET[byte % ALPHABET.length];
  return text;
}

/** A Stripe-looking id: prefix plus 24 random letters and digits. */
function createId(prefix: 'cus' | 'pm' | 'in' | 'pi'): string {
  return `${prefix}_sbx${randomText(24)}`;
}

/** How long a cardholder has to answer the challenge, as a bank's 3-D Secure page times out. */
export const SANDBOX_CHALLENGE_TTL_MS = 15 * 60 * 1000;

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Constant-time comparison of a presented client secret with the stored hash. */
function isSecretOf(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

type MethodRow = typeof sandboxPaymentMethods.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type InvoiceRow = typeof sandboxInvoices.$inferSelect;

const toMethod = (row: MethodRow): ProviderPaymentMethod => ({
  id: row.id,
  customerId: row.customer_id,
  card: { brand: row.brand, last4: row.last4, exp_month: row.exp_month, exp_year: row.exp_year },
});

const toInvoice = (row: InvoiceRow): ProviderInvoice => ({
  id: row.id,
  customerId: row.customer_id,
  status: row.status,
  amountDue: row.amount_due,
  // The sandbox hosts no PDFs: the secretary renders its own invoice instead.
  invoicePdf: null,
  currency: row.currency,
  description: row.description,
  metadata: row.metadata,
});

/**
 * The built-in payment sandbox: customers, saved cards and invoices kept in the database, behaving like
 * Stripe test mode. Cards are checked (Luhn, expiry, CVC) and only Stripe's test numbers are accepted;
 * 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds
 * (declines happen when charging, as with Stripe's "attach succeeds, charge fails" cards), and
 * 4000 0027 6000 3184 needs 3-D Secure: the charge waits, like a PaymentIntent in `requires_action`, for
 * the cardholder's answer on the built-in challenge page. No card number is stored, and no money moves.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;
  readonly publishableKey = null;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async findOrCreateCustomer(email: string, name: string | null): Promise<ProviderCustomer> {
    const normalized = email.trim().toLowerCase();
    const [existing] = await this.db
      .select()
      .from(sandboxCustomers)
      .where(eq(sandboxCustomers.email, normalized))
      .orderBy(asc(sandboxCustomers.created_at))
      .limit(1);
    if (existing) return { id: existing.id, email: existing.email, name: existing.name };
    const [created] = await this.db
      .insert(sandboxCustomers)
      .values({ id: createId('cus'), email: normalized, name, created_at: this.now() })
      .returning();
    return { id: created!.id, email: created!.email, name: created!.name };
  }

  async getCustomer(customerId: string): Promise<ProviderCustomer | null> {
    const [row] = await this.db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, customerId)).limit(1);
    return row ? { id: row.id, email: row.email, name: row.name } : null;
  }

  async listPaymentMethods(customerId: string): Promise<ProviderPaymentMethod[]> {
    const rows = await this.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.customer_id, customerId))
      .orderBy(asc(sandboxPaymentMethods.created_at), asc(sandboxPaymentMethods.id));
    return rows.map(toMethod);
  }

  async getPaymentMethod(paymentMethodId: string): Promise<ProviderPaymentMethod | null> {
    const [row] = await this.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, paymentMethodId)).limit(1);
    return row ? toMethod(row) : null;
  }

  async getPaymentMethodCreator(paymentMethodId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ by: sandboxPaymentMethods.created_by })
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, paymentMethodId))
      .limit(1);
    return row?.by ?? null;
  }

  async attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<ProviderPaymentMethod> {
    const [row] = await this.db
      .update(sandboxPaymentMethods)
      .set({ customer_id: customerId })
      .where(
        and(
          eq(sandboxPaymentMethods.id, paymentMethodId),
          sql`(${sandboxPaymentMethods.customer_id} is null or ${sandboxPaymentMethods.customer_id} = ${customerId})`,
        ),
      )
      .returning();
    if (!row) throw new InvalidCardError(texts.payment.paymentMethodNotFound);
    return toMethod(row);
  }

  async createCardPaymentMethod(card: SandboxCard): Promise<ProviderPaymentMethod> {
    const problem = getCardProblem(card, this.now());
    if (problem) throw new InvalidCardError(problem);
    const digits = normalizeCardNumber(card.number);
    const outcome = (sandboxTestCards as Record<string, string>)[digits];
    // Like Stripe test mode: a real card number is refused, only test cards are accepted.
    if (!outcome) throw new InvalidCardError(texts.payment.testModeCard);
    const [row] = await this.db
      .insert(sandboxPaymentMethods)
      .values({
        id: createId('pm'),
        created_by: card.createdBy,
        brand: detectCardBrand(digits),
        last4: digits.slice(-4),
        exp_month: card.exp_month,
        exp_year: toFullExpiryYear(card.exp_year),
        cardholder_name: card.name,
        outcome,
        created_at: this.now(),
      })
      .returning();
    return toMethod(row!);
  }

  async createInvoice(input: {
    customerId: string;
    amountCents: number;
    currency: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<ProviderInvoice> {
    const [row] = await this.db
      .insert(sandboxInvoices)
      .values({
        id: createId('in'),
        customer_id: input.customerId,
        // Created and finalised at once, as the academy's flow does with Stripe.
        status: 'open',
        amount_due: input.amountCents,
        currency: input.currency,
        description: input.description.slice(0, 255),
        metadata: input.metadata,
        created_at: this.now(),
      })
      .returning();
    return toInvoice(row!);
  }

  async payInvoice(invoiceId: string, paymentMethodId: string): Promise<InvoicePaymentResult> {
    // The declined attempt is recorded on the invoice, and the error thrown once that is committed.
    const result = await this.db.transaction(async (tx): Promise<InvoicePaymentResult | { declineCode: string }> => {
      const [invoice] = await tx.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, invoiceId)).for('update').limit(1);
      if (!invoice) throw new InvalidCardError(texts.payment.invoiceNotFound);
      if (invoice.status === 'paid') return { invoice: toInvoice(invoice), action: null };
      if (invoice.status !== 'open') return { declineCode: 'invoice_not_open' };
      const [method] = await tx.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, paymentMethodId)).limit(1);
      if (!method || method.customer_id !== invoice.customer_id) throw new InvalidCardError(texts.payment.paymentMethodNotFound);
      const today = this.now();
      const isExpired = toFullExpiryYear(method.exp_year) * 12 + method.exp_month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
      if (!isExpired && method.outcome === 'authentication_required') {
        const action = await this.startChallenge(tx, invoice, method.id, today);
        return { invoice: toInvoice(invoice), action };
      }
      const declineCode = isExpired ? 'expired_card' : method.outcome === 'succeeds' ? null : method.outcome;
      if (declineCode) {
        await tx.update(sandboxInvoices).set({ last_payment_error: declineCode, payment_method_id: method.id }).where(eq(sandboxInvoices.id, invoiceId));
        return { declineCode };
      }
      const [paid] = await tx
        .update(sandboxInvoices)
        .set({ status: 'paid', payment_method_id: method.id, paid_at: today, last_payment_error: null })
        .where(eq(sandboxInvoices.id, invoiceId))
        .returning();
      return { invoice: toInvoice(paid!), action: null };
    });
    if ('declineCode' in result) {
      throw new PaymentDeclinedError(
        result.declineCode,
        result.declineCode === 'invoice_not_open' ? texts.payment.notCompleted : getDeclineMessage(result.declineCode),
      );
    }
    return result;
  }

  /**
   * A new payment intent waiting for 3-D Secure (an earlier pending one of the invoice is canceled, as
   * Stripe re-confirms the invoice's single intent): its client secret goes to the paying contact only.
   */
  private async startChallenge(tx: Transaction, invoice: InvoiceRow, paymentMethodId: string, at: Date): Promise<ProviderPaymentAction> {
    const contact = invoice.metadata.edu_codigocontacto;
    if (!contact) throw new InvalidCardError(texts.payment.invoiceNotFound);
    await tx
      .update(sandboxPaymentIntents)
      .set({ status: 'canceled', completed_at: at })
      .where(and(eq(sandboxPaymentIntents.invoice_id, invoice.id), eq(sandboxPaymentIntents.status, 'requires_action')));
    const id = createId('pi');
    const clientSecret = `${id}_secret_${randomText(32)}`;
    await tx.insert(sandboxPaymentIntents).values({
      id,
      invoice_id: invoice.id,
      payment_method_id: paymentMethodId,
      edu_codigocontacto: contact,
      client_secret_hash: hashSecret(clientSecret),
      status: 'requires_action',
      created_at: at,
      expires_at: new Date(at.getTime() + SANDBOX_CHALLENGE_TTL_MS),
    });
    await tx
      .update(sandboxInvoices)
      .set({ last_payment_error: 'authentication_required', payment_method_id: paymentMethodId })
      .where(eq(sandboxInvoices.id, invoice.id));
    // The challenge page of this payment intent (contract endpoint showSandboxChallenge), same origin as the app.
    const url = `${buildEndpointPath(endpoints.showSandboxChallenge, { paymentIntentId: id })}?client_secret=${encodeURIComponent(clientSecret)}`;
    return { paymentIntentId: id, clientSecret, nextAction: { type: 'redirect_to_url', url } };
  }

  /** The pending intent whose client secret this is (locked for update inside a transaction when asked). */
  private async findPendingIntent(tx: Transaction | Database, paymentIntentId: string, clientSecret: string, forUpdate: boolean) {
    const query = tx.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, paymentIntentId)).limit(1);
    const [intent] = forUpdate ? await query.for('update') : await query;
    // An unknown id and a wrong secret look the same: nobody learns which payment intents exist.
    if (!intent || !isSecretOf(clientSecret, intent.client_secret_hash)) throw new ChallengeUnavailableError('not_found');
    if (intent.status !== 'requires_action' || intent.expires_at.getTime() <= this.now().getTime()) throw new ChallengeUnavailableError('closed');
    return intent;
  }

  async getSandboxChallenge(paymentIntentId: string, clientSecret: string): Promise<SandboxChallenge> {
    const intent = await this.findPendingIntent(this.db, paymentIntentId, clientSecret, false);
    const [row] = await this.db
      .select({ invoice: sandboxInvoices, brand: sandboxPaymentMethods.brand, last4: sandboxPaymentMethods.last4 })
      .from(sandboxInvoices)
      .innerJoin(sandboxPaymentMethods, eq(sandboxPaymentMethods.id, intent.payment_method_id))
      .where(eq(sandboxInvoices.id, intent.invoice_id))
      .limit(1);
    if (!row) throw new ChallengeUnavailableError('not_found');
    return {
      paymentIntentId: intent.id,
      amount: row.invoice.amount_due,
      currency: row.invoice.currency,
      description: row.invoice.description,
      card: { brand: row.brand, last4: row.last4 },
    };
  }

  async completeSandboxChallenge(paymentIntentId: string, clientSecret: string, decision: SandboxChallengeDecision): Promise<ProviderInvoice> {
    return this.db.transaction(async (tx) => {
      const intent = await this.findPendingIntent(tx, paymentIntentId, clientSecret, true);
      const at = this.now();
      const [invoice] = await tx.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, intent.invoice_id)).for('update').limit(1);
      // Paid meanwhile (another card) or voided: nothing is left to authenticate.
      if (!invoice || invoice.status !== 'open') throw new ChallengeUnavailableError('closed');
      if (decision === 'reject') {
        // As Stripe (payment_intent_authentication_failure): the intent goes back to requires_payment_method
        // and the invoice stays open, unpaid.
        await tx.update(sandboxPaymentIntents).set({ status: 'requires_payment_method', completed_at: at }).where(eq(sandboxPaymentIntents.id, intent.id));
        const [failed] = await tx
          .update(sandboxInvoices)
          .set({ last_payment_error: 'authentication_failure' })
          .where(eq(sandboxInvoices.id, invoice.id))
          .returning();
        return toInvoice(failed!);
      }
      await tx.update(sandboxPaymentIntents).set({ status: 'succeeded', completed_at: at }).where(eq(sandboxPaymentIntents.id, intent.id));
      const [paid] = await tx
        .update(sandboxInvoices)
        .set({ status: 'paid', payment_method_id: intent.payment_method_id, paid_at: at, last_payment_error: null })
        .where(eq(sandboxInvoices.id, invoice.id))
        .returning();
      return toInvoice(paid!);
    });
  }

  async retrieveInvoice(invoiceId: string): Promise<ProviderInvoice | null> {
    const [row] = await this.db.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, invoiceId)).limit(1);
    return row ? toInvoice(row) : null;
  }

  verifyWebhook(): PaymentWebhookEvent {
    // The sandbox settles payments synchronously; it never sends webhooks.
    throw new Error('El entorno de pruebas no recibe webhooks');
  }
}
