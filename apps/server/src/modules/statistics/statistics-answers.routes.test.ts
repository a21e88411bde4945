import { addCalendarDays, toAcademyDay } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { contactActivityDays } from '../../db/schema';
import { createActivityRecord, createContact, createEnrolment, createEvent, createFormationWithGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let db: Database;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => {
  await t.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Three students, connected 3, 2 and 1 days, each joined the one live class held. */
async function createGroup() {
  const { parent, group } = await createFormationWithGroup(db);
  const live = await createEvent(db, { event_type: 'clases_directo', formations: [group.edu_codigoformacion], start_date: new Date(Date.now() - 86_400_000) });
  const students: { code: string; token: string }[] = [];
  for (const [index, firstname] of ['Ana', 'Bruno', 'Carla'].entries()) {
    const contact = await createContact(db, { firstname, lastname: 'Prueba' });
    await createEnrolment(db, contact, group);
    const code = contact.edu_codigocontacto;
    await db.insert(contactActivityDays).values(
      Array.from({ length: 3 - index }, (_, day) => ({
        edu_codigocontacto: code,
        day: addCalendarDays(toAcademyDay(new Date()), -day),
        active_seconds: 240,
      })),
    );
    await createActivityRecord(db, code, { metadata: { id_evento: live.id } });
    students.push({ code, token: await createSession(db, code) });
  }
  const ranking = (token: string) =>
    t.app.inject({
      url: `/api/actividades/ranking/individual/${parent.edu_codigoformacion}/${group.edu_codigoformacion}?tipo_ranking=conexiones`,
      headers: auth(token),
    });
  const attendance = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/actividades/media-asistencia', headers: auth(token), payload: { formation: group.edu_codigoformacion } });
  return { students, ranking, attendance };
}

describe('group figures sent again as the same answer', () => {
  it("gives each student their own ranking entry from the group's kept figures, and the same bytes again", async () => {
    const g = await createGroup();
    const [ana, bruno] = g.students;
    const first = await g.ranking(ana!.token);
    expect(first.json().data.data.map((e: { name: string; propio: boolean }) => [e.name, e.propio])).toEqual([
      ['Ana P.', true],
      ['Bruno P.', false],
      ['Carla P.', false],
    ]);
    const other = await g.ranking(bruno!.token);
    expect(other.json().data.data.map((e: { propio: boolean }) => e.propio)).toEqual([false, true, false]);
    const { result, statements } = await t.recordQueries(() => g.ranking(ana!.token));
    expect(statements).toEqual([]);
    expect(result.body).toBe(first.body);
  });

  it('answers a warm group attendance without asking the database, with the same bytes', async () => {
    const g = await createGroup();
    // Carla's session and groups are read once by another read (each person's own caches are not the point here).
    await g.ranking(g.students[2]!.token);
    const first = await g.attendance(g.students[0]!.token);
    expect(first.json()).toEqual({ status: 'ok', data: { data: { media: 100, alumnos: 3, clases: 1 } } });
    const { result, statements } = await t.recordQueries(() => g.attendance(g.students[2]!.token));
    expect(statements).toEqual([]);
    expect(result.body).toBe(first.body);
  });
});
