import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBonusLine, createContact, createEnrolment, createFormationWithGroup, createProduct } from '../../test/factories';
import { createSession } from '../../test/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/lineaMatriculas/formations/{contactCode}', () => {
  it("answers the student's groups with their main formation, lines and bonus lines", async () => {
    const student = await createContact(t.database.db);
    const { parent, group } = await createFormationWithGroup(t.database.db, {
      parent: { edu_formacion: 'Técnico en Farmacia' },
      group: { edu_formacion: 'Farmacia 2026 A' },
    });
    const { matricula, line } = await createEnrolment(t.database.db, student, group);
    const { product } = await createBonusLine(t.database.db, matricula, {
      tipo: 'fecha',
      mkt_precio: 49.9,
      metadata: { bonus_grupo: group.edu_codigoformacion, mkt_notas: 'Acceso 30 días' },
    });
    // A fee (not a bonus) must not be listed as a bonus line.
    await createProduct(t.database.db, { is_bonus: false });
    // Someone else's enrolment must not leak.
    const other = await createContact(t.database.db);
    const otherGroup = await createFormationWithGroup(t.database.db);
    await createEnrolment(t.database.db, other, otherGroup.group);

    const token = await createSession(t.database.db, student.edu_codigocontacto);
    const response = await t.app.inject({
      url: `/api/lineaMatriculas/formations/${student.edu_codigocontacto}?formationsOnly=true`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.formations).toHaveLength(1);
    expect(body.formations[0]).toMatchObject({
      edu_codigoformacion: group.edu_codigoformacion,
      edu_formacion: 'Farmacia 2026 A',
      edu_principal: 'Técnico en Farmacia',
      edu_principalcodigoformacion: parent.edu_codigoformacion,
      grupo: { edu_codigoformacion: group.edu_codigoformacion, edu_formacion: 'Farmacia 2026 A' },
    });
    expect(body.lineasMatricula.data).toEqual([
      expect.objectContaining({ edu_codigolineamatricula: line.edu_codigolineamatricula, edu_activa: 0, edu_codigoalumno: student.edu_codigocontacto }),
    ]);
    expect(body.lineasProductoBonus).toEqual([
      expect.objectContaining({
        tipo: 'fecha',
        mkt_precio: 49.9,
        xerppa_nombreproducto: product.xerppa_nombreproducto,
        metadata: { bonus_grupo: group.edu_codigoformacion, mkt_notas: 'Acceso 30 días' },
      }),
    ]);
  });

  it('leaves out withdrawn (inactive) lines', async () => {
    const student = await createContact(t.database.db);
    const { group } = await createFormationWithGroup(t.database.db);
    await createEnrolment(t.database.db, student, group, { line: { edu_activa: 1 } });
    const token = await createSession(t.database.db, student.edu_codigocontacto);
    const body = (
      await t.app.inject({ url: `/api/lineaMatriculas/formations/${student.edu_codigocontacto}`, headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(body.formations).toEqual([]);
    expect(body.lineasMatricula.data).toEqual([]);
  });

  it("refuses another student's data (403) and anonymous requests (401)", async () => {
    const student = await createContact(t.database.db);
    const other = await createContact(t.database.db);
    const token = await createSession(t.database.db, student.edu_codigocontacto);
    const foreign = await t.app.inject({ url: `/api/lineaMatriculas/formations/${other.edu_codigocontacto}`, headers: { authorization: `Bearer ${token}` } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ status: 'error', code: 'forbidden' });
    const anonymous = await t.app.inject({ url: `/api/lineaMatriculas/formations/${student.edu_codigocontacto}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('validates the query', async () => {
    const student = await createContact(t.database.db);
    const token = await createSession(t.database.db, student.edu_codigocontacto);
    const response = await t.app.inject({
      url: `/api/lineaMatriculas/formations/${student.edu_codigocontacto}?formationsOnly=quizá`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(400);
  });

  it('issues at most one statement of its own, warm none, however many enrolments and bonus lines the student holds', async () => {
    const db = t.database.db;
    const student = await createContact(db);
    const token = await createSession(db, student.edu_codigocontacto);
    const url = `/api/lineaMatriculas/formations/${student.edu_codigocontacto}`;
    const read = async () => {
      const { result, statements } = await t.recordQueries(() => t.app.inject({ url, headers: { authorization: `Bearer ${token}` } }));
      expect(result.statusCode).toBe(200);
      // Without the authentication's own lookups (session, contact), which every call pays.
      return { body: result.json(), count: statements.filter((sql) => !/\b(from|update|into) "(sessions|contacts)"/.test(sql)).length };
    };
    const enrol = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const { group } = await createFormationWithGroup(db);
        const { matricula } = await createEnrolment(db, student, group);
        await createBonusLine(db, matricula, { tipo: 'fecha' });
      }
    };
    await enrol(1);
    const smallCold = await read();
    const smallWarm = await read();
    await enrol(5);
    const bigCold = await read();
    const bigWarm = await read();
    expect(smallCold.body.formations).toHaveLength(1);
    expect(bigCold.body.formations).toHaveLength(6);
    expect(bigCold.body.lineasProductoBonus).toHaveLength(6);
    expect(bigWarm.body).toEqual(bigCold.body);
    expect([smallCold.count, bigCold.count]).toEqual([1, 1]);
    expect([smallWarm.count, bigWarm.count]).toEqual([0, 0]);
  });
});
