import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { openTestDatabase } from '../../test/test-app';
import {
  activityRecords,
  contactActivityDays,
  eventContacts,
  eventFiles,
  eventFormations,
  events,
  files,
  fileUploads,
  formationTeachers,
  lineasMatricula,
  notifications,
  notificationUsers,
  postResponses,
  posts,
  studentRequests,
  taskDeliveries,
  tasks,
} from '../schema';
import { damStudentCodes } from './classmates';
import { createDemoClock } from './dates';
import { demoGroupCodes as G } from './formations';
import { demoContactCodes as C, seedDemoAcademy } from './index';
import { lastWorkingDay } from './plans/dam';

// The demo teacher's world (issue 30 item 10): what his home, participants, gradebook and attendance screens read.
// A Tuesday morning in Madrid: the last working day is yesterday.
const NOW = new Date('2026-11-24T09:00:00Z');
const clock = createDemoClock(NOW);
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.migrate();
  expect(await seedDemoAcademy(handle.db, { now: NOW })).toEqual({ seeded: true });
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe('the last working day, where the teacher’s latest live class falls', () => {
  it.each([
    ['2026-11-24T09:00:00Z', -1], // Tuesday: Monday
    ['2026-11-23T09:00:00Z', -3], // Monday: Friday
    ['2026-11-22T09:00:00Z', -2], // Sunday: Friday
    ['2026-11-21T09:00:00Z', -1], // Saturday: Friday
  ])('seeded at %s, it is %i days away', (now, offset) => {
    expect(lastWorkingDay(createDemoClock(new Date(now)))).toBe(offset);
  });
});

describe('the demo teacher’s groups', () => {
  it('has him teach DAW group A (26 students) and DAM group A (12 students, his second full group)', async () => {
    const taught = (await handle.db.select().from(formationTeachers).where(eq(formationTeachers.edu_codigocontacto, C.teacher))).map(
      (row) => row.edu_codigoformacion,
    );
    expect(taught).toEqual(expect.arrayContaining([G.dawA, G.damA]));
    const members = async (group: string) =>
      new Set((await handle.db.select().from(lineasMatricula).where(eq(lineasMatricula.edu_codigoformacion, group))).map((line) => line.edu_codigoalumno)).size;
    expect(await members(G.dawA)).toBe(26);
    expect(await members(G.damA)).toBe(12);
  });

  it('spreads the DAM students’ progress, streaks and connections', async () => {
    const done = await handle.db
      .select({ contact: eventContacts.edu_codigocontacto, count: sql<number>`count(*)::int` })
      .from(eventContacts)
      .innerJoin(eventFormations, eq(eventFormations.event_id, eventContacts.event_id))
      .where(and(eq(eventFormations.edu_codigoformacion, G.damA), eq(eventContacts.completed, 1)))
      .groupBy(eventContacts.edu_codigocontacto);
    expect(done).toHaveLength(12);
    expect(new Set(done.map((row) => row.count)).size).toBeGreaterThanOrEqual(6);
    const today = await handle.db
      .select()
      .from(contactActivityDays)
      .where(and(inArray(contactActivityDays.edu_codigocontacto, damStudentCodes), eq(contactActivityDays.day, clock.today)));
    // Connected today (a streak under way) and not: the list shows both.
    expect(today.length).toBeGreaterThan(3);
    expect(today.length).toBeLessThan(12);
  });
});

describe('deliveries to grade', () => {
  it('has, in each of his groups, deliveries graded with comments, delivered waiting for a grade, missed and still open', async () => {
    for (const group of [G.dawA, G.damA]) {
      const groupTasks = await handle.db.select().from(tasks).where(eq(tasks.edu_codigoformacion, group));
      const deliveries = await handle.db
        .select()
        .from(taskDeliveries)
        .where(
          inArray(
            taskDeliveries.task_id,
            groupTasks.map((t) => t.id),
          ),
        );
      const delivered = new Set(deliveries.map((d) => `${d.task_id}|${d.edu_codigocontacto}`));
      const members =
        group === G.damA
          ? damStudentCodes
          : (await handle.db.select().from(lineasMatricula).where(eq(lineasMatricula.edu_codigoformacion, group))).map((l) => l.edu_codigoalumno);
      const notDelivered = groupTasks.flatMap((task) => members.filter((code) => !delivered.has(`${task.id}|${code}`)).map(() => task));
      const states = {
        corregida: deliveries.filter((d) => d.edu_calificacion !== null && d.edu_comentario).length,
        entregada: deliveries.filter((d) => d.edu_calificacion === null).length,
        missed: notDelivered.filter((t) => t.edu_fechafinmax! < clock.today).length,
        pendiente: notDelivered.filter((t) => t.edu_fechafinmax! > clock.today).length,
      };
      expect({ group, ...states }).toEqual({
        group,
        corregida: expect.any(Number),
        entregada: expect.any(Number),
        missed: expect.any(Number),
        pendiente: expect.any(Number),
      });
      for (const [state, count] of Object.entries(states)) expect({ group, state, has: count > 0 }).toEqual({ group, state, has: true });
    }
  });

  it('attaches a file under 1 MB to every DAM delivery', async () => {
    const rows = await handle.db
      .select({ delivery: taskDeliveries.id, size: files.size_bytes })
      .from(taskDeliveries)
      .innerJoin(tasks, eq(tasks.id, taskDeliveries.task_id))
      .leftJoin(fileUploads, eq(fileUploads.task_delivery_id, taskDeliveries.id))
      .leftJoin(files, eq(files.id, fileUploads.file_id))
      .where(eq(tasks.edu_codigoformacion, G.damA));
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.every((row) => row.size !== null && row.size > 0 && row.size < 1_000_000)).toBe(true);
  });
});

describe('the live class held on the last working day', () => {
  it('has its recording and files, and who joined: on time, late, or not at all', async () => {
    const [live] = await handle.db
      .select()
      .from(events)
      .innerJoin(eventFormations, eq(eventFormations.event_id, events.id))
      .where(and(eq(eventFormations.edu_codigoformacion, G.damA), eq(events.event_type, 'clases_directo'), eq(events.event_date, clock.day(-1))));
    expect(live).toBeDefined();
    const event = live!.events;
    const attached = await handle.db
      .select({ type: files.file_type })
      .from(eventFiles)
      .innerJoin(files, eq(files.id, eventFiles.file_id))
      .where(eq(eventFiles.event_id, event.id));
    expect(attached.map((f) => f.type)).toEqual(expect.arrayContaining(['video/mp4', 'application/pdf']));
    expect(attached.length).toBeGreaterThanOrEqual(3);

    const joins = await handle.db
      .select()
      .from(activityRecords)
      .where(and(eq(activityRecords.tipo_actividad_id, 3), sql`${activityRecords.metadata}->>'id_evento' = ${String(event.id)}`));
    expect(joins.every((j) => j.metadata?.id_grupo === G.damA && damStudentCodes.includes(j.edu_codigocontacto))).toBe(true);
    const lateBy = joins.map((j) => (j.created_at.getTime() - event.start_date!.getTime()) / 60_000);
    expect(lateBy.some((minutes) => minutes <= 5)).toBe(true);
    expect(lateBy.some((minutes) => minutes > 5)).toBe(true);
    expect(lateBy.every((minutes) => minutes > -10 && minutes < 90)).toBe(true);
    const absent = damStudentCodes.filter((code) => !joins.some((j) => j.edu_codigocontacto === code));
    expect(absent.length).toBeGreaterThan(0);
    expect(joins.length).toBeGreaterThan(absent.length);
  });
});

describe('his desk', () => {
  it('has tutoring requests waiting with the student’s question, and one approved with its meeting link in the tutoría', async () => {
    const requests = await handle.db.select().from(studentRequests).where(eq(studentRequests.teacher_code, C.teacher));
    const pending = requests.filter((r) => r.status === 'pendiente');
    expect(pending.length).toBeGreaterThanOrEqual(3);
    expect(pending.every((r) => (r.message ?? '').length > 20 && r.date >= clock.today)).toBe(true);
    const located = requests.filter((r) => r.status === 'aprobado' && r.location);
    expect(located).toHaveLength(1);
    expect(located[0]!.location).toMatch(/^https:\/\//);
    const [tutoria] = await handle.db.select().from(events).where(eq(events.id, located[0]!.event_id!));
    expect(tutoria).toMatchObject({ event_type: 'tutorias', join_url: located[0]!.location });
  });

  it('has questions in his DAM class comments and board with no answer from him, next to answered ones', async () => {
    const groupPosts = await handle.db
      .select()
      .from(posts)
      .where(sql`${posts.codigos_grupos} @> ${JSON.stringify([G.damA])}::jsonb`);
    const responses = await handle.db
      .select()
      .from(postResponses)
      .where(
        inArray(
          postResponses.post_id,
          groupPosts.map((p) => p.id),
        ),
      );
    const isAnswered = (postId: number) => responses.some((r) => r.post_id === postId && r.edu_codigocontacto === C.teacher);
    const questions = groupPosts.filter((p) => p.edu_codigocontacto !== C.teacher);
    const comments = questions.filter((p) => p.postable_type === 'event');
    const board = questions.filter((p) => p.postable_type === null);
    expect(comments.filter((p) => !isAnswered(p.id)).length).toBeGreaterThanOrEqual(2);
    expect(comments.some((p) => isAnswered(p.id))).toBe(true);
    expect(board.filter((p) => !isAnswered(p.id)).length).toBeGreaterThanOrEqual(2);
    expect(board.some((p) => isAnswered(p.id))).toBe(true);
    expect(groupPosts.every((p) => p.created_at <= NOW)).toBe(true);
  });

  it('rings his bell with a delivery (task) and tutoring requests (request) that open his own things', async () => {
    const bell = await handle.db
      .select({ n: notifications, u: notificationUsers })
      .from(notificationUsers)
      .innerJoin(notifications, eq(notifications.id, notificationUsers.notification_id))
      .where(eq(notificationUsers.edu_codigocontacto, C.teacher));
    const unread = bell.filter((row) => !row.u.is_read && row.u.sent_at! <= NOW);
    expect(new Set(unread.map((row) => row.n.notifiable_type))).toEqual(new Set(['task', 'request']));
    for (const { n } of bell.filter((row) => row.n.notifiable_type === 'task')) {
      const [task] = await handle.db.select().from(tasks).where(eq(tasks.id, n.notifiable_id!));
      expect(task!.edu_codigoformacion).toBe(G.damA);
      expect(n.message).toContain(task!.edu_titulo);
    }
    for (const { n } of bell.filter((row) => row.n.notifiable_type === 'request')) {
      const [request] = await handle.db.select().from(studentRequests).where(eq(studentRequests.id, n.notifiable_id!));
      expect(request).toMatchObject({ teacher_code: C.teacher, status: 'pendiente', student_code: n.created_by });
    }
  });
});
