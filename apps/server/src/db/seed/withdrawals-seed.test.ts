import { getWithdrawalBlock } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { demoContactCodes as C, demoEnrolmentLineCodes as L, seedDemoAcademy } from './index';

const now = new Date('2026-11-24T09:00:00Z');
let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  await seedDemoAcademy(t.database.db, { now });
  headers = { authorization: `Bearer ${await createSession(t.database.db, C.student)}` };
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("the demo student's enrolments and withdrawals", () => {
  it('blocks each of her three lines with a different text: permanence (DAW), existing request (Nursing), pending debts (Exams)', async () => {
    const body = (await t.app.inject({ url: `/api/matriculas/alumno/comprobar-solicitud-baja/${C.student}`, headers })).json();
    const block = (line: string) =>
      getWithdrawalBlock(body.data.find((check: { edu_codigoslineamatricula: string }) => check.edu_codigoslineamatricula === line));
    expect(block(L.studentDaw)).toBe('No puede solicitar la baja porque aún no ha cumplido la permanencia.');
    expect(block(L.studentNursing)).toBe('Ya existe una solicitud de baja para esta línea de matrícula.');
    expect(block(L.studentExams)).toBe('No puede solicitar la baja porque tiene facturas pendientes de pagar.');
  });

  it('lists her pending Nursing withdrawal, asked four days ago (before the 25th: from 1 December)', async () => {
    const body = (await t.app.inject({ url: `/api/lineaMatriculas/alumno/solicitudes-baja/${C.student}`, headers })).json();
    expect(body.data).toEqual([
      expect.objectContaining({
        edu_codigolineamatricula: L.studentNursing,
        status: 'pendiente',
        effective_date: '2026-12-01',
        motivo: 'tiempo',
        valoracion: 4,
      }),
    ]);
  });

  it('shows her enrolments with products and groups, and the digital book licence of her Nursing line', async () => {
    const info = (await t.app.inject({ url: `/api/matriculas/alumno/info/${C.student}`, headers })).json();
    expect(info.matriculas.data).toHaveLength(3);
    expect(info.lineasMatricula.data).toHaveLength(3);
    expect(info.lineasProducto.lineasProductoWithProduct.length).toBeGreaterThanOrEqual(6);
    const licences = (await t.app.inject({ url: `/api/user/licencias/${C.student}`, headers })).json();
    expect(licences.data).toEqual([expect.objectContaining({ edu_codigolineamatricula: L.studentNursing, login: 'alumno' })]);
  });

  it('says when her DAW permanence ends, so the refusal can name the day', async () => {
    const body = (await t.app.inject({ url: `/api/matriculas/alumno/comprobar-solicitud-baja/${C.student}`, headers })).json();
    const daw = body.data.find((check: { edu_codigoslineamatricula: string }) => check.edu_codigoslineamatricula === L.studentDaw);
    expect(daw).toMatchObject({ permanenciaCumplida: false, edu_fechafinpermanencia: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/) });
    expect(daw.edu_fechafinpermanencia.slice(0, 10) > '2026-11-24').toBe(true);
  });

  it('lets a demo account walk the whole survey: Marta (admin@campus.test) withdraws from her Exams group', async () => {
    const marta = { authorization: `Bearer ${await createSession(t.database.db, C.admin)}` };
    const checks = (await t.app.inject({ url: `/api/matriculas/alumno/comprobar-solicitud-baja/${C.admin}`, headers: marta })).json();
    expect(checks.data).toHaveLength(1);
    expect(getWithdrawalBlock(checks.data[0])).toBeNull();
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/lineaMatriculas/alumno/solicitudes-baja/${C.admin}`,
      headers: marta,
      payload: { lineas: [checks.data[0].edu_codigoslineamatricula], encuesta: { motivo: 'tiempo', valoracion: 4, comentarios: '' } },
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json().data).toEqual([expect.objectContaining({ status: 'pendiente', effective_date: '2026-12-01', motivo: 'tiempo' })]);
  });

  it('leaves the other students free to ask for a withdrawal', async () => {
    const daniel = 'CON-10007';
    const danielHeaders = { authorization: `Bearer ${await createSession(t.database.db, daniel)}` };
    const body = (await t.app.inject({ url: `/api/matriculas/alumno/comprobar-solicitud-baja/${daniel}`, headers: danielHeaders })).json();
    expect(body.data.length).toBeGreaterThan(0);
    for (const check of body.data) expect(getWithdrawalBlock(check)).toBeNull();
  });

  it("gives the academy's desk (issue 31) four pending requests of DAM students, one approved ahead of its day and one rejected with a reason, audited", async () => {
    const elena = { authorization: `Bearer ${await createSession(t.database.db, C.staff)}` };
    const desk = (status: string) => t.app.inject({ url: `/api/gestion/bajas?status=${status}`, headers: elena }).then((answer) => answer.json());
    const pending = await desk('pendiente');
    expect(pending.data.filter((row: { student: { edu_codigocontacto: string } }) => row.student.edu_codigocontacto.startsWith('CON-102'))).toHaveLength(4);
    expect(pending.data.every((row: { survey: { motivo: string | null } }) => row.survey.motivo !== null)).toBe(true);
    // The DAM request this seed approved (the back office's own seed approves another one, Mario's, as Marta).
    const approved = (await desk('aprobado')).data.find((row: { student: { edu_codigocontacto: string } }) =>
      row.student.edu_codigocontacto.startsWith('CON-102'),
    );
    expect(approved).toMatchObject({ decidedBy: { edu_codigocontacto: C.staff }, line: { edu_activa: 0 } });
    expect(approved.line.edu_fechafin).not.toBeNull();
    expect(approved.effective_date > '2026-11-24').toBe(true);
    const [rejected] = (await desk('rechazado')).data;
    expect(rejected.response).toMatch(/permanencia/);
    const audit = (await t.app.inject({ url: '/api/gestion/auditoria?entidad=withdrawal_request', headers: elena })).json();
    expect(new Set(audit.data.map((entry: { action: string }) => entry.action))).toEqual(new Set(['withdrawal.approve', 'withdrawal.reject']));
  });
});
