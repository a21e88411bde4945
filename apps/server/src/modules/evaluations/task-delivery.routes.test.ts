import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  deliverTaskAnswerSchema,
  type DeliveryUpdatedPayload,
  TASK_DRAFT_MAX_FILES,
  TASK_FILE_MAX_BYTES,
  type TaskUpdatedPayload,
  taskUploadAnswerSchema,
  tasksAnswerSchema,
  teacherDeliveriesAnswerSchema,
  texts,
} from '@campus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityRecords, files, fileUploads, formationTeachers, notifications, notificationUsers, taskDeliveries, taskReceipts, tasks } from '../../db/schema';
import { createContact } from '../../test/factories';
import { listenOnFreePort, openUserSocket, waitForSocketEvent } from '../../test/socket-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PNG_BYTES, type MultipartFile } from '../../test/uploads-helpers';
import { type Classroom, createClassroom, createTask, dayFromToday } from '../../test/evaluations-helpers';

let t: TestApp;
let dataDir: string;
let baseUrl: string;
beforeAll(async () => {
  // Task files go through the disk storage (DATA_DIR/files): a folder of this test file, removed afterwards.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-tasks-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  baseUrl = await listenOnFreePort(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const pdf = (filename = 'practica.pdf'): MultipartFile => ({ filename, contentType: 'application/pdf', data: PDF_BYTES });

/** Every stored upload's bytes under the storage folder (a refusal must leave none behind). */
function storedUploads(): string[] {
  const root = path.join(dataDir, 'files', 'uploads');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/** A multipart body with the task id before the file (`taskFirst`) or after it, as a browser's FormData sends them in order. */
function taskMultipart(parts: MultipartFile[], taskId: string | null, taskFirst: boolean) {
  const boundary = `----campustask${Math.random().toString(16).slice(2)}`;
  const field = taskId === null ? [] : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="tareaId"\r\n\r\n${taskId}\r\n`)];
  const fileChunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'files'}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
    ),
    part.data,
    Buffer.from('\r\n'),
  ]);
  const payload = Buffer.concat([...(taskFirst ? [...field, ...fileChunks] : [...fileChunks, ...field]), Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(token: string | null, taskId: number | string | null, parts: MultipartFile[] = [pdf()], taskFirst = true) {
  const body = taskMultipart(parts, taskId === null ? null : String(taskId), taskFirst);
  return t.app.inject({
    method: 'POST',
    url: '/api/formations/tareas/upload-file',
    headers: { ...(token ? auth(token) : {}), ...body.headers },
    payload: body.payload,
  });
}
const remove = (token: string, taskId: number, fileId: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/formations/tareas/${taskId}/files/${fileId}`, headers: auth(token) });
const grade = (token: string, taskId: number, contactCode: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/formations/tareas/${taskId}/entregas/${contactCode}/calificacion`,
    headers: auth(token),
    payload: payload as object,
  });

const deliverCall = (token: string | null, taskId: number | string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/formations/tareas/${taskId}/entregar`,
    headers: token ? auth(token) : {},
    payload: payload as object,
  });

/** 'Entregar' with the next attempt; expects the receipt (201). */
async function deliverOk(c: Classroom, taskId: number, intento: number) {
  const response = await deliverCall(c.tokens.student, taskId, { intento });
  expect(response.statusCode, response.body).toBe(201);
  return deliverTaskAnswerSchema.parse(response.json());
}

/** Opens a file through the signed-address flow: the address, then its bytes. */
async function open(token: string, fileId: number) {
  const answer = await t.app.inject({ url: `/api/files/activos/file/${fileId}`, headers: auth(token) });
  if (answer.statusCode !== 200) return { statusCode: answer.statusCode, bytes: null };
  const stream = await t.app.inject({ url: answer.json().data.url });
  return { statusCode: stream.statusCode, bytes: stream.rawPayload };
}

async function uploadOk(c: Classroom, taskId: number, file = pdf()) {
  const response = await upload(c.tokens.student, taskId, [file]);
  expect(response.statusCode, response.body).toBe(201);
  return taskUploadAnswerSchema.parse(response.json());
}

const deliveryOf = async (taskId: number, contactCode: string) =>
  (
    await t.database.db
      .select()
      .from(taskDeliveries)
      .where(and(eq(taskDeliveries.task_id, taskId), eq(taskDeliveries.edu_codigocontacto, contactCode)))
  )[0];

/** The receipts of a student's delivery of a task. */
const receiptsOf = async (taskId: number, contactCode: string) => {
  const delivery = await deliveryOf(taskId, contactCode);
  return delivery ? t.database.db.select().from(taskReceipts).where(eq(taskReceipts.task_delivery_id, delivery.id)) : [];
};

describe('POST /api/formations/tareas/upload-file', () => {
  it('adds a draft file (201) without using an attempt: the delivery is created with none, activity 5 is recorded, only the student is told', async () => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion, { event_id: null });
    const [studentTab, teacherTab] = await Promise.all([
      openUserSocket(baseUrl, c.tokens.student, c.student.edu_codigocontacto, t.config.PUBLIC_URL),
      openUserSocket(baseUrl, c.tokens.teacher, c.teacher.edu_codigocontacto, t.config.PUBLIC_URL),
    ]);
    try {
      let teacherWasTold = false;
      teacherTab.on('delivery-updated', () => (teacherWasTold = true));
      const taskPushed = waitForSocketEvent(studentTab, 'task-updated');
      const answer = await uploadOk(c, task.id, pdf('Práctica 1 — Lucía.pdf'));
      expect(answer.data).toEqual({
        id: expect.any(Number),
        name: 'Práctica 1 — Lucía.pdf',
        file_type: 'application/pdf',
        size: PDF_BYTES.length,
        created_at: expect.any(String),
        intento: null,
      });
      expect(answer.tarea).toMatchObject({ id: task.id, estado: 'Pendiente', intentos_usados: 0, edu_fechaentrega: null, files: [answer.data], recibos: [] });

      const delivery = await deliveryOf(task.id, c.student.edu_codigocontacto);
      expect(delivery).toMatchObject({ intentos: 0, edu_fechaentrega: null, graded_at: null });
      const [row] = await t.database.db.select().from(fileUploads).where(eq(fileUploads.file_id, answer.data.id));
      expect(row).toMatchObject({ purpose: 'task', task_delivery_id: delivery!.id, task_attempt: null, edu_codigocontacto: c.student.edu_codigocontacto });
      const activities = await t.database.db
        .select()
        .from(activityRecords)
        .where(and(eq(activityRecords.edu_codigocontacto, c.student.edu_codigocontacto), eq(activityRecords.tipo_actividad_id, 5)));
      expect(activities.map((activity) => activity.metadata)).toEqual([{ id_evento: null, id_tarea: task.id, id_grupo: c.group.edu_codigoformacion }]);

      expect(((await taskPushed) as TaskUpdatedPayload).tarea).toEqual(answer.tarea);
      // A draft is not a delivery: the teacher's list does not hold it.
      const listed = teacherDeliveriesAnswerSchema.parse(
        (await t.app.inject({ url: '/api/formations/tareas/entregas', headers: auth(c.tokens.teacher) })).json(),
      );
      expect(listed.data).toEqual([]);
      expect(teacherWasTold).toBe(false);
    } finally {
      studentTab.disconnect();
      teacherTab.disconnect();
    }
  });

  it('upload, remove, upload (issue 29: three attempts gone in seconds) uses no attempt at all', async () => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion, { edu_oportunidades: 3 });
    const first = await uploadOk(c, task.id);
    expect((await remove(c.tokens.student, task.id, first.data.id)).statusCode).toBe(204);
    const second = await uploadOk(c, task.id, pdf('otra.pdf'));
    expect(second.tarea).toMatchObject({ intentos_usados: 0, estado: 'Pendiente' });
    expect(second.tarea.files.map((file) => [file.name, file.intento])).toEqual([['otra.pdf', null]]);
    expect((await deliveryOf(task.id, c.student.edu_codigocontacto))!.intentos).toBe(0);
  });

  it(`refuses a draft's file beyond ${TASK_DRAFT_MAX_FILES} with 409, storing nothing; removing one makes room`, async () => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion);
    let last = await uploadOk(c, task.id, pdf('1.pdf'));
    for (let index = 2; index <= TASK_DRAFT_MAX_FILES; index++) last = await uploadOk(c, task.id, pdf(`${index}.pdf`));
    const before = storedUploads().length;
    for (const taskFirst of [true, false]) {
      const full = await upload(c.tokens.student, task.id, [pdf('de-mas.pdf')], taskFirst);
      expect(full.statusCode).toBe(409);
      expect(full.json().message).toBe(texts.evaluations.draftFull);
    }
    expect(storedUploads()).toHaveLength(before);
    expect((await remove(c.tokens.student, task.id, last.data.id)).statusCode).toBe(204);
    await uploadOk(c, task.id, pdf('cabe.pdf'));
  });

  it('refuses after the deadline (Madrid day and hour) with 409, and once graded', async () => {
    const c = await createClassroom(t.database.db);
    const closed = await createTask(t.database.db, c.group.edu_codigoformacion, { edu_fechafinmax: dayFromToday(-1) });
    const late = await upload(c.tokens.student, closed.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(texts.evaluations.deadlinePassed);
    expect(await deliveryOf(closed.id, c.student.edu_codigocontacto)).toBeUndefined();

    const open = await createTask(t.database.db, c.group.edu_codigoformacion);
    await uploadOk(c, open.id);
    // A draft alone cannot be graded: it was not delivered.
    expect((await grade(c.tokens.teacher, open.id, c.student.edu_codigocontacto, { edu_calificacion: 6 })).statusCode).toBe(404);
    await deliverOk(c, open.id, 1);
    expect((await grade(c.tokens.teacher, open.id, c.student.edu_codigocontacto, { edu_calificacion: 6 })).statusCode).toBe(200);
    const graded = await upload(c.tokens.student, open.id);
    expect(graded.statusCode).toBe(409);
    expect(graded.json().message).toBe(texts.evaluations.alreadyGraded);
  });

  it('accepts the task id after the file, and removes the stored bytes when that task is refused', async () => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion);
    const after = await upload(c.tokens.student, task.id, [pdf()], false);
    expect(after.statusCode, after.body).toBe(201);
    const closed = await createTask(t.database.db, c.group.edu_codigoformacion, { edu_fechafinmax: dayFromToday(-3) });
    const before = storedUploads().length;
    const refused = await upload(c.tokens.student, closed.id, [pdf()], false);
    expect(refused.statusCode).toBe(409);
    expect(storedUploads()).toHaveLength(before);
  });

  it.each<[string, (c: Classroom, taskId: number) => ReturnType<typeof upload>, number, string]>([
    ['no session', (_c, id) => upload(null, id), 401, texts.errors.unauthorized],
    ['a freemium visitor', (c, id) => upload(c.tokens.freemium, id), 403, texts.errors.forbidden],
    ['a student of another group', (c, id) => upload(c.tokens.otherStudent, id), 404, texts.evaluations.taskNotFound],
    ['the teacher', (c, id) => upload(c.tokens.teacher, id), 404, texts.evaluations.taskNotFound],
    ['an unknown task', (c) => upload(c.tokens.student, 999_999), 404, texts.evaluations.taskNotFound],
    ['a task id that is not a number', (c) => upload(c.tokens.student, 'abc'), 400, texts.evaluations.taskNotFound],
    ['no task id', (c) => upload(c.tokens.student, null), 400, texts.evaluations.taskNotFound],
    ['two files', (c, id) => upload(c.tokens.student, id, [pdf('a.pdf'), pdf('b.pdf')]), 400, texts.chat.oneFileOnly],
    ['a file in another field', (c, id) => upload(c.tokens.student, id, [{ ...pdf(), field: 'fichero' }]), 400, texts.evaluations.uploadError],
    [
      'an empty file',
      (c, id) => upload(c.tokens.student, id, [{ filename: 'vacio.pdf', contentType: 'application/pdf', data: Buffer.alloc(0) }]),
      400,
      texts.chat.emptyFile,
    ],
  ])('refuses %s, keeping nothing', async (_name, call, status, message) => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion);
    const before = storedUploads().length;
    const response = await call(c, task.id);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(storedUploads()).toHaveLength(before);
    expect(await deliveryOf(task.id, c.student.edu_codigocontacto)).toBeUndefined();
  });

  it('refuses a file over 10 MB with 400, keeping nothing', async () => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion);
    const before = storedUploads().length;
    const response = await upload(c.tokens.student, task.id, [
      { filename: 'enorme.zip', contentType: 'application/zip', data: Buffer.alloc(TASK_FILE_MAX_BYTES + 1, 1) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(texts.chat.oneFileOnly);
    expect(storedUploads()).toHaveLength(before);
    expect(await deliveryOf(task.id, c.student.edu_codigocontacto)).toBeUndefined();
  });

  it('stores the type the bytes are, not the one declared', async () => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion);
    const answer = await uploadOk(c, task.id, { filename: 'captura.pdf', contentType: 'application/pdf', data: PNG_BYTES });
    expect(answer.data.file_type).toBe('image/png');
  });
});

describe('POST /api/formations/tareas/{taskId}/entregar (issue 29)', () => {
  it("rings the bell of each of the group's teachers once (issue 30), in one notification, and nobody else's", async () => {
    const c = await createClassroom(t.database.db);
    // A second teacher of the group, and a teacher of both groups, who hears it once.
    const [second, both] = await Promise.all([
      createContact(t.database.db, { edu_tipocontacto: '5' }),
      createContact(t.database.db, { edu_tipocontacto: '5' }),
    ]);
    await t.database.db.insert(formationTeachers).values([
      { edu_codigoformacion: c.group.edu_codigoformacion, edu_codigocontacto: second.edu_codigocontacto },
      { edu_codigoformacion: c.group.edu_codigoformacion, edu_codigocontacto: both.edu_codigocontacto },
      { edu_codigoformacion: c.otherGroup.edu_codigoformacion, edu_codigocontacto: both.edu_codigocontacto },
    ]);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion, { edu_titulo: 'Práctica 4: APIs' });
    await uploadOk(c, task.id);
    const teacherTab = await openUserSocket(baseUrl, c.tokens.teacher, c.teacher.edu_codigocontacto, t.config.PUBLIC_URL);
    try {
      const rung = waitForSocketEvent(teacherTab, 'bell');
      await deliverOk(c, task.id, 1);
      expect(await rung).toMatchObject({
        type_id: 6,
        title: 'Lucía Fernández Ortega ha entregado una tarea',
        message: '«Práctica 4: APIs» está lista para corregir',
        notifiable_type: 'task',
        notifiable_id: String(task.id),
      });
    } finally {
      teacherTab.disconnect();
    }
    const rows = await t.database.db
      .select({ id: notifications.id, code: notificationUsers.edu_codigocontacto })
      .from(notificationUsers)
      .innerJoin(notifications, eq(notifications.id, notificationUsers.notification_id))
      .where(and(eq(notifications.notifiable_type, 'task'), eq(notifications.notifiable_id, task.id)));
    expect(new Set(rows.map((row) => row.id)).size).toBe(1);
    expect(rows.map((row) => row.code).sort()).toEqual([c.teacher, second, both].map((p) => p.edu_codigocontacto).sort());
  });

  it('delivers the draft using exactly one attempt (201) and answers its receipt, which the task lists afterwards; the teacher is told', async () => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion, { edu_oportunidades: 3 });
    const { data: draft } = await uploadOk(c, task.id, pdf('memoria.pdf'));
    const teacherTab = await openUserSocket(baseUrl, c.tokens.teacher, c.teacher.edu_codigocontacto, t.config.PUBLIC_URL);
    try {
      const deliveryPushed = waitForSocketEvent(teacherTab, 'delivery-updated');
      const answer = await deliverOk(c, task.id, 1);
      expect(answer.data).toEqual({
        intento: 1,
        codigo: expect.stringMatching(new RegExp(`^${task.id}-1-[A-HJKMNP-Z2-9]{8}$`)),
        fecha: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        ficheros: [{ id: draft.id, name: 'memoria.pdf', size: PDF_BYTES.length }],
      });
      expect(answer.tarea).toMatchObject({ estado: 'Entregada', intentos_usados: 1, edu_fechaentrega: answer.data.fecha, recibos: [answer.data] });
      expect(answer.tarea.files).toEqual([{ ...draft, intento: 1 }]);
      expect(((await deliveryPushed) as DeliveryUpdatedPayload).entrega).toMatchObject({
        estado: 'Entregada',
        intentos_usados: 1,
        files: [{ id: draft.id, intento: 1 }],
      });
    } finally {
      teacherTab.disconnect();
    }
    expect((await deliveryOf(task.id, c.student.edu_codigocontacto))!.intentos).toBe(1);
    const list = await t.app.inject({
      url: `/api/formations/tareas/${c.group.edu_codigoformacion}/${c.student.edu_codigocontacto}`,
      headers: auth(c.tokens.student),
    });
    expect(tasksAnswerSchema.parse(list.json()).data.data[0]!.recibos).toHaveLength(1);

    // A second attempt replaces what the teacher sees; both receipts stay.
    const { data: corrected } = await uploadOk(c, task.id, pdf('memoria-corregida.pdf'));
    const second = await deliverOk(c, task.id, 2);
    expect(second.data.ficheros.map((file) => file.name)).toEqual(['memoria-corregida.pdf']);
    expect(second.tarea).toMatchObject({ intentos_usados: 2, files: [{ id: corrected.id, intento: 2 }] });
    expect(second.tarea.recibos.map((receipt) => receipt.intento)).toEqual([1, 2]);
    const teacherList = teacherDeliveriesAnswerSchema.parse(
      (await t.app.inject({ url: '/api/formations/tareas/entregas', headers: auth(c.tokens.teacher) })).json(),
    );
    expect(teacherList.data.map((delivery) => delivery.files.map((file) => file.name))).toEqual([['memoria-corregida.pdf']]);
    expect(await receiptsOf(task.id, c.student.edu_codigocontacto)).toHaveLength(2);
  });

  it('refuses a delivered file’s removal (409): its receipt stands', async () => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion);
    const { data: file } = await uploadOk(c, task.id);
    await deliverOk(c, task.id, 1);
    const refused = await remove(c.tokens.student, task.id, file.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(texts.evaluations.deliveredFileLocked);
  });

  it('refuses with no draft file, and a stale attempt (another tab delivered first), using nothing', async () => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion);
    const empty = await deliverCall(c.tokens.student, task.id, { intento: 1 });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(texts.evaluations.noDraftFiles);
    await uploadOk(c, task.id);
    for (const intento of [2, 3]) {
      const stale = await deliverCall(c.tokens.student, task.id, { intento });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(texts.evaluations.attemptChanged);
    }
    await deliverOk(c, task.id, 1);
    await uploadOk(c, task.id);
    const again = await deliverCall(c.tokens.student, task.id, { intento: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(texts.evaluations.attemptChanged);
    expect((await deliveryOf(task.id, c.student.edu_codigocontacto))!.intentos).toBe(1);
  });

  it('refuses once every attempt is used (delivering and drafting), after the deadline, and once graded (409)', async () => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion, { edu_oportunidades: 1 });
    await uploadOk(c, task.id);
    await deliverOk(c, task.id, 1);
    const drafting = await upload(c.tokens.student, task.id);
    expect(drafting.statusCode).toBe(409);
    expect(drafting.json().message).toBe(texts.evaluations.attemptsUsed);
    const delivering = await deliverCall(c.tokens.student, task.id, { intento: 2 });
    expect(delivering.statusCode).toBe(409);
    expect(delivering.json().message).toBe(texts.evaluations.attemptsUsed);

    // A draft made in time cannot be delivered once the deadline passed (Madrid day and hour): it stays a draft.
    const late = await createTask(t.database.db, c.group.edu_codigoformacion);
    await uploadOk(c, late.id);
    await t.database.db
      .update(tasks)
      .set({ edu_fechafinmax: dayFromToday(-1) })
      .where(eq(tasks.id, late.id));
    const afterDeadline = await deliverCall(c.tokens.student, late.id, { intento: 1 });
    expect(afterDeadline.statusCode).toBe(409);
    expect(afterDeadline.json().message).toBe(texts.evaluations.deadlinePassed);
    expect((await deliveryOf(late.id, c.student.edu_codigocontacto))!.intentos).toBe(0);

    const graded = await createTask(t.database.db, c.group.edu_codigoformacion);
    await uploadOk(c, graded.id);
    await deliverOk(c, graded.id, 1);
    expect((await grade(c.tokens.teacher, graded.id, c.student.edu_codigocontacto, { edu_calificacion: 7 })).statusCode).toBe(200);
    const afterGrade = await deliverCall(c.tokens.student, graded.id, { intento: 2 });
    expect(afterGrade.statusCode).toBe(409);
    expect(afterGrade.json().message).toBe(texts.evaluations.alreadyGraded);
  });

  it.each<[string, (c: Classroom, taskId: number) => ReturnType<typeof deliverCall>, number, string]>([
    ['no session', (_c, id) => deliverCall(null, id, { intento: 1 }), 401, texts.errors.unauthorized],
    ['a freemium visitor', (c, id) => deliverCall(c.tokens.freemium, id, { intento: 1 }), 403, texts.errors.forbidden],
    ['a student of another group', (c, id) => deliverCall(c.tokens.otherStudent, id, { intento: 1 }), 404, texts.evaluations.taskNotFound],
    ['the teacher', (c, id) => deliverCall(c.tokens.teacher, id, { intento: 1 }), 404, texts.evaluations.taskNotFound],
    // A classmate has no draft of their own: the student's draft is not theirs to deliver.
    ['a classmate', (c, id) => deliverCall(c.tokens.classmate, id, { intento: 1 }), 409, texts.evaluations.noDraftFiles],
    ['a task id that is not a number', (c) => deliverCall(c.tokens.student, 'abc', { intento: 1 }), 400, texts.evaluations.taskNotFound],
    ['an attempt that is not a number', (c, id) => deliverCall(c.tokens.student, id, { intento: 'dos' }), 400, texts.evaluations.invalidAttempt],
    ['attempt 0', (c, id) => deliverCall(c.tokens.student, id, { intento: 0 }), 400, texts.evaluations.invalidAttempt],
    ['no body', (c, id) => deliverCall(c.tokens.student, id, {}), 400, texts.evaluations.invalidAttempt],
  ])('refuses %s, using no attempt of the student', async (_name, call, status, message) => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion);
    await uploadOk(c, task.id);
    const response = await call(c, task.id);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect((await deliveryOf(task.id, c.student.edu_codigocontacto))!.intentos).toBe(0);
    expect(await receiptsOf(task.id, c.student.edu_codigocontacto)).toEqual([]);
  });
});

describe('DELETE /api/formations/tareas/{taskId}/files/{fileId}', () => {
  it('removes a draft file (204) at no cost: its rows and bytes go, the task stays Pendiente with no attempt used', async () => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion);
    const { data: file } = await uploadOk(c, task.id);
    const stored = storedUploads().length;
    const studentTab = await openUserSocket(baseUrl, c.tokens.student, c.student.edu_codigocontacto, t.config.PUBLIC_URL);
    try {
      const pushed = waitForSocketEvent(studentTab, 'task-updated');
      expect((await remove(c.tokens.student, task.id, file.id)).statusCode).toBe(204);
      expect(((await pushed) as TaskUpdatedPayload).tarea).toMatchObject({ estado: 'Pendiente', files: [], intentos_usados: 0 });
    } finally {
      studentTab.disconnect();
    }
    expect(await t.database.db.select().from(files).where(eq(files.id, file.id))).toEqual([]);
    expect(storedUploads()).toHaveLength(stored - 1);
    const list = await t.app.inject({
      url: `/api/formations/tareas/${c.group.edu_codigoformacion}/${c.student.edu_codigocontacto}`,
      headers: auth(c.tokens.student),
    });
    expect(tasksAnswerSchema.parse(list.json()).data.data[0]).toMatchObject({ estado: 'Pendiente', intentos_usados: 0, files: [] });
  });

  it('refuses once graded or after the deadline (409), another student’s file or task (404), and a file of another task (404)', async () => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion);
    const other = await createTask(t.database.db, c.group.edu_codigoformacion);
    const { data: file } = await uploadOk(c, task.id);
    expect((await remove(c.tokens.classmate, task.id, file.id)).json().message).toBe(texts.evaluations.fileNotFound);
    expect((await remove(c.tokens.otherStudent, task.id, file.id)).statusCode).toBe(404);
    expect((await remove(c.tokens.student, other.id, file.id)).json().message).toBe(texts.evaluations.fileNotFound);
    expect((await remove(c.tokens.freemium, task.id, file.id)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/formations/tareas/${task.id}/files/abc`, headers: auth(c.tokens.student) })).statusCode).toBe(
      400,
    );
    const { data: draft } = await uploadOk(c, task.id, pdf('borrador.pdf'));
    await t.database.db.update(fileUploads).set({ task_attempt: 1 }).where(eq(fileUploads.file_id, file.id));
    await t.database.db.update(taskDeliveries).set({ intentos: 1 }).where(eq(taskDeliveries.task_id, task.id));
    expect((await grade(c.tokens.teacher, task.id, c.student.edu_codigocontacto, { edu_calificacion: 5 })).statusCode).toBe(200);
    const graded = await remove(c.tokens.student, task.id, draft.id);
    expect(graded.statusCode).toBe(409);
    expect(graded.json().message).toBe(texts.evaluations.alreadyGraded);
    // Chat's own discard does not reach a handed-in file either.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/chats/upload-file/${file.id}`, headers: auth(c.tokens.student) })).statusCode).toBe(404);
  });
});

describe('opening a delivered file (signed-address flow)', () => {
  it('opens for the owner, the teacher of the group and staff; not for a classmate or a teacher of another group', async () => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion);
    const { data: file } = await uploadOk(c, task.id);
    // A draft is the student's own until it is delivered.
    expect((await open(c.tokens.teacher, file.id)).statusCode).toBe(404);
    await deliverOk(c, task.id, 1);
    for (const token of [c.tokens.student, c.tokens.teacher, c.tokens.staff]) {
      const opened = await open(token, file.id);
      expect(opened.statusCode).toBe(200);
      expect(opened.bytes).toEqual(PDF_BYTES);
    }
    for (const token of [c.tokens.classmate, c.tokens.otherTeacher, c.tokens.otherStudent]) expect((await open(token, file.id)).statusCode).toBe(404);
  });
});

describe('sweep of unattached uploads', () => {
  it('never sweeps a handed-in file', async () => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion);
    const { data: file } = await uploadOk(c, task.id);
    await t.app.ctx.uploadsService.sweepUnattachedUploads(new Date(Date.now() + 30 * 86_400_000));
    expect(await t.database.db.select().from(files).where(eq(files.id, file.id))).toHaveLength(1);
  });
});
