import { contentAnswerSchema, texts } from '@campus/contract';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adeudos, lineasProducto } from '../../db/schema';
import { createCourseFixture, type CourseFixture } from '../../test/course-fixture';
import { createContact, createEnrolment, createFormationWithGroup, createProduct } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

type Product = Awaited<ReturnType<typeof createProduct>>;

let t: TestApp;
let course: CourseFixture;
let token: string;
let product: Product;
const nextYear = new Date().getUTCFullYear() + 1;

beforeAll(async () => {
  t = await createTestApp();
  course = await createCourseFixture(t.database.db);
  token = await createSession(t.database.db, course.student.edu_codigocontacto);
  product = await createProduct(t.database.db, {
    is_bonus: true,
    tipo: 'unidad',
    unidad_id: course.units.extra.id,
    xerppa_nombreproducto: 'Unidad extra: Despliegue',
    mkt_precio: 49,
    xcrm_codigolistaprecios: `price_extra_${course.units.extra.id}`,
    metadata: { mkt_notas: 'Acceso permanente' },
  });
});
afterAll(async () => {
  await t.close();
});

const call = (url: string, payload: object, bearer = token) => t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${bearer}` }, payload });
const card = (number: string, overrides: object = {}) => ({ number, exp_month: 12, exp_year: nextYear, cvc: '123', name: 'Titular Prueba', ...overrides });

/** The sandbox steps of the web's payment dialog: customer, card, saved card. */
async function customerWithCard(bearer: string, email: string, number: string) {
  const customer = (await call('/api/checkout/get-customer-by-email', { email }, bearer)).json().customer;
  const created = await call('/api/checkout/sandbox/payment-methods', card(number), bearer);
  expect(created.statusCode).toBe(200);
  const saved = await call('/api/save-payment-method', { customerId: customer.id, paymentMethodId: created.json().paymentMethod.id }, bearer);
  expect(saved.statusCode).toBe(200);
  return { customerId: customer.id as string, paymentMethodId: created.json().paymentMethod.id as string };
}

const extraEventOpen = async (bearer = token) => {
  const tree = contentAnswerSchema.parse(
    (
      await t.app.inject({
        url: `/api/content/${course.parent.edu_codigoformacion}?group=${course.group.edu_codigoformacion}`,
        headers: { authorization: `Bearer ${bearer}` },
      })
    ).json(),
  );
  return tree.data.flatMap((u) => u.temas.flatMap((x) => x.eventos)).find((e) => e.id === course.events.extraClass.id)!.availability.isAvailable;
};

describe('checkout in the sandbox', () => {
  it('says it is the sandbox', async () => {
    const response = await t.app.inject({ url: '/api/checkout/config', headers: { authorization: `Bearer ${token}` } });
    expect(response.json()).toEqual({ status: 'ok', provider: 'sandbox', publishableKey: null, currency: 'eur' });
  });

  it('buys an extra unit end to end: customer → card 4242 → invoice → pay → success → the content opens', async () => {
    expect(await extraEventOpen()).toBe(false);
    const first = await call('/api/checkout/get-customer-by-email', { email: course.student.emailaddress1.toUpperCase() });
    expect(first.statusCode).toBe(200);
    expect(first.json().customer).toMatchObject({ id: expect.stringMatching(/^cus_/), email: course.student.emailaddress1, name: course.student.fullname });
    const { customerId, paymentMethodId } = await customerWithCard(token, course.student.emailaddress1, '4242 4242 4242 4242');
    expect(customerId).toBe(first.json().customer.id);

    const methods = await call('/api/checkout/get-customer-payment-methods', { customerId });
    expect(methods.json().paymentMethods).toEqual([{ id: paymentMethodId, card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: nextYear } }]);

    // The client says 1 euro; the server charges the product's 49.
    const invoice = await call('/api/checkout/create-invoice-alumno', {
      customerId,
      priceId: product.xcrm_codigolistaprecios,
      amount: 1,
      productName: 'Gratis',
    });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.json().invoice).toMatchObject({
      id: expect.stringMatching(/^in_/),
      status: 'open',
      amount_due: 4900,
      currency: 'eur',
      product_id: product.id,
      description: 'Unidad extra: Despliegue',
    });
    const invoiceId = invoice.json().invoice.id;

    const early = await call('/api/checkout/payment-alumno-success', {
      invoice: invoiceId,
      codigoContacto: course.student.edu_codigocontacto,
      producto: product.id,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('El pago no se completó correctamente');

    const paid = await call('/api/checkout/pay-invoice-alumno', { invoiceId, paymentMethodId });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().invoice.status).toBe('paid');

    const success = await call('/api/checkout/payment-alumno-success', {
      invoice: invoiceId,
      codigoContacto: course.student.edu_codigocontacto,
      codigoMatricula: course.matricula.edu_codigomatricula,
      producto: product.id,
    });
    expect(success.statusCode).toBe(200);
    expect(success.json()).toEqual({ status: 'ok', granted: true, edu_codigolineaproducto: expect.stringMatching(/^LP-/) });
    expect(await extraEventOpen()).toBe(true);

    // A repeated success call (double click, retry) does not grant twice.
    const again = await call('/api/checkout/payment-alumno-success', {
      invoice: invoiceId,
      codigoContacto: course.student.edu_codigocontacto,
      producto: product.id,
    });
    expect(again.json()).toEqual({ status: 'ok', granted: false, edu_codigolineaproducto: success.json().edu_codigolineaproducto });
    const lines = await t.database.db.select().from(lineasProducto).where(eq(lineasProducto.invoice_id, invoiceId));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      edu_matricula: course.matricula.edu_codigomatricula,
      product_id: product.id,
      tipo: 'unidad',
      unidad_id: course.units.extra.id,
      edu_precio: 49,
      statecode: 0,
    });

    // Paying the same invoice again is harmless, and buying the product again is refused.
    expect((await call('/api/checkout/pay-invoice-alumno', { invoiceId, paymentMethodId })).json().invoice.status).toBe('paid');
    const twice = await call('/api/checkout/create-invoice-alumno', { customerId, priceId: product.xcrm_codigolistaprecios });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Ya tienes este producto');
  });

  it('answers 402 with the Spanish reason for a declined card or insufficient funds, and grants nothing', async () => {
    const db = t.database.db;
    const buyer = await createContact(db);
    await createEnrolment(db, buyer, course.group, { matricula: { edu_codigoformacion: course.parent.edu_codigoformacion } });
    const bearer = await createSession(db, buyer.edu_codigocontacto);
    for (const [number, message] of [
      ['4000 0000 0000 0002', 'Tu tarjeta ha sido rechazada.'],
      ['4000000000009995', 'Tu tarjeta no tiene fondos suficientes.'],
    ] as const) {
      const { customerId, paymentMethodId } = await customerWithCard(bearer, buyer.emailaddress1, number);
      const invoiceId = (await call('/api/checkout/create-invoice-alumno', { customerId, priceId: product.xcrm_codigolistaprecios }, bearer)).json().invoice.id;
      const declined = await call('/api/checkout/pay-invoice-alumno', { invoiceId, paymentMethodId }, bearer);
      expect({ number, status: declined.statusCode, body: declined.json() }).toEqual({
        number,
        status: 402,
        body: { status: 'error', code: 'payment_declined', message },
      });
      const success = await call(
        '/api/checkout/payment-alumno-success',
        { invoice: invoiceId, codigoContacto: buyer.edu_codigocontacto, producto: product.id },
        bearer,
      );
      expect(success.statusCode).toBe(409);
    }
    expect(await extraEventOpen(bearer)).toBe(false);
  });

  it('checks the card like the card widget: Luhn, expiry, CVC, and only test cards', async () => {
    const cases: [object, string][] = [
      [card('4242 4242 4242 4241'), texts.payment.invalidNumber],
      [card('4242424242424242', { exp_year: 2020 }), texts.payment.pastExpiry],
      [card('4242424242424242', { exp_month: 13 }), texts.payment.invalidExpiry],
      [card('4242424242424242', { cvc: '12' }), texts.payment.invalidCvc],
      [card('378282246310005', { cvc: '123' }), texts.payment.invalidCvc],
      [card('4111 1111 1111 1111'), texts.payment.testModeCard],
      [card('4242424242424242', { name: ' ' }), texts.payment.nameRequired],
      [card('4242-abcd'), texts.payment.invalidNumber],
    ];
    for (const [body, message] of cases) {
      const response = await call('/api/checkout/sandbox/payment-methods', body);
      expect({ body, status: response.statusCode, message: response.json().message }).toEqual({ body, status: 400, message });
    }
    const amex = await call('/api/checkout/sandbox/payment-methods', card('3782 822463 10005', { cvc: '1234', exp_year: nextYear % 100 }));
    expect(amex.json().paymentMethod.card).toEqual({ brand: 'amex', last4: '0005', exp_month: 12, exp_year: nextYear });
  });

  it("refuses another user's e-mail, customer, card and invoice", async () => {
    const db = t.database.db;
    const mallory = await createContact(db);
    await createEnrolment(db, mallory, course.group, { matricula: { edu_codigoformacion: course.parent.edu_codigoformacion } });
    const bearer = await createSession(db, mallory.edu_codigocontacto);
    const foreignEmail = await call('/api/checkout/get-customer-by-email', { email: course.student.emailaddress1 }, bearer);
    expect(foreignEmail.statusCode).toBe(403);
    expect(foreignEmail.json().message).toBe('Solo puedes usar tu propio correo electrónico');

    const victim = await customerWithCard(token, course.student.emailaddress1, '4242424242424242');
    const other = await createProduct(db, {
      is_bonus: true,
      events_id: [course.events.expired.id],
      mkt_precio: 15,
      xcrm_codigolistaprecios: `price_pack_${course.events.expired.id}`,
    });
    const victimInvoice = (await call('/api/checkout/create-invoice-alumno', { customerId: victim.customerId, priceId: other.xcrm_codigolistaprecios })).json()
      .invoice.id;
    const own = await customerWithCard(bearer, mallory.emailaddress1, '4242424242424242');

    expect((await call('/api/checkout/get-customer-payment-methods', { customerId: victim.customerId }, bearer)).statusCode).toBe(403);
    expect(
      (await call('/api/checkout/create-invoice-alumno', { customerId: victim.customerId, priceId: product.xcrm_codigolistaprecios }, bearer)).statusCode,
    ).toBe(403);
    expect((await call('/api/save-payment-method', { customerId: own.customerId, paymentMethodId: victim.paymentMethodId }, bearer)).statusCode).toBe(404);
    expect((await call('/api/checkout/pay-invoice-alumno', { invoiceId: victimInvoice, paymentMethodId: own.paymentMethodId }, bearer)).statusCode).toBe(403);
    // Paying one's own invoice with someone else's card is refused too.
    const ownInvoice = (
      await call('/api/checkout/create-invoice-alumno', { customerId: own.customerId, priceId: other.xcrm_codigolistaprecios }, bearer)
    ).json().invoice.id;
    expect((await call('/api/checkout/pay-invoice-alumno', { invoiceId: ownInvoice, paymentMethodId: victim.paymentMethodId }, bearer)).statusCode).toBe(404);

    await call('/api/checkout/pay-invoice-alumno', { invoiceId: victimInvoice, paymentMethodId: victim.paymentMethodId });
    expect(
      (await call('/api/checkout/payment-alumno-success', { invoice: victimInvoice, codigoContacto: mallory.edu_codigocontacto, producto: other.id }, bearer))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          '/api/checkout/payment-alumno-success',
          { invoice: victimInvoice, codigoContacto: course.student.edu_codigocontacto, producto: other.id },
          bearer,
        )
      ).statusCode,
    ).toBe(403);
    // The right student, but another product than the invoice's.
    expect(
      (await call('/api/checkout/payment-alumno-success', { invoice: victimInvoice, codigoContacto: course.student.edu_codigocontacto, producto: product.id }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call('/api/checkout/payment-alumno-success', {
          invoice: victimInvoice,
          codigoContacto: course.student.edu_codigocontacto,
          producto: other.edu_codigoproducto,
        })
      ).json().granted,
    ).toBe(true);
  });

  it('sells only products on sale to students of their formation', async () => {
    const db = t.database.db;
    const { customerId } = await customerWithCard(token, course.student.emailaddress1, '4242424242424242');
    const withdrawn = await createProduct(db, { is_bonus: true, unidad_id: course.units.extra.id, statecode: 1 });
    expect((await call('/api/checkout/create-invoice-alumno', { customerId, priceId: withdrawn.xcrm_codigolistaprecios })).json().message).toBe(
      'El producto no está a la venta',
    );
    expect((await call('/api/checkout/create-invoice-alumno', { customerId, priceId: 'price_no_existe' })).statusCode).toBe(404);
    const elsewhere = await createFormationWithGroup(db);
    const foreignUnit = await createProduct(db, {
      is_bonus: true,
      events_id: [],
      metadata: { bonus_grupo: elsewhere.group.edu_codigoformacion },
      tipo: 'fecha',
    });
    const refused = await call('/api/checkout/create-invoice-alumno', { customerId, priceId: foreignUnit.xcrm_codigolistaprecios });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No tienes acceso a esta formación');
    expect((await call('/api/checkout/pay-invoice-alumno', { invoiceId: 'in_x' })).json().message).toBe('Por favor selecciona un método de pago');
    expect((await call('/api/checkout/pay-invoice-alumno', { invoiceId: 'in_no_existe', paymentMethodId: 'pm_x' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/checkout/get-customer-by-email', payload: { email: 'a@b.test' } })).statusCode).toBe(401);
    expect((await call('/api/checkout/webhook', {})).statusCode).toBe(404);
  });
});

describe('checkout with Stripe configured', () => {
  const webhookSecret = 'whsec_test_campus_0123456789';
  let stripeApp: TestApp;
  beforeAll(async () => {
    stripeApp = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_campus', STRIPE_PUBLISHABLE_KEY: 'pk_test_campus', STRIPE_WEBHOOK_SECRET: webhookSecret },
    });
  });
  afterAll(async () => {
    await stripeApp.close();
  });

  it('tells the web to use Stripe Elements and hides the sandbox card route', async () => {
    const student = await createContact(stripeApp.database.db);
    const bearer = await createSession(stripeApp.database.db, student.edu_codigocontacto);
    expect((await stripeApp.app.inject({ url: '/api/checkout/config', headers: { authorization: `Bearer ${bearer}` } })).json()).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_campus',
    });
    const sandbox = await stripeApp.app.inject({
      method: 'POST',
      url: '/api/checkout/sandbox/payment-methods',
      headers: { authorization: `Bearer ${bearer}` },
      payload: card('4242424242424242'),
    });
    expect(sandbox.statusCode).toBe(404);
    expect(sandbox.json().message).toBe('El entorno de pagos de prueba no está activo');
  });

  it('grants a paid invoice from a signed webhook, once, and refuses a bad signature', async () => {
    const db = stripeApp.database.db;
    const fixture = await createCourseFixture(db);
    const bought = await createProduct(db, { is_bonus: true, tipo: 'unidad', unidad_id: fixture.units.extra.id, mkt_precio: 39 });
    const payload = JSON.stringify({
      id: 'evt_test_1',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_test_webhook_1',
          object: 'invoice',
          customer: 'cus_test_1',
          status: 'paid',
          amount_due: 3900,
          currency: 'eur',
          description: bought.xerppa_nombreproducto,
          metadata: {
            edu_codigocontacto: fixture.student.edu_codigocontacto,
            product_id: String(bought.id),
            edu_codigomatricula: fixture.matricula.edu_codigomatricula,
          },
        },
      },
    });
    const send = (signature: string) =>
      stripeApp.app.inject({
        method: 'POST',
        url: '/api/checkout/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    const forged = await send(Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_otro_secreto' }));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('La firma del aviso de pago no es válida');
    expect(
      (await stripeApp.app.inject({ method: 'POST', url: '/api/checkout/webhook', headers: { 'content-type': 'application/json' }, payload })).statusCode,
    ).toBe(400);

    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect((await send(signature)).json()).toEqual({ status: 'ok', received: true });
    expect((await send(signature)).statusCode).toBe(200);
    const lines = await db.select().from(lineasProducto).where(eq(lineasProducto.invoice_id, 'in_test_webhook_1'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ product_id: bought.id, unidad_id: fixture.units.extra.id, edu_precio: 39 });
    // A retried webhook writes one invoice too (Facturas lists it; its PDF is Stripe's own).
    const invoices = await db.select().from(adeudos).where(eq(adeudos.caja_stripeid, 'in_test_webhook_1'));
    expect(invoices).toEqual([
      expect.objectContaining({
        edu_matricula: fixture.matricula.edu_codigomatricula,
        caja_importe: 39,
        caja_pagado: true,
        caja_numerofactura: expect.stringMatching(/^F\d{4}-\d{6}$/),
      }),
    ]);
  });
});
