import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts, eventFormations, formations, lineasProducto, matriculas, paymentCustomers, products, sandboxInvoices, units } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;

/** Data access of the card purchase: payment customers, products, enrolments and the granted bonus lines. */
export function createCheckoutRepository(db: Database) {
  return {
    async findContact(contactCode: string) {
      const [row] = await db
        .select({ fullname: contacts.fullname, emailaddress1: contacts.emailaddress1, emailaddress2: contacts.emailaddress2 })
        .from(contacts)
        .where(eq(contacts.edu_codigocontacto, contactCode))
        .limit(1);
      return row ?? null;
    },

    async findCustomerOfContact(provider: string, contactCode: string): Promise<string | null> {
      const [row] = await db
        .select({ id: paymentCustomers.customer_id })
        .from(paymentCustomers)
        .where(and(eq(paymentCustomers.provider, provider), eq(paymentCustomers.edu_codigocontacto, contactCode)))
        .limit(1);
      return row?.id ?? null;
    },

    async findCustomerOwner(provider: string, customerId: string): Promise<string | null> {
      const [row] = await db
        .select({ contact: paymentCustomers.edu_codigocontacto })
        .from(paymentCustomers)
        .where(and(eq(paymentCustomers.provider, provider), eq(paymentCustomers.customer_id, customerId)))
        .limit(1);
      return row?.contact ?? null;
    },

    /** Remembers whose customer it is (a customer already owned stays with its owner). */
    async saveCustomer(provider: string, customerId: string, contactCode: string, at: Date): Promise<void> {
      await db.delete(paymentCustomers).where(and(eq(paymentCustomers.provider, provider), eq(paymentCustomers.edu_codigocontacto, contactCode)));
      await db.insert(paymentCustomers).values({ provider, customer_id: customerId, edu_codigocontacto: contactCode, created_at: at }).onConflictDoNothing();
    },

    /** The bonus product on sale with this price id (xcrm_codigolistaprecios). */
    async findProductOnSale(priceId: string): Promise<ProductRow | null> {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.xcrm_codigolistaprecios, priceId), eq(products.is_bonus, true), eq(products.statecode, 0)))
        .orderBy(asc(products.id))
        .limit(1);
      return row ?? null;
    },

    async findProduct(productId: number): Promise<ProductRow | null> {
      const [row] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
      return row ?? null;
    },

    /**
     * The main formation a bonus product belongs to: that of its unit, of the groups of its events, or of
     * its bonus_grupo. Null when it names none.
     */
    async findProductFormation(product: ProductRow): Promise<string | null> {
      if (product.unidad_id !== null) {
        const [unit] = await db.select({ formation: units.formation }).from(units).where(eq(units.id, product.unidad_id)).limit(1);
        if (unit) return unit.formation;
      }
      const groupCodes: string[] = [];
      if (product.events_id?.length) {
        const links = await db
          .selectDistinct({ code: eventFormations.edu_codigoformacion })
          .from(eventFormations)
          .where(inArray(eventFormations.event_id, product.events_id));
        groupCodes.push(...links.map((l) => l.code));
      }
      if (product.metadata?.bonus_grupo) groupCodes.push(product.metadata.bonus_grupo);
      if (groupCodes.length === 0) return null;
      const rows = await db
        .select({ code: formations.edu_codigoformacion, parent: formations.edu_principalcodigoformacion })
        .from(formations)
        .where(inArray(formations.edu_codigoformacion, groupCodes))
        .orderBy(asc(formations.edu_codigoformacion));
      return rows.map((r) => r.parent ?? r.code)[0] ?? null;
    },

    /** The contact's active enrolment (matrícula) in a main formation. */
    async findMatricula(contactCode: string, formationCode: string): Promise<string | null> {
      const [row] = await db
        .select({ code: matriculas.edu_codigomatricula })
        .from(matriculas)
        .where(and(eq(matriculas.edu_codigocontacto, contactCode), eq(matriculas.edu_codigoformacion, formationCode), eq(matriculas.statecode, 0)))
        .orderBy(asc(matriculas.created_at))
        .limit(1);
      return row?.code ?? null;
    },

    async isMatriculaOf(contactCode: string, matriculaCode: string): Promise<boolean> {
      const [row] = await db
        .select({ code: matriculas.edu_codigomatricula })
        .from(matriculas)
        .where(and(eq(matriculas.edu_codigomatricula, matriculaCode), eq(matriculas.edu_codigocontacto, contactCode)))
        .limit(1);
      return Boolean(row);
    },

    async hasActiveProductLine(contactCode: string, productId: number): Promise<boolean> {
      const [row] = await db
        .select({ code: lineasProducto.edu_codigolineaproducto })
        .from(lineasProducto)
        .innerJoin(matriculas, eq(matriculas.edu_codigomatricula, lineasProducto.edu_matricula))
        .where(and(eq(matriculas.edu_codigocontacto, contactCode), eq(lineasProducto.product_id, productId), eq(lineasProducto.statecode, 0)))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Sandbox invoices paid whose bonus line was never created: the server died (or the browser went away)
     * between the payment and the client's success call. Stripe redelivers its webhook for those; the sandbox
     * has no webhook, so the server looks for them itself (checkout.service `grantPaidInvoicesWithoutLine`).
     */
    async listPaidSandboxInvoicesWithoutLine(): Promise<string[]> {
      const rows = await db
        .select({ id: sandboxInvoices.id })
        .from(sandboxInvoices)
        .leftJoin(lineasProducto, eq(lineasProducto.invoice_id, sandboxInvoices.id))
        .where(and(eq(sandboxInvoices.status, 'paid'), isNull(lineasProducto.edu_codigolineaproducto)))
        .orderBy(asc(sandboxInvoices.id));
      return rows.map((row) => row.id);
    },

    /**
     * Creates the bonus line a paid invoice buys, copying the product's grant. The unique invoice id makes
     * it happen once: a repeated call answers the existing line with `isNew` false.
     */
    async grantBonusLine(input: {
      matricula: string;
      product: ProductRow;
      invoiceId: string;
      priceEuros: number;
      at: Date;
    }): Promise<{ code: string; isNew: boolean }> {
      const { product } = input;
      const [inserted] = await db
        .insert(lineasProducto)
        .values({
          edu_codigolineaproducto: `LP-${randomBytes(6).toString('hex').toUpperCase()}`,
          edu_matricula: input.matricula,
          product_id: product.id,
          statecode: 0,
          edu_precio: input.priceEuros,
          edu_fechainicio: input.at,
          tipo: product.tipo,
          unidad_id: product.unidad_id,
          events_id: product.events_id,
          fecha_inicio_bonus: product.fecha_inicio_bonus,
          fecha_fin_bonus: product.fecha_fin_bonus,
          metadata: product.metadata,
          invoice_id: input.invoiceId,
          created_at: input.at,
        })
        .onConflictDoNothing({ target: lineasProducto.invoice_id })
        .returning({ code: lineasProducto.edu_codigolineaproducto });
      if (inserted) return { code: inserted.code, isNew: true };
      const [existing] = await db
        .select({ code: lineasProducto.edu_codigolineaproducto })
        .from(lineasProducto)
        .where(eq(lineasProducto.invoice_id, input.invoiceId))
        .limit(1);
      return { code: existing!.code, isNew: false };
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
