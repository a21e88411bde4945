import { addCalendarDays, participantDetailAnswerSchema, participantsAnswerSchema, texts, timelinePercentAnswerSchema, toAcademyDay } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactActivityDays, taskDeliveries } from '../../db/schema';
import { createClassroom, createEvaluation, createTask, dayFromToday, type Classroom } from '../../test/evaluations-helpers';
import { createActivityRecord, createEvent, createUnitWithTopic } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let c: Classroom;
const DAY = 86_400_000;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const listUrl = (group: string) => `/api/teaching/groups/${group}/participants`;
const detailUrl = (group: string, code: string) => `${listUrl(group)}/${code}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  c = await createClassroom(db);
  const group = c.group.edu_codigoformacion;
  const me = c.student.edu_codigocontacto;
  // Two live classes held (Lucía joined the first) and one to come, which does not count yet.
  const held = await createEvent(db, { title: 'Directo 1', event_type: 'clases_directo', formations: [group], start_date: new Date(Date.now() - 2 * DAY) });
  await createEvent(db, { title: 'Directo 2', event_type: 'clases_directo', formations: [group], start_date: new Date(Date.now() - DAY) });
  await createEvent(db, { title: 'Directo 3', event_type: 'clases_directo', formations: [group], start_date: new Date(Date.now() + DAY) });
  await createActivityRecord(db, me, { metadata: { id_evento: held.id } });
  // Content of the timeline: two items of the tree, Lucía completed one.
  const { unit, topic } = await createUnitWithTopic(db, c.parent.edu_codigoformacion);
  const placed = { topic: { id: topic.id, unidad_id: unit.id }, formations: [group], no_fechar: 1 };
  await createEvent(db, { ...placed, title: 'Tema leído', start_date: new Date(Date.now() - 3 * DAY), contacts: [{ code: me, completed: 1 }] });
  await createEvent(db, { ...placed, title: 'Tema pendiente', start_date: new Date(Date.now() - 3 * DAY) });
  // Tasks: one graded, one delivered, one still open, one past its deadline.
  const graded = await createTask(db, group, { edu_titulo: 'Práctica corregida', edu_fechafinmax: dayFromToday(-5) });
  const delivered = await createTask(db, group, { edu_titulo: 'Práctica entregada', edu_fechafinmax: dayFromToday(3) });
  await createTask(db, group, { edu_titulo: 'Práctica abierta', edu_fechafinmax: dayFromToday(10) });
  await createTask(db, group, { edu_titulo: 'Práctica vencida', edu_fechafinmax: dayFromToday(-2) });
  await db.insert(taskDeliveries).values([
    {
      task_id: graded.id,
      edu_codigocontacto: me,
      intentos: 1,
      edu_fechaentrega: new Date(Date.now() - 6 * DAY),
      edu_calificacion: 8,
      edu_comentario: 'Bien',
      graded_at: new Date(),
    },
    { task_id: delivered.id, edu_codigocontacto: me, intentos: 1, edu_fechaentrega: new Date() },
  ]);
  // The first term's tasks span today: it is the current one; Lucía has all its concepts graded.
  await createEvaluation(db, group, {
    title: '1ª Evaluación',
    orden: 1,
    concepts: [
      { name: 'Práctica corregida', weight: 60, taskId: graded.id, scores: { [me]: 8 } },
      { name: 'Práctica entregada', weight: 40, taskId: delivered.id, scores: { [me]: 6 } },
    ],
  });
  await createEvaluation(db, group, { title: '2ª Evaluación', orden: 2, concepts: [{ name: 'Examen', weight: 100 }] });
  // Connected today and yesterday: a streak of 2.
  const today = toAcademyDay(new Date());
  await db.insert(contactActivityDays).values([
    { edu_codigocontacto: me, day: today },
    { edu_codigocontacto: me, day: addCalendarDays(today, -1) },
    { edu_codigocontacto: me, day: addCalendarDays(today, -3) },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/teaching/groups/{groupCode}/participants', () => {
  it('lists every student of the group with the figures their own pages show', async () => {
    const answer = await t.app.inject({ url: listUrl(c.group.edu_codigoformacion), headers: auth(c.tokens.teacher) });
    expect(answer.statusCode).toBe(200);
    const body = participantsAnswerSchema.parse(answer.json());
    expect(body.grupo).toEqual({
      edu_codigoformacion: c.group.edu_codigoformacion,
      edu_formacion: c.group.edu_formacion,
      formacion: { edu_codigoformacion: c.parent.edu_codigoformacion, edu_formacion: c.parent.edu_formacion },
    });
    expect(body.participantes.map((p) => p.edu_codigocontacto).sort()).toEqual([c.student, c.classmate, c.freemium].map((p) => p.edu_codigocontacto).sort());
    expect(body.tareas).toBe(4);
    expect(body.clases).toBe(2);
    expect(body.evaluacion_actual?.edu_titulo).toBe('1ª Evaluación');

    const lucia = body.participantes.find((p) => p.edu_codigocontacto === c.student.edu_codigocontacto)!;
    // Her progress is the percentage her own timeline answers her.
    const own = await t.app.inject({
      url: `/api/events/formation/complete/${c.parent.edu_codigoformacion}/${c.group.edu_codigoformacion}`,
      headers: auth(c.tokens.student),
    });
    const ownPercent = timelinePercentAnswerSchema.parse(own.json()).data.percentage;
    expect(ownPercent).toBeGreaterThan(0);
    expect(lucia.progreso).toBe(ownPercent);
    expect(lucia.asistencia).toEqual({ asistidas: 1, clases: 2, porcentaje: 50 });
    expect(lucia.racha).toBe(2);
    expect(lucia.ultima_conexion).not.toBeNull();
    expect(lucia.entregas).toEqual({ entregadas: 2, corregidas: 1, pendientes: 1, vencidas: 1 });
    expect(lucia.nota).toBe(7.2);

    const pablo = body.participantes.find((p) => p.edu_codigocontacto === c.classmate.edu_codigocontacto)!;
    expect(pablo).toMatchObject({ progreso: 0, racha: 0, nota: null, asistencia: { asistidas: 0, clases: 2, porcentaje: 0 } });
    expect(pablo.entregas).toEqual({ entregadas: 0, corregidas: 0, pendientes: 2, vencidas: 2 });
    expect(body.medias.nota).toBe(7.2);
    expect(body.medias.pendientes).toBe(1 + 2 + 2);
  });

  it('lets the academy side in', async () => {
    const answer = await t.app.inject({ url: listUrl(c.group.edu_codigoformacion), headers: auth(c.tokens.staff) });
    expect(answer.statusCode).toBe(200);
  });

  it.each([
    ['a student of the group', 'student'],
    ['a teacher of another group', 'otherTeacher'],
    ['a freemium visitor enrolled in it', 'freemium'],
  ] as const)('answers %s that the group does not exist (404)', async (_name, who) => {
    for (const url of [listUrl(c.group.edu_codigoformacion), detailUrl(c.group.edu_codigoformacion, c.student.edu_codigocontacto)]) {
      const answer = await t.app.inject({ url, headers: auth(c.tokens[who]) });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().message).toBe(texts.teaching.groupNotFound);
    }
  });

  it('asks for a session (401)', async () => {
    expect((await t.app.inject({ url: listUrl(c.group.edu_codigoformacion) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: detailUrl(c.group.edu_codigoformacion, c.student.edu_codigocontacto) })).statusCode).toBe(401);
  });

  it('answers 404 for a group that does not exist or is a main formation', async () => {
    for (const code of ['NO-EXISTE', c.parent.edu_codigoformacion]) {
      const answer = await t.app.inject({ url: listUrl(code), headers: auth(c.tokens.staff) });
      expect(answer.statusCode, code).toBe(404);
    }
  });
});

describe('GET /api/teaching/groups/{groupCode}/participants/{contactCode}', () => {
  it("answers one student's progress over time, attendance per class, tasks and grades", async () => {
    const answer = await t.app.inject({ url: detailUrl(c.group.edu_codigoformacion, c.student.edu_codigocontacto), headers: auth(c.tokens.teacher) });
    expect(answer.statusCode).toBe(200);
    const body = participantDetailAnswerSchema.parse(answer.json());
    expect(body.alumno).toMatchObject({ edu_codigocontacto: c.student.edu_codigocontacto, fullname: 'Lucía Fernández Ortega', racha: 2 });
    expect(body.alumno.emailaddress1).toBe(c.student.emailaddress1);
    // The timeline counts the two topics and the two live classes held: one of four completed.
    expect(body.progreso).toMatchObject({ completados: 1, total: 4, porcentaje: 25 });
    // A point a week since the classes began (30 days ago), the last one being today's figure.
    expect(body.progreso.semanas.length).toBeGreaterThanOrEqual(5);
    expect(body.progreso.semanas.at(-1)!.porcentaje).toBe(25);
    expect(body.progreso.semanas[0]!.porcentaje).toBe(0);
    expect(body.asistencia.clases_directo.map((k) => [k.titulo, k.asistio])).toEqual([
      ['Directo 1', true],
      ['Directo 2', false],
    ]);
    expect(body.asistencia).toMatchObject({ asistidas: 1, clases: 2, porcentaje: 50 });
    expect(body.tareas.map((task) => [task.edu_titulo, task.estado, task.vencida])).toEqual([
      ['Práctica corregida', 'Corregida', false],
      ['Práctica vencida', 'Pendiente', true],
      ['Práctica entregada', 'Entregada', false],
      ['Práctica abierta', 'Pendiente', false],
    ]);
    expect(body.tareas[0]).toMatchObject({ edu_calificacion: 8, edu_comentario: 'Bien', edu_serieevaluacion: '1ª Evaluación' });
    expect(body.evaluaciones.map((e) => [e.edu_titulo, e.edu_calificacion, e.actual])).toEqual([
      ['1ª Evaluación', 7.2, true],
      ['2ª Evaluación', null, false],
    ]);
  });

  it('answers 404 for someone who is not a student of the group', async () => {
    const answer = await t.app.inject({ url: detailUrl(c.group.edu_codigoformacion, c.otherStudent.edu_codigocontacto), headers: auth(c.tokens.teacher) });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe(texts.teachingParticipants.studentNotFound);
  });
});
