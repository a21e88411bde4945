import type { Database } from '../db/client';
import { createContact, createEnrolment, createFormationWithGroup } from './factories';
import { createSession } from './sessions';
import type { TestApp } from './test-app';

/** A signed-in person of the test app with helpers to call the API as them. */
export async function signIn(t: TestApp, now: Date, overrides: Parameters<typeof createContact>[1] = {}) {
  const contact = await createContact(t.database.db, overrides);
  const token = await createSession(t.database.db, contact.edu_codigocontacto, { now });
  const headers = { authorization: `Bearer ${token}` };
  return {
    contact,
    code: contact.edu_codigocontacto,
    token,
    get: (url: string) => t.app.inject({ url, headers }),
    post: (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers, payload: payload as object }),
    del: (url: string) => t.app.inject({ method: 'DELETE', url, headers }),
  };
}

/** A group with `size` enrolled students (active lines). */
export async function createGroupWithStudents(db: Database, size: number, now: Date) {
  const { group } = await createFormationWithGroup(db, { now });
  const students = [];
  for (let i = 0; i < size; i += 1) {
    const student = await createContact(db);
    await createEnrolment(db, student, group);
    students.push(student);
  }
  return { group, students };
}
