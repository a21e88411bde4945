import { eventAttendanceAnswerSchema } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formationTeachers } from '../../db/schema';
import { createActivityRecord, createContact, createEnrolment, createEvent, createFormationWithGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

// The class ran 10:00–11:00 UTC yesterday; the app's clock is fixed after it.
const NOW = new Date('2026-03-11T12:00:00.000Z');
const START = new Date('2026-03-10T10:00:00.000Z');
const END = new Date('2026-03-10T11:00:00.000Z');
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(async () => {
  await t.close();
});

const bearer = async (contact: { edu_codigocontacto: string }) => ({
  authorization: `Bearer ${await createSession(t.database.db, contact.edu_codigocontacto)}`,
});
const attendanceOf = (eventId: number, headers: Record<string, string> = {}) => t.app.inject({ url: `/api/teaching/events/${eventId}/attendance`, headers });

/** A group with a teacher, `size` students (named in order) and a past live class. */
async function createLiveClassOf(size: number, options: { start?: Date; end?: Date } = {}) {
  const db = t.database.db;
  const { parent, group } = await createFormationWithGroup(db);
  const teacher = await createContact(db, { edu_tipocontacto: '5', fullname: 'Profesor Grupo' });
  await db.insert(formationTeachers).values({ edu_codigoformacion: group.edu_codigoformacion, edu_codigocontacto: teacher.edu_codigocontacto });
  const students = [];
  for (let i = 0; i < size; i++) {
    const student = await createContact(db, { fullname: `Alumno ${String(i + 1).padStart(2, '0')}` });
    await createEnrolment(db, student, group);
    students.push(student);
  }
  const event = await createEvent(db, {
    title: 'Clase en directo: JavaScript',
    event_type: 'clases_directo',
    formations: [group.edu_codigoformacion],
    start_date: options.start ?? START,
    end_date: options.end ?? END,
  });
  const join = (student: { edu_codigocontacto: string }, minute: number, eventId = event.id) =>
    createActivityRecord(db, student.edu_codigocontacto, { metadata: { id_evento: eventId, id_grupo: group.edu_codigoformacion }, created_at: at(minute) });
  return { parent, group, teacher, students, event, join };
}

describe('GET /api/teaching/events/{eventId}/attendance', () => {
  it("answers the group's teacher who joined, when, for how long and the share of the class, and who did not", async () => {
    const db = t.database.db;
    const { group, teacher, students, event, join } = await createLiveClassOf(4);
    const [early, late, afterEnd] = students;
    await join(early!, -5); // in the waiting room: counted from the start
    await join(early!, 20); // a second join does not move the first
    await join(late!, 45);
    await join(afterEnd!, 70); // the recording opened later: not attendance
    // Another class's join and a view record (type 4) of this one do not count.
    const other = await createEvent(db, { event_type: 'clases_directo', formations: [group.edu_codigoformacion], start_date: START, end_date: END });
    await join(students[3]!, 10, other.id);
    await createActivityRecord(db, students[3]!.edu_codigocontacto, { tipo_actividad_id: 4, metadata: { id_evento: event.id }, created_at: at(10) });
    // A student of another group is nobody's concern here; the teacher's own join is not a student's.
    const { group: otherGroup } = await createFormationWithGroup(db);
    const stranger = await createContact(db, { fullname: 'Alumna Ajena' });
    await createEnrolment(db, stranger, otherGroup);
    await join(stranger, 0);
    await join(teacher, 0);

    const response = await attendanceOf(event.id, await bearer(teacher));
    expect(response.statusCode).toBe(200);
    const { data } = eventAttendanceAnswerSchema.parse(response.json());
    expect(data.event).toMatchObject({ id: event.id, event_type: 'clases_directo', minutes: 60, hasStarted: true, hasEnded: true, start: START.toISOString() });
    expect(data.groups).toEqual([{ edu_codigoformacion: group.edu_codigoformacion, edu_formacion: group.edu_formacion }]);
    expect(data.attendees.map((a) => [a.fullname, a.joinedAt, a.minutes, a.share])).toEqual([
      ['Alumno 01', at(-5).toISOString(), 60, 100],
      ['Alumno 02', at(45).toISOString(), 15, 25],
    ]);
    expect(data.absent.map((a) => a.fullname)).toEqual(['Alumno 03', 'Alumno 04']);
    expect(data.totals).toEqual({ students: 4, attended: 2 });
  });

  it('counts a class under way until now, and lists nobody as absent before it starts', async () => {
    const underWay = await createLiveClassOf(2, { start: new Date(NOW.getTime() - 30 * 60_000), end: new Date(NOW.getTime() + 30 * 60_000) });
    await createActivityRecord(t.database.db, underWay.students[0]!.edu_codigocontacto, {
      metadata: { id_evento: underWay.event.id },
      created_at: new Date(NOW.getTime() - 20 * 60_000),
    });
    const live = eventAttendanceAnswerSchema.parse((await attendanceOf(underWay.event.id, await bearer(underWay.teacher))).json()).data;
    expect(live.event).toMatchObject({ hasStarted: true, hasEnded: false });
    expect(live.attendees.map((a) => [a.minutes, a.share])).toEqual([[20, 33.33]]);
    expect(live.absent).toHaveLength(1);

    const future = await createLiveClassOf(2, { start: new Date(NOW.getTime() + 60 * 60_000), end: new Date(NOW.getTime() + 120 * 60_000) });
    const before = eventAttendanceAnswerSchema.parse((await attendanceOf(future.event.id, await bearer(future.teacher))).json()).data;
    expect(before.event.hasStarted).toBe(false);
    expect(before.absent).toEqual([]);
    expect(before.totals).toEqual({ students: 2, attended: 0 });
  });

  it('answers staff; refuses a student, a teacher of another group, a freemium visitor (404) and no session (401)', async () => {
    const db = t.database.db;
    const { students, event } = await createLiveClassOf(2);
    const staff = await createContact(db, { edu_tipocontacto: '1,4' });
    const staffAnswer = await attendanceOf(event.id, await bearer(staff));
    expect(staffAnswer.statusCode).toBe(200);
    expect(staffAnswer.json().data.totals.students).toBe(2);

    const elsewhere = await createLiveClassOf(0);
    const freemium = await createContact(db, { freemium: true });
    for (const contact of [students[0]!, elsewhere.teacher, freemium]) {
      const refused = await attendanceOf(event.id, await bearer(contact));
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('El grupo no existe o no es uno de tus grupos');
    }
    expect((await attendanceOf(event.id)).statusCode).toBe(401);
    const unknown = await attendanceOf(99_999_999, await bearer(staff));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('La clase no existe o no es de tus grupos');
    // Content is not a live class.
    const content = await createEvent(db, { formations: [elsewhere.group.edu_codigoformacion] });
    const conflict = await attendanceOf(content.id, await bearer(elsewhere.teacher));
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe('Este evento no es una clase en directo');
  });

  it("reaches a teacher's group through a class placed on its main formation", async () => {
    const { parent, teacher, students } = await createLiveClassOf(2);
    const onParent = await createEvent(t.database.db, { event_type: 'zoom', formations: [parent.edu_codigoformacion], start_date: START, end_date: END });
    await createActivityRecord(t.database.db, students[1]!.edu_codigocontacto, { metadata: { id_evento: onParent.id }, created_at: at(30) });
    const { data } = eventAttendanceAnswerSchema.parse((await attendanceOf(onParent.id, await bearer(teacher))).json());
    expect(data.attendees.map((a) => [a.fullname, a.minutes, a.share])).toEqual([['Alumno 02', 30, 50]]);
    expect(data.totals).toEqual({ students: 2, attended: 1 });
  });

  it('answers in a constant number of statements for 5 and for 60 students', async () => {
    const count = async (size: number) => {
      const { teacher, students, event, join } = await createLiveClassOf(size);
      for (const [index, student] of students.entries()) if (index % 2 === 0) await join(student, index % 50);
      const headers = await bearer(teacher);
      expect((await attendanceOf(event.id, headers)).statusCode).toBe(200);
      const { result, statements } = await t.recordQueries(() => attendanceOf(event.id, headers));
      expect(result.json().data.totals).toEqual({ students: size, attended: Math.ceil(size / 2) });
      return statements.length;
    };
    const few = await count(5);
    const many = await count(60);
    expect(many).toBe(few);
    // The class's placement (event, groups, units, organizers: four statements) and the students with their joins.
    expect(many).toBeLessThanOrEqual(5);
  });
});
