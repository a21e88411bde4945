import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DeliveryUpdatedPayload, TASK_FILE_MAX_BYTES, type TaskUpdatedPayload, taskUploadAnswerSchema, tasksAnswerSchema, texts } from '@campus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityRecords, files, fileUploads, taskDeliveries } from '../../db/schema';
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

describe('POST /api/formations/tareas/upload-file', () => {
  it('hands in a file (201): the delivery is created with one attempt, the file row points at it, activity 5 is recorded, and both sides are told live', async () => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion, { event_id: null });
    const [studentTab, teacherTab] = await Promise.all([
      openUserSocket(baseUrl, c.tokens.student, c.student.edu_codigocontacto, t.config.PUBLIC_URL),
      openUserSocket(baseUrl, c.tokens.teacher, c.teacher.edu_codigocontacto, t.config.PUBLIC_URL),
    ]);
    try {
      const taskPushed = waitForSocketEvent(studentTab, 'task-updated');
      const deliveryPushed = waitForSocketEvent(teacherTab, 'delivery-updated');
      const answer = await uploadOk(c, task.id, pdf('Práctica 1 — Lucía.pdf'));
      expect(answer.data).toEqual({
        id: expect.any(Number),
        name: 'Práctica 1 — Lucía.pdf',
        file_type: 'application/pdf',
        size: PDF_BYTES.length,
        created_at: expect.any(String),
      });
      expect(answer.tarea).toMatchObject({ id: task.id, estado: 'Entregada', intentos_usados: 1, files: [answer.data] });
      expect(answer.tarea.edu_fechaentrega).not.toBeNull();

      const delivery = await deliveryOf(task.id, c.student.edu_codigocontacto);
      expect(delivery).toMatchObject({ intentos: 1, graded_at: null });
      const [row] = await t.database.db.select().from(fileUploads).where(eq(fileUploads.file_id, answer.data.id));
      expect(row).toMatchObject({ purpose: 'task', task_delivery_id: delivery!.id, edu_codigocontacto: c.student.edu_codigocontacto });
      const activities = await t.database.db
        .select()
        .from(activityRecords)
        .where(and(eq(activityRecords.edu_codigocontacto, c.student.edu_codigocontacto), eq(activityRecords.tipo_actividad_id, 5)));
      expect(activities.map((activity) => activity.metadata)).toEqual([{ id_evento: null, id_tarea: task.id, id_grupo: c.group.edu_codigoformacion }]);

      expect(((await taskPushed) as TaskUpdatedPayload).tarea).toEqual(answer.tarea);
      const entrega = ((await deliveryPushed) as DeliveryUpdatedPayload).entrega;
      expect(entrega).toMatchObject({
        estado: 'Entregada',
        alumno: { edu_codigocontacto: c.student.edu_codigocontacto, fullname: 'Lucía Fernández Ortega' },
        tarea: { id: task.id },
      });
    } finally {
      studentTab.disconnect();
      teacherTab.disconnect();
    }
  });

  it('counts every upload as an attempt (deleting gives none back) and refuses with 409 once all are used, storing nothing', async () => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion, { edu_oportunidades: 2 });
    const first = await uploadOk(c, task.id);
    expect((await remove(c.tokens.student, task.id, first.data.id)).statusCode).toBe(204);
    const second = await uploadOk(c, task.id);
    expect(second.tarea.intentos_usados).toBe(2);
    const before = storedUploads().length;
    const third = await upload(c.tokens.student, task.id);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(texts.evaluations.attemptsUsed);
    expect(storedUploads()).toHaveLength(before);
    expect((await deliveryOf(task.id, c.student.edu_codigocontacto))!.intentos).toBe(2);
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

describe('DELETE /api/formations/tareas/{taskId}/files/{fileId}', () => {
  it('removes the file (204): its rows and bytes go, the task is Pendiente again with its attempts used', async () => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion);
    const { data: file } = await uploadOk(c, task.id);
    const stored = storedUploads().length;
    const studentTab = await openUserSocket(baseUrl, c.tokens.student, c.student.edu_codigocontacto, t.config.PUBLIC_URL);
    try {
      const pushed = waitForSocketEvent(studentTab, 'task-updated');
      expect((await remove(c.tokens.student, task.id, file.id)).statusCode).toBe(204);
      expect(((await pushed) as TaskUpdatedPayload).tarea).toMatchObject({ estado: 'Pendiente', files: [], intentos_usados: 1 });
    } finally {
      studentTab.disconnect();
    }
    expect(await t.database.db.select().from(files).where(eq(files.id, file.id))).toEqual([]);
    expect(storedUploads()).toHaveLength(stored - 1);
    const list = await t.app.inject({
      url: `/api/formations/tareas/${c.group.edu_codigoformacion}/${c.student.edu_codigocontacto}`,
      headers: auth(c.tokens.student),
    });
    expect(tasksAnswerSchema.parse(list.json()).data.data[0]).toMatchObject({ estado: 'Pendiente', intentos_usados: 1, files: [] });
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
    expect((await grade(c.tokens.teacher, task.id, c.student.edu_codigocontacto, { edu_calificacion: 5 })).statusCode).toBe(200);
    const graded = await remove(c.tokens.student, task.id, file.id);
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
