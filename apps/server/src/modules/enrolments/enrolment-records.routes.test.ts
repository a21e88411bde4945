import { texts } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adeudos, lineasProducto, withdrawalRequests } from '../../db/schema';
import { createBonusLine, createContact, createEnrolment, createFormationWithGroup, createProduct } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { listenOnFreePort, openUserSocket, waitForSocketEvent } from '../../test/socket-client';
import { createTestApp, type TestApp } from '../../test/test-app';

// 10 March 2026, 11:00 in Madrid: before day 25, so a withdrawal applies from 1 April.
let clock = new Date('2026-03-10T10:00:00Z');
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { DIGITAL_BOOK_PASSWORD: 'Libro-Prueba-42', DIGITAL_BOOK_URL: 'https://libros.example.test/acceso' } });
  baseUrl = await listenOnFreePort(t);
});
afterAll(async () => {
  await t.close();
});

const survey = { motivo: 'tiempo', valoracion: 4, comentarios: 'Cambio de turno en el trabajo' };

/** A student with one enrolment and line, signed in. */
async function signedInStudent(db: Database, line: Parameters<typeof createEnrolment>[3] = {}, contact: Parameters<typeof createContact>[1] = {}) {
  const student = await createContact(db, contact);
  const { parent, group } = await createFormationWithGroup(db, {
    parent: { edu_formacion: 'Técnico en Farmacia' },
    group: { edu_formacion: 'Farmacia 2026 A' },
  });
  const enrolment = await createEnrolment(db, student, group, line);
  const token = await createSession(db, student.edu_codigocontacto);
  return { student, parent, group, ...enrolment, token, headers: { authorization: `Bearer ${token}` } };
}

async function addDebt(db: Database, matricula: string, values: { period: string; paid?: boolean }) {
  await db.insert(adeudos).values({
    edu_matricula: matricula,
    caja_periodoservicio: values.period,
    caja_concepto: 'Mensualidad',
    caja_importe: 89,
    caja_pagado: values.paid ?? false,
  });
}

const withdraw = (contactCode: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/lineaMatriculas/alumno/solicitudes-baja/${contactCode}`, headers, payload: payload as object });

describe('GET /api/matriculas/alumno/info/{contactCode}', () => {
  it('answers the enrolments, their product lines with the product, the groups and every line with its latest withdrawal request', async () => {
    const db = t.database.db;
    const s = await signedInStudent(db, { line: { edu_fechafinpermanencia: '2026-06-30' } });
    const fee = await createProduct(db, { xerppa_nombreproducto: 'Mensualidad Farmacia', recurrencia: 'Mensual', mkt_precio: 79, cr479_modalidad: 2 });
    await db.insert(lineasProducto).values({
      edu_codigolineaproducto: `LP-${s.line.edu_codigolineamatricula}`,
      edu_matricula: s.matricula.edu_codigomatricula,
      product_id: fee.id,
      edu_precio: 79,
    });
    const { group: otherGroup } = await createFormationWithGroup(db, { group: { edu_formacion: 'Farmacia 2025 B' } });
    const { line: oldLine } = await createEnrolment(db, s.student, otherGroup, { line: { edu_activa: 1 } });
    await db.insert(withdrawalRequests).values({
      edu_codigolineamatricula: oldLine.edu_codigolineamatricula,
      edu_codigocontacto: s.student.edu_codigocontacto,
      status: 'aprobado',
      effective_date: '2026-02-01',
      survey_reason: 'empleo',
      survey_rating: 5,
    });
    // Someone else's enrolment must not leak.
    const other = await createContact(db);
    await createEnrolment(db, other, s.group);

    const response = await t.app.inject({ url: `/api/matriculas/alumno/info/${s.student.edu_codigocontacto}`, headers: s.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.matriculas.data).toHaveLength(2);
    expect(body.matriculas.data).toContainEqual(
      expect.objectContaining({ edu_codigomatricula: s.matricula.edu_codigomatricula, edu_formacion: 'Técnico en Farmacia', statecode: 0 }),
    );
    expect(body.lineasProducto.lineasProductoWithProduct).toEqual([
      expect.objectContaining({
        edu_matricula: s.matricula.edu_codigomatricula,
        edu_precio: 79,
        product: expect.objectContaining({ xerppa_nombreproducto: 'Mensualidad Farmacia', recurrencia: 'Mensual', cr479_modalidad: 2 }),
      }),
    ]);
    expect(body.formations.formations.map((f: { edu_formacion: string }) => f.edu_formacion).sort()).toEqual(['Farmacia 2025 B', 'Farmacia 2026 A']);
    const lines = body.lineasMatricula.data;
    expect(lines).toHaveLength(2);
    expect(lines.find((l: { edu_codigolineamatricula: string }) => l.edu_codigolineamatricula === s.line.edu_codigolineamatricula)).toMatchObject({
      edu_activa: 0,
      edu_fechafinpermanencia: '2026-06-30',
      solicitudBaja: null,
      edu_formacion: 'Farmacia 2026 A',
    });
    expect(lines.find((l: { edu_codigolineamatricula: string }) => l.edu_codigolineamatricula === oldLine.edu_codigolineamatricula)).toMatchObject({
      edu_activa: 1,
      solicitudBaja: { status: 'aprobado', effective_date: '2026-02-01' },
    });
  });

  it('lists the enrolments alone on GET /api/matriculas/alumno/{contactCode}', async () => {
    const s = await signedInStudent(t.database.db);
    const body = (await t.app.inject({ url: `/api/matriculas/alumno/${s.student.edu_codigocontacto}`, headers: s.headers })).json();
    expect(body).toEqual({ status: 'ok', data: [expect.objectContaining({ edu_codigomatricula: s.matricula.edu_codigomatricula })] });
  });

  it("refuses another student's records (403), a freemium visitor and a contact type 3 (403), and anonymous calls (401)", async () => {
    const db = t.database.db;
    const s = await signedInStudent(db);
    const other = await createContact(db);
    const urls = (code: string) => [
      `/api/matriculas/alumno/info/${code}`,
      `/api/matriculas/alumno/${code}`,
      `/api/matriculas/alumno/comprobar-solicitud-baja/${code}`,
      `/api/lineaMatriculas/alumno/solicitudes-baja/${code}`,
      `/api/user/licencias/${code}`,
    ];
    for (const url of urls(other.edu_codigocontacto)) {
      const foreign = await t.app.inject({ url, headers: s.headers });
      expect(foreign.statusCode, url).toBe(403);
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
    const foreignPost = await withdraw(other.edu_codigocontacto, s.headers, { lineas: [s.line.edu_codigolineamatricula], encuesta: survey });
    expect(foreignPost.statusCode).toBe(403);

    const freemium = await signedInStudent(db, {}, { freemium: true });
    const freemiumAnswer = await t.app.inject({ url: urls(freemium.student.edu_codigocontacto)[0]!, headers: freemium.headers });
    expect(freemiumAnswer.statusCode).toBe(403);
    expect(freemiumAnswer.json().message).toBe(texts.enrolments.notForFreemium);
    const limited = await signedInStudent(db, {}, { edu_tipocontacto: '3' });
    for (const url of urls(limited.student.edu_codigocontacto)) expect((await t.app.inject({ url, headers: limited.headers })).statusCode, url).toBe(403);
  });
});

describe('withdrawal checks and requests', () => {
  it('counts unpaid debts whose period has started, the permanence and an open request per active line', async () => {
    const db = t.database.db;
    const s = await signedInStudent(db, { line: { edu_fechafinpermanencia: '2026-03-11' } });
    await addDebt(db, s.matricula.edu_codigomatricula, { period: '2026-02-01' });
    await addDebt(db, s.matricula.edu_codigomatricula, { period: '2026-03-01' });
    // Paid, or for a period that has not started: not pending.
    await addDebt(db, s.matricula.edu_codigomatricula, { period: '2026-01-01', paid: true });
    await addDebt(db, s.matricula.edu_codigomatricula, { period: '2026-04-01' });
    const body = (await t.app.inject({ url: `/api/matriculas/alumno/comprobar-solicitud-baja/${s.student.edu_codigocontacto}`, headers: s.headers })).json();
    expect(body).toEqual({
      status: 'ok',
      fechaEfectiva: '2026-04-01',
      data: [
        {
          edu_codigoslineamatricula: s.line.edu_codigolineamatricula,
          adeudosPendientes: 2,
          permanenciaCumplida: false,
          solicitudExistente: false,
          edu_fechafinpermanencia: '2026-03-11',
        },
      ],
    });
  });

  it('refuses with each exact text, in order: an existing request, pending debts, the permanence', async () => {
    const db = t.database.db;
    const debts = await signedInStudent(db, { line: { edu_fechafinpermanencia: '2027-01-01' } });
    await addDebt(db, debts.matricula.edu_codigomatricula, { period: '2026-03-01' });
    const debtAnswer = await withdraw(debts.student.edu_codigocontacto, debts.headers, { lineas: [debts.line.edu_codigolineamatricula], encuesta: survey });
    expect(debtAnswer.statusCode).toBe(409);
    expect(debtAnswer.json().message).toBe('No puede solicitar la baja porque tiene facturas pendientes de pagar.');

    const permanence = await signedInStudent(db, { line: { edu_fechafinpermanencia: '2026-03-11' } });
    const permanenceAnswer = await withdraw(permanence.student.edu_codigocontacto, permanence.headers, {
      lineas: [permanence.line.edu_codigolineamatricula],
      encuesta: survey,
    });
    expect(permanenceAnswer.statusCode).toBe(409);
    expect(permanenceAnswer.json().message).toBe('No puede solicitar la baja porque aún no ha cumplido la permanencia.');

    const existing = await signedInStudent(db);
    expect(
      (await withdraw(existing.student.edu_codigocontacto, existing.headers, { lineas: [existing.line.edu_codigolineamatricula], encuesta: survey }))
        .statusCode,
    ).toBe(201);
    await addDebt(db, existing.matricula.edu_codigomatricula, { period: '2026-03-01' });
    const again = await withdraw(existing.student.edu_codigocontacto, existing.headers, { lineas: [existing.line.edu_codigolineamatricula], encuesta: survey });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya existe una solicitud de baja para esta línea de matrícula.');
  });

  it('stores the request with its survey and the effective day, answers it, pushes it to the other tabs and lists it', async () => {
    const db = t.database.db;
    const s = await signedInStudent(db, { line: { edu_fechafinpermanencia: '2026-03-10' } });
    const socket = await openUserSocket(baseUrl, s.token, s.student.edu_codigocontacto, t.config.PUBLIC_URL);
    try {
      const pushed = waitForSocketEvent(socket, 'withdrawal-requested');
      const response = await withdraw(s.student.edu_codigocontacto, s.headers, { lineas: [s.line.edu_codigolineamatricula], encuesta: survey });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.message).toBe('Solicitud de baja registrada. La baja se aplicará a partir del 1 abr 2026.');
      expect(body.data).toEqual([
        expect.objectContaining({
          edu_codigolineamatricula: s.line.edu_codigolineamatricula,
          edu_matricula: s.matricula.edu_codigomatricula,
          edu_formacion: 'Farmacia 2026 A',
          status: 'pendiente',
          effective_date: '2026-04-01',
          motivo: 'tiempo',
          valoracion: 4,
          comentarios: 'Cambio de turno en el trabajo',
        }),
      ]);
      expect(await pushed).toEqual({ data: body.data });
      const listed = (await t.app.inject({ url: `/api/lineaMatriculas/alumno/solicitudes-baja/${s.student.edu_codigocontacto}`, headers: s.headers })).json();
      expect(listed.data).toEqual(body.data);
      const check = (await t.app.inject({ url: `/api/matriculas/alumno/comprobar-solicitud-baja/${s.student.edu_codigocontacto}`, headers: s.headers })).json();
      expect(check.data[0].solicitudExistente).toBe(true);
    } finally {
      socket.disconnect();
    }
  });

  it('applies from the first day of the month after when asked from the 25th on (Madrid day)', async () => {
    const db = t.database.db;
    const s = await signedInStudent(db);
    // 23:30 UTC on 24 March is 00:30 on the 25th in Madrid.
    clock = new Date('2026-03-24T23:30:00Z');
    try {
      const body = (await withdraw(s.student.edu_codigocontacto, s.headers, { lineas: [s.line.edu_codigolineamatricula], encuesta: survey })).json();
      expect(body.data[0].effective_date).toBe('2026-05-01');
    } finally {
      clock = new Date('2026-03-10T10:00:00Z');
    }
  });

  it("takes the spec's bare array of line codes as it is, storing no survey answers", async () => {
    const s = await signedInStudent(t.database.db);
    const bare = await withdraw(s.student.edu_codigocontacto, s.headers, [s.line.edu_codigolineamatricula]);
    expect(bare.statusCode).toBe(201);
    expect(bare.json().data).toEqual([
      expect.objectContaining({
        edu_codigolineamatricula: s.line.edu_codigolineamatricula,
        status: 'pendiente',
        motivo: null,
        valoracion: null,
        comentarios: null,
      }),
    ]);
    const stored = await t.database.db
      .select()
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.edu_codigolineamatricula, s.line.edu_codigolineamatricula));
    expect(stored).toEqual([expect.objectContaining({ survey_reason: null, survey_rating: null, survey_comments: null })]);
  });

  it('refuses a bad survey, and lines that are not the active ones of the caller', async () => {
    const db = t.database.db;
    const s = await signedInStudent(db);
    const other = await withdraw(s.student.edu_codigocontacto, s.headers, {
      lineas: [s.line.edu_codigolineamatricula],
      encuesta: { motivo: 'otro', valoracion: 3 },
    });
    expect(other.statusCode).toBe(400);
    expect(JSON.stringify(other.json())).toContain(texts.enrolments.surveyCommentsRequired);
    const rating = await withdraw(s.student.edu_codigocontacto, s.headers, {
      lineas: [s.line.edu_codigolineamatricula],
      encuesta: { motivo: 'tiempo', valoracion: 9 },
    });
    expect(rating.statusCode).toBe(400);
    expect(JSON.stringify(rating.json())).toContain(texts.enrolments.surveyRatingRequired);
    const empty = await withdraw(s.student.edu_codigocontacto, s.headers, { lineas: [], encuesta: survey });
    expect(empty.statusCode).toBe(400);

    const someoneElse = await signedInStudent(db);
    const foreignLine = await withdraw(s.student.edu_codigocontacto, s.headers, { lineas: [someoneElse.line.edu_codigolineamatricula], encuesta: survey });
    expect(foreignLine.statusCode).toBe(404);
    expect(foreignLine.json().message).toBe(texts.enrolments.lineNotFound);
    const withdrawn = await signedInStudent(db, { line: { edu_activa: 1 } });
    expect(
      (await withdraw(withdrawn.student.edu_codigocontacto, withdrawn.headers, { lineas: [withdrawn.line.edu_codigolineamatricula], encuesta: survey }))
        .statusCode,
    ).toBe(404);
  });

  it('saves all lines of one request or none', async () => {
    const db = t.database.db;
    const s = await signedInStudent(db);
    const { group } = await createFormationWithGroup(db);
    const { matricula: blocked, line: blockedLine } = await createEnrolment(db, s.student, group);
    await addDebt(db, blocked.edu_codigomatricula, { period: '2026-03-01' });
    const response = await withdraw(s.student.edu_codigocontacto, s.headers, {
      lineas: [s.line.edu_codigolineamatricula, blockedLine.edu_codigolineamatricula],
      encuesta: survey,
    });
    expect(response.statusCode).toBe(409);
    const listed = (await t.app.inject({ url: `/api/lineaMatriculas/alumno/solicitudes-baja/${s.student.edu_codigocontacto}`, headers: s.headers })).json();
    expect(listed.data).toEqual([]);
  });
});

describe('GET /api/user/licencias/{contactCode}', () => {
  it('gives the digital book card of a gru_N4_250 line: login from the e-mail, password from the configuration', async () => {
    const s = await signedInStudent(t.database.db, { line: { edu_gru_n4: 'gru_N4_250' } }, { emailaddress1: 'marta.lopez@campus.test' });
    const body = (await t.app.inject({ url: `/api/user/licencias/${s.student.edu_codigocontacto}`, headers: s.headers })).json();
    expect(body).toEqual({
      status: 'ok',
      data: [
        {
          tipo: 'libro-digital',
          edu_codigolineamatricula: s.line.edu_codigolineamatricula,
          edu_codigoformacion: s.group.edu_codigoformacion,
          edu_formacion: 'Farmacia 2026 A',
          login: 'marta.lopez',
          password: 'Libro-Prueba-42',
          url: 'https://libros.example.test/acceso',
        },
      ],
    });
  });

  it('is empty without such a line (a withdrawn line does not count)', async () => {
    const db = t.database.db;
    const s = await signedInStudent(db);
    const { group } = await createFormationWithGroup(db);
    await createEnrolment(db, s.student, group, { line: { edu_gru_n4: 'gru_N4_250', edu_activa: 1 } });
    const body = (await t.app.inject({ url: `/api/user/licencias/${s.student.edu_codigocontacto}`, headers: s.headers })).json();
    expect(body).toEqual({ status: 'ok', data: [] });
  });
});

describe('statements per request', () => {
  const ownStatements = (statements: string[]) => statements.filter((sql) => !/\b(from|update|into) "(sessions|contacts)"/.test(sql)).length;

  it('reads the info in three statements, the checks and the withdrawals in one, the licences warm in none, however many enrolments', async () => {
    const db = t.database.db;
    const s = await signedInStudent(db);
    const code = s.student.edu_codigocontacto;
    const count = async (url: string) => {
      const { result, statements } = await t.recordQueries(() => t.app.inject({ url, headers: s.headers }));
      expect(result.statusCode, url).toBe(200);
      return ownStatements(statements);
    };
    const urls = [
      `/api/matriculas/alumno/info/${code}`,
      `/api/matriculas/alumno/comprobar-solicitud-baja/${code}`,
      `/api/lineaMatriculas/alumno/solicitudes-baja/${code}`,
      `/api/matriculas/alumno/${code}`,
    ];
    const small = [];
    for (const url of urls) small.push(await count(url));
    await count(`/api/user/licencias/${code}`);
    const smallLicences = await count(`/api/user/licencias/${code}`);
    for (let i = 0; i < 4; i++) {
      const { group } = await createFormationWithGroup(db);
      const { matricula, line } = await createEnrolment(db, s.student, group);
      await createBonusLine(db, matricula);
      await addDebt(db, matricula.edu_codigomatricula, { period: '2026-02-01' });
      await db.insert(withdrawalRequests).values({
        edu_codigolineamatricula: line.edu_codigolineamatricula,
        edu_codigocontacto: code,
        effective_date: '2026-04-01',
        survey_reason: 'tiempo',
        survey_rating: 3,
      });
    }
    const big = [];
    for (const url of urls) big.push(await count(url));
    await count(`/api/user/licencias/${code}`);
    const bigLicences = await count(`/api/user/licencias/${code}`);
    expect(small).toEqual([3, 1, 1, 1]);
    expect(big).toEqual(small);
    expect([smallLicences, bigLicences]).toEqual([0, 0]);
  });
});
