import { and, asc, eq, gte, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calendarFeeds, contacts, eventFiles, events, files } from '../../db/schema';

export type CalendarEventRow = typeof events.$inferSelect;
export type CalendarFileRow = typeof files.$inferSelect;

/** An event with everything the calendar shows and decides on, read in the same statement as the event. */
export interface CalendarRow {
  event: CalendarEventRow;
  /** Groups the event is for (a study-plan event: the group of the plan), by name. */
  groups: { value: string; label: string }[];
  /** Codes of the groups in event_formations (what access is decided on; empty for a study-plan event). */
  groupCodes: string[];
  unidades: { unidad_id: number; type: 'unidad' | 'unidad extra' }[];
  organizers: { edu_codigocontacto: string; fullname: string; foto: string | null }[];
  people: { edu_codigocontacto: string; completed: number }[];
  /** The asking contact's study-plan event that replaces this one (only asked with `withPlan`). */
  replacedBy: number | null;
}

/**
 * Each relation as a JSON array built by a correlated subquery, so a month of events is one statement
 * however many events it holds. Aliases written out: Drizzle renders a column of the select list without
 * its table, which a correlated subquery cannot resolve.
 */
const relationColumns = {
  groups: sql<CalendarRow['groups']>`coalesce(
      (select json_agg(json_build_object('value', f.edu_codigoformacion, 'label', f.edu_formacion) order by f.edu_formacion)
        from event_formations ef join formations f on f.edu_codigoformacion = ef.edu_codigoformacion where ef.event_id = "events"."id"),
      (select json_build_array(json_build_object('value', f.edu_codigoformacion, 'label', f.edu_formacion)) from formations f where f.edu_codigoformacion = "events"."plan_group"),
      '[]'::json)`,
  groupCodes: sql<string[]>`coalesce((select json_agg(ef.edu_codigoformacion) from event_formations ef where ef.event_id = "events"."id"), '[]'::json)`,
  unidades: sql<CalendarRow['unidades']>`coalesce((select json_agg(json_build_object('unidad_id', u.id, 'type', u.type) order by u.id)
      from (select distinct et.unidad_id from event_topics et where et.event_id = "events"."id") t join units u on u.id = t.unidad_id), '[]'::json)`,
  organizers: sql<
    CalendarRow['organizers']
  >`coalesce((select json_agg(json_build_object('edu_codigocontacto', c.edu_codigocontacto, 'fullname', c.fullname, 'foto', c.foto) order by c.fullname)
      from event_organizers eo join contacts c on c.edu_codigocontacto = eo.edu_codigocontacto where eo.event_id = "events"."id"), '[]'::json)`,
  people: sql<CalendarRow['people']>`coalesce((select json_agg(json_build_object('edu_codigocontacto', ec.edu_codigocontacto, 'completed', ec.completed))
      from event_contacts ec where ec.event_id = "events"."id"), '[]'::json)`,
};

/** The asking contact's study-plan event replacing this one (newest), or null. */
const replacedBy = (me: SQL) =>
  sql<number | null>`(select p.id from events p where p.plan_contact = ${me} and p.event_original = "events"."id" order by p.id desc limit 1)`;

const columns = (me: SQL) => ({ event: events, ...relationColumns, replacedBy: replacedBy(me) });

/** Data access of the calendar: events with their relations, an event's files, the personal feeds. */
export function createCalendarRepository(db: Database) {
  const me = sql`${sql.placeholder('me')}`;
  // A month of the calendar (and the feed): events of the groups asked (or their main formations), those the
  // contact organizes or is invited to, and the contact's own study-plan events of the groups asked. An
  // event_contacts row of a group event is a completion mark, not an invitation: that event shows with its group.
  const inRange = db
    .select(columns(sql`case when ${sql.placeholder('withPlan')}::boolean then ${me} else null end`))
    .from(events)
    .where(
      and(
        isNotNull(events.start_date),
        isNotNull(events.end_date),
        lt(events.start_date, sql`${sql.placeholder('to')}::timestamptz`),
        gte(events.end_date, sql`${sql.placeholder('from')}::timestamptz`),
        or(
          sql`("events"."plan_contact" is null and exists (select 1 from event_formations ef where ef.event_id = "events"."id" and ef.edu_codigoformacion = any(${sql.placeholder('groups')}::text[])))`,
          sql`(${sql.placeholder('withContact')}::boolean and "events"."plan_contact" is null and (
              exists (select 1 from event_organizers eo where eo.event_id = "events"."id" and eo.edu_codigocontacto = ${me})
              or (exists (select 1 from event_contacts ec where ec.event_id = "events"."id" and ec.edu_codigocontacto = ${me})
                and not exists (select 1 from event_formations ef where ef.event_id = "events"."id"))))`,
          sql`(${sql.placeholder('withPlan')}::boolean and "events"."plan_contact" = ${me} and "events"."plan_group" = any(${sql.placeholder('planGroups')}::text[]))`,
        ),
      ),
    )
    .orderBy(asc(events.start_date), asc(events.id))
    .prepare('calendar_events_in_range');

  const byId = db
    .select(columns(me))
    .from(events)
    .where(and(eq(events.id, sql.placeholder('id')), isNotNull(events.start_date), isNotNull(events.end_date)))
    .limit(1)
    .prepare('calendar_event_by_id');

  const bySerie = db
    .select(columns(me))
    .from(events)
    .where(and(sql`${events.serie_id} = ${sql.placeholder('serieId')}::uuid`, isNotNull(events.start_date), isNotNull(events.end_date)))
    .orderBy(asc(events.start_date), asc(events.id))
    .prepare('calendar_events_by_serie');

  const filesOfEvent = db
    .select({ kind: eventFiles.kind, file: files })
    .from(eventFiles)
    .innerJoin(files, eq(files.id, eventFiles.file_id))
    .where(eq(eventFiles.event_id, sql.placeholder('eventId')))
    .orderBy(asc(eventFiles.orden), asc(files.id))
    .prepare('calendar_event_files');

  const feedOfContact = db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.edu_codigocontacto, sql.placeholder('code')))
    .limit(1)
    .prepare('calendar_feed_of_contact');
  const contactOfFeed = db
    .select({ contact: contacts })
    .from(calendarFeeds)
    .innerJoin(contacts, eq(contacts.edu_codigocontacto, calendarFeeds.edu_codigocontacto))
    .where(and(eq(calendarFeeds.token, sql.placeholder('token')), sql`${contacts.statecode} = 0`))
    .limit(1)
    .prepare('calendar_feed_contact');

  return {
    /** Events overlapping [from, to) of the groups (codes, main formations included by the caller), by start. */
    async listInRange(query: {
      me: string;
      from: Date;
      to: Date;
      groups: readonly string[];
      withContact: boolean;
      withPlan: boolean;
      planGroups: readonly string[];
    }): Promise<CalendarRow[]> {
      return inRange.execute({
        ...query,
        groups: [...query.groups],
        planGroups: [...query.planGroups],
        from: query.from.toISOString(),
        to: query.to.toISOString(),
      });
    },

    /** One dated event with its relations (the service decides whether the contact may see it). */
    async findById(me: string, id: number): Promise<CalendarRow | undefined> {
      const [row] = await byId.execute({ me, id });
      return row;
    },

    /** Every dated event of a series, by start. */
    async listBySerie(me: string, serieId: string): Promise<CalendarRow[]> {
      return bySerie.execute({ me, serieId });
    },

    /** The files of an event, in their order. */
    async listEventFiles(eventId: number): Promise<{ kind: 'archivo' | 'h5p'; file: CalendarFileRow }[]> {
      return filesOfEvent.execute({ eventId });
    },

    async findFeed(contactCode: string) {
      const [row] = await feedOfContact.execute({ code: contactCode });
      return row ?? null;
    },

    /** The active contact a feed token belongs to. */
    async findFeedContact(token: string) {
      const [row] = await contactOfFeed.execute({ token });
      return row?.contact ?? null;
    },

    /** Creates the contact's feed or replaces its token (the old one stops working at once). */
    async saveFeed(contactCode: string, token: string, now: Date) {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ edu_codigocontacto: contactCode, token, created_at: now })
        .onConflictDoUpdate({ target: calendarFeeds.edu_codigocontacto, set: { token, created_at: now } })
        .returning();
      return row!;
    },

    /** Replaces the token of the contact's feed, if there is one (none is created); true when it was replaced. */
    async replaceFeedToken(contactCode: string, token: string, now: Date) {
      const rows = await db
        .update(calendarFeeds)
        .set({ token, created_at: now })
        .where(eq(calendarFeeds.edu_codigocontacto, contactCode))
        .returning({ token: calendarFeeds.token });
      return rows.length > 0;
    },

    async deleteFeed(contactCode: string) {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.edu_codigocontacto, contactCode));
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
