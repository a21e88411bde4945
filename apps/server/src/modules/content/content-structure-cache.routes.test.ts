import { contentAnswerSchema } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourseFixture, type CourseFixture, testMedia } from '../../test/course-fixture';
import { createContact, createEvent, createFile, createUnitWithTopic } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

// The app's own writes must invalidate the cached formation structure: factory writes here do not drop it
// (they would in other test files), so what these tests see is the app's doing, and the test says when to drop.
let t: TestApp;
let course: CourseFixture;
let token: string;
let staffToken: string;

beforeAll(async () => {
  t = await createTestApp({ keepCachesOnDirectWrites: true });
  course = await createCourseFixture(t.database.db);
  token = await createSession(t.database.db, course.student.edu_codigocontacto);
  const staff = await createContact(t.database.db, { edu_tipocontacto: '1,4' });
  staffToken = await createSession(t.database.db, staff.edu_codigocontacto);
});
afterAll(async () => {
  await t.close();
});

const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
const readTree = () =>
  t.app.inject({ url: `/api/content/${course.parent.edu_codigoformacion}?group=${course.group.edu_codigoformacion}`, headers: auth(token) });

/**
 * Statements of a tree read, without the authentication's (the session and contact lookups every call pays,
 * cached or not by the auth module): what the content read issues itself.
 */
async function countTreeStatements() {
  const tree = await t.recordQueries(readTree);
  expect(tree.result.statusCode).toBe(200);
  const statements = tree.statements.filter((sql) => !/\b(from|update|into) "(sessions|contacts)"/.test(sql));
  return { count: statements.length, statements, body: contentAnswerSchema.parse(tree.result.json()) };
}

/** Adds units, topics and events (with files and an organizer) to the course. */
async function growCourse(unitCount: number, eventsPerTopic: number) {
  const db = t.database.db;
  const teacher = await createContact(db, { edu_tipocontacto: '5' });
  for (let u = 0; u < unitCount; u++) {
    const { unit, topic } = await createUnitWithTopic(db, course.parent.edu_codigoformacion, { unit: { titulo: `Unidad añadida ${u}`, orden: 10 + u } });
    for (let e = 0; e < eventsPerTopic; e++) {
      const event = await createEvent(db, {
        formations: [course.group.edu_codigoformacion],
        topic: { id: topic.id, unidad_id: unit.id },
        start_date: new Date(Date.now() - 2 * 86_400_000),
        no_fechar: 1,
        organizers: [teacher.edu_codigocontacto],
        contacts: [{ code: course.student.edu_codigocontacto, completed: 1 }],
      });
      await createFile(db, { eventId: event.id, ...testMedia.pdf });
    }
  }
}

const eventCount = (body: { data: { temas: { eventos: unknown[] }[] }[] }) => body.data.flatMap((u) => u.temas.flatMap((topic) => topic.eventos)).length;

describe('GET /api/content/{formationCode}: formation structure cache', () => {
  it('issues a small constant number of statements, cold and warm, that does not grow with units, topics and events', async () => {
    // A first read warms what is not the tree's own (the session, the group's row).
    expect((await readTree()).statusCode).toBe(200);
    t.app.ctx.changes.publish('units', '*');
    const smallCold = await countTreeStatements();
    const smallWarm = await countTreeStatements();

    await growCourse(6, 5);
    t.app.ctx.changes.publish('units', '*');
    const bigCold = await countTreeStatements();
    const bigWarm = await countTreeStatements();

    expect(eventCount(bigCold.body)).toBe(eventCount(smallCold.body) + 30);
    expect(bigWarm.body).toEqual(bigCold.body);
    expect(bigCold.count).toBe(smallCold.count);
    expect(bigWarm.count).toBe(smallWarm.count);
    // Warm: nothing (the holdings — enrolment lines, bonus lines, taught groups — are cached per contact, and the
    // answer itself until the user's completions, a source's cache, the day or the signed-address expiry changes).
    expect(smallWarm.count).toBe(0);
    expect(bigWarm.statements.filter((sql) => /"(lineas_matricula|lineas_producto|formation_teachers)"/.test(sql))).toEqual([]);
    // Cold: besides, the structure (units, topics, placed events, their groups, units, organizers and files).
    expect(smallCold.count).toBeLessThanOrEqual(10);
    // Warm reads never touch the structure's tables.
    expect(bigWarm.statements.filter((sql) => /from "(units|topics|event_topics|event_files|event_organizers)"/.test(sql))).toEqual([]);
  });

  it('shows a unit renamed through the API in the very next read', async () => {
    const before = await readTree();
    expect(before.json().data[0].titulo).toBe('Unidad 1. Fundamentos');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/content/units/${course.units.regular.id}`,
      headers: auth(staffToken),
      payload: { titulo: 'Unidad 1. Fundamentos renombrada' },
    });
    expect(renamed.statusCode).toBe(201);
    expect((await readTree()).json().data[0].titulo).toBe('Unidad 1. Fundamentos renombrada');
  });

  it('keeps serving the cached structure until a write invalidates it', async () => {
    await readTree();
    const { topic } = await createUnitWithTopic(t.database.db, course.parent.edu_codigoformacion, { unit: { titulo: 'Unidad escrita por fuera', orden: 99 } });
    // Written behind the app's back (no invalidation): the cached structure still answers.
    expect((await readTree()).json().data.map((u: { titulo: string }) => u.titulo)).not.toContain('Unidad escrita por fuera');
    t.app.ctx.changes.publish('events', course.parent.edu_codigoformacion);
    const units = (await readTree()).json().data.map((u: { id: number; titulo: string }) => u.id);
    expect(units).toContain(topic.unidad_id);
  });
});
