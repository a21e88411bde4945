import { debtsAnswerSchema } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adeudos } from '../../db/schema';
import { createContact, createEnrolment, createFormationWithGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEBTS_MAX_LISTS } from './debts-cache';
import { createDebt } from '../../test/secretary-factories';

// This app keeps its caches when statements are written (keepCachesOnDirectWrites): a direct write shows only
// once the app drops the contact's kept answers.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ keepCachesOnDirectWrites: true });
});
afterAll(async () => {
  await t.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A student with two enrolments, a debt in each, and another student. */
async function createStudent() {
  const db = t.database.db;
  const [student, other] = await Promise.all([createContact(db), createContact(db)]);
  const enrolments: string[] = [];
  for (const name of ['Auxiliar de Enfermería', 'Desarrollo de Aplicaciones Web']) {
    const { group } = await createFormationWithGroup(db, { parent: { edu_formacion: name } });
    const { matricula } = await createEnrolment(db, student, group);
    enrolments.push(matricula.edu_codigomatricula);
    await createDebt(db, matricula.edu_codigomatricula, { caja_concepto: `Mensualidad ${name}` });
  }
  const [token, otherToken] = await Promise.all([createSession(db, student.edu_codigocontacto), createSession(db, other.edu_codigocontacto)]);
  const code = student.edu_codigocontacto;
  const list = (body: string[], headers: Record<string, string> = {}, as = token) =>
    t.app.inject({ method: 'POST', url: `/api/adeudos/${code}`, headers: { ...auth(as), ...headers }, payload: { enrolments: body } });
  const concepts = async (body: string[]) =>
    debtsAnswerSchema
      .parse((await list(body)).json())
      .data.map((d) => d.caja_concepto)
      .sort();
  return { code, enrolments, list, concepts, otherToken };
}

describe('POST /api/adeudos/{contactCode}, kept per contact and enrolment list', () => {
  it('answers the same list again with no statement and the same bytes, in any order and with repeats', async () => {
    const s = await createStudent();
    const [a, b] = s.enrolments as [string, string];
    const cold = await s.list([a, b]);
    expect(cold.statusCode).toBe(200);
    expect(debtsAnswerSchema.parse(cold.json()).data).toHaveLength(2);
    for (const body of [
      [a, b],
      [b, a, b],
    ]) {
      const warm = await t.recordQueries(() => s.list(body));
      expect(warm.statements).toEqual([]);
      expect(warm.result.rawPayload.equals(cold.rawPayload)).toBe(true);
    }
    // Another list is its own answer: asked once, then kept beside the first.
    const single = await t.recordQueries(() => s.list([a]));
    expect(single.statements).toHaveLength(1);
    expect(debtsAnswerSchema.parse(single.result.json()).data).toHaveLength(1);
    expect((await t.recordQueries(() => s.list([a]))).statements).toEqual([]);
  });

  it('checks who asks before anything is served: a kept answer never reaches another student', async () => {
    const s = await createStudent();
    expect((await s.list(s.enrolments)).statusCode).toBe(200);
    const foreign = await s.list(s.enrolments, {}, s.otherToken);
    expect(foreign.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/adeudos/${s.code}`, payload: { enrolments: s.enrolments } })).statusCode).toBe(401);
  });

  it('drops every list of the contact at once when their debts change (here: an outside writer, then the drop)', async () => {
    const s = await createStudent();
    const [a, b] = s.enrolments as [string, string];
    const both = await s.concepts([a, b]);
    const onlyA = await s.concepts([a]);
    await t.database.db.update(adeudos).set({ caja_concepto: 'Matrícula' }).where(eq(adeudos.edu_matricula, a));
    // Kept: nothing the app did announced the change (the TTL bounds it).
    expect(await s.concepts([a, b])).toEqual(both);
    t.app.ctx.changes.publish('adeudos', s.code);
    expect(await s.concepts([a, b])).toEqual(['Matrícula', both.find((c) => c.includes('Aplicaciones'))!].sort());
    expect(await s.concepts([a])).not.toEqual(onlyA);
    expect(await s.concepts([a])).toEqual(['Matrícula']);
  });

  it('keeps a bounded number of lists per contact and still answers the rest', async () => {
    const s = await createStudent();
    const [a] = s.enrolments as [string];
    for (let i = 0; i < DEBTS_MAX_LISTS; i += 1) expect((await s.list([a, `MAT-NINGUNA-${i}`])).statusCode).toBe(200);
    const beyond = await t.recordQueries(() => s.list([a, 'MAT-NINGUNA-X']));
    expect(debtsAnswerSchema.parse(beyond.result.json()).data).toHaveLength(1);
    expect((await t.recordQueries(() => s.list([a, 'MAT-NINGUNA-X']))).statements).toHaveLength(1);
    expect((await t.recordQueries(() => s.list([a, 'MAT-NINGUNA-0']))).statements).toEqual([]);
  });
});
