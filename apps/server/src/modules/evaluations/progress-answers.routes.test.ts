import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { evaluationsAnswerSchema, tasksAnswerSchema } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/uploads-helpers';
import { createClassroom, createEvaluation, createTask } from '../../test/evaluations-helpers';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-progress-answers-'));
  // Factories write only before each test's first read: keeping the caches on direct writes proves that the
  // app's own hand-in, removal and grading drop the kept answers.
  t = await createTestApp({ env: { DATA_DIR: dataDir }, keepCachesOnDirectWrites: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the evaluations and tasks answers served again', () => {
  it('are read once, then served with no statement until a hand-in, a removal or a grade of that student changes them', async () => {
    const c = await createClassroom(t.database.db);
    const me = c.student.edu_codigocontacto;
    const task = await createTask(t.database.db, c.group.edu_codigoformacion, { edu_titulo: 'Práctica 3' });
    await createEvaluation(t.database.db, c.group.edu_codigoformacion, { title: 'Final', concepts: [{ name: 'Práctica 3', weight: 100, taskId: task.id }] });
    const tasksOf = (token = c.tokens.student, code = me) =>
      t.app.inject({ url: `/api/formations/tareas/${c.group.edu_codigoformacion}/${code}`, headers: auth(token) });
    const evaluationsOf = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/formations/evaluaciones/${me}`,
        headers: auth(c.tokens.student),
        payload: { grupos: [c.group.edu_codigoformacion] },
      });
    const stateOf = async () => tasksAnswerSchema.parse((await tasksOf()).json()).data.data[0]!;

    await tasksOf();
    await tasksOf(c.tokens.classmate, c.classmate.edu_codigocontacto);
    const warm = await t.recordQueries(() => tasksOf());
    expect(warm.result.statusCode).toBe(200);
    // The session and the holdings are cached too: nothing at all reaches the database.
    expect(warm.statements).toEqual([]);

    const body = multipartBody([{ filename: 'practica-3.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') }], {
      tareaId: String(task.id),
    });
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/formations/tareas/upload-file',
        headers: { ...auth(c.tokens.student), ...body.headers },
        payload: body.payload,
      });
    expect((await upload()).statusCode).toBe(201);
    // A chosen file is a draft: the answer shows it at once, and no attempt is used (issue 29 item 2).
    const drafted = await stateOf();
    expect(drafted).toMatchObject({ estado: 'Pendiente', intentos_usados: 0 });
    expect(drafted.files).toHaveLength(1);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/formations/tareas/${task.id}/files/${drafted.files[0]!.id}`, headers: auth(c.tokens.student) }))
        .statusCode,
    ).toBe(204);
    expect(await stateOf()).toMatchObject({ estado: 'Pendiente', files: [] });

    expect((await upload()).statusCode).toBe(201);
    const delivered = await t.app.inject({
      method: 'POST',
      url: `/api/formations/tareas/${task.id}/entregar`,
      headers: auth(c.tokens.student),
      payload: { intento: 1 },
    });
    expect(delivered.statusCode).toBe(201);
    expect(await stateOf()).toMatchObject({ estado: 'Entregada', intentos_usados: 1 });

    expect(evaluationsAnswerSchema.parse((await evaluationsOf()).json()).data[0]!.edu_calificacion).toBeNull();
    const graded = await t.app.inject({
      method: 'POST',
      url: `/api/formations/tareas/${task.id}/entregas/${me}/calificacion`,
      headers: auth(c.tokens.teacher),
      payload: { edu_calificacion: 9 },
    });
    expect(graded.statusCode).toBe(200);
    expect(await stateOf()).toMatchObject({ estado: 'Corregida', edu_calificacion: 9 });
    expect(evaluationsAnswerSchema.parse((await evaluationsOf()).json()).data[0]!.edu_calificacion).toBe(9);

    // The classmate's kept answer was never theirs to change.
    const classmate = await t.recordQueries(() => tasksOf(c.tokens.classmate, c.classmate.edu_codigocontacto));
    expect(classmate.statements).toEqual([]);
    expect(tasksAnswerSchema.parse(classmate.result.json()).data.data[0]!.estado).toBe('Pendiente');
  });

  it('still checks who asks on every request (another student is refused even with an answer kept)', async () => {
    const c = await createClassroom(t.database.db);
    await createTask(t.database.db, c.group.edu_codigoformacion);
    expect(
      (await t.app.inject({ url: `/api/formations/tareas/${c.group.edu_codigoformacion}/${c.student.edu_codigocontacto}`, headers: auth(c.tokens.student) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/formations/tareas/${c.group.edu_codigoformacion}/${c.student.edu_codigocontacto}`, headers: auth(c.tokens.classmate) }))
        .statusCode,
    ).toBe(403);
  });
});
