import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('staff service', () => {
  it('lists admin users and contacts of types 4 or 6 (alone or with others), and nobody else', async () => {
    const db = t.database.db;
    const [admin, staff, teacherStaff, staffStudent, student, teacher, limited] = await Promise.all([
      createContact(db, { admin: true }),
      createContact(db, { edu_tipocontacto: '4' }),
      createContact(db, { edu_tipocontacto: '6' }),
      createContact(db, { edu_tipocontacto: '1,4' }),
      createContact(db, { edu_tipocontacto: '1' }),
      createContact(db, { edu_tipocontacto: '5' }),
      createContact(db, { edu_tipocontacto: '3' }),
    ]);
    const codes = await t.app.ctx.staffService.listAcademyCodes();
    expect(codes).toEqual(expect.arrayContaining([admin, staff, teacherStaff, staffStudent].map((c) => c.edu_codigocontacto)));
    for (const other of [student, teacher, limited]) expect(codes).not.toContain(other.edu_codigocontacto);
  });
});
