import { rankingAnswerSchema, type RankingKind, tasksAnswerSchema } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { demoContactCodes as C, demoFormationCodes as F, demoGroupCodes as G, demoTaskTitles, seedDemoAcademy } from './index';

// The demo academy as the issue 14 screens read it: the demo student's tasks through the tareas call, her
// delivered files through the signed-address flow, and her place in the five rankings of DAW group A.
const now = new Date('2026-11-24T09:00:00Z');
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  await seedDemoAcademy(t.database.db, { now });
  for (const code of [C.student, C.teacher, 'CON-10101']) tokens[code] = await createSession(t.database.db, code, { now });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string, code: string = C.student) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[code]}` } });

describe('the demo academy through the issue 14 calls', () => {
  it('shows the demo student a DAW task in each state, and her seeded files open for her and the teacher only', async () => {
    const tasks = tasksAnswerSchema.parse((await get(`/api/formations/tareas/${G.dawA}/${C.student}`)).json()).data.data;
    const byTitle = new Map(tasks.map((task) => [task.edu_titulo, task]));
    expect(byTitle.get(demoTaskTitles.graded)).toMatchObject({ estado: 'Corregida', edu_calificacion: 9.25, edu_serieevaluacion: '2.ª evaluación' });
    expect(byTitle.get(demoTaskTitles.delivered)).toMatchObject({ estado: 'Entregada', edu_calificacion: null });
    expect(byTitle.get(demoTaskTitles.deliveredOpen)).toMatchObject({ estado: 'Entregada', intentos_usados: 1, edu_oportunidades: 3 });
    expect(byTitle.get(demoTaskTitles.missed)).toMatchObject({ estado: 'Pendiente', files: [] });
    expect(byTitle.get(demoTaskTitles.pending)).toMatchObject({ estado: 'Pendiente', intentos_usados: 0, files: [] });

    const file = byTitle.get(demoTaskTitles.delivered)!.files[0]!;
    expect(file).toMatchObject({ file_type: 'application/pdf', size: 3441 });
    for (const code of [C.student, C.teacher]) {
      const address = await get(`/api/files/activos/file/${file.id}`, code);
      expect(address.statusCode).toBe(200);
      const bytes = await t.app.inject({ url: address.json().data.url });
      expect(bytes.statusCode).toBe(200);
      expect(bytes.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expect((await get(`/api/files/activos/file/${file.id}`, 'CON-10101')).statusCode).toBeGreaterThanOrEqual(400);
  });

  // Positions over the whole course (issue 14: the own entry shows below the top 5 in some rankings, a medal in another).
  it.each<[RankingKind, number, number]>([
    ['conexiones', 20, 18],
    ['racha', 9, 6],
    ['tiempo-medio', 3, 71.38],
    ['timeline', 4, 81.9],
    ['asistencias', 5, 60],
  ])('ranks the demo student in %s at position %i (valor %d)', async (kind, position, valor) => {
    const answer = rankingAnswerSchema.parse((await get(`/api/actividades/ranking/individual/${F.daw}/${G.dawA}?tipo_ranking=${kind}`)).json()).data;
    const own = answer.propio ?? answer.data.find((entry) => entry.propio);
    expect(own).toEqual({ id: position, name: 'Lucía F.', valor, propio: true });
    expect(answer.data).toHaveLength(5);
    expect(answer.total).toBeGreaterThanOrEqual(19);
  });
});
