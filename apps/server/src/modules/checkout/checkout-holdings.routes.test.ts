import { contentAnswerSchema } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourseFixture, type CourseFixture } from '../../test/course-fixture';
import { createProduct } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

// The access policies cache each user's holdings: a purchase must drop them itself. Factory writes here do not
// drop any cache (keepCachesOnDirectWrites), so an open unit after the grant is the checkout's own invalidation.
let t: TestApp;
let course: CourseFixture;
let token: string;
let product: Awaited<ReturnType<typeof createProduct>>;
const nextYear = new Date().getUTCFullYear() + 1;

beforeAll(async () => {
  t = await createTestApp({ keepCachesOnDirectWrites: true });
  course = await createCourseFixture(t.database.db);
  token = await createSession(t.database.db, course.student.edu_codigocontacto);
  product = await createProduct(t.database.db, {
    is_bonus: true,
    tipo: 'unidad',
    unidad_id: course.units.extra.id,
    mkt_precio: 49,
    xcrm_codigolistaprecios: `price_extra_${course.units.extra.id}`,
  });
});
afterAll(async () => {
  await t.close();
});

const call = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
const readTree = async () =>
  contentAnswerSchema.parse(
    (
      await t.app.inject({
        url: `/api/content/${course.parent.edu_codigoformacion}?group=${course.group.edu_codigoformacion}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json(),
  );
const isExtraOpen = async () =>
  (await readTree()).data.flatMap((u) => u.temas.flatMap((x) => x.eventos)).find((e) => e.id === course.events.extraClass.id)!.availability.isAvailable;
const readMyFormations = async () =>
  (await t.app.inject({ url: `/api/lineaMatriculas/formations/${course.student.edu_codigocontacto}`, headers: { authorization: `Bearer ${token}` } })).json();

describe('cached holdings and purchases', () => {
  it('opens a bought unit on the very next tree read, and lists the bonus in "my formations" at once', async () => {
    // Warm the holdings cache: the tree and "my formations" now answer from it.
    expect(await isExtraOpen()).toBe(false);
    expect(await isExtraOpen()).toBe(false);
    expect((await readMyFormations()).lineasProductoBonus).toEqual([]);

    const customer = (await call('/api/checkout/get-customer-by-email', { email: course.student.emailaddress1 })).json().customer;
    const method = (
      await call('/api/checkout/sandbox/payment-methods', {
        number: '4242 4242 4242 4242',
        exp_month: 12,
        exp_year: nextYear,
        cvc: '123',
        name: 'Titular Prueba',
      })
    ).json().paymentMethod;
    expect((await call('/api/save-payment-method', { customerId: customer.id, paymentMethodId: method.id })).statusCode).toBe(200);
    const invoice = (await call('/api/checkout/create-invoice-alumno', { customerId: customer.id, priceId: product.xcrm_codigolistaprecios })).json().invoice;
    expect((await call('/api/checkout/pay-invoice-alumno', { invoiceId: invoice.id, paymentMethodId: method.id })).json().invoice.status).toBe('paid');
    const success = await call('/api/checkout/payment-alumno-success', {
      invoice: invoice.id,
      codigoContacto: course.student.edu_codigocontacto,
      codigoMatricula: course.matricula.edu_codigomatricula,
      producto: product.id,
    });
    expect(success.json()).toMatchObject({ status: 'ok', granted: true });

    expect(await isExtraOpen()).toBe(true);
    expect((await readMyFormations()).lineasProductoBonus).toEqual([
      expect.objectContaining({ edu_codigolineaproducto: success.json().edu_codigolineaproducto, mkt_precio: 49 }),
    ]);
  });

  it("keeps the cached holdings for writes behind the app's back until their change is published", async () => {
    const before = await readMyFormations();
    const { createFormationWithGroup, createEnrolment } = await import('../../test/factories');
    const other = await createFormationWithGroup(t.database.db);
    await createEnrolment(t.database.db, course.student, other.group);
    expect((await readMyFormations()).formations).toEqual(before.formations);
    t.app.ctx.changes.publish('lineas_producto', course.student.edu_codigocontacto);
    expect((await readMyFormations()).formations.map((f: { edu_codigoformacion: string }) => f.edu_codigoformacion)).toContain(other.group.edu_codigoformacion);
  });
});
