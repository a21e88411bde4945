import { addCalendarDays, getWeekday, isJoinable, toAcademyDay, toAcademyInstant } from '@campus/contract';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { openTestDatabase } from '../../test/test-app';
import { eventContacts, eventFiles, eventFormations, eventOrganizers, events, eventTopics, files } from '../schema';
import { demoMedia } from './media';
import { demoContactCodes, demoGroupCodes, seedDemoAcademy } from './index';

// A Tuesday morning in Madrid; the course around it crosses both daylight-saving changes (late March and late October).
const NOW = new Date('2026-11-24T09:03:00Z');
const TODAY = toAcademyDay(NOW);
const LUCIA = demoContactCodes.student;

let handle: DatabaseHandle;
type EventRow = typeof events.$inferSelect;
let reachable: EventRow[];

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.migrate();
  expect(await seedDemoAcademy(handle.db, { now: NOW })).toEqual({ seeded: true });
  // What the student's calendar reaches: her groups' events, her study plan and the tutorías she is invited to.
  const db = handle.db;
  // Her enrolled groups (seed.test.ts checks them against the enrolments service).
  const groups = [demoGroupCodes.dawA, demoGroupCodes.nursingA, demoGroupCodes.examsB];
  const byGroup = await db.selectDistinct({ id: eventFormations.event_id }).from(eventFormations).where(inArray(eventFormations.edu_codigoformacion, groups));
  const invited = await db.select({ id: eventContacts.event_id }).from(eventContacts).where(eq(eventContacts.edu_codigocontacto, LUCIA));
  const own = await db.select({ id: events.id }).from(events).where(eq(events.plan_contact, LUCIA));
  const ids = [...new Set([...byGroup, ...invited, ...own].map((r) => r.id))];
  reachable = await db.select().from(events).where(inArray(events.id, ids));
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe('the demo student calendar', () => {
  it('reaches about 300 events of every type, past and future', () => {
    expect(reachable.length).toBeGreaterThanOrEqual(280);
    expect(reachable.length).toBeLessThanOrEqual(360);
    const types = new Set(reachable.map((e) => e.event_type));
    for (const type of ['clases', 'clases_directo', 'clases_prueba', 'tutorias', 'examen', 'taller', 'reunion', 'zoom', 'actividad', 'test'])
      expect(types).toContain(type);
    const past = reachable.filter((e) => e.event_date! < TODAY).length;
    const future = reachable.filter((e) => e.event_date! > TODAY).length;
    expect(past).toBeGreaterThan(100);
    expect(future).toBeGreaterThan(100);
    // Every month of the course from five months ago to three months ahead has events to show.
    for (let offset = -140; offset <= 100; offset += 30) {
      const month = addCalendarDays(TODAY, offset).slice(0, 7);
      expect({ month, has: reachable.some((e) => e.event_date!.startsWith(month)) }).toEqual({ month, has: true });
    }
  });

  it('writes every event with the same moment as an instant and as Madrid day and hours', () => {
    for (const e of reachable) {
      expect({ id: e.id, day: toAcademyDay(e.start_date!) }).toEqual({ id: e.id, day: e.event_date });
      if (e.all_day) continue;
      expect({ id: e.id, start: toAcademyInstant(e.event_date!, e.start_hour!).toISOString() }).toEqual({ id: e.id, start: e.start_date!.toISOString() });
      expect(e.end_date!.getTime()).toBeGreaterThan(e.start_date!.getTime());
    }
  });

  it('has exactly one live class inside its join window now, in a weekly series', () => {
    const live = reachable.filter(
      (e) => e.start_date && e.end_date && isJoinable({ join_url: e.join_url, start_date: e.start_date, end_date: e.end_date }, NOW),
    );
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ event_type: 'clases_directo', event_date: TODAY, join_url: expect.stringMatching(/^https:\/\/meet\.campus\.test\//) });
    expect(live[0]!.start_date!.getTime()).toBeLessThan(NOW.getTime());
    expect(live[0]!.serie_id).not.toBeNull();
  });

  it('gives every live class a join link and groups live classes in weekly series at a fixed Madrid hour', () => {
    const live = reachable.filter((e) => e.event_type === 'clases_directo' || e.event_type === 'zoom' || e.event_type === 'clases_prueba');
    expect(live.every((e) => e.join_url?.startsWith('https://meet.campus.test/'))).toBe(true);
    expect(reachable.filter((e) => e.event_type === 'zoom').every((e) => e.zoom_id)).toBe(true);
    const series = new Map<string, EventRow[]>();
    for (const e of reachable) if (e.serie_id) series.set(e.serie_id, [...(series.get(e.serie_id) ?? []), e]);
    const long = [...series.values()].filter((s) => s.length >= 18);
    expect(long.length).toBeGreaterThanOrEqual(4);
    expect(long.some((s) => new Set(s[0]!.days_of_week).size === 2)).toBe(true);
    for (const serie of long) {
      const [first] = serie;
      expect(first!.days_of_week!.length).toBeGreaterThan(0);
      expect(new Set(serie.map((e) => e.join_url)).size).toBe(1);
      for (const e of serie) {
        expect(e.days_of_week).toEqual(first!.days_of_week);
        expect(e.days_of_week).toContain(getWeekday(e.event_date!));
        expect(e.start_hour).toBe(first!.start_hour);
      }
    }
    // The series run across the daylight-saving changes: same Madrid hour, different UTC offset.
    const crossing = long.find((s) => s.some((e) => e.event_date! < '2026-10-25') && s.some((e) => e.event_date! > '2026-10-25'))!;
    const utcHours = new Set(crossing.map((e) => e.start_date!.getUTCHours()));
    expect(utcHours.size).toBe(2);
  });

  it('summarises past live classes with chapters, and keeps summaries off future ones', () => {
    const pastLive = reachable.filter((e) => e.event_type === 'clases_directo' && e.end_date! < NOW);
    const summarised = pastLive.filter((e) => e.metadata?.meetings?.[0]?.resumen);
    expect(summarised.length).toBeGreaterThanOrEqual(60);
    for (const e of summarised) {
      const [meeting] = e.metadata!.meetings!;
      expect(meeting!.detalles.length).toBeGreaterThanOrEqual(3);
      expect(meeting!.detalles.every((d) => d.label && d.summary)).toBe(true);
    }
    expect(reachable.filter((e) => e.start_date! > NOW).every((e) => !e.metadata?.meetings)).toBe(true);
  });

  it('invites the student to tutorías run by a teacher, and names an organizer on every event', async () => {
    const tutorias = reachable.filter((e) => e.event_type === 'tutorias');
    expect(tutorias.length).toBeGreaterThanOrEqual(8);
    const ids = tutorias.map((e) => e.id);
    const invited = await handle.db
      .select()
      .from(eventContacts)
      .where(and(inArray(eventContacts.event_id, ids), eq(eventContacts.edu_codigocontacto, LUCIA)));
    expect(new Set(invited.map((r) => r.event_id)).size).toBe(ids.length);
    const organizers = await handle.db
      .select()
      .from(eventOrganizers)
      .where(
        inArray(
          eventOrganizers.event_id,
          reachable.map((e) => e.id),
        ),
      );
    const organized = new Set(organizers.map((o) => o.event_id));
    expect(reachable.filter((e) => !e.plan_contact).every((e) => organized.has(e.id))).toBe(true);
    expect(organizers.filter((o) => o.edu_codigocontacto === demoContactCodes.teacher).length).toBeGreaterThan(100);
  });

  it('attaches files that are the existing demo media', async () => {
    const links = await handle.db
      .select({ event: eventFiles.event_id, key: files.storage_key })
      .from(eventFiles)
      .innerJoin(files, eq(files.id, eventFiles.file_id))
      .where(
        inArray(
          eventFiles.event_id,
          reachable.map((e) => e.id),
        ),
      );
    expect(new Set(links.map((l) => l.event)).size).toBeGreaterThan(80);
    const known = new Set<string>(Object.values(demoMedia).map((m) => m.storage_key));
    expect(links.every((l) => known.has(l.key!))).toBe(true);
  });
});

describe('the demo student study plan', () => {
  it('places rescheduled copies of pending tree classes in the coming days, linked to their originals', async () => {
    const db = handle.db;
    const planned = await db
      .select()
      .from(events)
      .where(and(eq(events.plan_contact, LUCIA), eq(events.rescheduled, 1)));
    expect(planned.length).toBeGreaterThanOrEqual(3);
    for (const event of planned) {
      expect(event).toMatchObject({ plan_group: demoGroupCodes.dawA, event_type: 'clases', join_url: null });
      expect(event.event_date! > TODAY && event.event_date! <= addCalendarDays(TODAY, 7)).toBe(true);
      // Nobody else reaches it: no group rows, only her own event_contacts row.
      expect(await db.select().from(eventFormations).where(eq(eventFormations.event_id, event.id))).toEqual([]);
      expect((await db.select().from(eventContacts).where(eq(eventContacts.event_id, event.id))).map((r) => [r.edu_codigocontacto, r.completed])).toEqual([
        [LUCIA, 0],
      ]);
      const [original] = await db.select().from(events).where(eq(events.id, event.event_original!));
      expect(original).toMatchObject({ title: event.title, event_type: 'clases', plan_contact: null });
      expect(original!.event_date! < TODAY).toBe(true);
      expect(await db.select().from(eventTopics).where(eq(eventTopics.event_id, original!.id))).toHaveLength(1);
      expect((await db.select().from(eventFormations).where(eq(eventFormations.event_id, original!.id))).map((r) => r.edu_codigoformacion)).toEqual([
        demoGroupCodes.dawA,
      ]);
      // Still pending for her: that is why it was planned.
      const done = await db
        .select()
        .from(eventContacts)
        .where(and(eq(eventContacts.event_id, original!.id), eq(eventContacts.edu_codigocontacto, LUCIA), eq(eventContacts.completed, 1)));
      expect(done).toEqual([]);
      const [copyFiles, originalFiles] = await Promise.all(
        [event.id, original!.id].map((id) => db.select({ file: eventFiles.file_id }).from(eventFiles).where(eq(eventFiles.event_id, id))),
      );
      expect(copyFiles!.map((f) => f.file).sort()).toEqual(originalFiles!.map((f) => f.file).sort());
    }
    // Only study-plan events belong to one person.
    expect(
      await db
        .select()
        .from(events)
        .where(and(isNotNull(events.plan_contact), isNull(events.event_original))),
    ).toEqual([]);
  });
});

describe('the formation tree', () => {
  it('holds a live class with a join link', async () => {
    const rows = await handle.db
      .select({ event: events })
      .from(eventTopics)
      .innerJoin(events, eq(events.id, eventTopics.event_id))
      .where(eq(events.event_type, 'clases_directo'));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]!.event).toMatchObject({ join_url: expect.stringMatching(/^https:\/\/meet\.campus\.test\//) });
    expect(rows[0]!.event.event_date! > TODAY).toBe(true);
  });
});

describe('seeded at another moment', () => {
  // Ten minutes before midnight on the day clocks go back (25 October 2026, 23:50 in Madrid): the live class
  // stays inside today, nothing else is joinable, and every series keeps its Madrid hour across the change.
  const LATE = new Date('2026-10-25T22:50:00Z');
  let late: DatabaseHandle;

  beforeAll(async () => {
    late = await openTestDatabase();
    await late.migrate();
    expect(await seedDemoAcademy(late.db, { now: LATE })).toEqual({ seeded: true });
  }, 60_000);

  afterAll(async () => {
    await late?.close();
  });

  it('still has exactly one joinable live class, today, and consistent days and hours', async () => {
    const all = await late.db.select().from(events);
    const joinable = all.filter(
      (e) => e.start_date && e.end_date && isJoinable({ join_url: e.join_url, start_date: e.start_date, end_date: e.end_date }, LATE),
    );
    expect(joinable.map((e) => [e.event_type, e.event_date])).toEqual([['clases_directo', '2026-10-25']]);
    for (const e of all.filter((row) => !row.all_day && row.start_hour)) {
      expect({ id: e.id, start: toAcademyInstant(e.event_date!, e.start_hour!).toISOString() }).toEqual({ id: e.id, start: e.start_date!.toISOString() });
    }
    const series = new Map<string, Set<string>>();
    for (const e of all.filter((row) => row.serie_id && !isJoinable({ join_url: row.join_url, start_date: row.start_date!, end_date: row.end_date! }, LATE))) {
      series.set(e.serie_id!, (series.get(e.serie_id!) ?? new Set()).add(e.start_hour!));
    }
    expect([...series.values()].every((hours) => hours.size === 1)).toBe(true);
  });

  it('keeps every weekly series on its weekdays when seeded on a Sunday', async () => {
    const all = await late.db.select().from(events);
    const isLiveNow = (e: EventRow) => isJoinable({ join_url: e.join_url, start_date: e.start_date!, end_date: e.end_date! }, LATE);
    const inSeries = all.filter((e) => e.serie_id && !isLiveNow(e));
    expect(inSeries.length).toBeGreaterThan(100);
    for (const e of inSeries)
      expect({ id: e.id, weekday: getWeekday(e.event_date!) }).toEqual({ id: e.id, weekday: expect.toSatisfy((d: number) => e.days_of_week!.includes(d)) });
    // The DAW client series is the Wednesday and Friday one whatever day the academy was seeded.
    expect(new Set(inSeries.map((e) => e.days_of_week!.join(',')))).toContain('2,4');
  });
});
