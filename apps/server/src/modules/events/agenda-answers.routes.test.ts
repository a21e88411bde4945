import { eventsAnswerSchema } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourseFixture, dayFromNow, type CourseFixture } from '../../test/course-fixture';
import { createContact, createEnrolment, createEvent, createFormationWithGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

// The app's own writes and messages must refresh the cached agendas: factory writes here drop nothing.
let t: TestApp;
let course: CourseFixture;
let token: string;
let teacherToken: string;
let teacherCode: string;

beforeAll(async () => {
  t = await createTestApp({ keepCachesOnDirectWrites: true });
  course = await createCourseFixture(t.database.db);
  token = await createSession(t.database.db, course.student.edu_codigocontacto);
  const teacher = await createContact(t.database.db, { edu_tipocontacto: '5' });
  teacherCode = teacher.edu_codigocontacto;
  teacherToken = await createSession(t.database.db, teacherCode);
});
afterAll(async () => {
  await t.close();
});

const range = `start_date=${dayFromNow(-7)}&end_date=${dayFromNow(30)}`;
async function readAgenda(bearer = token, contact: { edu_codigocontacto: string; emailaddress1: string } = course.student) {
  const response = await t.app.inject({
    url: `/api/events/contact/${contact.edu_codigocontacto}/${encodeURIComponent(contact.emailaddress1)}?${range}`,
    headers: { authorization: `Bearer ${bearer}` },
  });
  expect(response.statusCode).toBe(200);
  return eventsAnswerSchema.parse(response.json()).events;
}
const titles = (events: { title: string }[]) => events.map((event) => event.title);

describe('home agenda served again until something it shows changes', () => {
  it('shows the student\u2019s own completion in the very next read', async () => {
    const before = await readAgenda();
    expect(before.find((event) => event.id === course.events.open.id)?.contacts).toEqual([]);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/contact/${course.events.open.id}/${course.student.edu_codigocontacto}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { completed: 1 },
    });
    expect(patched.statusCode).toBeLessThan(300);
    expect((await readAgenda()).find((event) => event.id === course.events.open.id)?.contacts).toEqual([
      { edu_codigocontacto: course.student.edu_codigocontacto, completed: 1 },
    ]);
  });

  it('shows a new event once the write announces it', async () => {
    await readAgenda();
    await createEvent(t.database.db, {
      title: 'Tutoría de repaso',
      formations: [course.group.edu_codigoformacion],
      start_date: new Date(Date.now() + 86_400_000),
    });
    // Written behind the app's back: the cached answer still stands (what the app's announcement changes).
    expect(titles(await readAgenda())).not.toContain('Tutoría de repaso');
    t.app.ctx.changes.publish('events', course.parent.edu_codigoformacion);
    expect(titles(await readAgenda())).toContain('Tutoría de repaso');
  });

  it('shows the events of a new group once the student\u2019s holdings change', async () => {
    const { group } = await createFormationWithGroup(t.database.db);
    await createEvent(t.database.db, {
      title: 'Clase del grupo nuevo',
      formations: [group.edu_codigoformacion],
      start_date: new Date(Date.now() + 2 * 86_400_000),
    });
    expect(titles(await readAgenda())).not.toContain('Clase del grupo nuevo');
    await createEnrolment(t.database.db, course.student, group);
    t.app.ctx.changes.publish('lineas_matricula', course.student.edu_codigocontacto);
    expect(titles(await readAgenda())).toContain('Clase del grupo nuevo');
  });

  it('never keeps an organizer\u2019s agenda, which shows everyone\u2019s completion', async () => {
    const teacher = {
      edu_codigocontacto: teacherCode,
      emailaddress1: (await t.app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${teacherToken}` } })).json().user
        .emailaddress1 as string,
    };
    const event = await createEvent(t.database.db, {
      title: 'Clase con asistencia',
      formations: [course.group.edu_codigoformacion],
      organizers: [teacherCode],
      start_date: new Date(Date.now() - 3_600_000),
      no_fechar: 1,
    });
    t.app.ctx.changes.publish('events', course.parent.edu_codigoformacion);
    expect((await readAgenda(teacherToken, teacher)).find((e) => e.id === event.id)?.contacts).toEqual([]);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/contact/${event.id}/${course.student.edu_codigocontacto}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { completed: 1 },
    });
    expect(patched.statusCode).toBeLessThan(300);
    expect((await readAgenda(teacherToken, teacher)).find((e) => e.id === event.id)?.contacts).toEqual([
      { edu_codigocontacto: course.student.edu_codigocontacto, completed: 1 },
    ]);
  });
});
