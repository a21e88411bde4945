import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineasProducto } from '../../db/schema';
import { createCourseFixture, type CourseFixture } from '../../test/course-fixture';
import { createProduct } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

// A sandbox purchase paid but never granted (the server crashed, or the tab closed, between the pay call and the
// success call) is granted when the server starts (main.ts): the sandbox's stand-in for Stripe's webhook retries.

let t: TestApp;
let course: CourseFixture;
let token: string;
const nextYear = new Date().getUTCFullYear() + 1;

beforeAll(async () => {
  t = await createTestApp();
  course = await createCourseFixture(t.database.db);
  token = await createSession(t.database.db, course.student.edu_codigocontacto);
});
afterAll(async () => {
  await t.close();
});

const call = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });

async function invoiceFor(customerId: string) {
  const product = await createProduct(t.database.db, { is_bonus: true, tipo: 'unidad', unidad_id: course.units.extra.id, mkt_precio: 30 });
  const invoice = await call('/api/checkout/create-invoice-alumno', { customerId, priceId: product.xcrm_codigolistaprecios });
  expect(invoice.statusCode).toBe(200);
  return { product, invoiceId: invoice.json<{ invoice: { id: string } }>().invoice.id };
}

describe('sandbox purchases paid and not granted', () => {
  it('are granted once at start-up; an open invoice is not; the late success call answers the same line', async () => {
    const customerId = (await call('/api/checkout/get-customer-by-email', { email: course.student.emailaddress1 })).json<{ customer: { id: string } }>()
      .customer.id;
    const paymentMethodId = (
      await call('/api/checkout/sandbox/payment-methods', { number: '4242424242424242', exp_month: 12, exp_year: nextYear, cvc: '123', name: 'Titular Prueba' })
    ).json<{ paymentMethod: { id: string } }>().paymentMethod.id;
    expect((await call('/api/save-payment-method', { customerId, paymentMethodId })).statusCode).toBe(200);
    const paid = await invoiceFor(customerId);
    expect(
      (await call('/api/checkout/pay-invoice-alumno', { invoiceId: paid.invoiceId, paymentMethodId })).json<{ invoice: { status: string } }>().invoice.status,
    ).toBe('paid');
    const open = await invoiceFor(customerId);

    // The success call never came: the sweep grants the paid one only, once.
    expect(await t.app.ctx.checkoutService.grantPaidInvoicesWithoutLine()).toEqual({ granted: 1, failed: [] });
    expect(await t.app.ctx.checkoutService.grantPaidInvoicesWithoutLine()).toEqual({ granted: 0, failed: [] });
    const lines = await t.database.db.select().from(lineasProducto).where(eq(lineasProducto.invoice_id, paid.invoiceId));
    expect(lines).toMatchObject([{ product_id: paid.product.id, edu_matricula: course.matricula.edu_codigomatricula, edu_precio: 30, statecode: 0 }]);
    expect(await t.database.db.select().from(lineasProducto).where(eq(lineasProducto.invoice_id, open.invoiceId))).toEqual([]);

    // The browser coming back later is answered with that line, nothing granted twice.
    const late = await call('/api/checkout/payment-alumno-success', {
      invoice: paid.invoiceId,
      codigoContacto: course.student.edu_codigocontacto,
      producto: paid.product.id,
    });
    expect(late.json()).toEqual({ status: 'ok', granted: false, edu_codigolineaproducto: lines[0]!.edu_codigolineaproducto });
  });
});
