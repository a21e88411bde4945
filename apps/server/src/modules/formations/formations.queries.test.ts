import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formationTeachers } from '../../db/schema';
import { createBonusLine, createContact, createEnrolment, createFormationWithGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signedIn() {
  const contact = await createContact(t.database.db);
  const token = await createSession(t.database.db, contact.edu_codigocontacto);
  const get = (url: string) => t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  return { contact, get };
}

/** Statements of a read once the session is cached (the first call reads it): the read's own cost. */
async function countStatements(get: Awaited<ReturnType<typeof signedIn>>['get'], url: string) {
  expect((await get(url)).statusCode).toBe(200);
  const { result, statements } = await t.recordQueries(() => get(url));
  expect(result.statusCode).toBe(200);
  return { body: result.json(), count: statements.length };
}

describe('query count', () => {
  it('answers my formations (groups, lines, bonuses) in a constant number of statements', async () => {
    const db = t.database.db;
    const { contact, get } = await signedIn();
    const url = `/api/lineaMatriculas/formations/${contact.edu_codigocontacto}`;
    const addGroup = async () => {
      const { group } = await createFormationWithGroup(db);
      const { matricula } = await createEnrolment(db, contact, group);
      await createBonusLine(db, matricula);
    };
    await addGroup();
    const few = await countStatements(get, url);
    for (let i = 0; i < 4; i++) await addGroup();
    const many = await countStatements(get, url);
    expect(many.body.formations).toHaveLength(5);
    expect(many.body.lineasProductoBonus).toHaveLength(5);
    expect(many.count).toBe(few.count);
    expect(many.count).toBeLessThanOrEqual(3);
  });

  it('answers a formation page in a constant number of statements however many teachers it has', async () => {
    const db = t.database.db;
    const { contact, get } = await signedIn();
    const { group } = await createFormationWithGroup(db);
    await createEnrolment(db, contact, group);
    const addTeacher = async () => {
      const teacher = await createContact(db, { edu_tipocontacto: '5' });
      await db.insert(formationTeachers).values({ edu_codigoformacion: group.edu_codigoformacion, edu_codigocontacto: teacher.edu_codigocontacto });
    };
    await addTeacher();
    const url = `/api/formations/${group.edu_codigoformacion}`;
    const few = await countStatements(get, url);
    for (let i = 0; i < 4; i++) await addTeacher();
    const many = await countStatements(get, url);
    expect(many.body.formation.teachers).toHaveLength(5);
    expect(many.count).toBe(few.count);
    expect(many.count).toBeLessThanOrEqual(5);
  });
});
