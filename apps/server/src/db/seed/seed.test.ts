import { contactFormationsAnswerSchema, isPlatformAccessAllowed, addCalendarDays, toAcademyDay, toAcademyTime } from '@campus/contract';
import { and, asc, eq, inArray, is, isNotNull, isNull, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toActor } from '../../lib/actor';
import { verifyPassword } from '../../lib/password';
import { hashToken } from '../../lib/tokens';
import { createChatsRepository } from '../../modules/chats/chats.repository';
import { createAccessRepository } from '../../policies/access.repository';
import { createEnrolmentsRepository } from '../../modules/enrolments/enrolments.repository';
import { createEnrolmentsService } from '../../modules/enrolments/enrolments.service';
import type { DatabaseHandle } from '../client';
import { openTestDatabase } from '../../test/test-app';
import {
  activityTypes,
  chats,
  contactActivityDays,
  contacts,
  eventFormations,
  events,
  formations,
  lineasMatricula,
  lineasProducto,
  matriculas,
  notifications,
  notificationTypes,
  notificationUsers,
  onboardings,
  teacherTokens,
  units,
  userOnboardings,
} from '../schema';
import * as schema from '../schema';
import {
  DEMO_PASSWORD,
  DEMO_TEACHER_TOKEN,
  demoAccounts,
  demoContactCodes,
  demoEnrolmentLineCodes,
  demoGroupCodes,
  LICENCE_GRU_N4,
  seedDemoAcademy,
} from './index';
import { FIRST_FORMATION_PENDING } from './accounts';

// Two databases seeded six weeks apart; the gap crosses the spring daylight-saving change in Madrid. Whole
// weeks, because weekly series stay on their weekdays (seed/calendar.ts): a shift of whole weeks moves every event.
const NOW = new Date('2026-03-10T10:00:00Z');
const SHIFT_DAYS = 42;
const LATER = new Date(NOW.getTime() + SHIFT_DAYS * 86_400_000);

let first: DatabaseHandle;
let second: DatabaseHandle;

async function openSeeded(now: Date): Promise<DatabaseHandle> {
  const handle = await openTestDatabase();
  await handle.migrate();
  expect(await seedDemoAcademy(handle.db, { now })).toEqual({ seeded: true });
  return handle;
}

async function countRows(handle: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(schema)) {
    if (is(table, PgTable)) counts[name] = await handle.db.$count(table);
  }
  return counts;
}

const byEmail = async (email: string) => (await first.db.select().from(contacts).where(eq(contacts.emailaddress1, email)))[0]!;

beforeAll(async () => {
  [first, second] = await Promise.all([openSeeded(NOW), openSeeded(LATER)]);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe('reference data (migration 0001)', () => {
  it('has the activity types 3 to 8, the notification types and the onboardings', async () => {
    expect((await first.db.select().from(activityTypes).orderBy(asc(activityTypes.id))).map((t) => t.id)).toEqual([3, 4, 5, 6, 7, 8]);
    expect((await first.db.select().from(notificationTypes).orderBy(asc(notificationTypes.id))).map((t) => t.name)).toEqual([
      'Tablón',
      'Chat',
      'Eventos',
      'Avisos',
      'Incidencias',
      'Evaluaciones',
    ]);
    expect(await first.db.select().from(onboardings).orderBy(asc(onboardings.id))).toEqual([
      { id: 1, onboarding_name: 'home' },
      { id: 2, onboarding_name: 'first_formation' },
    ]);
  });
});

describe('demo accounts', () => {
  it('creates every listed account with its contact types and flags', async () => {
    const expected: Record<string, { types: string; admin: boolean; freemium: boolean; matriculado: string }> = {
      'alumno@campus.test': { types: '1', admin: false, freemium: false, matriculado: '1' },
      'admin@campus.test': { types: '1', admin: true, freemium: false, matriculado: '1' },
      'limitado@campus.test': { types: '3', admin: false, freemium: false, matriculado: '1' },
      'staff@campus.test': { types: '1,4', admin: false, freemium: false, matriculado: '1' },
      'sinacceso@campus.test': { types: '5', admin: false, freemium: false, matriculado: '0' },
      'profesor@campus.test': { types: '5', admin: false, freemium: false, matriculado: '1' },
      'freemium@campus.test': { types: '1', admin: false, freemium: true, matriculado: '1' },
    };
    expect(demoAccounts.map((a) => a.email).sort()).toEqual(Object.keys(expected).sort());
    for (const [email, want] of Object.entries(expected)) {
      const contact = await byEmail(email);
      expect({ email, types: contact.edu_tipocontacto, admin: contact.admin, freemium: contact.freemium, matriculado: contact.edu_matriculado }).toEqual({
        email,
        ...want,
      });
    }
    // The sign-in page recognises a seeded account by this code and e-mail pair.
    for (const account of demoAccounts)
      expect({ email: account.email, code: (await byEmail(account.email)).edu_codigocontacto }).toEqual({ email: account.email, code: account.code });
    const student = await byEmail('alumno@campus.test');
    expect(student).toMatchObject({
      edu_codigocontacto: demoContactCodes.student,
      fullname: 'Lucía Fernández Ortega',
      edu_documentoidentificativo: '51234567C',
    });
    expect(student.mobilephone && student.address1_city && student.edu_alergias && student.birthdate && student.edu_fechaalta).toBeTruthy();
    expect((await first.db.select().from(contacts)).length).toBeGreaterThanOrEqual(17);
  });

  it('gives every account the password Campus.2026', async () => {
    // Those still invited (seed/back-office.ts) have none until they accept.
    const all = await first.db.select({ hash: contacts.password_hash }).from(contacts).where(isNotNull(contacts.password_hash));
    expect(new Set(all.map((c) => c.hash)).size).toBe(1);
    expect(await verifyPassword(DEMO_PASSWORD, all[0]!.hash)).toBe(true);
    expect(await verifyPassword('campus.2026', all[0]!.hash)).toBe(false);
  });

  it('refuses only the no-access account by the platform access rule', async () => {
    for (const { email } of demoAccounts) {
      const contact = await byEmail(email);
      expect({ email, allowed: isPlatformAccessAllowed(contact) }).toEqual({ email, allowed: email !== 'sinacceso@campus.test' });
    }
  });

  it('stores only the hash of the teacher token, for the teacher', async () => {
    expect(DEMO_TEACHER_TOKEN).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const tokens = await first.db.select().from(teacherTokens);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({
      token_hash: hashToken(DEMO_TEACHER_TOKEN),
      edu_codigocontacto: (await byEmail('profesor@campus.test')).edu_codigocontacto,
      revoked_at: null,
    });
    expect(tokens[0]!.expires_at!.getTime()).toBeGreaterThan(NOW.getTime());
  });

  it('leaves the home tour pending for the demo student only', async () => {
    const pending = await first.db
      .select({ contact: userOnboardings.edu_codigocontacto, name: onboardings.onboarding_name })
      .from(userOnboardings)
      .innerJoin(onboardings, eq(onboardings.id, userOnboardings.onboarding_id))
      .where(sql`${userOnboardings.completed} is null`);
    expect(pending.filter((p) => p.name === 'home')).toEqual([{ contact: demoContactCodes.student, name: 'home' }]);
  });

  it('leaves the first-formation tour pending for Hugo Alonso only: the demo student answered it long ago', async () => {
    const rows = await first.db
      .select({ contact: userOnboardings.edu_codigocontacto, completed: userOnboardings.completed })
      .from(userOnboardings)
      .innerJoin(onboardings, eq(onboardings.id, userOnboardings.onboarding_id))
      .where(eq(onboardings.onboarding_name, 'first_formation'));
    expect(rows.filter((row) => row.completed === null)).toEqual([{ contact: FIRST_FORMATION_PENDING, completed: null }]);
    expect(rows).toContainEqual({ contact: demoContactCodes.student, completed: true });
    // The demo accounts the journeys sign in with have a row each: none is left pending by having none.
    for (const code of [
      demoContactCodes.student,
      demoContactCodes.admin,
      demoContactCodes.limited,
      demoContactCodes.staff,
      demoContactCodes.freemium,
      'CON-10011',
    ]) {
      expect(rows.map((row) => row.contact)).toContain(code);
    }
  });

  it('gives the demo student a streak of exactly 6 days ending today', async () => {
    const days = new Set(
      (await first.db.select().from(contactActivityDays).where(eq(contactActivityDays.edu_codigocontacto, demoContactCodes.student))).map((d) => d.day),
    );
    const today = toAcademyDay(NOW);
    for (let i = 0; i < 6; i += 1) expect(days.has(addCalendarDays(today, -i))).toBe(true);
    expect(days.has(addCalendarDays(today, -6))).toBe(false);
  });
});

describe('formations and enrolments', () => {
  it('enrols the demo student in groups of different main formations, one with the licence N4 code', async () => {
    const lines = await first.db
      .select({
        code: lineasMatricula.edu_codigolineamatricula,
        group: formations.edu_codigoformacion,
        parent: formations.edu_principalcodigoformacion,
        n4: lineasMatricula.edu_gru_n4,
      })
      .from(lineasMatricula)
      .innerJoin(formations, eq(formations.edu_codigoformacion, lineasMatricula.edu_codigoformacion))
      .where(eq(lineasMatricula.edu_codigoalumno, demoContactCodes.student));
    expect(new Set(lines.map((l) => l.parent)).size).toBeGreaterThanOrEqual(2);
    expect(lines.find((l) => l.code === demoEnrolmentLineCodes.studentNursing)).toMatchObject({ group: demoGroupCodes.nursingA, n4: LICENCE_GRU_N4 });
    expect(lines.find((l) => l.code === demoEnrolmentLineCodes.studentDaw)?.group).toBe(demoGroupCodes.dawA);
  });

  it('has a group that started months ago, a current one and one starting next month', async () => {
    const groups = await first.db.select().from(formations).where(isNotNull(formations.edu_principalcodigoformacion));
    const start = (code: string) => groups.find((g) => g.edu_codigoformacion === code)!.edu_fechainicioclases!;
    const monthsAgo = (NOW.getTime() - start(demoGroupCodes.dawA).getTime()) / 86_400_000;
    expect(monthsAgo).toBeGreaterThan(90);
    expect(start(demoGroupCodes.nursingA).getTime()).toBeLessThan(NOW.getTime());
    expect(toAcademyDay(start(demoGroupCodes.dawB))).toBe('2026-04-01');
    expect(toAcademyTime(start(demoGroupCodes.dawB))).toBe('00:00:00');
    expect(groups.some((g) => g.is_freemium_available)).toBe(true);
  });

  it('gives the demo student a bonus line of each kind', async () => {
    const lines = await first.db
      .select({ line: lineasProducto })
      .from(lineasProducto)
      .innerJoin(matriculas, eq(matriculas.edu_codigomatricula, lineasProducto.edu_matricula))
      .where(eq(matriculas.edu_codigocontacto, demoContactCodes.student));
    const bonuses = lines.map((l) => l.line);
    const byUnit = bonuses.find((b) => b.tipo === 'unidad')!;
    const [unit] = await first.db.select().from(units).where(eq(units.id, byUnit.unidad_id!));
    expect(unit!.type).toBe('unidad extra');

    const byEvents = bonuses.find((b) => b.events_id?.length)!;
    const listed = await first.db.select({ type: events.event_type }).from(events).where(inArray(events.id, byEvents.events_id!));
    expect(listed.map((e) => e.type)).toEqual(['taller', 'taller']);

    const byLines = bonuses.find((b) => b.edu_codigoslineamatricula)!;
    expect(byLines.edu_codigoslineamatricula).toBe(demoEnrolmentLineCodes.studentNursing);

    const byDate = bonuses.find((b) => b.tipo === 'fecha')!;
    expect(byDate.metadata).toMatchObject({ bonus_grupo: demoGroupCodes.dawA, mkt_notas: expect.any(String) });
    expect(byDate.fecha_inicio_bonus!.getTime()).toBeLessThan(byDate.fecha_fin_bonus!.getTime());
  });

  it('produces a valid answer of the formations call for the demo student', async () => {
    const access = createAccessRepository(first.db);
    const service = createEnrolmentsService({ repository: createEnrolmentsRepository(first.db), loadHoldingRows: (code) => access.loadHoldingRows(code) });
    const student = await byEmail('alumno@campus.test');
    const answer = contactFormationsAnswerSchema.parse(await service.getContactFormations(toActor(student, 1), student.edu_codigocontacto));
    expect(answer.formations.map((f) => f.edu_codigoformacion).sort()).toEqual([demoGroupCodes.dawA, demoGroupCodes.examsB, demoGroupCodes.nursingA].sort());
    expect(answer.lineasProductoBonus).toHaveLength(4);
    expect(answer.lineasProductoBonus.every((b) => typeof b.mkt_precio === 'number' && b.mkt_precio > 0)).toBe(true);
  });
});

describe('events', () => {
  it('has more than 40 events covering every event type', async () => {
    const all = await first.db.select().from(events);
    expect(all.length).toBeGreaterThan(40);
    const types = new Set(all.map((e) => e.event_type));
    for (const type of ['clases', 'clases_directo', 'clases_prueba', 'tutorias', 'examen', 'taller', 'reunion', 'zoom', 'actividad', 'test'])
      expect(types).toContain(type);
    expect(all.some((e) => e.no_fechar === 1) && all.some((e) => e.freemium) && all.some((e) => e.download === 1)).toBe(true);
    expect(all.some((e) => e.event_date! < toAcademyDay(NOW)) && all.some((e) => e.event_date! > addCalendarDays(toAcademyDay(NOW), 20))).toBe(true);
    expect(all.filter((e) => e.join_url).every((e) => e.join_url!.startsWith('https://meet.campus.test/'))).toBe(true);
  });

  it('has exactly one live class whose join window includes now', async () => {
    const live = (await first.db.select().from(events).where(isNotNull(events.join_url))).filter((e) => e.start_date! <= NOW && NOW <= e.end_date!);
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({
      event_type: 'clases_directo',
      event_date: toAcademyDay(NOW),
      start_hour: toAcademyTime(new Date(NOW.getTime() - 15 * 60_000)),
    });
    expect(live[0]!.end_date!.getTime() - NOW.getTime()).toBe(45 * 60_000);
    const groups = await first.db.select().from(eventFormations).where(eq(eventFormations.event_id, live[0]!.id));
    expect(groups.map((g) => g.edu_codigoformacion)).toEqual([demoGroupCodes.dawA]);
  });

  it('links a rescheduled event and its original both ways', async () => {
    // A group's event moved by the academy (study-plan copies, linked one way only, are in calendar-seed.test.ts).
    const [moved] = await first.db
      .select()
      .from(events)
      .where(and(eq(events.rescheduled, 1), isNull(events.plan_contact)));
    const [original] = await first.db.select().from(events).where(eq(events.id, moved!.event_original!));
    expect(original!.event_rescheduled).toBe(moved!.id);
  });
});

describe('notifications', () => {
  it('gives the demo student unread, already sent notifications from posts, chats and events', async () => {
    const rows = await first.db
      .select({ n: notifications, u: notificationUsers })
      .from(notificationUsers)
      .innerJoin(notifications, eq(notifications.id, notificationUsers.notification_id))
      .where(
        and(eq(notificationUsers.edu_codigocontacto, demoContactCodes.student), eq(notificationUsers.is_read, false), isNotNull(notificationUsers.sent_at)),
      );
    expect(new Set(rows.map((r) => r.n.notifiable_type))).toEqual(new Set(['post', 'chat', 'event', null]));
    expect(new Set(rows.map((r) => r.n.type_id))).toEqual(new Set([1, 2, 3, 4]));
    expect(rows.every((r) => r.u.sent_at! <= NOW)).toBe(true);
    const scheduled = await first.db.select().from(notifications).where(isNotNull(notifications.scheduled_at));
    expect(scheduled.every((n) => n.scheduled_at! > NOW)).toBe(true);
  });
});

describe('chats', () => {
  it('gives the demo student chats with classmates, teachers and staff, several with unread messages', async () => {
    const summaries = await createChatsRepository(first.db).listSummaries(demoContactCodes.student);
    const partners = summaries.map((s) => s.contact.edu_codigocontacto);
    expect(partners).toEqual(
      expect.arrayContaining(['CON-10008', 'CON-10007', demoContactCodes.teacher, demoContactCodes.teacherNursing, demoContactCodes.staff]),
    );
    expect(summaries.filter((s) => s.unread_messages > 0).length).toBeGreaterThanOrEqual(3);
    expect(summaries[0]).toMatchObject({ contact: { edu_codigocontacto: 'CON-10008' }, unread_messages: 2, last_message: expect.stringContaining('tokens') });
    expect(summaries.every((s) => s.last_message_at && s.last_message_at <= NOW)).toBe(true);
    const others = await createChatsRepository(first.db).listSummaries('CON-10009');
    expect(others.map((s) => s.contact.edu_codigocontacto)).toEqual(['CON-10007']);
  });

  it('points the chat notifications at the chats they announce', async () => {
    const rows = await first.db.select().from(notifications).where(eq(notifications.notifiable_type, 'chat'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      const [chat] = await first.db.select().from(chats).where(eq(chats.id, row.notifiable_id!));
      expect([chat!.member_a, chat!.member_b]).toContain(demoContactCodes.student);
      expect([chat!.member_a, chat!.member_b]).toContain(row.created_by);
    }
  });
});

describe('idempotence and relative dates', () => {
  it('adds nothing when seeded again', async () => {
    const before = await countRows(first);
    expect(await seedDemoAcademy(first.db, { now: new Date() })).toEqual({ seeded: false });
    expect(await countRows(first)).toEqual(before);
  });

  it('writes every date relative to now', async () => {
    const load = (handle: DatabaseHandle) => handle.db.select().from(events).orderBy(asc(events.id));
    const [early, late] = await Promise.all([load(first), load(second)]);
    expect(late.map((e) => e.title)).toEqual(early.map((e) => e.title));
    // Welcome sessions of the groups starting "next month" follow the first day of that month instead.
    const nextMonthOnly = new Set(
      (await first.db.select().from(eventFormations))
        .filter((link, _, all) =>
          all
            .filter((l) => l.event_id === link.event_id)
            .every((l) => l.edu_codigoformacion === demoGroupCodes.dawB || l.edu_codigoformacion === demoGroupCodes.examsB),
        )
        .map((link) => link.event_id),
    );
    const isLiveNow = (e: (typeof early)[number]) => e.join_url !== null && e.start_date! <= NOW && NOW <= e.end_date!;
    let compared = 0;
    for (const [index, event] of early.entries()) {
      if (nextMonthOnly.has(event.id)) continue;
      const moved = late[index]!;
      compared += 1;
      expect({ title: event.title, day: moved.event_date }).toEqual({ title: event.title, day: addCalendarDays(event.event_date!, SHIFT_DAYS) });
      // Wall-clock hours stay put across the daylight-saving change, except the live class, which follows `now`.
      if (!isLiveNow(event)) expect({ title: event.title, hour: moved.start_hour }).toEqual({ title: event.title, hour: event.start_hour });
      if (event.inicio_calendario) expect(moved.inicio_calendario).toBe(addCalendarDays(event.inicio_calendario, SHIFT_DAYS));
    }
    expect(compared).toBeGreaterThan(40);
    const group = async (handle: DatabaseHandle, code: string) =>
      (await handle.db.select().from(formations).where(eq(formations.edu_codigoformacion, code)))[0]!;
    const [a, b] = await Promise.all([group(first, demoGroupCodes.dawA), group(second, demoGroupCodes.dawA)]);
    expect(toAcademyDay(b.edu_fechainicioclases!)).toBe(addCalendarDays(toAcademyDay(a.edu_fechainicioclases!), SHIFT_DAYS));
    expect(toAcademyDay((await group(second, demoGroupCodes.dawB)).edu_fechainicioclases!)).toBe('2026-05-01');
  });
});
