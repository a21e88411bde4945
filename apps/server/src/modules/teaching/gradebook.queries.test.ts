import { gradebookAnswerSchema } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluationScores, taskDeliveries } from '../../db/schema';
import { createContact, createEnrolment } from '../../test/factories';
import { createClassroom, createEvaluation, createTask, dayFromToday } from '../../test/evaluations-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('query count', () => {
  it("answers a group's gradebook in the same number of statements for 5 and for 60 students", async () => {
    const db = t.database.db;
    const c = await createClassroom(db);
    const group = c.group.edu_codigoformacion;
    const taskList = await Promise.all(
      [-3, 2, 9].map((days, index) => createTask(db, group, { edu_titulo: `Práctica ${index + 1}`, edu_fechafinmax: dayFromToday(days) })),
    );
    const { concepts } = await createEvaluation(db, group, {
      title: '1.ª evaluación',
      concepts: [{ name: 'Examen', weight: 40 }, ...taskList.map((task, index) => ({ name: `Práctica ${index + 1}`, weight: 20, taskId: task.id }))],
    });
    /** Students more, each with a graded delivery of the first task, one of the second, and an exam score. */
    const addStudents = async (count: number) => {
      const students = await Promise.all(Array.from({ length: count }, (_, index) => createContact(db, { fullname: `Alumno ${count}-${index}` })));
      for (const student of students) await createEnrolment(db, student, c.group);
      const codes = students.map((student) => student.edu_codigocontacto);
      await db
        .insert(taskDeliveries)
        .values([
          ...codes.map((code) => ({ task_id: taskList[0]!.id, edu_codigocontacto: code, intentos: 1, edu_calificacion: 7, graded_at: new Date() })),
          ...codes.map((code) => ({ task_id: taskList[1]!.id, edu_codigocontacto: code, intentos: 1, edu_fechaentrega: new Date() })),
        ]);
      await db
        .insert(evaluationScores)
        .values([
          ...codes.map((code) => ({ concept_id: concepts[0]!.id, edu_codigocontacto: code, edu_puntuacion: 6.5 })),
          ...codes.map((code) => ({ concept_id: concepts[1]!.id, edu_codigocontacto: code, edu_puntuacion: 7 })),
        ]);
    };
    const url = `/api/teaching/groups/${group}/gradebook`;
    const read = () => t.app.inject({ url, headers: { authorization: `Bearer ${c.tokens.teacher}` } });
    const count = async () => {
      // The first read loads the session and holdings into their caches: the count is the read's own.
      expect((await read()).statusCode).toBe(200);
      const { result, statements } = await t.recordQueries(read);
      expect(result.statusCode).toBe(200);
      return { data: gradebookAnswerSchema.parse(result.json()).data, count: statements.length };
    };

    // The classroom's two students and three more.
    await addStudents(3);
    const few = await count();
    expect(few.data.alumnos).toHaveLength(5);
    await addStudents(55);
    const many = await count();
    expect(many.data.alumnos).toHaveLength(60);
    expect(many.data.medias.tareas[1]!.por_corregir).toBe(58);
    expect(many.count).toBe(few.count);
    expect(many.count).toBeLessThanOrEqual(6);
  });
});
