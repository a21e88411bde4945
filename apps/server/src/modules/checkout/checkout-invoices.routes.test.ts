import { debtsAnswerSchema, invoicePdfAnswerSchema, payInvoiceAnswerSchema } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adeudos } from '../../db/schema';
import { createCourseFixture, type CourseFixture } from '../../test/course-fixture';
import { createContact, createEnrolment, createProduct } from '../../test/factories';
import { readPdfText } from '../../test/read-pdf-text';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Every card payment has its invoice: the paid debt listed under Secretaría → Facturas, with its PDF, once. */

type Product = Awaited<ReturnType<typeof createProduct>>;
type Buyer = { code: string; email: string; bearer: string; enrolment: string };

let t: TestApp;
let course: CourseFixture;
let product: Product;
const nextYear = new Date().getUTCFullYear() + 1;

beforeAll(async () => {
  t = await createTestApp();
  course = await createCourseFixture(t.database.db);
  product = await createProduct(t.database.db, {
    is_bonus: true,
    tipo: 'unidad',
    unidad_id: course.units.extra.id,
    xerppa_nombreproducto: 'Unidad extra: Despliegue',
    mkt_precio: 49,
    xcrm_codigolistaprecios: `price_invoice_${course.units.extra.id}`,
  });
});
afterAll(async () => {
  await t.close();
});

const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
const call = (url: string, payload: object, bearer: string) => t.app.inject({ method: 'POST', url, headers: auth(bearer), payload });
const form = (url: string, fields: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

async function createBuyer(): Promise<Buyer> {
  const db = t.database.db;
  const contact = await createContact(db);
  const { matricula } = await createEnrolment(db, contact, course.group, { matricula: { edu_codigoformacion: course.parent.edu_codigoformacion } });
  return {
    code: contact.edu_codigocontacto,
    email: contact.emailaddress1,
    bearer: await createSession(db, contact.edu_codigocontacto),
    enrolment: matricula.edu_codigomatricula,
  };
}

/** The web's steps up to the payment: customer, card, invoice, pay. */
async function pay(buyer: Buyer, number: string) {
  const customerId = (await call('/api/checkout/get-customer-by-email', { email: buyer.email }, buyer.bearer)).json().customer.id;
  const created = await call(
    '/api/checkout/sandbox/payment-methods',
    { number, exp_month: 12, exp_year: nextYear, cvc: '123', name: 'Titular Prueba' },
    buyer.bearer,
  );
  const paymentMethodId = created.json().paymentMethod.id;
  expect((await call('/api/save-payment-method', { customerId, paymentMethodId }, buyer.bearer)).statusCode).toBe(200);
  const invoiceId = (await call('/api/checkout/create-invoice-alumno', { customerId, priceId: product.xcrm_codigolistaprecios }, buyer.bearer)).json().invoice
    .id as string;
  const paid = await call('/api/checkout/pay-invoice-alumno', { invoiceId, paymentMethodId }, buyer.bearer);
  expect(paid.statusCode).toBe(200);
  return { invoiceId, answer: payInvoiceAnswerSchema.parse(paid.json()) };
}

const confirm = (buyer: Buyer, invoiceId: string) =>
  call('/api/checkout/payment-alumno-success', { invoice: invoiceId, codigoContacto: buyer.code, producto: product.id }, buyer.bearer);

async function listInvoices(buyer: Buyer) {
  const response = await call(`/api/adeudos/${buyer.code}`, { enrolments: [buyer.enrolment] }, buyer.bearer);
  expect(response.statusCode).toBe(200);
  return debtsAnswerSchema.parse(response.json()).data;
}

/** The invoice's PDF, through the address the Facturas card asks for. */
async function readInvoicePdf(buyer: Buyer, invoiceId: string) {
  const answer = await t.app.inject({ url: `/api/adeudos/stripe/${invoiceId}`, headers: auth(buyer.bearer) });
  expect(answer.statusCode).toBe(200);
  const pdf = await t.app.inject({ url: invoicePdfAnswerSchema.parse(answer.json()).invoice_pdf });
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  return readPdfText(pdf.rawPayload).text;
}

const debtRowsOf = (invoiceId: string) => t.database.db.select().from(adeudos).where(eq(adeudos.caja_stripeid, invoiceId));

describe('the invoice of a card purchase', () => {
  it('lists a paid purchase (4242) under Facturas with its number and PDF, once however often it is confirmed', async () => {
    const buyer = await createBuyer();
    expect(await listInvoices(buyer)).toEqual([]);
    const { invoiceId, answer } = await pay(buyer, '4242 4242 4242 4242');
    expect(answer.invoice.status).toBe('paid');
    expect((await confirm(buyer, invoiceId)).statusCode).toBe(200);

    const listed = await listInvoices(buyer);
    expect(listed).toEqual([
      expect.objectContaining({
        caja_concepto: 'Unidad extra: Despliegue',
        caja_importe: 49,
        caja_pagado: true,
        caja_cajero: false,
        caja_stripeid: invoiceId,
        caja_numerofactura: expect.stringMatching(/^F\d{4}-\d{6}$/),
        caja_fechapago: expect.any(String),
        caja_Matricula: { edu_codigomatricula: buyer.enrolment },
      }),
    ]);
    const text = await readInvoicePdf(buyer, invoiceId);
    expect(text).toContain(listed[0]!.caja_numerofactura!);
    expect(text).toContain('Unidad extra: Despliegue');
    expect(text).toContain('49,00');

    // A double click, a retried call: still one invoice.
    expect((await confirm(buyer, invoiceId)).json()).toMatchObject({ granted: false });
    expect(await debtRowsOf(invoiceId)).toHaveLength(1);
    expect(await listInvoices(buyer)).toHaveLength(1);
  });

  it('lists a purchase paid through 3-D Secure as soon as the bank authorizes it, and only once', async () => {
    const buyer = await createBuyer();
    const { invoiceId, answer } = await pay(buyer, '4000 0027 6000 3184');
    const intent = answer.payment_intent!;
    expect(answer.invoice.status).toBe('open');
    // Nothing is invoiced before the bank's answer.
    expect(await listInvoices(buyer)).toEqual([]);
    const url = intent.next_action.type === 'redirect_to_url' ? intent.next_action.redirect_to_url.url : '';
    expect((await form(url.split('?')[0]!, { client_secret: intent.client_secret, decision: 'authorize' })).statusCode).toBe(200);

    // The browser may never come back: the invoice is there already.
    expect(await listInvoices(buyer)).toEqual([expect.objectContaining({ caja_stripeid: invoiceId, caja_pagado: true, caja_importe: 49 })]);
    expect((await confirm(buyer, invoiceId)).statusCode).toBe(200);
    expect(await debtRowsOf(invoiceId)).toHaveLength(1);
    expect(await readInvoicePdf(buyer, invoiceId)).toContain('Unidad extra: Despliegue');
  });

  it('numbers invoices of the year one after another, and a rejected 3-D Secure payment has none', async () => {
    const first = await createBuyer();
    const second = await createBuyer();
    const refused = await createBuyer();
    const a = await pay(first, '4242424242424242');
    const b = await pay(second, '4242424242424242');
    await confirm(first, a.invoiceId);
    await confirm(second, b.invoiceId);
    const [numberA] = (await debtRowsOf(a.invoiceId)).map((row) => row.caja_numerofactura!);
    const [numberB] = (await debtRowsOf(b.invoiceId)).map((row) => row.caja_numerofactura!);
    expect(numberA!.slice(0, 6)).toBe(numberB!.slice(0, 6));
    expect(Number(numberB!.slice(6))).toBe(Number(numberA!.slice(6)) + 1);

    const { invoiceId, answer } = await pay(refused, '4000 0027 6000 3184');
    const intent = answer.payment_intent!;
    const url = intent.next_action.type === 'redirect_to_url' ? intent.next_action.redirect_to_url.url : '';
    await form(url.split('?')[0]!, { client_secret: intent.client_secret, decision: 'reject' });
    expect((await confirm(refused, invoiceId)).statusCode).toBe(409);
    expect(await listInvoices(refused)).toEqual([]);
  });
});
