import { productsAnswerSchema } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourseFixture, type CourseFixture } from '../../test/course-fixture';
import { createBonusLine, createContact, createFormationWithGroup, createProduct } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let course: CourseFixture;
let token: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  course = await createCourseFixture(t.database.db);
  token = await createSession(t.database.db, course.student.edu_codigocontacto);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, bearer = token) => t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${bearer}` }, payload });
const names = (body: unknown) => productsAnswerSchema.parse(body).data.data.map((p) => p.xerppa_nombreproducto);

describe('POST /api/products/by-unit-ids', () => {
  it('lists the bonus products on sale that open those units, cheapest first, with price and notes', async () => {
    const db = t.database.db;
    const unit = course.units.extra.id;
    await createProduct(db, {
      is_bonus: true,
      tipo: 'unidad',
      unidad_id: unit,
      xerppa_nombreproducto: 'Unidad extra con tutoría',
      mkt_precio: 79,
      metadata: { mkt_notas: 'Con tutoría personal' },
    });
    await createProduct(db, {
      is_bonus: true,
      tipo: 'unidad',
      unidad_id: unit,
      xerppa_nombreproducto: 'Unidad extra',
      mkt_precio: 49,
      metadata: { mkt_notas: 'Acceso permanente' },
    });
    await createProduct(db, { is_bonus: true, tipo: 'unidad', unidad_id: unit, xerppa_nombreproducto: 'Retirado', statecode: 1 });
    await createProduct(db, { is_bonus: false, unidad_id: unit, xerppa_nombreproducto: 'Cuota' });
    const response = await post('/api/products/by-unit-ids', { unitIdsArray: [unit] });
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(['Unidad extra', 'Unidad extra con tutoría']);
    expect(response.json().data.data[0]).toMatchObject({
      mkt_precio: 49,
      tipo: 'unidad',
      unidad_id: unit,
      metadata: { mkt_notas: 'Acceso permanente', bonus_grupo: null },
      xcrm_codigolistaprecios: expect.any(String),
    });
    expect(names((await post('/api/products/by-unit-ids', { unitIdsArray: [course.units.regular.id] })).json())).toEqual([]);
  });

  it('leaves out what the student already bought', async () => {
    const db = t.database.db;
    const { product } = await createBonusLine(db, course.matricula, { tipo: 'unidad', unidad_id: course.units.regular.id });
    expect(names((await post('/api/products/by-unit-ids', { unitIdsArray: [course.units.regular.id] })).json())).not.toContain(product.xerppa_nombreproducto);
  });

  it('validates the body', async () => {
    const empty = await post('/api/products/by-unit-ids', { unitIdsArray: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Indica al menos una unidad');
    expect((await post('/api/products/by-unit-ids', { unitIdsArray: ['x'] })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/products/by-unit-ids', payload: { unitIdsArray: [1] } })).statusCode).toBe(401);
  });
});

describe('POST /api/products/by-event', () => {
  it('lists products that open the event by event id, by unit and by a date window of its group', async () => {
    const db = t.database.db;
    const event = course.events.expired;
    const start = event.start_date!.getTime();
    await createProduct(db, { is_bonus: true, events_id: [event.id], xerppa_nombreproducto: 'Pack de la clase', mkt_precio: 10 });
    await createProduct(db, { is_bonus: true, tipo: 'unidad', unidad_id: course.units.regular.id, xerppa_nombreproducto: 'Unidad completa', mkt_precio: 30 });
    await createProduct(db, {
      is_bonus: true,
      tipo: 'fecha',
      fecha_inicio_bonus: new Date(start - 10 * DAY),
      fecha_fin_bonus: new Date(start + 10 * DAY),
      metadata: { bonus_grupo: course.group.edu_codigoformacion, mkt_notas: 'Recupera las clases grabadas' },
      xerppa_nombreproducto: 'Bono de recuperación',
      mkt_precio: 20,
    });
    const otherGroup = await createFormationWithGroup(db);
    await createProduct(db, {
      is_bonus: true,
      tipo: 'fecha',
      fecha_inicio_bonus: new Date(start - 10 * DAY),
      fecha_fin_bonus: new Date(start + 10 * DAY),
      metadata: { bonus_grupo: otherGroup.group.edu_codigoformacion },
      xerppa_nombreproducto: 'Bono de otro grupo',
    });
    await createProduct(db, {
      is_bonus: true,
      tipo: 'fecha',
      fecha_inicio_bonus: new Date(start + 20 * DAY),
      fecha_fin_bonus: new Date(start + 30 * DAY),
      xerppa_nombreproducto: 'Bono de otras fechas',
    });
    await createProduct(db, { is_bonus: true, events_id: [event.id], xerppa_nombreproducto: 'Retirado', statecode: 1 });

    const response = await post('/api/products/by-event', { eventId: event.id, fecha_inicio: event.start_date!.toISOString() });
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(['Pack de la clase', 'Bono de recuperación', 'Unidad completa']);
  });

  it('never offers a date window for content only in an extra unit', async () => {
    const db = t.database.db;
    const start = course.events.extraClass.start_date!.getTime();
    await createProduct(db, {
      is_bonus: true,
      tipo: 'fecha',
      fecha_inicio_bonus: new Date(start - DAY),
      fecha_fin_bonus: new Date(start + DAY),
      xerppa_nombreproducto: 'Bono de fechas para la extra',
    });
    await createProduct(db, { is_bonus: true, tipo: 'unidad', unidad_id: course.units.extra.id, xerppa_nombreproducto: 'La unidad extra' });
    const listed = names((await post('/api/products/by-event', { eventId: course.events.extraClass.id })).json());
    expect(listed).toContain('La unidad extra');
    expect(listed).not.toContain('Bono de fechas para la extra');
  });

  it('answers 404 for an event the user does not reach, and validates the body', async () => {
    const outsider = await createSession(t.database.db, (await createContact(t.database.db)).edu_codigocontacto);
    const refused = await post('/api/products/by-event', { eventId: course.events.expired.id }, outsider);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('No se encontró información del evento');
    expect((await post('/api/products/by-event', { eventId: 'uno' })).statusCode).toBe(400);
    expect((await post('/api/products/by-event', { eventId: -4 })).json().message).toBe('El evento no es válido');
  });
});
