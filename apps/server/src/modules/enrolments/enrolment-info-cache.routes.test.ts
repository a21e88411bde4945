import { enrolmentInfoAnswerSchema } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineasProducto } from '../../db/schema';
import { createContact, createEnrolment, createFormationWithGroup, createProduct } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

// The app's own writes must drop the kept tab: this app keeps its caches when statements are written
// (keepCachesOnDirectWrites), so only the app's invalidation can make a change show.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ keepCachesOnDirectWrites: true });
});
afterAll(async () => {
  await t.close();
});

const survey = { motivo: 'tiempo', valoracion: 4, comentarios: 'Cambio de turno en el trabajo' };

/** A student with one enrolment and line, signed in, and another student. */
async function signedInStudent() {
  const db = t.database.db;
  const [student, other] = await Promise.all([createContact(db), createContact(db)]);
  const { group } = await createFormationWithGroup(db, { parent: { edu_formacion: 'Técnico en Farmacia' }, group: { edu_formacion: 'Farmacia 2026 A' } });
  const { matricula, line } = await createEnrolment(db, student, group);
  const [token, otherToken] = await Promise.all([createSession(db, student.edu_codigocontacto), createSession(db, other.edu_codigocontacto)]);
  const code = student.edu_codigocontacto;
  const read = (as = token) => t.app.inject({ url: `/api/matriculas/alumno/info/${code}`, headers: { authorization: `Bearer ${as}` } });
  const info = async () => enrolmentInfoAnswerSchema.parse((await read()).json());
  return { code, matricula, line, token, otherToken, read, info };
}

describe('GET /api/matriculas/alumno/info/{contactCode}, kept between reads', () => {
  it('answers a warm read with no statement and the same bytes', async () => {
    const s = await signedInStudent();
    const cold = await s.read();
    expect(cold.statusCode).toBe(200);
    const warm = await t.recordQueries(() => s.read());
    expect(warm.statements).toEqual([]);
    expect(warm.result.rawPayload.equals(cold.rawPayload)).toBe(true);
  });

  it('checks who asks before anything is served: a kept tab never reaches another student', async () => {
    const s = await signedInStudent();
    expect((await s.read()).statusCode).toBe(200);
    expect((await s.read(s.otherToken)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/matriculas/alumno/info/${s.code}` })).statusCode).toBe(401);
  });

  it('shows a withdrawal request in the very next read', async () => {
    const s = await signedInStudent();
    expect((await s.info()).lineasMatricula.data[0]!.solicitudBaja).toBeNull();
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/lineaMatriculas/alumno/solicitudes-baja/${s.code}`,
      headers: { authorization: `Bearer ${s.token}` },
      payload: { lineas: [s.line.edu_codigolineamatricula], encuesta: survey },
    });
    expect(asked.statusCode).toBe(201);
    expect((await s.info()).lineasMatricula.data[0]!.solicitudBaja).toMatchObject({ status: 'pendiente' });
  });

  it('is dropped with the holdings (a bonus granted by the checkout, a trial enrolment), and kept otherwise', async () => {
    const s = await signedInStudent();
    expect((await s.info()).lineasProducto.lineasProductoWithProduct).toEqual([]);
    const bonus = await createProduct(t.database.db, { xerppa_nombreproducto: 'Bono de tutorías' });
    await t.database.db.insert(lineasProducto).values({
      edu_codigolineaproducto: `LP-${s.line.edu_codigolineamatricula}`,
      edu_matricula: s.matricula.edu_codigomatricula,
      product_id: bonus.id,
      edu_precio: 30,
    });
    // Written behind the app's back: kept until the TTL.
    expect((await s.info()).lineasProducto.lineasProductoWithProduct).toEqual([]);
    // What the checkout's grant and the trial enrolment call after their writes.
    t.app.ctx.changes.publish('lineas_matricula', s.code);
    expect((await s.info()).lineasProducto.lineasProductoWithProduct.map((l) => l.product.xerppa_nombreproducto)).toEqual(['Bono de tutorías']);
  });
});

describe('GET /api/matriculas/alumno/info/{contactCode} in tests that write enrolments directly', () => {
  it('shows a factory’s new enrolment in the next read (the test app drops the kept tabs)', async () => {
    const direct = await createTestApp();
    try {
      const db = direct.database.db;
      const student = await createContact(db);
      const token = await createSession(db, student.edu_codigocontacto);
      const read = async () =>
        enrolmentInfoAnswerSchema.parse(
          (await direct.app.inject({ url: `/api/matriculas/alumno/info/${student.edu_codigocontacto}`, headers: { authorization: `Bearer ${token}` } })).json(),
        );
      const { group } = await createFormationWithGroup(db);
      await createEnrolment(db, student, group);
      expect((await read()).matriculas.data).toHaveLength(1);
      const { group: second } = await createFormationWithGroup(db);
      await createEnrolment(db, student, second);
      expect((await read()).matriculas.data).toHaveLength(2);
    } finally {
      await direct.close();
    }
  });
});
