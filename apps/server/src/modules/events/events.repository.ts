import { and, asc, eq, gte, inArray, isNotNull, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventContacts, eventFormations, eventOrganizers, events, eventTopics, lineasMatricula } from '../../db/schema';
import type { EventReach } from '../../lib/reach';

export type EventRow = typeof events.$inferSelect;

/** An event's groups, organizers and per-contact completion, gathered in the same statement as the event. */
export interface EventRelations {
  groups: { value: string; label: string }[];
  organizers: { edu_codigocontacto: string; fullname: string; foto: string | null }[];
  people: { edu_codigocontacto: string; completed: number }[];
}

/** The columns an event summary shows, with its relations. */
export type EventWithRelations = Pick<
  EventRow,
  | 'id'
  | 'serie_id'
  | 'title'
  | 'description'
  | 'foto'
  | 'event_type'
  | 'event_date'
  | 'start_date'
  | 'end_date'
  | 'start_hour'
  | 'end_hour'
  | 'all_day'
  | 'join_url'
  | 'no_fechar'
  | 'freemium'
  | 'inicio_calendario'
  | 'fin_calendario'
  | 'rescheduled'
> &
  EventRelations;

/**
 * Each relation as a JSON array built by a correlated subquery (primary-key look-ups per event), so a list of
 * events costs one statement however many events it holds. Orders as the separate queries did: groups by
 * name, organizers by full name.
 */
const summaryColumns = {
  id: events.id,
  serie_id: events.serie_id,
  title: events.title,
  description: events.description,
  foto: events.foto,
  event_type: events.event_type,
  event_date: events.event_date,
  start_date: events.start_date,
  end_date: events.end_date,
  start_hour: events.start_hour,
  end_hour: events.end_hour,
  all_day: events.all_day,
  join_url: events.join_url,
  no_fechar: events.no_fechar,
  freemium: events.freemium,
  inicio_calendario: events.inicio_calendario,
  fin_calendario: events.fin_calendario,
  rescheduled: events.rescheduled,
  // Written out with aliases: in a select list Drizzle renders a column without its table, which a
  // correlated subquery cannot resolve.
  // A study-plan event has no group rows: it shows the group its plan was made for (calendar group filter).
  groups: sql<
    EventRelations['groups']
  >`coalesce((select json_agg(json_build_object('value', f.edu_codigoformacion, 'label', f.edu_formacion) order by f.edu_formacion)
      from event_formations ef join formations f on f.edu_codigoformacion = ef.edu_codigoformacion where ef.event_id = "events"."id"),
      (select json_build_array(json_build_object('value', f.edu_codigoformacion, 'label', f.edu_formacion)) from formations f where f.edu_codigoformacion = "events"."plan_group"), '[]'::json)`,
  organizers: sql<
    EventRelations['organizers']
  >`coalesce((select json_agg(json_build_object('edu_codigocontacto', c.edu_codigocontacto, 'fullname', c.fullname, 'foto', c.foto) order by c.fullname)
      from event_organizers eo join contacts c on c.edu_codigocontacto = eo.edu_codigocontacto where eo.event_id = "events"."id"), '[]'::json)`,
  people: sql<EventRelations['people']>`coalesce((select json_agg(json_build_object('edu_codigocontacto', ec.edu_codigocontacto, 'completed', ec.completed))
      from event_contacts ec where ec.event_id = "events"."id"), '[]'::json)`,
};

/** The contact's own events: those of their active groups, those they organize and those they are invited to. */
function relatedTo(code: string | Placeholder, isFreemiumOnly: boolean): SQL | undefined {
  const ofMyGroups = sql`exists (select 1 from ${eventFormations} join ${lineasMatricula} on ${lineasMatricula.edu_codigoformacion} = ${eventFormations.edu_codigoformacion}
      where ${eventFormations.event_id} = ${events.id} and ${lineasMatricula.edu_codigoalumno} = ${code} and ${lineasMatricula.edu_activa} = 0)`;
  const organized = sql`exists (select 1 from ${eventOrganizers} where ${eventOrganizers.event_id} = ${events.id} and ${eventOrganizers.edu_codigocontacto} = ${code})`;
  const invited = sql`exists (select 1 from ${eventContacts} where ${eventContacts.event_id} = ${events.id} and ${eventContacts.edu_codigocontacto} = ${code})`;
  // Their own study plan (timeline reschedule): such events have no group rows and belong to them alone.
  const ownPlan = sql`${events.plan_contact} = ${code}`;
  return or(isFreemiumOnly ? and(ofMyGroups, eq(events.freemium, true)) : ofMyGroups, organized, invited, ownPlan);
}

/** Events within the reach: their own, or every event. */
function visibleTo(reach: EventReach): SQL | undefined {
  return reach.isEveryEvent ? undefined : relatedTo(reach.contactCode, reach.isFreemiumOnly);
}

/** The sessions a teacher holds or attends (his home's "Próximas clases y tutorías"). */
const TEACHING_SESSION_TYPES = ['clases_directo', 'clases_prueba', 'zoom', 'taller', 'tutorias', 'tutoria', 'reunion'] as const;

/** Data access of events as lists and cards read them. */
export function createEventsRepository(db: Database) {
  // The home agenda, built once per reach (own events; freemium visitors only the freemium ones of their groups).
  const ownInRange = (isFreemiumOnly: boolean, name: string) =>
    db
      .select(summaryColumns)
      .from(events)
      .where(
        and(
          relatedTo(sql.placeholder('code'), isFreemiumOnly),
          // An event the contact's own study plan replaces shows once, as its plan copy.
          sql`not exists (select 1 from events planned where planned.plan_contact = ${sql.placeholder('code')} and planned.event_original = ${events.id})`,
          isNotNull(events.start_date),
          isNotNull(events.end_date),
          lt(events.start_date, sql`${sql.placeholder('to')}::timestamptz`),
          gte(events.end_date, sql`${sql.placeholder('from')}::timestamptz`),
        ),
      )
      .orderBy(asc(events.start_date), asc(events.id))
      .prepare(name);
  const ownInRangeOfAny = ownInRange(false, 'events_own_in_range');
  const ownInRangeOfFreemium = ownInRange(true, 'events_own_in_range_freemium');

  // A teacher's coming sessions (issue 30, his home): events of the groups he teaches, those he organizes and those
  // he is invited to; only sessions (live classes, workshops, tutorías, meetings): neither content of the tree nor
  // deadlines (tasks, tests: all-day items) nor students' study plans.
  const code = sql.placeholder('code');
  const teachingInRange = db
    .select(summaryColumns)
    .from(events)
    .where(
      and(
        or(
          sql`exists (select 1 from ${eventFormations} where ${eventFormations.event_id} = ${events.id} and ${eventFormations.edu_codigoformacion} = any(${sql.placeholder('groups')}::text[]))`,
          sql`exists (select 1 from ${eventOrganizers} where ${eventOrganizers.event_id} = ${events.id} and ${eventOrganizers.edu_codigocontacto} = ${code})`,
          sql`exists (select 1 from ${eventContacts} where ${eventContacts.event_id} = ${events.id} and ${eventContacts.edu_codigocontacto} = ${code})`,
        ),
        inArray(events.event_type, [...TEACHING_SESSION_TYPES]),
        sql`not exists (select 1 from ${eventTopics} where ${eventTopics.event_id} = ${events.id})`,
        sql`${events.plan_contact} is null`,
        isNotNull(events.start_date),
        lt(events.start_date, sql`${sql.placeholder('to')}::timestamptz`),
        gte(events.end_date, sql`${sql.placeholder('from')}::timestamptz`),
      ),
    )
    .orderBy(asc(events.start_date), asc(events.id))
    .limit(sql.placeholder('limit'))
    .prepare('events_teaching_in_range');

  return {
    /**
     * The contact's own events overlapping [from, to), by start, with their relations (staff too: a home lists
     * one's own agenda). Content their study plan replaced is left out: the plan copy stands for it.
     */
    async listOwnInRange(reach: EventReach, from: Date, to: Date): Promise<EventWithRelations[]> {
      const statement = reach.isFreemiumOnly ? ownInRangeOfFreemium : ownInRangeOfAny;
      return statement.execute({ code: reach.contactCode, from: from.toISOString(), to: to.toISOString() });
    },

    /** A teacher's events overlapping [from, to) (his groups', organized, invited), by start, at most `limit`, in one statement. */
    listTeachingInRange(contactCode: string, groupCodes: readonly string[], from: Date, to: Date, limit: number): Promise<EventWithRelations[]> {
      return teachingInRange.execute({ code: contactCode, groups: [...groupCodes], from: from.toISOString(), to: to.toISOString(), limit });
    },

    async findVisible(reach: EventReach, eventId: number): Promise<EventWithRelations | undefined> {
      const [row] = await db
        .select(summaryColumns)
        .from(events)
        .where(and(eq(events.id, eventId), visibleTo(reach), isNotNull(events.start_date), isNotNull(events.end_date)))
        .limit(1);
      return row;
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
