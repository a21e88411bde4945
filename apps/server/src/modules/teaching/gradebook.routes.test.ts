import { gradebookAnswerSchema, type GradebookCellChange, gradeDeliveryAnswerSchema, teachingTaskAnswerSchema, texts } from '@campus/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUploads, files, taskDeliveries } from '../../db/schema';
import { type Classroom, createClassroom, createEvaluation, createTask, dayFromToday } from '../../test/evaluations-helpers';
import { listenOnFreePort, openUserSocket, waitForSocketEvent } from '../../test/socket-client';
import { createTestApp, type TestApp } from '../../test/test-app';

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
const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? auth(token) : {} });
const gradebookUrl = (groupCode: string) => `/api/teaching/groups/${groupCode}/gradebook`;

/** A delivery of `attempts` attempts (0: a draft) with one file of the last attempt; graded when `grade` is given. */
async function deliver(taskId: number, contactCode: string, options: { attempts?: number; grade?: number; comment?: string } = {}) {
  const db = t.database.db;
  const attempts = options.attempts ?? 1;
  const isGraded = options.grade !== undefined;
  const [delivery] = await db
    .insert(taskDeliveries)
    .values({
      task_id: taskId,
      edu_codigocontacto: contactCode,
      intentos: attempts,
      edu_fechaentrega: attempts > 0 ? new Date('2026-03-02T09:30:00Z') : null,
      edu_calificacion: options.grade ?? null,
      edu_comentario: options.comment ?? null,
      graded_at: isGraded ? new Date('2026-03-03T09:30:00Z') : null,
    })
    .returning();
  const [file] = await db
    .insert(files)
    .values({ name: `entrega-${contactCode}.pdf`, file_type: 'application/pdf', storage_key: `uploads/test/${delivery!.id}.pdf`, size_bytes: 1200 })
    .returning();
  await db.insert(fileUploads).values({
    file_id: file!.id,
    edu_codigocontacto: contactCode,
    purpose: 'task',
    task_delivery_id: delivery!.id,
    task_attempt: attempts > 0 ? attempts : null,
  });
  return { delivery: delivery!, file: file! };
}

/** A classroom with two tasks (one closed yesterday, one open) and an evaluation scored by both and an exam. */
async function gradedClassroom() {
  const db = t.database.db;
  const c = await createClassroom(db);
  const group = c.group.edu_codigoformacion;
  const lucia = c.student.edu_codigocontacto;
  const pablo = c.classmate.edu_codigocontacto;
  const open = await createTask(db, group, { edu_titulo: 'Práctica 2: API REST', edu_fechafinmax: dayFromToday(5) });
  const closed = await createTask(db, group, { edu_titulo: 'Práctica 1: formularios', edu_fechafinmax: dayFromToday(-1) });
  const { evaluation, concepts } = await createEvaluation(db, group, {
    title: '1.ª evaluación',
    concepts: [
      { name: 'Examen parcial', weight: 50, scores: { [lucia]: 6, [pablo]: 9 } },
      { name: 'Práctica 1', weight: 25, taskId: closed.id, scores: { [pablo]: 8 } },
      { name: 'Práctica 2', weight: 25, taskId: open.id },
    ],
  });
  await deliver(closed.id, pablo, { grade: 8, comment: 'Bien; revisa la validación' });
  const luciaDelivery = await deliver(open.id, lucia);
  // A draft alone is not a delivery: Pablo's open task stays Pendiente.
  await deliver(open.id, pablo, { attempts: 0 });
  return { c, group, lucia, pablo, open, closed, evaluation, concepts, luciaDelivery };
}

describe('GET /api/teaching/groups/{groupCode}/gradebook', () => {
  it('answers students × tasks in deadline order with states, grades, files, term grades and averages', async () => {
    const { c, group, lucia, pablo, open, closed, evaluation, luciaDelivery } = await gradedClassroom();
    const response = await get(gradebookUrl(group), c.tokens.teacher);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = gradebookAnswerSchema.parse(response.json());
    expect(data.grupo.edu_codigoformacion).toBe(group);
    // The workspace's heading names the main formation (the factory's parent is 'Formación …').
    expect(data.grupo.formacion).toEqual({ edu_codigoformacion: data.grupo.formacion_padre, edu_formacion: expect.stringMatching(/^Formación /) });
    expect(data.tareas.map((task) => [task.id, task.cerrada, task.evaluacion_id])).toEqual([
      [closed.id, true, evaluation.id],
      [open.id, false, evaluation.id],
    ]);
    // Active students by surname; the free-trial visitor enrolled in the group is not graded.
    const codes = data.alumnos.map((row) => row.alumno.edu_codigocontacto);
    expect(codes.sort()).toEqual([lucia, pablo].sort());
    const row = (code: string) => data.alumnos.find((candidate) => candidate.alumno.edu_codigocontacto === code)!;
    expect(row(lucia).celdas).toEqual([
      {
        tarea_id: closed.id,
        estado: 'Pendiente',
        fuera_de_plazo: true,
        edu_calificacion: null,
        edu_comentario: null,
        edu_fechaentrega: null,
        intentos_usados: 0,
        files: [],
      },
      {
        tarea_id: open.id,
        estado: 'Entregada',
        fuera_de_plazo: false,
        edu_calificacion: null,
        edu_comentario: null,
        edu_fechaentrega: '2026-03-02T09:30:00.000Z',
        intentos_usados: 1,
        files: [{ id: luciaDelivery.file.id, name: luciaDelivery.file.name, size: 1200 }],
      },
    ]);
    expect(row(pablo).celdas.map((cell) => [cell.estado, cell.edu_calificacion, cell.edu_comentario, cell.files.length])).toEqual([
      ['Corregida', 8, 'Bien; revisa la validación', 1],
      ['Pendiente', null, null, 0],
    ]);
    expect(data.evaluaciones).toEqual([
      {
        id: evaluation.id,
        edu_titulo: '1.ª evaluación',
        conceptos: [
          expect.objectContaining({ edu_codigoconcepto: 'Examen parcial', edu_valor: 50, tarea_id: null }),
          expect.objectContaining({ edu_valor: 25, tarea_id: closed.id }),
          expect.objectContaining({ edu_valor: 25, tarea_id: open.id }),
        ],
      },
    ]);
    expect(row(lucia).notas).toEqual([{ evaluacion_id: evaluation.id, edu_calificacion: null, obtenida: 3, puntuaciones: [6, null, null] }]);
    expect(row(pablo).notas[0]).toMatchObject({ edu_calificacion: null, obtenida: 6.5, puntuaciones: [9, 8, null] });
    expect(data.medias).toEqual({
      tareas: [
        { tarea_id: closed.id, media: 8, por_corregir: 0 },
        { tarea_id: open.id, media: null, por_corregir: 1 },
      ],
      evaluaciones: [{ evaluacion_id: evaluation.id, media: null }],
    });
  });

  it('lets the academy side read any group, and refuses everyone else as if the group did not exist', async () => {
    const c = await createClassroom(t.database.db);
    const url = gradebookUrl(c.group.edu_codigoformacion);
    expect((await get(url, c.tokens.staff)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(401);
    for (const token of [c.tokens.student, c.tokens.otherTeacher, c.tokens.freemium]) {
      const refused = await get(url, token);
      expect(refused.statusCode, refused.body).toBe(404);
      expect(refused.json().message).toBe(texts.teaching.groupNotFound);
    }
    expect((await get(gradebookUrl('NO-EXISTE'), c.tokens.staff)).statusCode).toBe(404);
  });
});

describe('GET /api/teaching/groups/{groupCode}/gradebook/export', () => {
  it('writes a CSV Spanish Excel opens: BOM, semicolons, decimal comma, Spanish headers and a file name with the day', async () => {
    const { c, group } = await gradedClassroom();
    const response = await get(`${gradebookUrl(group)}/export?format=csv`, c.tokens.teacher);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="calificaciones-${group}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Alumno;Correo;Práctica 1: formularios;Práctica 2: API REST;1.ª evaluación: Examen parcial;1.ª evaluación: Nota del trimestre');
    const pablo = lines.find((line) => line.startsWith('Pablo Martín Ruiz;'))!;
    expect(pablo.split(';').slice(2)).toEqual(['8', 'Pendiente', '9', '']);
    const lucia = lines.find((line) => line.startsWith('Lucía Fernández Ortega;'))!;
    expect(lucia.split(';').slice(2)).toEqual(['Fuera de plazo', 'Entregada', '6', '']);
    expect(lines.at(-1)!.split(';')).toEqual(['Media', '', '8', '', '', '']);
  });

  it('writes grades with a decimal comma and keeps a name that starts like a formula from running', async () => {
    const db = t.database.db;
    const c = await createClassroom(db);
    const task = await createTask(db, c.group.edu_codigoformacion, { edu_titulo: '=HYPERLINK("x");"informe"' });
    await deliver(task.id, c.student.edu_codigocontacto, { grade: 7.25 });
    const response = await get(`${gradebookUrl(c.group.edu_codigoformacion)}/export?format=csv`, c.tokens.teacher);
    const text = response.rawPayload.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe(`Alumno;Correo;"'=HYPERLINK(""x"");""informe"""`);
    expect(text).toContain(';7,25');
  });

  it('writes the same table as an XLSX workbook', async () => {
    const { c, group } = await gradedClassroom();
    const response = await get(`${gradebookUrl(group)}/export?format=xlsx`, c.tokens.teacher);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/calificaciones-.*\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Calificaciones')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['Alumno', 'Correo']);
    const pabloRow = sheet.getRows(2, sheet.rowCount - 1)!.find((row) => row.getCell(1).value === 'Pablo Martín Ruiz')!;
    expect(pabloRow.getCell(3).value).toBe(8);
    expect(pabloRow.getCell(4).value).toBe('Pendiente');
  });

  it('refuses another format in Spanish and anyone who does not teach the group', async () => {
    const c = await createClassroom(t.database.db);
    const url = `${gradebookUrl(c.group.edu_codigoformacion)}/export`;
    const bad = await get(`${url}?format=pdf`, c.tokens.teacher);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(texts.teachingGradebook.invalidFormat);
    expect((await get(`${url}?format=csv`)).statusCode).toBe(401);
    for (const token of [c.tokens.student, c.tokens.otherTeacher, c.tokens.freemium]) expect((await get(`${url}?format=xlsx`, token)).statusCode).toBe(404);
  });
});

describe('GET /api/teaching/tasks/{taskId}', () => {
  it("answers the task's group to its teachers only", async () => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion);
    const url = `/api/teaching/tasks/${task.id}`;
    const answer = await get(url, c.tokens.teacher);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(teachingTaskAnswerSchema.parse(answer.json()).data).toEqual({
      id: task.id,
      edu_titulo: task.edu_titulo,
      edu_codigoformacion: c.group.edu_codigoformacion,
    });
    expect((await get(url)).statusCode).toBe(401);
    for (const token of [c.tokens.student, c.tokens.otherTeacher, c.tokens.freemium]) {
      const refused = await get(url, token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(texts.teachingGradebook.taskNotFound);
    }
    expect((await get('/api/teaching/tasks/999999', c.tokens.teacher)).statusCode).toBe(404);
  });
});

describe('the gradebook live', () => {
  async function teacherSocket(c: Classroom) {
    return openUserSocket(baseUrl, c.tokens.teacher, c.teacher.edu_codigocontacto, t.config.PUBLIC_URL);
  }

  it("pushes the changed cell to the group's teachers when a student delivers", async () => {
    const c = await createClassroom(t.database.db);
    const task = await createTask(t.database.db, c.group.edu_codigoformacion);
    await deliver(task.id, c.student.edu_codigocontacto, { attempts: 0 });
    const socket = await teacherSocket(c);
    try {
      const pushed = waitForSocketEvent(socket, 'gradebook-cell-updated');
      const delivered = await t.app.inject({
        method: 'POST',
        url: `/api/formations/tareas/${task.id}/entregar`,
        headers: auth(c.tokens.student),
        payload: { intento: 1 },
      });
      expect(delivered.statusCode, delivered.body).toBe(201);
      const change = (await pushed) as GradebookCellChange;
      expect(change).toMatchObject({
        edu_codigoformacion: c.group.edu_codigoformacion,
        edu_codigocontacto: c.student.edu_codigocontacto,
        celda: { tarea_id: task.id, estado: 'Entregada', intentos_usados: 1, fuera_de_plazo: false },
        nota: null,
      });
      expect(change.celda.files).toHaveLength(1);
    } finally {
      socket.disconnect();
    }
  });

  it("answers the grader with the cell and the student's term grade, and tells the other open gradebooks", async () => {
    const { c, lucia, open, evaluation } = await gradedClassroom();
    const socket = await teacherSocket(c);
    try {
      const pushed = waitForSocketEvent(socket, 'gradebook-cell-updated');
      // Staff grade it: the group's teacher's open gradebook is told.
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/formations/tareas/${open.id}/entregas/${lucia}/calificacion`,
        headers: auth(c.tokens.staff),
        payload: { edu_calificacion: 9.5, edu_comentario: 'Muy bien' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { celda } = gradeDeliveryAnswerSchema.parse(response.json());
      expect(celda).toMatchObject({
        edu_codigocontacto: lucia,
        celda: { tarea_id: open.id, estado: 'Corregida', edu_calificacion: 9.5, edu_comentario: 'Muy bien' },
        // Exam 6 × 50 % + Práctica 2 9.5 × 25 %; Práctica 1 is still without a score.
        nota: { evaluacion_id: evaluation.id, edu_calificacion: null, obtenida: 5.38, puntuaciones: [6, null, 9.5] },
      });
      expect(await pushed).toEqual(celda);
    } finally {
      socket.disconnect();
    }
  });
});
