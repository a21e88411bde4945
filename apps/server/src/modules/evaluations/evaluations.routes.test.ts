import { evaluationsAnswerSchema, tasksAnswerSchema, texts } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUploads, files, taskDeliveries } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type Classroom, createClassroom, createEvaluation, createTask, dayFromToday } from '../../test/evaluations-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const getEvaluations = (c: Classroom, token: string, group = c.group.edu_codigoformacion, contact = c.student.edu_codigocontacto) =>
  t.app.inject({ method: 'GET', url: `/api/formations/evaluaciones/${group}/${contact}`, headers: auth(token) });
const postEvaluations = (token: string, contact: string, grupos: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/formations/evaluaciones/${contact}`, headers: auth(token), payload: { grupos } });
const getTasks = (c: Classroom, token: string, group = c.group.edu_codigoformacion, contact = c.student.edu_codigocontacto) =>
  t.app.inject({ method: 'GET', url: `/api/formations/tareas/${group}/${contact}`, headers: auth(token) });
const postTasks = (token: string, contact: string, grupos: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/formations/tareas/${contact}`, headers: auth(token), payload: { grupos } });

/** A delivery of a task by a student, with `fileCount` files handed in; graded when `grade` is given. */
async function deliver(taskId: number, contactCode: string, fileCount: number, graded?: { grade: number; comment: string; by: string }) {
  const db = t.database.db;
  const at = new Date('2026-11-20T10:00:00Z');
  const [delivery] = await db
    .insert(taskDeliveries)
    .values({
      task_id: taskId,
      edu_codigocontacto: contactCode,
      intentos: Math.max(fileCount, 1),
      edu_fechaentrega: at,
      ...(graded ? { edu_calificacion: graded.grade, edu_comentario: graded.comment, graded_at: at, graded_by: graded.by } : {}),
    })
    .returning();
  for (let index = 0; index < fileCount; index++) {
    const [file] = await db
      .insert(files)
      .values({
        name: `entrega-${index + 1}.pdf`,
        file_type: 'application/pdf',
        storage_key: `uploads/test/${taskId}-${contactCode}-${index}.pdf`,
        size_bytes: 1200 + index,
      })
      .returning();
    await db
      .insert(fileUploads)
      .values({ file_id: file!.id, edu_codigocontacto: contactCode, purpose: 'task', task_delivery_id: delivery!.id, task_attempt: delivery!.intentos });
  }
  return delivery!;
}

describe('GET /api/formations/evaluaciones/{group}/{contactId}', () => {
  it("answers the student's evaluations with their own scores, each grade by the weighted rule, 'Sin calificar' (null) while a concept is open", async () => {
    const c = await createClassroom(t.database.db);
    const me = c.student.edu_codigocontacto;
    const other = c.classmate.edu_codigocontacto;
    const task = await createTask(t.database.db, c.group.edu_codigoformacion);
    await createEvaluation(t.database.db, c.group.edu_codigoformacion, {
      title: '1.ª evaluación',
      orden: 1,
      concepts: [
        { name: 'Examen parcial', weight: 60, scores: { [me]: 7.5, [other]: 3 } },
        { name: 'Práctica 1', weight: 30, taskId: task.id, scores: { [me]: 9 } },
        { name: 'Participación', weight: 10, scores: { [me]: 10 } },
      ],
    });
    await createEvaluation(t.database.db, c.group.edu_codigoformacion, {
      title: '2.ª evaluación',
      orden: 2,
      concepts: [
        { name: 'Examen final', weight: 70 },
        { name: 'Proyecto', weight: 30, scores: { [me]: 8 } },
      ],
    });
    const response = await getEvaluations(c, c.tokens.student);
    expect(response.statusCode).toBe(200);
    const { data } = evaluationsAnswerSchema.parse(response.json());
    expect(data.map((evaluation) => [evaluation.edu_titulo, evaluation.edu_calificacion])).toEqual([
      // 7.5 × 0.6 + 9 × 0.3 + 10 × 0.1 = 4.5 + 2.7 + 1 = 8.2
      ['1.ª evaluación', 8.2],
      ['2.ª evaluación', null],
    ]);
    expect(data[0]!.edu_codigoformacion).toBe(c.group.edu_codigoformacion);
    expect(data[0]!.edu_conceptos).toEqual([
      { id: expect.any(Number), edu_codigoconcepto: 'Examen parcial', edu_puntuacion: 7.5, edu_valor: 60, tarea_id: null },
      { id: expect.any(Number), edu_codigoconcepto: 'Práctica 1', edu_puntuacion: 9, edu_valor: 30, tarea_id: task.id },
      { id: expect.any(Number), edu_codigoconcepto: 'Participación', edu_puntuacion: 10, edu_valor: 10, tarea_id: null },
    ]);
    expect(data[1]!.edu_conceptos.map((concept) => concept.edu_puntuacion)).toEqual([null, 8]);
  });

  it('answers an empty list for a group without evaluations', async () => {
    const c = await createClassroom(t.database.db);
    expect((await getEvaluations(c, c.tokens.student)).json()).toEqual({ status: 'ok', data: [] });
  });

  it.each<[string, (c: Classroom) => Promise<Awaited<ReturnType<typeof getEvaluations>>>, number, string]>([
    [
      'no session',
      (c) => t.app.inject({ method: 'GET', url: `/api/formations/evaluaciones/${c.group.edu_codigoformacion}/${c.student.edu_codigocontacto}` }),
      401,
      texts.errors.unauthorized,
    ],
    ["another student's evaluations", (c) => getEvaluations(c, c.tokens.classmate), 403, texts.errors.forbidden],
    ['a group the student is not enrolled in', (c) => getEvaluations(c, c.tokens.student, c.otherGroup.edu_codigoformacion), 403, texts.formation.noAccess],
    ['an unknown group', (c) => getEvaluations(c, c.tokens.student, 'GRU-NO-EXISTE'), 403, texts.formation.noAccess],
    [
      'a freemium visitor, even enrolled',
      (c) => getEvaluations(c, c.tokens.freemium, c.group.edu_codigoformacion, c.freemium.edu_codigocontacto),
      403,
      texts.errors.forbidden,
    ],
    [
      "the group's teacher asking as themselves",
      (c) => getEvaluations(c, c.tokens.teacher, c.group.edu_codigoformacion, c.teacher.edu_codigocontacto),
      403,
      texts.formation.noAccess,
    ],
  ])('refuses %s', async (_name, call, status, message) => {
    const c = await createClassroom(t.database.db);
    const response = await call(c);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });
});

describe('POST /api/formations/evaluaciones/{contactId}', () => {
  it('answers the evaluations of several groups, in the order asked', async () => {
    const c = await createClassroom(t.database.db);
    const { createEnrolment } = await import('../../test/factories');
    await createEnrolment(t.database.db, c.student, c.otherGroup);
    await createEvaluation(t.database.db, c.group.edu_codigoformacion, {
      title: 'DAW',
      concepts: [{ name: 'Examen', weight: 100, scores: { [c.student.edu_codigocontacto]: 6 } }],
    });
    await createEvaluation(t.database.db, c.otherGroup.edu_codigoformacion, { title: 'Otro grupo', concepts: [{ name: 'Examen', weight: 100 }] });
    const response = await postEvaluations(c.tokens.student, c.student.edu_codigocontacto, [c.otherGroup.edu_codigoformacion, c.group.edu_codigoformacion]);
    expect(response.statusCode).toBe(200);
    expect(evaluationsAnswerSchema.parse(response.json()).data.map((evaluation) => [evaluation.edu_titulo, evaluation.edu_calificacion])).toEqual([
      ['Otro grupo', null],
      ['DAW', 6],
    ]);
  });

  it.each<[string, unknown, string]>([
    ['no groups', [], 'grupos'],
    ['not a list', 'GRU-1', 'grupos'],
  ])('refuses %s with 400', async (_name, grupos) => {
    const c = await createClassroom(t.database.db);
    const response = await postEvaluations(c.tokens.student, c.student.edu_codigocontacto, grupos);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });

  it('refuses the whole call when one group is not the student’s (403), and another student’s code', async () => {
    const c = await createClassroom(t.database.db);
    const mixed = await postEvaluations(c.tokens.student, c.student.edu_codigocontacto, [c.group.edu_codigoformacion, c.otherGroup.edu_codigoformacion]);
    expect(mixed.statusCode).toBe(403);
    expect(mixed.json().message).toBe(texts.formation.noAccess);
    expect((await postEvaluations(c.tokens.student, c.classmate.edu_codigocontacto, [c.group.edu_codigoformacion])).statusCode).toBe(403);
  });
});

describe('GET and POST /api/formations/tareas', () => {
  it('answers the tasks by deadline in data.data with the student’s own delivery, attempts, files and state', async () => {
    const c = await createClassroom(t.database.db);
    const db = t.database.db;
    const me = c.student.edu_codigocontacto;
    const pending = await createTask(db, c.group.edu_codigoformacion, { edu_titulo: 'Pendiente', edu_fechafinmax: dayFromToday(3), edu_horafinmax: '14:00' });
    const delivered = await createTask(db, c.group.edu_codigoformacion, { edu_titulo: 'Entregada', edu_fechafinmax: dayFromToday(5), edu_oportunidades: 2 });
    const graded = await createTask(db, c.group.edu_codigoformacion, { edu_titulo: 'Corregida', edu_fechafinmax: dayFromToday(-2) });
    await createEvaluation(db, c.group.edu_codigoformacion, { title: '1.ª evaluación', concepts: [{ name: 'Práctica', weight: 100, taskId: graded.id }] });
    await deliver(delivered.id, me, 2);
    await deliver(graded.id, me, 1, { grade: 8.25, comment: 'Buen trabajo', by: c.teacher.edu_codigocontacto });
    // A classmate's delivery of the pending task does not show as the student's.
    await deliver(pending.id, c.classmate.edu_codigocontacto, 1);

    const response = await getTasks(c, c.tokens.student);
    expect(response.statusCode).toBe(200);
    const tasks = tasksAnswerSchema.parse(response.json()).data.data;
    expect(tasks.map((task) => [task.edu_titulo, task.estado, task.intentos_usados, task.files.length, task.edu_calificacion])).toEqual([
      ['Corregida', 'Corregida', 1, 1, 8.25],
      ['Pendiente', 'Pendiente', 0, 0, null],
      ['Entregada', 'Entregada', 2, 2, null],
    ]);
    expect(tasks[0]).toMatchObject({
      edu_comentario: 'Buen trabajo',
      edu_serieevaluacion: '1.ª evaluación',
      edu_fechaentrega: '2026-11-20T10:00:00.000Z',
      edu_tema: 'Tema 2',
    });
    expect(tasks[1]).toMatchObject({
      edu_fechafinmax: dayFromToday(3),
      edu_horafinmax: '14:00',
      edu_oportunidades: 3,
      edu_fechaentrega: null,
      edu_comentario: null,
      edu_serieevaluacion: null,
      edu_codigoformacion: c.group.edu_codigoformacion,
    });
    expect(tasks[2]!.files).toEqual([
      {
        id: expect.any(Number),
        name: 'entrega-1.pdf',
        file_type: 'application/pdf',
        size: 1200,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        intento: 2,
      },
      {
        id: expect.any(Number),
        name: 'entrega-2.pdf',
        file_type: 'application/pdf',
        size: 1201,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        intento: 2,
      },
    ]);

    const several = await postTasks(c.tokens.student, me, [c.group.edu_codigoformacion]);
    expect(several.statusCode).toBe(200);
    expect(tasksAnswerSchema.parse(several.json()).data.data).toEqual(tasks);
  });

  it('refuses another student, a group not theirs, freemium and no session', async () => {
    const c = await createClassroom(t.database.db);
    expect((await getTasks(c, c.tokens.classmate)).statusCode).toBe(403);
    expect((await getTasks(c, c.tokens.student, c.otherGroup.edu_codigoformacion)).json().message).toBe(texts.formation.noAccess);
    expect((await postTasks(c.tokens.freemium, c.freemium.edu_codigocontacto, [c.group.edu_codigoformacion])).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/formations/tareas/${c.student.edu_codigocontacto}`,
          payload: { grupos: [c.group.edu_codigoformacion] },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('query counts', () => {
  /** A student's group with `size` tasks (each delivered with 2 files, half graded) and `size` evaluations of 3 concepts. */
  async function classroomOfSize(size: number) {
    const c = await createClassroom(t.database.db);
    const db = t.database.db;
    const { createEnrolment, createFormationWithGroup } = await import('../../test/factories');
    const groups = [c.group.edu_codigoformacion];
    for (let g = 1; g < Math.min(size, 3); g++) {
      const { group } = await createFormationWithGroup(db);
      await createEnrolment(db, c.student, group);
      groups.push(group.edu_codigoformacion);
    }
    for (let index = 0; index < size; index++) {
      const group = groups[index % groups.length]!;
      const task = await createTask(db, group, { edu_titulo: `Tarea ${index}` });
      await deliver(task.id, c.student.edu_codigocontacto, 2, index % 2 === 0 ? { grade: 7, comment: 'Bien', by: c.teacher.edu_codigocontacto } : undefined);
      await createEvaluation(db, group, {
        title: `Evaluación ${index}`,
        concepts: [
          { name: 'A', weight: 50, taskId: task.id, scores: { [c.student.edu_codigocontacto]: 7 } },
          { name: 'B', weight: 30 },
          { name: 'C', weight: 20 },
        ],
      });
    }
    return { c, groups };
  }

  it('reads evaluations and tasks with the same statements for 1 task in 1 group as for 9 in 3 groups', async () => {
    const small = await classroomOfSize(1);
    const large = await classroomOfSize(9);
    const count = async ({ c, groups }: Awaited<ReturnType<typeof classroomOfSize>>) => {
      const me = c.student.edu_codigocontacto;
      // Warm the per-contact caches (session, holdings), then drop the kept answers, so both sides count the
      // statements of a read that builds its answer.
      await postTasks(c.tokens.student, me, groups);
      t.app.ctx.changes.publish('tasks', '*');
      const evaluations = await t.recordQueries(() => postEvaluations(c.tokens.student, me, groups));
      const tasks = await t.recordQueries(() => postTasks(c.tokens.student, me, groups));
      expect(evaluations.result.statusCode).toBe(200);
      expect(tasks.result.statusCode).toBe(200);
      return {
        evaluations: evaluations.statements.length,
        tasks: tasks.statements.length,
        taskCount: tasksAnswerSchema.parse(tasks.result.json()).data.data.length,
      };
    };
    const smallCounts = await count(small);
    const largeCounts = await count(large);
    expect(largeCounts.taskCount).toBe(9);
    expect(largeCounts.evaluations).toBe(smallCounts.evaluations);
    expect(largeCounts.tasks).toBe(smallCounts.tasks);
    expect(largeCounts.evaluations).toBeLessThanOrEqual(1);
    expect(largeCounts.tasks).toBeLessThanOrEqual(1);
  });
});

describe('delivery rows', () => {
  it('keeps one delivery per task and student', async () => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion);
    await deliver(task.id, c.student.edu_codigocontacto, 1);
    await expect(deliver(task.id, c.student.edu_codigocontacto, 1)).rejects.toThrow();
    expect(await t.database.db.select().from(taskDeliveries).where(eq(taskDeliveries.task_id, task.id))).toHaveLength(1);
  });
});
