import { contentAnswerSchema, payInvoiceAnswerSchema, texts } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineasProducto } from '../../db/schema';
import { SANDBOX_CHALLENGE_TTL_MS } from '../../integrations/payments/sandbox-payment-provider';
import { createCourseFixture, type CourseFixture } from '../../test/course-fixture';
import { createContact, createEnrolment, createProduct } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

/** 3-D Secure in the sandbox: Stripe's 4000 0027 6000 3184 needs the cardholder's answer on the challenge page. */

type Product = Awaited<ReturnType<typeof createProduct>>;
type Buyer = { code: string; email: string; bearer: string };

let t: TestApp;
let course: CourseFixture;
let product: Product;
let clock = Date.now();
const nextYear = new Date().getUTCFullYear() + 1;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  course = await createCourseFixture(t.database.db);
  product = await createProduct(t.database.db, {
    is_bonus: true,
    tipo: 'unidad',
    unidad_id: course.units.extra.id,
    mkt_precio: 49,
    xcrm_codigolistaprecios: `price_3ds_${course.units.extra.id}`,
  });
});
afterAll(async () => {
  await t.close();
});

const call = (url: string, payload: object, bearer: string) => t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${bearer}` }, payload });
const form = (url: string, fields: Record<string, string>, bearer?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });
const pageStatus = (html: string) => /<meta name="campus-3ds-status" content="([a-z]+)">/.exec(html)?.[1];

async function createBuyer(): Promise<Buyer> {
  const db = t.database.db;
  const contact = await createContact(db);
  await createEnrolment(db, contact, course.group, { matricula: { edu_codigoformacion: course.parent.edu_codigoformacion } });
  return { code: contact.edu_codigocontacto, email: contact.emailaddress1, bearer: await createSession(db, contact.edu_codigocontacto) };
}

/** The web's steps up to the payment with the 3-D Secure card: its answer, and the invoice it pays. */
async function payWithChallengeCard(buyer: Buyer) {
  const customerId = (await call('/api/checkout/get-customer-by-email', { email: buyer.email }, buyer.bearer)).json().customer.id;
  const created = await call(
    '/api/checkout/sandbox/payment-methods',
    { number: '4000 0027 6000 3184', exp_month: 12, exp_year: nextYear, cvc: '123', name: 'Titular Prueba' },
    buyer.bearer,
  );
  const paymentMethodId = created.json().paymentMethod.id;
  expect((await call('/api/save-payment-method', { customerId, paymentMethodId }, buyer.bearer)).statusCode).toBe(200);
  const invoiceId = (await call('/api/checkout/create-invoice-alumno', { customerId, priceId: product.xcrm_codigolistaprecios }, buyer.bearer)).json().invoice
    .id as string;
  const paid = await call('/api/checkout/pay-invoice-alumno', { invoiceId, paymentMethodId }, buyer.bearer);
  expect(paid.statusCode).toBe(200);
  const answer = payInvoiceAnswerSchema.parse(paid.json());
  const intent = answer.payment_intent!;
  const url = intent.next_action.type === 'redirect_to_url' ? intent.next_action.redirect_to_url.url : '';
  return { answer, invoiceId, paymentMethodId, intent, url, actionPath: url.split('?')[0]! };
}

const confirm = (buyer: Buyer, invoiceId: string) =>
  call('/api/checkout/payment-alumno-success', { invoice: invoiceId, codigoContacto: buyer.code, producto: product.id }, buyer.bearer);
const linesOf = (invoiceId: string) => t.database.db.select().from(lineasProducto).where(eq(lineasProducto.invoice_id, invoiceId));
const isExtraOpen = async (buyer: Buyer) => {
  const response = await t.app.inject({
    url: `/api/content/${course.parent.edu_codigoformacion}?group=${course.group.edu_codigoformacion}`,
    headers: { authorization: `Bearer ${buyer.bearer}` },
  });
  const tree = contentAnswerSchema.parse(response.json());
  return tree.data.flatMap((u) => u.temas.flatMap((x) => x.eventos)).find((e) => e.id === course.events.extraClass.id)!.availability.isAvailable;
};

describe('3-D Secure in the sandbox (4000 0027 6000 3184)', () => {
  it('answers requires_action with a challenge page; Autorizar pays the invoice and grants the bonus once', async () => {
    const buyer = await createBuyer();
    const { answer, invoiceId, intent, url, actionPath } = await payWithChallengeCard(buyer);
    expect(answer.invoice.status).toBe('open');
    expect(intent).toMatchObject({
      id: expect.stringMatching(/^pi_/),
      status: 'requires_action',
      client_secret: expect.stringMatching(new RegExp(`^${intent.id}_secret_`)),
    });
    expect(url).toMatch(new RegExp(`^/api/checkout/sandbox/authenticate/${intent.id}\\?client_secret=`));
    // Nothing is granted on the pay answer alone.
    expect((await confirm(buyer, invoiceId)).statusCode).toBe(409);

    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script/i);
    expect(pageStatus(page.body)).toBe('pending');
    for (const text of ['Autenticación de la compra', 'Autorizar', 'Rechazar', '49,00', 'VISA •••• 3184']) expect(page.body).toContain(text);

    const authorized = await form(actionPath, { client_secret: intent.client_secret, decision: 'authorize' });
    expect(authorized.statusCode).toBe(200);
    expect(pageStatus(authorized.body)).toBe('succeeded');
    expect(authorized.body).toContain(texts.payment.authentication.authorized);
    // The bank's answer settles the payment by itself (as Stripe's webhook does), before the browser comes back.
    expect(await linesOf(invoiceId)).toHaveLength(1);
    expect(await isExtraOpen(buyer)).toBe(true);

    // The browser's confirmation re-reads the paid invoice: granted already, never twice.
    const confirmed = await confirm(buyer, invoiceId);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'ok', granted: false });
    expect(await linesOf(invoiceId)).toHaveLength(1);
  });

  it('Rechazar leaves the invoice unpaid: the confirmation fails with the catalogue text and nothing is granted', async () => {
    const buyer = await createBuyer();
    const { invoiceId, intent, actionPath } = await payWithChallengeCard(buyer);
    const rejected = await form(actionPath, { client_secret: intent.client_secret, decision: 'reject' });
    expect(rejected.statusCode).toBe(200);
    expect(pageStatus(rejected.body)).toBe('failed');
    expect(rejected.body).toContain(texts.payment.authentication.rejected);

    const confirmed = await confirm(buyer, invoiceId);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toBe(texts.payment.notCompleted);
    expect(await linesOf(invoiceId)).toHaveLength(0);
    expect(await isExtraOpen(buyer)).toBe(false);
  });

  it('refuses a replayed answer: the challenge is answered once', async () => {
    const buyer = await createBuyer();
    const { invoiceId, intent, url, actionPath } = await payWithChallengeCard(buyer);
    expect((await form(actionPath, { client_secret: intent.client_secret, decision: 'reject' })).statusCode).toBe(200);

    const replayed = await form(actionPath, { client_secret: intent.client_secret, decision: 'authorize' });
    expect(replayed.statusCode).toBe(409);
    expect(pageStatus(replayed.body)).toBe('unavailable');
    expect(replayed.body).toContain(texts.payment.authentication.closed);
    expect((await t.app.inject({ url })).statusCode).toBe(409);
    expect((await confirm(buyer, invoiceId)).statusCode).toBe(409);
    expect(await linesOf(invoiceId)).toHaveLength(0);
  });

  it('cannot be authorized by another user: without the payer’s client secret, with their own, or through the API', async () => {
    const payer = await createBuyer();
    const mallory = await createBuyer();
    const victim = await payWithChallengeCard(payer);
    const own = await payWithChallengeCard(mallory);

    // Mallory knows the payment intent's id, but the secret went only to the payer.
    for (const secret of ['', 'pi_x_secret_adivinado', own.intent.client_secret, `${victim.intent.id}_secret_${'A'.repeat(32)}`]) {
      const forged = await form(victim.actionPath, { client_secret: secret, decision: 'authorize' }, mallory.bearer);
      expect({ secret, status: forged.statusCode }).toEqual({ secret, status: secret ? 404 : 400 });
      expect(forged.body).toContain(texts.payment.authentication.notFound);
    }
    expect((await t.app.inject({ url: `${victim.actionPath}?client_secret=${encodeURIComponent(own.intent.client_secret)}` })).statusCode).toBe(404);
    // Nor can she pay or confirm the payer's invoice herself.
    expect(
      (await call('/api/checkout/pay-invoice-alumno', { invoiceId: victim.invoiceId, paymentMethodId: own.paymentMethodId }, mallory.bearer)).statusCode,
    ).toBe(403);
    expect(
      (await call('/api/checkout/payment-alumno-success', { invoice: victim.invoiceId, codigoContacto: payer.code, producto: product.id }, mallory.bearer))
        .statusCode,
    ).toBe(403);
    expect(await linesOf(victim.invoiceId)).toHaveLength(0);

    // The payer's own challenge still works afterwards.
    expect(pageStatus((await form(victim.actionPath, { client_secret: victim.intent.client_secret, decision: 'authorize' })).body)).toBe('succeeded');
    expect(await linesOf(victim.invoiceId)).toHaveLength(1);
    expect(await linesOf(own.invoiceId)).toHaveLength(0);
  });

  it('expires after its time, and a new payment of the invoice replaces a pending challenge', async () => {
    const buyer = await createBuyer();
    const first = await payWithChallengeCard(buyer);
    const second = await call('/api/checkout/pay-invoice-alumno', { invoiceId: first.invoiceId, paymentMethodId: first.paymentMethodId }, buyer.bearer);
    const replacement = payInvoiceAnswerSchema.parse(second.json()).payment_intent!;
    expect(replacement.id).not.toBe(first.intent.id);
    expect((await form(first.actionPath, { client_secret: first.intent.client_secret, decision: 'authorize' })).statusCode).toBe(409);

    clock += SANDBOX_CHALLENGE_TTL_MS + 1000;
    try {
      const late = await form(`/api/checkout/sandbox/authenticate/${replacement.id}`, { client_secret: replacement.client_secret, decision: 'authorize' });
      expect(late.statusCode).toBe(409);
      expect(await linesOf(first.invoiceId)).toHaveLength(0);
    } finally {
      clock -= SANDBOX_CHALLENGE_TTL_MS + 1000;
    }
  });

  it('answers a malformed challenge address with the Spanish page, never a 500', async () => {
    for (const url of [
      '/api/checkout/sandbox/authenticate/nada',
      '/api/checkout/sandbox/authenticate/pi_x',
      `/api/checkout/sandbox/authenticate/pi_x?client_secret=${'a'.repeat(500)}`,
    ]) {
      const response = await t.app.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).toContain(texts.payment.authentication.notFound);
    }
    const badDecision = await form('/api/checkout/sandbox/authenticate/pi_x', { client_secret: 'x', decision: 'quizas' });
    expect(badDecision.statusCode).toBe(400);
  });

  it('still pays 4242 at once, with no payment intent to complete', async () => {
    const buyer = await createBuyer();
    const customerId = (await call('/api/checkout/get-customer-by-email', { email: buyer.email }, buyer.bearer)).json().customer.id;
    const paymentMethodId = (
      await call(
        '/api/checkout/sandbox/payment-methods',
        { number: '4242424242424242', exp_month: 12, exp_year: nextYear, cvc: '123', name: 'T' },
        buyer.bearer,
      )
    ).json().paymentMethod.id;
    await call('/api/save-payment-method', { customerId, paymentMethodId }, buyer.bearer);
    const invoiceId = (await call('/api/checkout/create-invoice-alumno', { customerId, priceId: product.xcrm_codigolistaprecios }, buyer.bearer)).json().invoice
      .id;
    const paid = await call('/api/checkout/pay-invoice-alumno', { invoiceId, paymentMethodId }, buyer.bearer);
    expect(paid.json()).toMatchObject({ status: 'ok', invoice: { status: 'paid' }, payment_intent: null });
  });
});
