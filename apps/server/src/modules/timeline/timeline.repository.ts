import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventContacts, eventFormations, eventOrganizers, events, lineasMatricula } from '../../db/schema';

/** One row of the timeline: a group event (never a tutoría) or a study-plan event of the student, with their own completion. */
export interface TimelineRow {
  id: number;
  title: string;
  description: string | null;
  event_type: (typeof events.$inferSelect)['event_type'];
  event_date: string | null;
  start_date: Date;
  end_date: Date;
  start_hour: string | null;
  end_hour: string | null;
  rescheduled: number;
  event_original: number | null;
  /** On a plan event: the planned content's start (its date for 'Evento reprogramado de {date}'). */
  original_start: Date | null;
  original_event_date: string | null;
  /** On a content event: the student's plan event standing in its place. */
  planned_as: number | null;
  completed: number;
  is_plan: boolean;
}

/** A study-plan event to create. */
export interface NewPlanEvent {
  originalId: number;
  title: string;
  description: string | null;
  freemium: boolean;
  day: string;
  start: Date;
  end: Date;
  startHour: string;
  endHour: string;
}

/** Data access of the timeline and of the student's study plans. */
export function createTimelineRepository(db: Database) {
  /**
   * `listTimeline` of many students of the group at once, in one statement (the group's average timeline and its
   * ranking compute each student's percentage the same way): by contact code, each list as listTimeline orders it.
   */
  async function listTimelines(
    contactCodes: readonly string[],
    groupCode: string,
    parentCode: string | null,
    from: Date | null,
    to: Date | null,
  ): Promise<Map<string, TimelineRow[]>> {
    const byContact = new Map<string, TimelineRow[]>(contactCodes.map((code) => [code, []]));
    if (contactCodes.length === 0) return byContact;
    const contactList = sql.join(
      [...new Set(contactCodes)].map((code) => sql`${code}`),
      sql`, `,
    );
    const codes = parentCode ? [groupCode, parentCode] : [groupCode];
    const codeList = sql.join(
      codes.map((code) => sql`${code}`),
      sql`, `,
    );
    // Optional bounds on the start of the events of alias `e`.
    const bounds = sql`${from ? sql`and e.start_date >= ${from.toISOString()}::timestamptz` : sql``} ${to ? sql`and e.start_date < ${to.toISOString()}::timestamptz` : sql``}`;
    const listedRow = sql`json_build_array(e.id, e.title, e.description, e.event_type, e.event_date::text,
      (extract(epoch from e.start_date) * 1000)::float8, (extract(epoch from e.end_date) * 1000)::float8, e.start_hour::text, e.end_hour::text,
      e.rescheduled, e.event_original, (extract(epoch from o.start_date) * 1000)::float8, o.event_date::text)`;
    const isListed = sql`e.start_date is not null and e.end_date is not null and e.event_type not in ('tutorias', 'tutoria')`;
    // The group's events are read once and paired with each student here, not in SQL: a group of 500 students
    // would otherwise carry 500 copies of every event (titles and descriptions included) out of the database.
    // With them, each student's study-plan events for the group (all of them: a plan event outside the range
    // still replaces its content) and the students' completions of both, in one statement.
    const result = await db.execute<{
      events: RawEvent[] | string | null;
      plans: RawPlan[] | string | null;
      completions: [string, number][] | string | null;
    }>(sql`
      with codes as (select unnest(array[${contactList}]::text[]) as code),
      group_events as materialized (
        select e.id from events e
        where e.plan_contact is null and ${isListed}
          and e.id in (select ef.event_id from event_formations ef where ef.edu_codigoformacion in (${codeList}))
          and not exists (select 1 from event_formations rf where rf.event_id = e.event_rescheduled and rf.edu_codigoformacion in (${codeList}))
          ${bounds}
      ),
      plans as materialized (
        select e.id, e.plan_contact, e.event_original, (${isListed} ${bounds}) as is_listed from events e
        where e.plan_contact in (select code from codes) and e.plan_group = ${groupCode}
      )
      select
        (select json_agg(${listedRow} order by e.start_date, e.id) from group_events g
          inner join events e on e.id = g.id left join events o on o.id = e.event_original) as events,
        (select json_agg(json_build_array(p.plan_contact, p.event_original, p.is_listed, ${listedRow}) order by e.start_date, e.id) from plans p
          inner join events e on e.id = p.id left join events o on o.id = e.event_original) as plans,
        (select json_agg(json_build_array(ec.edu_codigocontacto, ec.event_id)) from event_contacts ec
          where ec.edu_codigocontacto in (select code from codes) and ec.completed = 1
            and (ec.event_id in (select id from group_events) or ec.event_id in (select id from plans))) as completions`);
    // An event as JSON: id, title, description, type, day, start, end (epoch ms), hours, rescheduled, original, its start and day.
    type RawEvent = [
      number,
      string,
      string | null,
      TimelineRow['event_type'],
      string | null,
      number,
      number,
      string | null,
      string | null,
      number,
      number | null,
      number | null,
      string | null,
    ];
    type RawPlan = [string, number | null, boolean, RawEvent];
    const json = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
    const row = result.rows[0] ?? null;
    const toRow = (raw: RawEvent, completed: number, plannedAs: number | null, isPlan: boolean): TimelineRow => {
      const [id, title, description, eventType, eventDate, startMs, endMs, startHour, endHour, rescheduled, original, originalMs, originalDate] = raw;
      return {
        id: Number(id),
        title,
        description,
        event_type: eventType,
        event_date: eventDate,
        start_date: new Date(Number(startMs)),
        end_date: new Date(Number(endMs)),
        start_hour: startHour,
        end_hour: endHour,
        rescheduled: Number(rescheduled),
        event_original: original === null ? null : Number(original),
        original_start: originalMs === null ? null : new Date(Number(originalMs)),
        original_event_date: originalDate,
        planned_as: plannedAs,
        completed,
        is_plan: isPlan,
      };
    };
    const completedBy = new Set((json(row?.completions ?? null) ?? []).map(([code, eventId]) => `${code}|${Number(eventId)}`));
    const plansBy = new Map<string, RawPlan[]>();
    for (const plan of json(row?.plans ?? null) ?? []) plansBy.set(plan[0], [...(plansBy.get(plan[0]) ?? []), plan]);
    const groupEvents = json(row?.events ?? null) ?? [];
    for (const [code, rows] of byContact) {
      const plans = plansBy.get(code) ?? [];
      // The student's plan event standing in for a content event (the lowest id when a plan holds two).
      const plannedAs = new Map<number, number>();
      for (const [, original, , event] of plans) {
        if (original === null) continue;
        const known = plannedAs.get(Number(original));
        if (known === undefined || Number(event[0]) < known) plannedAs.set(Number(original), Number(event[0]));
      }
      const isCompleted = (id: number) => (completedBy.has(`${code}|${id}`) ? 1 : 0);
      for (const event of groupEvents) rows.push(toRow(event, isCompleted(Number(event[0])), plannedAs.get(Number(event[0])) ?? null, false));
      for (const [, , isListedPlan, event] of plans)
        if (isListedPlan) rows.push(toRow(event, isCompleted(Number(event[0])), plannedAs.get(Number(event[0])) ?? null, true));
      rows.sort((a, b) => a.start_date.getTime() - b.start_date.getTime() || a.id - b.id);
    }
    return byContact;
  }

  return {
    /**
     * In one statement: the events of the group (or its main formation) that are not tutorías, nor study-plan
     * events, nor replaced for everyone by another event of the group; plus the student's own study-plan events
     * for the group. Each with the student's completion, what their plan replaced, and whether their plan
     * replaces it. Optional bounds are instants (Madrid midnights).
     */
    async listTimeline(contactCode: string, groupCode: string, parentCode: string | null, from: Date | null, to: Date | null): Promise<TimelineRow[]> {
      return (await listTimelines([contactCode], groupCode, parentCode, from, to)).get(contactCode) ?? [];
    },

    listTimelines,

    /**
     * Replaces the student's study plan for the group, in one transaction of three statements whatever its
     * size: the previous plan's events go (their completion rows with them), the new ones are inserted in
     * one multi-row insert, and one multi-row insert gives the student their event_contacts rows. Original
     * events are only read, never written.
     */
    async replacePlan(contactCode: string, groupCode: string, planned: readonly NewPlanEvent[], at: Date) {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(events)
          .where(and(eq(events.plan_contact, contactCode), eq(events.plan_group, groupCode)))
          .returning({ id: events.id });
        if (planned.length === 0) return { removedIds: removed.map((r) => r.id), added: [] };
        const added = await tx
          .insert(events)
          .values(
            planned.map((p) => ({
              title: p.title,
              description: p.description,
              event_type: 'clases' as const,
              event_date: p.day,
              start_date: p.start,
              end_date: p.end,
              start_hour: p.startHour,
              end_hour: p.endHour,
              // The plan is the student's own: no date restriction on it.
              no_fechar: 1,
              freemium: p.freemium,
              rescheduled: 1,
              event_original: p.originalId,
              plan_contact: contactCode,
              plan_group: groupCode,
              created_at: at,
              updated_at: at,
            })),
          )
          .returning();
        await tx.insert(eventContacts).values(added.map((row) => ({ event_id: row.id, edu_codigocontacto: contactCode, completed: 0, updated_at: at })));
        return { removedIds: removed.map((r) => r.id), added };
      });
    },

    /**
     * The student's timed events overlapping [from, to), in one statement: those of their active groups, those they
     * organize or are invited to, and their study plans of other groups (this group's plan is being replaced).
     * All-day events are left out: they hold no hours of the day. What a new study plan must not overlap.
     */
    async listBusyTimes(contactCode: string, groupCode: string, from: Date, to: Date) {
      return db
        .select({ id: events.id, start_date: events.start_date, end_date: events.end_date })
        .from(events)
        .where(
          and(
            eq(events.all_day, false),
            sql`${events.start_date} < ${to.toISOString()}::timestamptz and ${events.end_date} > ${from.toISOString()}::timestamptz`,
            sql`not (${events.plan_contact} is not null and ${events.plan_contact} = ${contactCode} and ${events.plan_group} = ${groupCode})`,
            sql`(exists (select 1 from ${eventFormations} join ${lineasMatricula} on ${lineasMatricula.edu_codigoformacion} = ${eventFormations.edu_codigoformacion}
                  where ${eventFormations.event_id} = ${events.id} and ${lineasMatricula.edu_codigoalumno} = ${contactCode} and ${lineasMatricula.edu_activa} = 0)
              or exists (select 1 from ${eventOrganizers} where ${eventOrganizers.event_id} = ${events.id} and ${eventOrganizers.edu_codigocontacto} = ${contactCode})
              or exists (select 1 from ${eventContacts} where ${eventContacts.event_id} = ${events.id} and ${eventContacts.edu_codigocontacto} = ${contactCode})
              or ${events.plan_contact} = ${contactCode})`,
          ),
        );
    },

    /** The student's own completion of these events (1/0), by id. */
    async listOwnCompletion(contactCode: string, eventIds: readonly number[]) {
      if (eventIds.length === 0) return new Map<number, number>();
      const rows = await db
        .select({ event_id: eventContacts.event_id, completed: eventContacts.completed })
        .from(eventContacts)
        .where(and(eq(eventContacts.edu_codigocontacto, contactCode), inArray(eventContacts.event_id, [...eventIds])));
      return new Map(rows.map((r) => [r.event_id, r.completed]));
    },
  };
}

export type TimelineRepository = ReturnType<typeof createTimelineRepository>;
