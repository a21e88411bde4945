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
    const fromBound = from ? sql`and e.start_date >= ${from.toISOString()}::timestamptz` : sql``;
    const toBound = to ? sql`and e.start_date < ${to.toISOString()}::timestamptz` : sql``;
    const codeList = sql.join(
      codes.map((code) => sql`${code}`),
      sql`, `,
    );
    const result = await db.execute<Raw>(sql`
      select c.code as contact_code, e.id, e.title, e.description, e.event_type, e.event_date::text as event_date,
             (extract(epoch from e.start_date) * 1000)::float8 as start_ms, (extract(epoch from e.end_date) * 1000)::float8 as end_ms,
             e.start_hour::text as start_hour, e.end_hour::text as end_hour, e.rescheduled, e.event_original,
             (extract(epoch from o.start_date) * 1000)::float8 as original_ms, o.event_date::text as original_event_date,
             (select p.id from events p where p.plan_contact = c.code and p.plan_group = ${groupCode} and p.event_original = e.id limit 1) as planned_as,
             coalesce(ec.completed, 0) as completed,
             (e.plan_contact is not null) as is_plan
      from unnest(array[${contactList}]::text[]) as c(code)
      cross join events e
      left join events o on o.id = e.event_original
      left join event_contacts ec on ec.event_id = e.id and ec.edu_codigocontacto = c.code
      where e.start_date is not null and e.end_date is not null
        and e.event_type not in ('tutorias', 'tutoria')
        and (
          (e.plan_contact = c.code and e.plan_group = ${groupCode})
          or (
            e.plan_contact is null
            and exists (select 1 from event_formations ef where ef.event_id = e.id and ef.edu_codigoformacion in (${codeList}))
            and not exists (select 1 from event_formations rf where rf.event_id = e.event_rescheduled and rf.edu_codigoformacion in (${codeList}))
          )
        )
        ${fromBound} ${toBound}
      order by c.code, e.start_date, e.id`);
    // Both drivers answer { rows }; instants travel as epoch milliseconds so each maps them the same.
    type Raw = Omit<TimelineRow, 'start_date' | 'end_date' | 'original_start'> & {
      contact_code: string;
      start_ms: number;
      end_ms: number;
      original_ms: number | null;
    };
    const rows = result.rows;
    for (const { contact_code, start_ms, end_ms, original_ms, ...row } of rows) {
      byContact.get(contact_code)?.push({
        ...row,
        start_date: new Date(Number(start_ms)),
        end_date: new Date(Number(end_ms)),
        original_start: original_ms === null ? null : new Date(Number(original_ms)),
        planned_as: row.planned_as === null ? null : Number(row.planned_as),
        event_original: row.event_original === null ? null : Number(row.event_original),
        rescheduled: Number(row.rescheduled),
        completed: Number(row.completed),
        is_plan: Boolean(row.is_plan),
      });
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
