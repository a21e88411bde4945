import { teachingHomeAnswerSchema, texts, type TeachingHomeAnswer } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formationTeachers, postResponses, posts, studentRequests, taskDeliveries } from '../../db/schema';
import { type Classroom, createClassroom, createTask, dayFromToday } from '../../test/evaluations-helpers';
import { createActivityRecord, createContact, createEnrolment, createEvent, createFormationWithGroup, createUnitWithTopic } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let room: Classroom;
beforeAll(async () => {
  t = await createTestApp();
  room = await createClassroom(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const getHome = (token?: string) => t.app.inject({ url: '/api/teaching/home', headers: token ? auth(token) : {} });
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function readHome(token: string): Promise<TeachingHomeAnswer> {
  const answer = await getHome(token);
  expect(answer.statusCode, answer.body).toBe(200);
  return teachingHomeAnswerSchema.parse(answer.json());
}

const insertPost = async (values: { author: string; groups: string[]; title: string; event?: number; hidden?: boolean; at?: Date }) => {
  const [row] = await t.database.db
    .insert(posts)
    .values({
      title: values.title,
      content: '<p>¿Alguna duda?</p>',
      edu_codigocontacto: values.author,
      codigos_grupos: values.groups,
      postable_type: values.event === undefined ? null : 'event',
      postable_id: values.event === undefined ? null : String(values.event),
      created_at: values.at ?? new Date(),
      hidden_at: values.hidden ? new Date() : null,
    })
    .returning();
  return row!;
};

describe('GET /api/teaching/home', () => {
  it('answers his groups with their averages, his next classes and what waits for him today', async () => {
    const db = t.database.db;
    const { group, otherGroup, student, classmate, teacher, otherTeacher, staff, tokens } = room;
    const code = group.edu_codigoformacion;

    // A live class held yesterday that Lucía joined, and the next ones.
    const held = await createEvent(db, {
      event_type: 'clases_directo',
      formations: [code],
      start_date: minutesFromNow(-24 * 60),
      join_url: 'https://meet.example/held',
    });
    await createActivityRecord(db, student.edu_codigocontacto, { tipo_actividad_id: 3, metadata: { id_evento: held.id, id_grupo: code } });
    const next = await createEvent(db, {
      title: 'Clase de formularios',
      event_type: 'clases_directo',
      formations: [code],
      start_date: minutesFromNow(5),
      join_url: 'https://meet.example/next',
    });
    const tutoring = await createEvent(db, {
      title: 'Tutoría con Lucía',
      event_type: 'tutorias',
      start_date: minutesFromNow(48 * 60),
      organizers: [teacher.edu_codigocontacto],
    });
    const foreign = await createEvent(db, { event_type: 'clases_directo', formations: [otherGroup.edu_codigoformacion], start_date: minutesFromNow(60) });
    const { unit, topic } = await createUnitWithTopic(db, group.edu_principalcodigoformacion!);
    const content = await createEvent(db, { formations: [code], topic: { id: topic.id, unidad_id: unit.id }, start_date: minutesFromNow(90) });
    const exam = await createEvent(db, { event_type: 'examen', formations: [code], start_date: minutesFromNow(120), all_day: true });

    // Deliveries: one handed in (to grade), one graded, one of the other group.
    const [task, otherTask] = await Promise.all([createTask(db, code, { edu_titulo: 'Práctica 3: DOM' }), createTask(db, otherGroup.edu_codigoformacion)]);
    const [toGrade] = await db
      .insert(taskDeliveries)
      .values([
        { task_id: task.id, edu_codigocontacto: student.edu_codigocontacto, intentos: 1, edu_fechaentrega: minutesFromNow(-30) },
        {
          task_id: task.id,
          edu_codigocontacto: classmate.edu_codigocontacto,
          intentos: 1,
          edu_fechaentrega: minutesFromNow(-90),
          edu_calificacion: 8,
          graded_at: minutesFromNow(-60),
        },
        { task_id: otherTask.id, edu_codigocontacto: room.otherStudent.edu_codigocontacto, intentos: 1, edu_fechaentrega: minutesFromNow(-10) },
      ])
      .returning();

    // Requests: one pending to him, one he decided, one to another teacher.
    const request = (teacherCode: string, status: 'pendiente' | 'aprobado', title: string) => ({
      title,
      student_code: student.edu_codigocontacto,
      teacher_code: teacherCode,
      group_code: code,
      date: dayFromToday(3),
      start_time: '17:00',
      end_time: '17:30',
      status,
    });
    const [pending] = await db
      .insert(studentRequests)
      .values([
        request(teacher.edu_codigocontacto, 'pendiente', 'Duda con el DOM'),
        request(teacher.edu_codigocontacto, 'aprobado', 'Ya decidida'),
        request(otherTeacher.edu_codigocontacto, 'pendiente', 'Para otra profesora'),
      ])
      .returning();

    // Questions: what is waiting and what is not.
    const open = await insertPost({ author: student.edu_codigocontacto, groups: [code], title: '¿Cuándo es el examen?', at: minutesFromNow(-50) });
    const answeredByClassmate = await insertPost({
      author: student.edu_codigocontacto,
      groups: [code],
      title: 'Solo un compañero contestó',
      at: minutesFromNow(-40),
    });
    await db.insert(postResponses).values({ post_id: answeredByClassmate.id, content: 'Yo tampoco lo sé', edu_codigocontacto: classmate.edu_codigocontacto });
    const answeredByTeacher = await insertPost({ author: student.edu_codigocontacto, groups: [code], title: 'Contestada por el profesor' });
    await db.insert(postResponses).values({ post_id: answeredByTeacher.id, content: 'El lunes', edu_codigocontacto: teacher.edu_codigocontacto });
    const answeredByStaff = await insertPost({ author: student.edu_codigocontacto, groups: [code], title: 'Contestada por secretaría' });
    await db.insert(postResponses).values({ post_id: answeredByStaff.id, content: 'Revisado', edu_codigocontacto: staff.edu_codigocontacto });
    await insertPost({ author: teacher.edu_codigocontacto, groups: [code], title: 'Aviso del profesor' });
    await insertPost({ author: student.edu_codigocontacto, groups: [code], title: 'Oculta', hidden: true });
    await insertPost({ author: room.otherStudent.edu_codigocontacto, groups: [otherGroup.edu_codigoformacion], title: 'De otro grupo' });
    const comment = await insertPost({
      author: classmate.edu_codigocontacto,
      groups: [code],
      title: 'No entiendo el ejemplo',
      event: held.id,
      at: minutesFromNow(-20),
    });
    const answeredComment = await insertPost({
      author: student.edu_codigocontacto,
      groups: [code],
      title: 'Comentario contestado',
      event: next.id,
      at: minutesFromNow(-15),
    });
    await insertPost({ author: teacher.edu_codigocontacto, groups: [code], title: 'Respuesta en la clase', event: next.id, at: minutesFromNow(-5) });

    const home = await readHome(tokens.teacher);
    expect(home.isAlsoStudent).toBe(false);
    expect(home.groups).toEqual([
      {
        code,
        name: group.edu_formacion,
        formation: { code: room.parent.edu_codigoformacion, name: room.parent.edu_formacion },
        students: expect.any(Number),
        progress: expect.any(Number),
        attendance: expect.any(Number),
        classesHeld: 1,
      },
    ]);
    // The same averages the group's students see in their statistics.
    const body = { formation: code };
    const attendance = (await t.app.inject({ method: 'POST', url: '/api/actividades/media-asistencia', headers: auth(tokens.student), payload: body })).json();
    const timeline = (
      await t.app.inject({
        method: 'POST',
        url: `/api/events/average/completed/${code}`,
        headers: auth(tokens.student),
        payload: { formation: room.parent.edu_codigoformacion },
      })
    ).json();
    expect(home.groups[0]).toMatchObject({
      students: attendance.data.data.alumnos,
      attendance: attendance.data.data.media,
      progress: timeline.eventsData.data.media,
    });
    expect(home.groups[0]!.attendance).toBeGreaterThan(0);

    // His groups' live class (with its join link), his tutoría; not another group's class, a content item or an exam day.
    const eventIds = home.events.map((event) => event.id);
    expect(eventIds).toEqual([next.id, tutoring.id]);
    expect(eventIds).not.toContain(foreign.id);
    expect(eventIds).not.toContain(content.id);
    expect(eventIds).not.toContain(exam.id);
    expect(home.events[0]!.join_url).toBe('https://meet.example/next');

    expect(home.today.counts).toEqual({ deliveries: 1, requests: 1, questions: 3 });
    expect(home.today.deliveries).toEqual([
      {
        kind: 'delivery',
        id: toGrade!.id,
        targetId: task.id,
        title: 'Práctica 3: DOM',
        student: { code: student.edu_codigocontacto, fullname: student.fullname },
        group: { code, name: group.edu_formacion, formationCode: room.parent.edu_codigoformacion },
        at: expect.any(String),
      },
    ]);
    expect(home.today.requests).toEqual([expect.objectContaining({ kind: 'request', id: pending!.id, targetId: pending!.id, title: 'Duda con el DOM' })]);
    expect(home.today.questions.map((item) => [item.kind, item.id, item.targetId])).toEqual([
      ['comment', comment.id, held.id],
      ['post', answeredByClassmate.id, answeredByClassmate.id],
      ['post', open.id, open.id],
    ]);
    expect(home.today.questions[0]).toMatchObject({
      student: { code: classmate.edu_codigocontacto },
      group: { code, formationCode: room.parent.edu_codigoformacion },
    });
    expect(home.today.questions.map((item) => item.id)).not.toContain(answeredComment.id);
  });

  it('shows a teacher of another group only his own group', async () => {
    const home = await readHome(room.tokens.otherTeacher);
    expect(home.groups.map((group) => group.code)).toEqual([room.otherGroup.edu_codigoformacion]);
    expect(home.today.requests.map((item) => item.title)).toEqual(['Para otra profesora']);
    expect(home.today.questions.map((item) => item.title)).toEqual(['De otro grupo']);
  });

  it('says when the teacher also studies', async () => {
    const db = t.database.db;
    const { group } = await createFormationWithGroup(db);
    const both = await createContact(db, { fullname: 'Marta Docente Alumna', edu_tipocontacto: '1,5' });
    await createEnrolment(db, both, group);
    await db.insert(formationTeachers).values({ edu_codigoformacion: room.otherGroup.edu_codigoformacion, edu_codigocontacto: both.edu_codigocontacto });
    const home = await readHome(await createSession(db, both.edu_codigocontacto));
    expect(home.isAlsoStudent).toBe(true);
    expect(home.groups.map((item) => item.code)).toEqual([room.otherGroup.edu_codigoformacion]);
  });

  it('refuses a student, a free-trial visitor and a teacher with no group (403), and no session (401)', async () => {
    const idle = await createContact(t.database.db, { fullname: 'Profesor Sin Grupo', edu_tipocontacto: '5' });
    for (const token of [room.tokens.student, room.tokens.freemium, await createSession(t.database.db, idle.edu_codigocontacto)]) {
      const answer = await getHome(token);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(texts.teachingHome.notATeacher);
    }
    expect((await getHome()).statusCode).toBe(401);
  });

  it('answers staff who teach no group with an empty home', async () => {
    const home = await readHome(room.tokens.staff);
    expect(home.groups).toEqual([]);
    expect(home.today.counts).toEqual({ deliveries: 0, requests: 0, questions: 0 });
  });
});

describe('query count', () => {
  /** A teacher with one group of `size` students, each with a delivery to grade, a pending request and a question. */
  async function createTeacherWithGroup(size: number) {
    const db = t.database.db;
    const { group } = await createFormationWithGroup(db);
    const teacher = await createContact(db, { fullname: 'Profesor Recuento', edu_tipocontacto: '5' });
    await db.insert(formationTeachers).values({ edu_codigoformacion: group.edu_codigoformacion, edu_codigocontacto: teacher.edu_codigocontacto });
    const task = await createTask(db, group.edu_codigoformacion);
    const live = await createEvent(db, { event_type: 'clases_directo', formations: [group.edu_codigoformacion], start_date: minutesFromNow(-120) });
    await createEvent(db, { event_type: 'clases_directo', formations: [group.edu_codigoformacion], start_date: minutesFromNow(120) });
    const students = await Promise.all(Array.from({ length: size }, (_, index) => createContact(db, { fullname: `Alumno ${index}` })));
    await Promise.all(students.map((student) => createEnrolment(db, student, group)));
    const codes = students.map((student) => student.edu_codigocontacto);
    await db.insert(taskDeliveries).values(codes.map((code) => ({ task_id: task.id, edu_codigocontacto: code, intentos: 1, edu_fechaentrega: new Date() })));
    await db.insert(studentRequests).values(
      codes.map((code) => ({
        title: 'Tutoría',
        student_code: code,
        teacher_code: teacher.edu_codigocontacto,
        group_code: group.edu_codigoformacion,
        date: dayFromToday(2),
        start_time: '10:00',
        end_time: '10:30',
      })),
    );
    await db
      .insert(posts)
      .values(codes.map((code) => ({ title: 'Duda', content: '<p>?</p>', edu_codigocontacto: code, codigos_grupos: [group.edu_codigoformacion] })));
    await Promise.all(codes.map((code) => createActivityRecord(db, code, { tipo_actividad_id: 3, metadata: { id_evento: live.id } })));
    return createSession(db, teacher.edu_codigocontacto);
  }

  /** Statements of the first home read once the session is cached (a session check first). */
  async function countStatements(token: string) {
    expect((await t.app.inject({ url: '/api/auth/session', headers: auth(token) })).statusCode).toBe(200);
    const { result, statements } = await t.recordQueries(() => getHome(token));
    expect(result.statusCode).toBe(200);
    return { home: teachingHomeAnswerSchema.parse(result.json()), count: statements.length };
  }

  it('reads the home in as many statements for 5 students as for 60', async () => {
    const small = await countStatements(await createTeacherWithGroup(5));
    const large = await countStatements(await createTeacherWithGroup(60));
    expect(small.home.today.counts).toEqual({ deliveries: 5, requests: 5, questions: 5 });
    expect(large.home.today.counts).toEqual({ deliveries: 60, requests: 60, questions: 60 });
    expect(large.home.today.questions).toHaveLength(10);
    expect(large.home.groups[0]).toMatchObject({ students: 60, attendance: 100, classesHeld: 1 });
    expect(large.count).toBe(small.count);
    expect(small.count).toBeLessThanOrEqual(16);
  });
});
