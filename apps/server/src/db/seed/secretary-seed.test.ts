import { certificateAnswerSchema, contractsAnswerSchema, debtsAnswerSchema, documentUrlAnswerSchema, texts } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matriculas } from '../schema';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createDemoClock } from './dates';
import { demoContactCodes as C, demoFormationCodes as F, demoGroupCodes as G, seedDemoAcademy } from './index';

const now = new Date('2026-11-24T09:00:00Z');
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  await seedDemoAcademy(t.database.db, { now });
  token = await createSession(t.database.db, C.student, { now });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const auth = () => ({ authorization: `Bearer ${token}` });

describe('the demo student’s secretary', () => {
  it('has debts over two years, paid by card, debit and at the cash desk, and due unpaid ones only on her Exams enrolment', async () => {
    const clock = createDemoClock(now);
    const enrolments = await t.database.db.select().from(matriculas).where(eq(matriculas.edu_codigocontacto, C.student));
    const exams = enrolments.find((e) => e.edu_codigoformacion === F.exams)!.edu_codigomatricula;
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/adeudos/${C.student}`,
      headers: auth(),
      payload: { enrolments: enrolments.map((e) => e.edu_codigomatricula) },
    });
    const debts = debtsAnswerSchema.parse(answer.json()).data;
    expect(new Set(debts.map((d) => d.caja_periodoservicio.slice(0, 4))).size).toBe(2);
    const due = debts.filter((d) => !d.caja_pagado && d.caja_periodoservicio <= clock.today);
    expect(due.length).toBeGreaterThan(0);
    expect(new Set(due.map((d) => d.caja_Matricula.edu_codigomatricula))).toEqual(new Set([exams]));
    const paid = debts.filter((d) => d.caja_pagado);
    expect(paid.some((d) => d.caja_cajero)).toBe(true);
    expect(paid.some((d) => !d.caja_cajero && d.caja_stripeid)).toBe(true);
    expect(paid.some((d) => !d.caja_cajero && !d.caja_stripeid)).toBe(true);
    expect(paid.every((d) => d.caja_numerofactura)).toBe(true);

    const daw = enrolments.find((e) => e.edu_codigoformacion === F.daw)!.edu_codigomatricula;
    const yearly = await t.app.inject({ method: 'GET', url: `/api/adeudos/yearly/${daw}`, headers: auth() });
    expect(documentUrlAnswerSchema.safeParse(yearly.json()).success).toBe(true);
  });

  it('has the contract of her DAW enrolment, her Nursing index completed, DAW’s not, and attendance of her live classes', async () => {
    const contracts = contractsAnswerSchema.parse((await t.app.inject({ method: 'GET', url: `/api/contratos/${C.student}`, headers: auth() })).json()).data;
    expect(contracts).toHaveLength(1);

    const certificate = (grupo: string) =>
      t.app.inject({ method: 'POST', url: `/api/certificados/contenidos/${C.student}`, headers: auth(), payload: { grupo } });
    expect(certificateAnswerSchema.safeParse((await certificate(G.nursingA)).json()).success).toBe(true);
    const daw = await certificate(G.dawA);
    expect(daw.json().message).toBe(texts.secretary.contentIndexIncomplete);
    expect((await certificate(G.examsB)).json().message).toBe(texts.secretary.contentIndexIncomplete);

    const attendance = await t.app.inject({
      method: 'POST',
      url: `/api/actividades/asistencia/${C.student}`,
      headers: auth(),
      payload: { data: { grupo: G.dawA } },
    });
    const { totalHorasAsistidas, fechasNoAsistidas } = attendance.json().data as { totalHorasAsistidas: number; fechasNoAsistidas: string[] };
    expect(totalHorasAsistidas).toBeGreaterThan(10);
    expect(fechasNoAsistidas.length).toBeGreaterThan(0);
  });
});
