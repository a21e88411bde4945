import { formationsByCodesAnswerSchema } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formationTeachers } from '../../db/schema';
import { createContact, createEnrolment, createFormationWithGroup, createFreemiumGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function byCodes(contactCode: string, codes: string[]): Promise<string[]> {
  const token = await createSession(t.database.db, contactCode);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/formations/byCodes',
    headers: { authorization: `Bearer ${token}` },
    payload: codes.map((edu_codigoformacion) => ({ edu_codigoformacion })),
  });
  expect(response.statusCode).toBe(200);
  return formationsByCodesAnswerSchema.parse(response.json()).formations.formations.map((f) => f.edu_codigoformacion);
}

describe('POST /api/formations/byCodes (public catalogue)', () => {
  it('answers formations open to freemium trials to anyone signed in, and any other only to who reaches it', async () => {
    const db = t.database.db;
    const trial = await createFreemiumGroup(db);
    const { parent, group } = await createFormationWithGroup(db);
    const { group: otherGroup } = await createFormationWithGroup(db);
    const [student, outsider, teacher, staff, visitor] = await Promise.all([
      createContact(db),
      createContact(db),
      createContact(db, { edu_tipocontacto: '5' }),
      createContact(db, { edu_tipocontacto: '1,4' }),
      createContact(db, { freemium: true }),
    ]);
    await createEnrolment(db, student, group);
    await db.insert(formationTeachers).values({ edu_codigoformacion: group.edu_codigoformacion, edu_codigocontacto: teacher.edu_codigocontacto });
    const codes = [trial.group.edu_codigoformacion, group.edu_codigoformacion, parent.edu_codigoformacion, otherGroup.edu_codigoformacion];

    expect(await byCodes(student.edu_codigocontacto, codes)).toEqual([trial.group.edu_codigoformacion, group.edu_codigoformacion, parent.edu_codigoformacion]);
    expect(await byCodes(teacher.edu_codigocontacto, codes)).toEqual([trial.group.edu_codigoformacion, group.edu_codigoformacion]);
    expect(await byCodes(staff.edu_codigocontacto, codes)).toEqual(codes);
    // Another academy's group is left out exactly like an unknown code.
    expect(await byCodes(outsider.edu_codigocontacto, codes)).toEqual([trial.group.edu_codigoformacion]);
    expect(await byCodes(visitor.edu_codigocontacto, codes)).toEqual([trial.group.edu_codigoformacion]);
  });
});
