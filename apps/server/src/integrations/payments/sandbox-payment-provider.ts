import { randomBytes } from 'node:crypto';
import { detectCardBrand, getCardProblem, getDeclineMessage, normalizeCardNumber, sandboxTestCards, texts, toFullExpiryYear } from '@campus/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxCustomers, sandboxInvoices, sandboxPaymentMethods } from '../../db/schema';
import {
  InvalidCardError,
  PaymentDeclinedError,
  type PaymentProvider,
  type PaymentWebhookEvent,
  type ProviderCustomer,
  type ProviderInvoice,
  type ProviderPaymentMethod,
  type SandboxCard,
} from './payment-provider';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-looking id: prefix plus 24 random letters and digits. */
function createId(prefix: 'cus' | 'pm' | 'in'): string {
  const bytes = randomBytes(24);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_sbx${id}`;
}

type MethodRow = typeof sandboxPaymentMethods.$inferSelect;
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
  currency: row.currency,
  description: row.description,
  metadata: row.metadata,
});

/**
 * The built-in payment sandbox: customers, saved cards and invoices kept in the database, behaving like
 * Stripe test mode. Cards are checked (Luhn, expiry, CVC) and only Stripe's test numbers are accepted;
 * 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds
 * (declines happen when charging, as with Stripe's "attach succeeds, charge fails" cards). No card
 * number is stored, and no money moves.
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
    const [existing] = await this.db.select().from(sandboxCustomers).where(eq(sandboxCustomers.email, normalized)).orderBy(asc(sandboxCustomers.created_at)).limit(1);
    if (existing) return { id: existing.id, email: existing.email, name: existing.name };
    const [created] = await this.db.insert(sandboxCustomers).values({ id: createId('cus'), email: normalized, name, created_at: this.now() }).returning();
    return { id: created!.id, email: created!.email, name: created!.name };
  }

  async getCustomer(customerId: string): Promise<ProviderCustomer | null> {
    const [row] = await this.db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, customerId)).limit(1);
    return row ? { id: row.id, email: row.email, name: row.name } : null;
  }

  async listPaymentMethods(customerId: string): Promise<ProviderPaymentMethod[]> {
    const rows = await this.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.customer_id, customerId)).orderBy(asc(sandboxPaymentMethods.created_at), asc(sandboxPaymentMethods.id));
    return rows.map(toMethod);
  }

  async getPaymentMethod(paymentMethodId: string): Promise<ProviderPaymentMethod | null> {
    const [row] = await this.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, paymentMethodId)).limit(1);
    return row ? toMethod(row) : null;
  }

  async getPaymentMethodCreator(paymentMethodId: string): Promise<string | null> {
    const [row] = await this.db.select({ by: sandboxPaymentMethods.created_by }).from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, paymentMethodId)).limit(1);
    return row?.by ?? null;
  }

  async attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<ProviderPaymentMethod> {
    const [row] = await this.db
      .update(sandboxPaymentMethods)
      .set({ customer_id: customerId })
      .where(and(eq(sandboxPaymentMethods.id, paymentMethodId), sql`(${sandboxPaymentMethods.customer_id} is null or ${sandboxPaymentMethods.customer_id} = ${customerId})`))
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

  async createInvoice(input: { customerId: string; amountCents: number; currency: string; description: string; metadata: Record<string, string> }): Promise<ProviderInvoice> {
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

  async payInvoice(invoiceId: string, paymentMethodId: string): Promise<ProviderInvoice> {
    // The declined attempt is recorded on the invoice, and the error thrown once that is committed.
    const result = await this.db.transaction(async (tx): Promise<{ invoice: ProviderInvoice } | { declineCode: string }> => {
      const [invoice] = await tx.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, invoiceId)).for('update').limit(1);
      if (!invoice) throw new InvalidCardError(texts.payment.invoiceNotFound);
      if (invoice.status === 'paid') return { invoice: toInvoice(invoice) };
      if (invoice.status !== 'open') return { declineCode: 'invoice_not_open' };
      const [method] = await tx.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, paymentMethodId)).limit(1);
      if (!method || method.customer_id !== invoice.customer_id) throw new InvalidCardError(texts.payment.paymentMethodNotFound);
      const today = this.now();
      const isExpired = toFullExpiryYear(method.exp_year) * 12 + method.exp_month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
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
      return { invoice: toInvoice(paid!) };
    });
    if ('declineCode' in result) {
      throw new PaymentDeclinedError(result.declineCode, result.declineCode === 'invoice_not_open' ? texts.payment.notCompleted : getDeclineMessage(result.declineCode));
    }
    return result.invoice;
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
