import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';

/**
 * The payment customer of each contact at each provider ('sandbox' or 'stripe'): the server checks
 * every customer id a client sends against it, so a student only ever pays with, and reads, their own.
 */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    provider: varchar('provider', { length: 10 }).notNull(),
    customer_id: varchar('customer_id', { length: 100 }).notNull(),
    edu_codigocontacto: varchar('edu_codigocontacto', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.customer_id] }), uniqueIndex('payment_customers_contact_idx').on(t.provider, t.edu_codigocontacto)],
);

/*
 * The built-in payment sandbox: customers, cards and invoices that behave like Stripe test mode. No
 * card number is kept, only its brand, last four digits, expiry and the test outcome of charging it.
 */

export const sandboxCustomers = pgTable('sandbox_customers', {
  /** 'cus_…' */
  id: varchar('id', { length: 40 }).primaryKey(),
  email: varchar('email', { length: 255 }).notNull(),
  name: varchar('name', { length: 200 }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    /** 'pm_…' */
    id: varchar('id', { length: 40 }).primaryKey(),
    /** Null until the card is saved to a customer. */
    customer_id: varchar('customer_id', { length: 40 }).references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    /** Who typed the card: only they may save it. */
    created_by: varchar('created_by', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    brand: varchar('brand', { length: 20 }).notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    exp_month: integer('exp_month').notNull(),
    exp_year: integer('exp_year').notNull(),
    cardholder_name: varchar('cardholder_name', { length: 100 }),
    /** What charging the card does: succeeds, card_declined, insufficient_funds… */
    outcome: varchar('outcome', { length: 30 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_payment_methods_customer_idx').on(t.customer_id, t.created_at)],
);

export const sandboxInvoiceStatusValues = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;
export type SandboxInvoiceStatus = (typeof sandboxInvoiceStatusValues)[number];

export const sandboxInvoices = pgTable(
  'sandbox_invoices',
  {
    /** 'in_…' */
    id: varchar('id', { length: 40 }).primaryKey(),
    customer_id: varchar('customer_id', { length: 40 })
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 15 }).$type<SandboxInvoiceStatus>().notNull(),
    /** Cents. */
    amount_due: integer('amount_due').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    description: varchar('description', { length: 255 }),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    payment_method_id: varchar('payment_method_id', { length: 40 }),
    /** Decline code of the last failed attempt. */
    last_payment_error: varchar('last_payment_error', { length: 30 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paid_at: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('sandbox_invoices_customer_idx').on(t.customer_id),
    check('sandbox_invoices_status_check', sql`${t.status} in ('draft', 'open', 'paid', 'void', 'uncollectible')`),
    check('sandbox_invoices_amount_check', sql`${t.amount_due} >= 0`),
  ],
);

export const sandboxPaymentIntentStatusValues = ['requires_action', 'succeeded', 'requires_payment_method', 'canceled'] as const;
export type SandboxPaymentIntentStatus = (typeof sandboxPaymentIntentStatusValues)[number];

/**
 * The sandbox's 3-D Secure payments (Stripe's PaymentIntent `requires_action`): a charge with a card that
 * needs authentication waits here for the cardholder's answer on the challenge page. Only a hash of the
 * client secret is kept; the secret itself is given once, to the paying contact.
 */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    /** 'pi_…' */
    id: varchar('id', { length: 40 }).primaryKey(),
    invoice_id: varchar('invoice_id', { length: 40 })
      .notNull()
      .references(() => sandboxInvoices.id, { onDelete: 'cascade' }),
    payment_method_id: varchar('payment_method_id', { length: 40 })
      .notNull()
      .references(() => sandboxPaymentMethods.id, { onDelete: 'cascade' }),
    /** The contact the invoice was issued for, who alone receives the client secret. */
    edu_codigocontacto: varchar('edu_codigocontacto', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the client secret. */
    client_secret_hash: varchar('client_secret_hash', { length: 64 }).notNull(),
    status: varchar('status', { length: 30 }).$type<SandboxPaymentIntentStatus>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The challenge cannot be answered after this. */
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    completed_at: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('sandbox_payment_intents_invoice_idx').on(t.invoice_id),
    check('sandbox_payment_intents_status_check', sql`${t.status} in ('requires_action', 'succeeded', 'requires_payment_method', 'canceled')`),
  ],
);
