import {
  type DeliveryUpdatedPayload,
  evaluationsAnswerSchema,
  getNotificationTarget,
  gradeDeliveryAnswerSchema,
  type Notification,
  type TaskUpdatedPayload,
  teacherDeliveriesAnswerSchema,
  texts,
} from '@campus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, evaluationScores, fileUploads, files, notifications, notificationUsers, taskDeliveries } from '../../db/schema';
import { createEnrolment } from '../../test/factories';
import { listenOnFreePort, openUserSocket, waitForSocketEvent } from '../../test/socket-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type Classroom, createClassroom, createEvaluation, createTask } from '../../test/evaluations-helpers';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnFreePort(t);
});
afterAll(async () => {
  await t.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const grade = (token: string, taskId: number | string, contactCode: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/formations/tareas/${taskId}/entregas/${contactCode}/calificacion`,
    headers: auth(token),
    payload: payload as object,
  });
const deliveries = (token: string, query = '') => t.app.inject({ method: 'GET', url: `/api/formations/tareas/entregas${query}`, headers: auth(token) });

/** A delivery handed in (files rows written directly: storage is not needed to list or grade). */
async function deliver(taskId: number, contactCode: string, fileCount = 1, at = new Date('2026-11-20T10:00:00Z')) {
  const db = t.database.db;
  const [delivery] = await db
    .insert(taskDeliveries)
    .values({ task_id: taskId, edu_codigocontacto: contactCode, intentos: Math.max(fileCount, 1), edu_fechaentrega: at })
    .returning();
  for (let index = 0; index < fileCount; index++) {
    const [file] = await db
      .insert(files)
      .values({ name: `entrega-${index + 1}.pdf`, file_type: 'application/pdf', storage_key: `uploads/test/${delivery!.id}-${index}.pdf`, size_bytes: 900 })
      .returning();
    await db
      .insert(fileUploads)
      .values({ file_id: file!.id, edu_codigocontacto: contactCode, purpose: 'task', task_delivery_id: delivery!.id, task_attempt: delivery!.intentos });
  }
  return delivery!;
}

describe('POST /api/formations/tareas/{taskId}/entregas/{contactId}/calificacion', () => {
  it('grades the delivery (Corregida), scores the concept the task stands for, rings the bell and tells both sides live', async () => {
    const c = await createClassroom(t.database.db);
    const me = c.student.edu_codigocontacto;
    const task = await createTask(t.database.db, c.group.edu_codigoformacion, { edu_titulo: 'Práctica 2: API REST' });
    const { evaluation } = await createEvaluation(t.database.db, c.group.edu_codigoformacion, {
      title: '1.ª evaluación',
      concepts: [
        { name: 'Examen parcial', weight: 60, scores: { [me]: 6 } },
        { name: 'Práctica 2', weight: 40, taskId: task.id },
      ],
    });
    await deliver(task.id, me);
    const before = evaluationsAnswerSchema.parse(
      (await t.app.inject({ url: `/api/formations/evaluaciones/${c.group.edu_codigoformacion}/${me}`, headers: auth(c.tokens.student) })).json(),
    );
    expect(before.data[0]!.edu_calificacion).toBeNull();

    const [studentTab, teacherTab] = await Promise.all([
      openUserSocket(baseUrl, c.tokens.student, me, t.config.PUBLIC_URL),
      openUserSocket(baseUrl, c.tokens.teacher, c.teacher.edu_codigocontacto, t.config.PUBLIC_URL),
    ]);
    try {
      const taskPushed = waitForSocketEvent(studentTab, 'task-updated');
      const bell = waitForSocketEvent(studentTab, 'bell');
      const deliveryPushed = waitForSocketEvent(teacherTab, 'delivery-updated');
      const response = await grade(c.tokens.teacher, task.id, me, { edu_calificacion: 8.75, edu_comentario: '  Muy bien documentada.  ' });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = gradeDeliveryAnswerSchema.parse(response.json());
      expect(data).toMatchObject({
        estado: 'Corregida',
        edu_calificacion: 8.75,
        edu_comentario: 'Muy bien documentada.',
        tarea: { id: task.id, edu_serieevaluacion: '1.ª evaluación' },
        alumno: { edu_codigocontacto: me },
      });
      expect(data.graded_at).not.toBeNull();

      const pushed = (await taskPushed) as TaskUpdatedPayload;
      expect(pushed.tarea).toMatchObject({ estado: 'Corregida', edu_calificacion: 8.75, edu_comentario: 'Muy bien documentada.' });
      // 6 × 0.6 + 8.75 × 0.4 = 3.6 + 3.5 = 7.1
      expect(pushed.evaluacion).toMatchObject({ id: evaluation.id, edu_calificacion: 7.1 });
      expect(((await deliveryPushed) as DeliveryUpdatedPayload).entrega).toEqual(data);
      const rung = (await bell) as Notification;
      expect(rung).toMatchObject({ title: 'Tarea corregida', message: 'Tu tarea «Práctica 2: API REST» ha sido corregida: 8,75 sobre 10', type_id: 6 });
      expect(getNotificationTarget(rung)).toBe('/evaluaciones');
    } finally {
      studentTab.disconnect();
      teacherTab.disconnect();
    }

    const [score] = await t.database.db.select().from(evaluationScores).where(eq(evaluationScores.edu_codigocontacto, me));
    expect(score).toBeDefined();
    const after = evaluationsAnswerSchema.parse(
      (await t.app.inject({ url: `/api/formations/evaluaciones/${c.group.edu_codigoformacion}/${me}`, headers: auth(c.tokens.student) })).json(),
    );
    expect(after.data[0]!.edu_calificacion).toBe(7.1);
    const delivered = await t.database.db
      .select({ title: notifications.title, type: notifications.type_id, by: notifications.created_by })
      .from(notificationUsers)
      .innerJoin(notifications, eq(notifications.id, notificationUsers.notification_id))
      .where(eq(notificationUsers.edu_codigocontacto, me));
    expect(delivered).toEqual([{ title: 'Tarea corregida', type: 6, by: c.teacher.edu_codigocontacto }]);
  });

  it('re-grades: the grade, the comment and the concept score are replaced', async () => {
    const c = await createClassroom(t.database.db);
    const me = c.student.edu_codigocontacto;
    const task = await createTask(t.database.db, c.group.edu_codigoformacion);
    await createEvaluation(t.database.db, c.group.edu_codigoformacion, { title: 'Final', concepts: [{ name: 'Práctica', weight: 100, taskId: task.id }] });
    const delivery = await deliver(task.id, me);
    expect((await grade(c.tokens.teacher, task.id, me, { edu_calificacion: 4, edu_comentario: 'Falta la memoria' })).statusCode).toBe(200);
    const again = gradeDeliveryAnswerSchema.parse((await grade(c.tokens.teacher, task.id, me, { edu_calificacion: 6.5, edu_comentario: null })).json());
    expect(again.data).toMatchObject({ edu_calificacion: 6.5, edu_comentario: null });
    const scores = await t.database.db.select().from(evaluationScores).where(eq(evaluationScores.edu_codigocontacto, me));
    expect(scores.map((score) => score.edu_puntuacion)).toEqual([6.5]);
    // Issue 31: each grading is in the audit log, by the teacher, with the fields it changed.
    const audited = await t.database.db
      .select({ actor: auditLog.actor_code, action: auditLog.action, summary: auditLog.summary, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'task_delivery'), eq(auditLog.entity_id, String(delivery.id))))
      .orderBy(auditLog.id);
    const entry = { actor: c.teacher.edu_codigocontacto, action: 'delivery.grade' };
    expect(audited).toEqual([
      {
        ...entry,
        summary: `Nota de ${c.student.fullname} en «${task.edu_titulo}»: 4`,
        before: { edu_calificacion: null, edu_comentario: null },
        after: { edu_calificacion: 4, edu_comentario: 'Falta la memoria' },
      },
      {
        ...entry,
        summary: `Nota de ${c.student.fullname} en «${task.edu_titulo}»: 6,5`,
        before: { edu_calificacion: 4, edu_comentario: 'Falta la memoria' },
        after: { edu_calificacion: 6.5, edu_comentario: null },
      },
    ]);
  });

  it('lets staff grade any group, and grades without an evaluation concept', async () => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion);
    await deliver(task.id, c.student.edu_codigocontacto);
    const response = await grade(c.tokens.staff, task.id, c.student.edu_codigocontacto, { edu_calificacion: 10 });
    expect(response.statusCode).toBe(200);
    expect(gradeDeliveryAnswerSchema.parse(response.json()).data.tarea.edu_serieevaluacion).toBeNull();
  });

  it.each<[string, (c: Classroom, taskId: number) => ReturnType<typeof grade>, number, string]>([
    [
      'a teacher of another group',
      (c, id) => grade(c.tokens.otherTeacher, id, c.student.edu_codigocontacto, { edu_calificacion: 5 }),
      404,
      texts.evaluations.taskNotFound,
    ],
    [
      'a student (even the owner)',
      (c, id) => grade(c.tokens.student, id, c.student.edu_codigocontacto, { edu_calificacion: 10 }),
      404,
      texts.evaluations.taskNotFound,
    ],
    [
      'a freemium visitor',
      (c, id) => grade(c.tokens.freemium, id, c.student.edu_codigocontacto, { edu_calificacion: 10 }),
      404,
      texts.evaluations.taskNotFound,
    ],
    [
      'a student who never handed it in',
      (c, id) => grade(c.tokens.teacher, id, c.classmate.edu_codigocontacto, { edu_calificacion: 5 }),
      404,
      texts.evaluations.deliveryNotFound,
    ],
    ['an unknown task', (c) => grade(c.tokens.teacher, 999_999, c.student.edu_codigocontacto, { edu_calificacion: 5 }), 404, texts.evaluations.taskNotFound],
    [
      'a task id that is not a number',
      (c) => grade(c.tokens.teacher, 'x' as unknown as number, c.student.edu_codigocontacto, { edu_calificacion: 5 }),
      400,
      texts.evaluations.taskNotFound,
    ],
    ['a grade over 10', (c, id) => grade(c.tokens.teacher, id, c.student.edu_codigocontacto, { edu_calificacion: 10.5 }), 400, texts.evaluations.invalidGrade],
    ['a negative grade', (c, id) => grade(c.tokens.teacher, id, c.student.edu_codigocontacto, { edu_calificacion: -1 }), 400, texts.evaluations.invalidGrade],
    ['three decimals', (c, id) => grade(c.tokens.teacher, id, c.student.edu_codigocontacto, { edu_calificacion: 7.255 }), 400, texts.evaluations.invalidGrade],
    [
      'a grade as text',
      (c, id) => grade(c.tokens.teacher, id, c.student.edu_codigocontacto, { edu_calificacion: 'ocho' }),
      400,
      texts.evaluations.invalidGrade,
    ],
    ['no grade', (c, id) => grade(c.tokens.teacher, id, c.student.edu_codigocontacto, {}), 400, texts.evaluations.invalidGrade],
    [
      'a comment too long',
      (c, id) => grade(c.tokens.teacher, id, c.student.edu_codigocontacto, { edu_calificacion: 5, edu_comentario: 'a'.repeat(2001) }),
      400,
      texts.evaluations.commentTooLong,
    ],
  ])('refuses %s', async (_name, call, status, message) => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion);
    await deliver(task.id, c.student.edu_codigocontacto);
    const response = await call(c, task.id);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    const [delivery] = await t.database.db
      .select()
      .from(taskDeliveries)
      .where(and(eq(taskDeliveries.task_id, task.id), eq(taskDeliveries.edu_codigocontacto, c.student.edu_codigocontacto)));
    expect(delivery!.graded_at).toBeNull();
  });

  it('refuses a staff member, or a teacher of the group, who is also its student: nobody grades their own delivery (403)', async () => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion);
    // Elena (staff) and Alberto (the group's teacher) also study in the group and hand the task in.
    await Promise.all([createEnrolment(t.database.db, c.staff, c.group), createEnrolment(t.database.db, c.teacher, c.group)]);
    await Promise.all([
      deliver(task.id, c.staff.edu_codigocontacto),
      deliver(task.id, c.teacher.edu_codigocontacto),
      deliver(task.id, c.student.edu_codigocontacto),
    ]);
    const gradedAt = async (code: string) =>
      (
        await t.database.db
          .select()
          .from(taskDeliveries)
          .where(and(eq(taskDeliveries.task_id, task.id), eq(taskDeliveries.edu_codigocontacto, code)))
      )[0]!.graded_at;

    for (const [token, code] of [
      [c.tokens.staff, c.staff.edu_codigocontacto],
      [c.tokens.teacher, c.teacher.edu_codigocontacto],
    ] as const) {
      const own = await grade(token, task.id, code, { edu_calificacion: 10 });
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toBe('No puedes calificar tu propia entrega');
      expect(await gradedAt(code)).toBeNull();
    }
    // Each still grades the others' work: the teacher grades Elena's, Elena grades Alberto's and Lucía's.
    expect((await grade(c.tokens.teacher, task.id, c.staff.edu_codigocontacto, { edu_calificacion: 7 })).statusCode).toBe(200);
    expect((await grade(c.tokens.staff, task.id, c.teacher.edu_codigocontacto, { edu_calificacion: 8 })).statusCode).toBe(200);
    expect((await grade(c.tokens.staff, task.id, c.student.edu_codigocontacto, { edu_calificacion: 9 })).statusCode).toBe(200);
    expect(await gradedAt(c.staff.edu_codigocontacto)).not.toBeNull();
  });

  it('refuses without a session (401)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/formations/tareas/1/entregas/T-1/calificacion', payload: { edu_calificacion: 5 } });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/formations/tareas/entregas', () => {
  it("lists the deliveries of the teacher's groups, ungraded first then newest, with files; filters by state and group", async () => {
    const c = await createClassroom(t.database.db);
    const db = t.database.db;
    const { createFormationWithGroup, createEnrolment } = await import('../../test/factories');
    const { formationTeachers } = await import('../../db/schema');
    const { group: secondGroup } = await createFormationWithGroup(db);
    await db.insert(formationTeachers).values({ edu_codigoformacion: secondGroup.edu_codigoformacion, edu_codigocontacto: c.teacher.edu_codigocontacto });
    await createEnrolment(db, c.classmate, secondGroup);
    const task = await createTask(db, c.group.edu_codigoformacion, { edu_titulo: 'Práctica A' });
    const secondTask = await createTask(db, secondGroup.edu_codigoformacion, { edu_titulo: 'Práctica B' });
    const foreignTask = await createTask(db, c.otherGroup.edu_codigoformacion, { edu_titulo: 'Ajena' });
    await deliver(task.id, c.student.edu_codigocontacto, 2, new Date('2026-11-18T10:00:00Z'));
    await deliver(task.id, c.classmate.edu_codigocontacto, 1, new Date('2026-11-21T10:00:00Z'));
    await deliver(secondTask.id, c.classmate.edu_codigocontacto, 1, new Date('2026-11-19T10:00:00Z'));
    await deliver(foreignTask.id, c.otherStudent.edu_codigocontacto, 1);
    // A draft (a file chosen, never delivered: issue 29) is not listed: nothing was handed in.
    const draft = await deliver(secondTask.id, c.student.edu_codigocontacto, 1);
    await db.update(taskDeliveries).set({ intentos: 0, edu_fechaentrega: null }).where(eq(taskDeliveries.id, draft.id));
    await db.update(fileUploads).set({ task_attempt: null }).where(eq(fileUploads.task_delivery_id, draft.id));
    expect((await grade(c.tokens.teacher, task.id, c.classmate.edu_codigocontacto, { edu_calificacion: 7 })).statusCode).toBe(200);

    const response = await deliveries(c.tokens.teacher);
    expect(response.statusCode).toBe(200);
    const answer = teacherDeliveriesAnswerSchema.parse(response.json());
    expect(answer.data.map((delivery) => [delivery.tarea.edu_titulo, delivery.alumno.fullname, delivery.estado, delivery.files.length])).toEqual([
      ['Práctica B', 'Pablo Martín Ruiz', 'Entregada', 1],
      ['Práctica A', 'Lucía Fernández Ortega', 'Entregada', 2],
      ['Práctica A', 'Pablo Martín Ruiz', 'Corregida', 1],
    ]);
    expect(answer.grupos.map((group) => group.edu_codigoformacion).sort()).toEqual([c.group.edu_codigoformacion, secondGroup.edu_codigoformacion].sort());
    expect(answer.data[1]!.grupo).toEqual({ edu_codigoformacion: c.group.edu_codigoformacion, edu_formacion: c.group.edu_formacion });

    const ungraded = teacherDeliveriesAnswerSchema.parse((await deliveries(c.tokens.teacher, '?estado=Entregada')).json());
    expect(ungraded.data.map((delivery) => delivery.estado)).toEqual(['Entregada', 'Entregada']);
    const graded = teacherDeliveriesAnswerSchema.parse((await deliveries(c.tokens.teacher, '?estado=Corregida')).json());
    expect(graded.data.map((delivery) => delivery.edu_calificacion)).toEqual([7]);
    const oneGroup = teacherDeliveriesAnswerSchema.parse((await deliveries(c.tokens.teacher, `?grupo=${secondGroup.edu_codigoformacion}`)).json());
    expect(oneGroup.data.map((delivery) => delivery.tarea.edu_titulo)).toEqual(['Práctica B']);
  });

  it('refuses students (403), freemium (403), a group the teacher does not teach (404), a bad state (400) and no session (401)', async () => {
    const c = await createClassroom(t.database.db);
    expect((await deliveries(c.tokens.student)).statusCode).toBe(403);
    expect((await deliveries(c.tokens.freemium)).statusCode).toBe(403);
    const foreign = await deliveries(c.tokens.teacher, `?grupo=${c.otherGroup.edu_codigoformacion}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(texts.evaluations.taskNotFound);
    expect((await deliveries(c.tokens.teacher, '?estado=Pendiente')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/formations/tareas/entregas' })).statusCode).toBe(401);
  });

  it('reads with the same statements for 1 delivery as for 12', async () => {
    const count = async (size: number) => {
      const c = await createClassroom(t.database.db);
      const { createContact, createEnrolment } = await import('../../test/factories');
      for (let index = 0; index < size; index++) {
        const task = await createTask(t.database.db, c.group.edu_codigoformacion, { edu_titulo: `Tarea ${index}` });
        const student = index === 0 ? c.student : await createContact(t.database.db);
        if (index > 0) await createEnrolment(t.database.db, student, c.group);
        await deliver(task.id, student.edu_codigocontacto, 2);
      }
      await deliveries(c.tokens.teacher);
      const { result, statements } = await t.recordQueries(() => deliveries(c.tokens.teacher));
      expect(teacherDeliveriesAnswerSchema.parse(result.json()).data).toHaveLength(size);
      return statements.length;
    };
    const small = await count(1);
    const large = await count(12);
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(2);
  });
});
