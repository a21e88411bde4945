import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../client';
import { activityRecords, contactActivityDays, eventContacts, eventFormations, events, eventTopics, units } from '../schema';
import { classmateCodes, demoContactCodes as C } from './accounts';
import { type DawClassmate, classmateProfiles, damStudents, dawClassmates } from './classmates';
import type { DemoClock } from './dates';
import { demoGroupMembers } from './enrolments';
import { DAM_A_START, demoGroupCodes } from './formations';

/** Share of past events each student completed, so progress bars and rankings differ. */
const completionRate: Record<string, number> = {
  [C.student]: 0.85,
  [C.admin]: 0.6,
  [C.limited]: 0.35,
  [C.staff]: 0.5,
  [C.freemium]: 0.2,
  ...Object.fromEntries(classmateProfiles.map((classmate) => [classmate.code, classmate.completion])),
};

/** Contacts of type 3 (restricted access): they complete and join only what they may open, the free content. */
const restrictedContacts: ReadonlySet<string> = new Set([C.limited]);

const liveTypes = new Set(['clases_directo', 'clases_prueba', 'zoom', 'taller', 'tutorias', 'reunion']);

/** Deterministic pseudo-random number in [0, 1) for a pair of integers. */
function score(a: number, b: number): number {
  // Multiplicative hashing: a plain linear mix gave the same score to every event for some b.
  const h = (Math.imul(a, 2654435761) ^ Math.imul(b + 1, 40503)) >>> 0;
  return ((Math.imul(h ^ (h >>> 15), 2246822519) >>> 0) % 1000) / 1000;
}

function rateOf(contact: string, index: number): number {
  return completionRate[contact] ?? 0.45 + (index % 5) * 0.1;
}

/**
 * When a classmate joined and left a live session (issue 30: the teacher's attendance list shows who came on time,
 * who late and who left early): most a few minutes around the start, some late, a few leaving before the end. The
 * demo student keeps her punctual join two minutes in and her check-out at 80 minutes.
 */
function sessionTimes(start: Date, end: Date | null, eventId: number, index: number, isLucia: boolean): { joined: Date; left: Date } {
  const minutes = end ? Math.max(30, (end.getTime() - start.getTime()) / 60_000) : 90;
  if (isLucia) return { joined: new Date(start.getTime() + 120_000), left: new Date(start.getTime() + 80 * 60_000) };
  const lateness = score(eventId + 97, index * 5 + 1);
  let joinMinute: number;
  if (lateness < 0.6) joinMinute = Math.round(lateness * 10) - 3;
  else if (lateness < 0.88) joinMinute = 6 + Math.round((lateness - 0.6) * 50);
  else joinMinute = Math.min(Math.round(minutes * 0.45), 20 + Math.round((lateness - 0.88) * 150));
  const leaving = score(index + 13, eventId * 3);
  const leftMinute = leaving < 0.18 ? Math.round(minutes * (0.5 + leaving)) : minutes - 5 + Math.round(leaving * 8);
  return { joined: new Date(start.getTime() + joinMinute * 60_000), left: new Date(start.getTime() + Math.max(leftMinute, joinMinute + 10) * 60_000) };
}

/**
 * Completion of past events by the members of each group, with the attendance records that go with
 * it (type 3 for live sessions joined, 8 for their check-out, 4 for recordings watched).
 * `pendingForStudent`: events the demo student leaves undone whatever her completion rate.
 * `groups`: only these groups' events, and none of the demo student's other activity (the teacher's second
 * group, seeded after everything else).
 */
export async function seedProgress(
  db: Database,
  clock: DemoClock,
  pendingForStudent: ReadonlySet<number> = new Set(),
  groups?: readonly string[],
): Promise<void> {
  const isPast = and(lte(events.event_date, clock.today), lte(events.start_date, clock.now));
  const past = await db
    .select({
      id: events.id,
      type: events.event_type,
      start: events.start_date,
      end: events.end_date,
      freemium: events.freemium,
      group: eventFormations.edu_codigoformacion,
    })
    .from(events)
    .innerJoin(eventFormations, eq(eventFormations.event_id, events.id))
    .where(groups ? and(isPast, inArray(eventFormations.edu_codigoformacion, [...groups])) : isPast);

  // Extra-unit content is sold separately: nobody has it completed at first (a locked unit showing done work would be odd).
  const extraRows = await db
    .select({ id: eventTopics.event_id })
    .from(eventTopics)
    .innerJoin(units, eq(units.id, eventTopics.unidad_id))
    .where(eq(units.type, 'unidad extra'));
  const extraEventIds = new Set(extraRows.map((r) => r.id));

  const completions = new Map<string, typeof eventContacts.$inferInsert>();
  const records: (typeof activityRecords.$inferInsert)[] = [];
  for (const event of past) {
    if (extraEventIds.has(event.id)) continue;
    const members = demoGroupMembers(event.group);
    members.forEach((contact, index) => {
      // The live class of today is under way: nobody has completed it yet.
      if (event.start && clock.now.getTime() - event.start.getTime() < 60 * 60_000) return;
      // A restricted (type 3) student opens only free content (spec 001 §4): nothing else can be done or joined (issue 29).
      if (restrictedContacts.has(contact) && !event.freemium) return;
      // The classes of the demo student's study plan are the ones she has not done yet.
      if (contact === C.student && pendingForStudent.has(event.id)) return;
      if (score(event.id, index + contact.length) >= rateOf(contact, index)) return;
      const start = event.start ?? clock.at(-1);
      const doneAt = new Date(Math.min(start.getTime() + (1 + (index % 3)) * 86_400_000, clock.now.getTime() - 3_600_000));
      completions.set(`${event.id}|${contact}`, { event_id: event.id, edu_codigocontacto: contact, completed: 1, updated_at: doneAt });
      const metadata = { id_evento: event.id, id_grupo: event.group };
      if (liveTypes.has(event.type)) {
        const { joined, left } = sessionTimes(start, event.end, event.id, index, contact === C.student);
        records.push({ tipo_actividad_id: 3, edu_codigocontacto: contact, has_activity: true, metadata, created_at: joined });
        records.push({ tipo_actividad_id: 8, edu_codigocontacto: contact, has_activity: true, metadata, created_at: left });
      } else if (event.type === 'clases') {
        records.push({ tipo_actividad_id: 4, edu_codigocontacto: contact, has_activity: true, metadata: { ...metadata, after: 'video' }, created_at: doneAt });
      }
    });
  }

  const rows = [...completions.values()];
  if (rows.length) {
    await db
      .insert(eventContacts)
      .values(rows)
      .onConflictDoUpdate({ target: [eventContacts.event_id, eventContacts.edu_codigocontacto], set: { completed: 1 } });
  }
  if (groups) {
    if (records.length) await db.insert(activityRecords).values(records);
    return;
  }
  // Chat messages and board replies of the demo student over the last weeks.
  for (let day = 1; day <= 20; day += 3) {
    records.push({
      tipo_actividad_id: 7,
      edu_codigocontacto: C.student,
      has_activity: true,
      metadata: { id_grupo: demoGroupCodes.dawA },
      created_at: clock.at(-day, '20:15'),
    });
  }
  records.push({
    tipo_actividad_id: 6,
    edu_codigocontacto: C.student,
    has_activity: true,
    metadata: { id_grupo: demoGroupCodes.nursingA },
    created_at: clock.at(-4, '11:40'),
  });
  if (records.length) await db.insert(activityRecords).values(records);
}

/** Typical minutes a day with Campus open (tiempo medio) of the people whose days are listed below. */
const typicalMinutes: Record<string, number> = {
  [C.student]: 75,
  [C.admin]: 30,
  [C.staff]: 25,
  [C.limited]: 16,
  [C.freemium]: 20,
  [C.teacher]: 55,
  ...Object.fromEntries(classmateProfiles.map((classmate) => [classmate.code, classmate.minutes])),
};

/** Seconds with Campus open on one day: around the person’s typical minutes (±40 %, 10–90 whole minutes) and a few seconds. */
function activeSecondsOf(contact: string, offset: number, salt: number): number {
  const typical = typicalMinutes[contact] ?? 15 + ((salt * 13) % 60);
  const minutes = Math.min(90, Math.max(10, Math.round(typical * (0.6 + 0.8 * score(salt + 7, -offset)))));
  return minutes * 60 + Math.round(score(-offset, salt + 3) * 59);
}

/** First day (from today) the DAW group A classmates may have connected: the group's start. */
const DAW_A_FIRST_DAY = -150;

/**
 * Days on the platform (the streak, racha, and the minutes of each, tiempo medio): the demo student has 6
 * consecutive days ending today and scattered days before; classmates have streaks of different lengths, and
 * the rest of DAW group A connected over the whole course (seed/classmates.ts), some with a broken streak.
 */
export async function seedActivityDays(db: Database, clock: DemoClock): Promise<void> {
  const rows: (typeof contactActivityDays.$inferInsert)[] = [];
  const add = (contact: string, offsets: number[], salt = contact.length) => {
    for (const offset of offsets) rows.push({ edu_codigocontacto: contact, day: clock.day(offset), active_seconds: activeSecondsOf(contact, offset, salt) });
  };
  add(C.student, [0, -1, -2, -3, -4, -5, -7, -8, -10, -11, -12, -15, -18, -19, -22, -26, -29, -33]);
  add(C.admin, [0, -1, -3, -6, -9]);
  add(C.staff, [-1, -2, -3, -8]);
  add(C.limited, [-2, -9, -16]);
  add(C.freemium, [0, -1]);
  add(C.teacher, [0, -1, -2, -3, -4, -5, -6, -7, -8, -9]);
  classmateCodes.forEach((code, index) => {
    const streak = (index * 3) % 8;
    const endsToday = index % 2 === 0;
    const offsets = Array.from({ length: streak }, (_, i) => (endsToday ? 0 : -1) - i);
    add(code, [...offsets, -(streak + 3), -(streak + 6), -(streak + 11)], 20 + index);
  });
  const addClassmate = (classmate: DawClassmate, salt: number, firstDay: number) => {
    const offsets: number[] = [];
    // The current streak ends today; a broken one leaves today and yesterday empty. The day before a streak is empty.
    const quiet = Math.max(classmate.streak, 2);
    for (let offset = 0; offset > -classmate.streak; offset -= 1) offsets.push(offset);
    for (let offset = -quiet - 1; offset >= firstDay; offset -= 1) {
      if (score(salt, -offset) < classmate.connection) offsets.push(offset);
    }
    add(classmate.code, offsets, salt);
  };
  dawClassmates.forEach((classmate, index) => addClassmate(classmate, 101 + index, DAW_A_FIRST_DAY));
  // DAM group A (issue 30), after everybody else: the demo teacher's second group, since its start.
  damStudents.forEach((classmate, index) => addClassmate(classmate, 201 + index, DAM_A_START));
  await db.insert(contactActivityDays).values(rows);
}
