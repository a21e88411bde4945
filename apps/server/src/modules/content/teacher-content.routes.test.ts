import { contentAnswerSchema, type ContentEvent } from '@campus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventContacts, formationTeachers } from '../../db/schema';
import { createCourseFixture, type CourseFixture } from '../../test/course-fixture';
import { createContact, createEnrolment, createFormationWithGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 30 item 2: a group's teachers (and staff) open the group's formation page whole: the tree with every locked
 * item open, its files, the class comments; availability is for students, who still get their locks. A teacher's
 * visits never become a student's progress.
 */
let t: TestApp;
let course: CourseFixture;
let teacher: Record<string, string>;
let otherTeacher: Record<string, string>;
let student: Record<string, string>;
let teacherCode: string;

const headersOf = async (contactCode: string) => ({ authorization: `Bearer ${await createSession(t.database.db, contactCode)}` });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  course = await createCourseFixture(db);
  const [mine, other] = await Promise.all([
    createContact(db, { edu_tipocontacto: '5', fullname: 'Profesor del Grupo' }),
    createContact(db, { edu_tipocontacto: '5', fullname: 'Profesora de Otro Grupo' }),
  ]);
  const { group: otherGroup } = await createFormationWithGroup(db);
  await db.insert(formationTeachers).values([
    { edu_codigoformacion: course.group.edu_codigoformacion, edu_codigocontacto: mine.edu_codigocontacto },
    { edu_codigoformacion: otherGroup.edu_codigoformacion, edu_codigocontacto: other.edu_codigocontacto },
  ]);
  teacherCode = mine.edu_codigocontacto;
  [teacher, otherTeacher, student] = await Promise.all([
    headersOf(mine.edu_codigocontacto),
    headersOf(other.edu_codigocontacto),
    headersOf(course.student.edu_codigocontacto),
  ]);
});
afterAll(async () => {
  await t.close();
});

const treeOf = (headers: Record<string, string>) =>
  t.app.inject({ url: `/api/content/${course.parent.edu_codigoformacion}?group=${course.group.edu_codigoformacion}`, headers });
const eventsOf = (body: unknown): Map<string, ContentEvent> =>
  new Map(
    contentAnswerSchema
      .parse(body)
      .data.flatMap((u) => u.temas.flatMap((topic) => topic.eventos))
      .map((event) => [event.title, event]),
  );
const fileAddress = (fileId: number, headers: Record<string, string>) => t.app.inject({ url: `/api/files/activos/file/${fileId}`, headers });

describe("a teacher on his group's formation page", () => {
  it('opens the group, its whole tree with signed files, and a locked event and its files', async () => {
    expect((await t.app.inject({ url: `/api/formations/${course.group.edu_codigoformacion}`, headers: teacher })).statusCode).toBe(200);
    const response = await treeOf(teacher);
    expect(response.statusCode).toBe(200);
    const events = eventsOf(response.json());
    for (const title of ['Clase futura', 'Clase caducada', 'Clase de la unidad extra']) {
      const event = events.get(title)!;
      expect({ title, availability: event.availability }).toEqual({
        title,
        availability: { isAvailable: true, reason: null, availableFrom: null, canPurchase: false },
      });
      expect(event.archivos.every((file) => file.url !== null)).toBe(true);
    }
    // The locked event itself (its details, its files' fresh addresses) and its class comments.
    expect((await t.app.inject({ url: `/api/events/onlyInfo/${course.events.notYet.id}`, headers: teacher })).statusCode).toBe(200);
    for (const file of [course.files.futurePdf, course.files.lockedVideo, course.files.extraVideo]) {
      const answer = await fileAddress(file.id, teacher);
      expect({ file: file.name, status: answer.statusCode }).toEqual({ file: file.name, status: 200 });
      expect(answer.json().data.url).toMatch(new RegExp(`^/api/files/stream/${file.id}\\?`));
    }
    const comment = await t.app.inject({
      method: 'POST',
      url: '/api/posts/postable',
      headers: teacher,
      payload: { title: 'Respuesta del profesor', content: '<p>Lo vemos el jueves.</p>', postable_type: 'event', postable_id: course.events.notYet.id },
    });
    expect(comment.statusCode).toBe(200);
    const comments = await t.app.inject({ url: `/api/posts/postable/event/${course.events.notYet.id}`, headers: teacher });
    expect(comments.statusCode).toBe(200);
    expect(comments.json().data.map((post: { title: string }) => post.title)).toContain('Respuesta del profesor');
  });

  it('still gives the group students their locks', async () => {
    const events = eventsOf((await treeOf(student)).json());
    expect(events.get('Clase futura')!.availability).toMatchObject({ isAvailable: false, reason: 'not_yet' });
    expect(events.get('Clase futura')!.archivos.every((file) => file.url === null)).toBe(true);
    expect((await fileAddress(course.files.futurePdf.id, student)).statusCode).toBe(403);
    expect((await fileAddress(course.files.extraVideo.id, student)).statusCode).toBe(403);
  });

  it('refuses a teacher of another group the page, the tree, the files and the comments', async () => {
    const refused = await t.app.inject({ url: `/api/formations/${course.group.edu_codigoformacion}`, headers: otherTeacher });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No tienes acceso a esta formación');
    expect((await treeOf(otherTeacher)).statusCode).toBe(403);
    expect((await fileAddress(course.files.video.id, otherTeacher)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/events/onlyInfo/${course.events.open.id}`, headers: otherTeacher })).statusCode).toBe(404);
    const comment = await t.app.inject({
      method: 'POST',
      url: '/api/posts/postable',
      headers: otherTeacher,
      payload: { title: 'Intruso', content: '<p>Hola</p>', postable_type: 'event', postable_id: course.events.open.id },
    });
    expect([403, 404]).toContain(comment.statusCode);
  });

  it("refuses a teacher's completion marks (they would count as progress) and writes nothing", async () => {
    const mark = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/contact/${course.events.open.id}/${teacherCode}`,
      headers: teacher,
      payload: { completed: 1 },
    });
    expect(mark.statusCode).toBe(403);
    expect(mark.json().message).toBe('Solo los alumnos marcan el contenido como completado: tu visita no cuenta en su progreso');
    const rows = await t.database.db
      .select()
      .from(eventContacts)
      .where(and(eq(eventContacts.event_id, course.events.open.id), eq(eventContacts.edu_codigocontacto, teacherCode)));
    expect(rows).toEqual([]);
    // The student of the group still ticks the same class.
    const own = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/contact/${course.events.open.id}/${course.student.edu_codigocontacto}`,
      headers: student,
      payload: { completed: 1 },
    });
    expect(own.statusCode).toBe(200);
  });

  it('lets a teacher who is also enrolled in the group tick his own completion', async () => {
    const db = t.database.db;
    const both = await createContact(db, { edu_tipocontacto: '1,5' });
    await db.insert(formationTeachers).values({ edu_codigoformacion: course.group.edu_codigoformacion, edu_codigocontacto: both.edu_codigocontacto });
    await createEnrolment(db, both, course.group);
    const mark = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/contact/${course.events.open.id}/${both.edu_codigocontacto}`,
      headers: await headersOf(both.edu_codigocontacto),
      payload: { completed: 1 },
    });
    expect(mark.statusCode).toBe(200);
  });
});
