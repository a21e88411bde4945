import { computeEarnedGrade, computeEvaluationGrade, formatRankingName, getTaskState } from '@campus/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { openTestDatabase } from '../../test/test-app';
import {
  contactActivityDays,
  contacts,
  evaluationConcepts,
  evaluations,
  evaluationScores,
  fileUploads,
  files,
  lineasMatricula,
  taskDeliveries,
  tasks,
} from '../schema';
import { createDemoClock } from './dates';
import { demoMedia } from './media';
import { dawClassmateCodes, demoContactCodes as C, demoGroupCodes as G, demoTaskTitles, seedDemoAcademy } from './index';

const now = new Date('2026-11-24T09:00:00Z');
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.migrate();
  await seedDemoAcademy(handle.db, { now });
}, 120_000);
afterAll(async () => {
  await handle.close();
});

/** The demo student's tasks of a group with their delivery and file count, by title. */
async function luciaTasks(group: string) {
  const rows = await handle.db
    .select({
      id: tasks.id,
      title: tasks.edu_titulo,
      day: tasks.edu_fechafinmax,
      grade: taskDeliveries.edu_calificacion,
      comment: taskDeliveries.edu_comentario,
      intentos: taskDeliveries.intentos,
      fileCount: sql<number>`(select count(*)::int from ${fileUploads} fu where fu.task_delivery_id = ${taskDeliveries.id})`,
    })
    .from(tasks)
    .leftJoin(taskDeliveries, and(eq(taskDeliveries.task_id, tasks.id), eq(taskDeliveries.edu_codigocontacto, C.student)))
    .where(eq(tasks.edu_codigoformacion, group))
    .orderBy(asc(tasks.id));
  return new Map(rows.map((row) => [row.title, { ...row, state: getTaskState({ isGraded: row.grade !== null, attemptsUsed: row.intentos ?? 0 }) }]));
}

describe('the demo academy’s evaluations and tasks (issue 14)', () => {
  it('has 26 active students in DAW group A, the new classmates with a DNI and a campus address', async () => {
    const active = await handle.db.$count(lineasMatricula, and(eq(lineasMatricula.edu_codigoformacion, G.dawA), eq(lineasMatricula.edu_activa, 0)));
    expect(active).toBe(26);
    const classmates = await handle.db
      .select()
      .from(contacts)
      .where(sql`${contacts.edu_codigocontacto} in ${dawClassmateCodes}`);
    expect(classmates).toHaveLength(19);
    for (const classmate of classmates) {
      const dni = classmate.edu_documentoidentificativo!;
      expect(dni[8]).toBe('TRWAGMYFPDXBNJZSQVHLCKE'[Number(dni.slice(0, 8)) % 23]);
      expect(classmate.emailaddress1).toMatch(/^[a-z]+\.[a-z]+@campus\.test$/);
      expect(classmate.edu_tipocontacto).toBe('1');
    }
    // Ranking names of the group do not collide (first name and initial).
    const members = await handle.db
      .select({ firstname: contacts.firstname, lastname: contacts.lastname })
      .from(lineasMatricula)
      .innerJoin(contacts, eq(contacts.edu_codigocontacto, lineasMatricula.edu_codigoalumno))
      .where(eq(lineasMatricula.edu_codigoformacion, G.dawA));
    expect(new Set(members.map((m) => formatRankingName(m.firstname, m.lastname))).size).toBe(26);
  });

  it('spreads the group’s connections: the demo student below the top 5 in days connected, every day 10–90 minutes', async () => {
    const rows = await handle.db
      .select({
        code: contactActivityDays.edu_codigocontacto,
        days: sql<number>`count(*)::int`,
        min: sql<number>`min(${contactActivityDays.active_seconds})::int`,
        max: sql<number>`max(${contactActivityDays.active_seconds})::int`,
      })
      .from(contactActivityDays)
      .innerJoin(lineasMatricula, eq(lineasMatricula.edu_codigoalumno, contactActivityDays.edu_codigocontacto))
      .where(and(eq(lineasMatricula.edu_codigoformacion, G.dawA), eq(lineasMatricula.edu_activa, 0)))
      .groupBy(contactActivityDays.edu_codigocontacto);
    const days = { rows };
    const lucia = days.rows.find((row) => row.code === C.student)!;
    expect(lucia.days).toBe(18);
    expect(days.rows.filter((row) => row.days > lucia.days).length).toBeGreaterThan(5);
    expect(days.rows.filter((row) => row.days < lucia.days).length).toBeGreaterThan(0);
    for (const row of days.rows) {
      expect(row.min).toBeGreaterThanOrEqual(600);
      expect(row.max).toBeLessThan(91 * 60);
    }
  });

  it('gives the demo student a DAW task in every state, the end-to-end one pending with its three attempts', async () => {
    const clock = createDemoClock(now);
    const daw = await luciaTasks(G.dawA);
    expect(daw.size).toBe(18);
    const graded = daw.get(demoTaskTitles.graded)!;
    expect(graded).toMatchObject({ state: 'Corregida', grade: 9.25 });
    expect(graded.comment).toContain('estados de carga y error');
    expect(daw.get(demoTaskTitles.delivered)).toMatchObject({ state: 'Entregada', grade: null, fileCount: 1 });
    expect(daw.get(demoTaskTitles.deliveredOpen)).toMatchObject({ state: 'Entregada', day: clock.today, intentos: 1 });
    const missed = daw.get(demoTaskTitles.missed)!;
    expect(missed).toMatchObject({ state: 'Pendiente', intentos: null });
    expect(missed.day < clock.today).toBe(true);
    const pending = daw.get(demoTaskTitles.pending)!;
    expect(pending).toMatchObject({ state: 'Pendiente', intentos: null, day: clock.day(14) });
    const [task] = await handle.db.select().from(tasks).where(eq(tasks.id, pending.id));
    expect(task).toMatchObject({ edu_oportunidades: 3, edu_horafinmax: '23:59', edu_tema: 'React Router y navegación' });
    expect([...daw.values()].filter((t) => t.state === 'Corregida')).toHaveLength(8);

    const nursing = await luciaTasks(G.nursingA);
    expect([...nursing.values()].map((t) => t.state)).toEqual([
      'Corregida',
      'Entregada',
      'Pendiente',
      'Pendiente',
      'Pendiente',
      'Pendiente',
      'Pendiente',
      'Pendiente',
    ]);
  });

  it('fills the teacher’s list: ungraded classmates’ deliveries, every delivery with files pointing at bundled demo media', async () => {
    const ungraded = await handle.db
      .select({ count: sql<number>`count(*)::int` })
      .from(taskDeliveries)
      .innerJoin(tasks, eq(tasks.id, taskDeliveries.task_id))
      .where(
        and(eq(tasks.edu_codigoformacion, G.dawA), sql`${taskDeliveries.edu_calificacion} is null`, sql`${taskDeliveries.edu_codigocontacto} <> ${C.student}`),
      );
    expect(ungraded[0]!.count).toBeGreaterThan(15);
    const withoutFiles = await handle.db.$count(
      taskDeliveries,
      sql`not exists (select 1 from ${fileUploads} fu where fu.task_delivery_id = ${taskDeliveries.id})`,
    );
    expect(withoutFiles).toBe(0);
    const taskFiles = await handle.db
      .select({ key: files.storage_key, size: files.size_bytes, purpose: fileUploads.purpose })
      .from(fileUploads)
      .innerJoin(files, eq(files.id, fileUploads.file_id))
      .where(sql`${fileUploads.task_delivery_id} is not null`);
    expect(taskFiles.every((f) => f.purpose === 'task')).toBe(true);
    for (const media of [demoMedia.deliveryPdf, demoMedia.deliveryZip, demoMedia.deliveryNursing]) {
      const bytes = readFileSync(path.resolve(__dirname, '../../../media', media.storage_key));
      expect(bytes.length).toBe(media.size_bytes);
      expect(taskFiles.some((f) => f.key === media.storage_key)).toBe(true);
    }
  });

  it('grades the demo student’s first DAW evaluation 8.35 and leaves the second ungraded with 2.86 earned', async () => {
    const rows = await handle.db
      .select({ evaluation: evaluations.edu_titulo, weight: evaluationConcepts.edu_valor, score: evaluationScores.edu_puntuacion })
      .from(evaluations)
      .innerJoin(evaluationConcepts, eq(evaluationConcepts.evaluation_id, evaluations.id))
      .leftJoin(evaluationScores, and(eq(evaluationScores.concept_id, evaluationConcepts.id), eq(evaluationScores.edu_codigocontacto, C.student)))
      .where(eq(evaluations.edu_codigoformacion, G.dawA))
      .orderBy(asc(evaluations.orden), asc(evaluationConcepts.orden));
    const of = (title: string) => rows.filter((r) => r.evaluation === title).map((r) => ({ edu_valor: r.weight, edu_puntuacion: r.score }));
    for (const title of ['1.ª evaluación', '2.ª evaluación', '3.ª evaluación']) expect(of(title).reduce((sum, c) => sum + c.edu_valor, 0)).toBe(100);
    expect(computeEvaluationGrade(of('1.ª evaluación'))).toBe(8.35);
    expect(computeEvaluationGrade(of('2.ª evaluación'))).toBeNull();
    expect(computeEarnedGrade(of('2.ª evaluación'))).toBe(2.86);
    expect(computeEarnedGrade(of('3.ª evaluación'))).toBeNull();

    const nursing = await handle.db
      .select({ weight: evaluationConcepts.edu_valor, score: evaluationScores.edu_puntuacion })
      .from(evaluations)
      .innerJoin(evaluationConcepts, eq(evaluationConcepts.evaluation_id, evaluations.id))
      .leftJoin(evaluationScores, and(eq(evaluationScores.concept_id, evaluationConcepts.id), eq(evaluationScores.edu_codigocontacto, C.student)))
      .where(eq(evaluations.edu_codigoformacion, G.nursingA));
    const nursingConcepts = nursing.map((r) => ({ edu_valor: r.weight, edu_puntuacion: r.score }));
    expect(computeEvaluationGrade(nursingConcepts)).toBeNull();
    expect(computeEarnedGrade(nursingConcepts)).toBe(3.91);
  });

  it('scores a task concept with the task’s grade, for every graded delivery', async () => {
    const mismatches = await handle.db
      .select({ count: sql<number>`count(*)::int` })
      .from(taskDeliveries)
      .innerJoin(evaluationConcepts, eq(evaluationConcepts.task_id, taskDeliveries.task_id))
      .leftJoin(
        evaluationScores,
        and(eq(evaluationScores.concept_id, evaluationConcepts.id), eq(evaluationScores.edu_codigocontacto, taskDeliveries.edu_codigocontacto)),
      )
      .where(sql`${taskDeliveries.edu_calificacion} is not null and ${evaluationScores.edu_puntuacion} is distinct from ${taskDeliveries.edu_calificacion}`);
    expect(mismatches[0]!.count).toBe(0);
  });
});
