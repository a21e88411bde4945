import { toAcademyDay } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactActivityDays, contacts, evaluationScores, lineasMatricula, matriculas, taskDeliveries } from '../../db/schema';
import { createClassroom, createEvaluation, createTask, dayFromToday, type Classroom } from '../../test/evaluations-helpers';
import { createActivityRecord, createEvent } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let c: Classroom;
let added = 0;

beforeAll(async () => {
  t = await createTestApp();
  c = await createClassroom(t.database.db);
});
afterAll(async () => {
  await t.close();
});

/** `count` more students in the group, each with a delivery, a score, a connection day and a live class joined (bulk inserts). */
async function addStudents(count: number, taskId: number, conceptId: number, liveClassId: number) {
  const db = t.database.db;
  const group = c.group;
  const codes = Array.from({ length: count }, () => `PQ-${(added += 1)}`);
  await db.insert(contacts).values(
    codes.map((code) => ({
      edu_codigocontacto: code,
      fullname: `Alumno ${code}`,
      emailaddress1: `${code.toLowerCase()}@campus.test`,
      edu_tipocontacto: '1',
      edu_matriculado: '1',
    })),
  );
  await db
    .insert(matriculas)
    .values(codes.map((code) => ({ edu_codigomatricula: `MAT-${code}`, edu_codigocontacto: code, edu_codigoformacion: c.parent.edu_codigoformacion })));
  await db.insert(lineasMatricula).values(
    codes.map((code) => ({
      edu_codigolineamatricula: `LM-${code}`,
      edu_matricula: `MAT-${code}`,
      edu_codigoformacion: group.edu_codigoformacion,
      edu_codigoalumno: code,
      edu_fechainicio: group.edu_fechainicioclases,
    })),
  );
  await db.insert(taskDeliveries).values(codes.map((code) => ({ task_id: taskId, edu_codigocontacto: code, intentos: 1, edu_fechaentrega: new Date() })));
  await db.insert(contactActivityDays).values(codes.map((code) => ({ edu_codigocontacto: code, day: toAcademyDay(new Date()) })));
  await db.insert(evaluationScores).values(codes.map((code) => ({ concept_id: conceptId, edu_codigocontacto: code, edu_puntuacion: 7 })));
  for (const code of codes) await createActivityRecord(db, code, { metadata: { id_evento: liveClassId } });
}

/** Statements of the read once the teacher's session and holdings are cached (the first call reads them). */
async function countStatements(url: string) {
  const headers = { authorization: `Bearer ${c.tokens.teacher}` };
  expect((await t.app.inject({ url, headers })).statusCode).toBe(200);
  const { result, statements } = await t.recordQueries(() => t.app.inject({ url, headers }));
  expect(result.statusCode).toBe(200);
  return { body: result.json<{ participantes: unknown[] }>(), count: statements.length };
}

describe('query count', () => {
  it('answers the participants of 5 and of 60 students in the same number of statements', async () => {
    const db = t.database.db;
    const group = c.group.edu_codigoformacion;
    const task = await createTask(db, group, { edu_fechafinmax: dayFromToday(2) });
    const { concepts } = await createEvaluation(db, group, { title: '1ª Evaluación', concepts: [{ name: 'Práctica', weight: 100, taskId: task.id }] });
    const live = await createEvent(db, { event_type: 'clases_directo', formations: [group], start_date: new Date(Date.now() - 86_400_000) });
    await createEvent(db, { formations: [group], start_date: new Date(Date.now() - 86_400_000) });
    const url = `/api/teaching/groups/${group}/participants`;

    // The classroom's 3 students (Lucía, Pablo, a freemium visitor) and 2 more: 5.
    await addStudents(2, task.id, concepts[0]!.id, live.id);
    const few = await countStatements(url);
    expect(few.body.participantes).toHaveLength(5);
    await addStudents(55, task.id, concepts[0]!.id, live.id);
    const many = await countStatements(url);
    expect(many.body.participantes).toHaveLength(60);
    expect(many.count).toBe(few.count);
    // Students, tasks, evaluations, the students' holdings, attendance, timelines, and the timeline events' placements (4).
    expect(many.count).toBeLessThanOrEqual(10);

    // One student's detail does not grow with the group either.
    const detail = await countStatements(`${url}/${c.student.edu_codigocontacto}`);
    expect(detail.count).toBeLessThanOrEqual(11);
  });
});
