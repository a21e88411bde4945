import { and, asc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts, eventContacts, eventFormations, eventOrganizers, events, formations, lineasMatricula } from '../../db/schema';

export type EventRow = typeof events.$inferSelect;

/** Which events a contact may list or open, as decided by the policies (`getEventReach`). */
export interface EventReach {
  contactCode: string;
  /** Every event (staff). */
  isEveryEvent: boolean;
  /** Only the freemium-flagged events of their groups (a freemium visitor). */
  isFreemiumOnly: boolean;
}

/** The contact's own events: those of their active groups, those they organize and those they are invited to. */
function relatedTo(reach: EventReach): SQL | undefined {
  const code = reach.contactCode;
  const ofMyGroups = sql`exists (select 1 from ${eventFormations} join ${lineasMatricula} on ${lineasMatricula.edu_codigoformacion} = ${eventFormations.edu_codigoformacion}
      where ${eventFormations.event_id} = ${events.id} and ${lineasMatricula.edu_codigoalumno} = ${code} and ${lineasMatricula.edu_activa} = 0)`;
  const organized = sql`exists (select 1 from ${eventOrganizers} where ${eventOrganizers.event_id} = ${events.id} and ${eventOrganizers.edu_codigocontacto} = ${code})`;
  const invited = sql`exists (select 1 from ${eventContacts} where ${eventContacts.event_id} = ${events.id} and ${eventContacts.edu_codigocontacto} = ${code})`;
  return or(reach.isFreemiumOnly ? and(ofMyGroups, eq(events.freemium, true)) : ofMyGroups, organized, invited);
}

/** Events within the reach: their own, or every event. */
function visibleTo(reach: EventReach): SQL | undefined {
  return reach.isEveryEvent ? undefined : relatedTo(reach);
}

/** Data access of events as lists and cards read them. */
export function createEventsRepository(db: Database) {
  return {
    /** The contact's own events overlapping [from, to), by start (staff too: a home lists one's own agenda). */
    async listOwnInRange(reach: EventReach, from: Date, to: Date): Promise<EventRow[]> {
      return db
        .select()
        .from(events)
        .where(and(relatedTo(reach), isNotNull(events.start_date), isNotNull(events.end_date), lt(events.start_date, to), gte(events.end_date, from)))
        .orderBy(asc(events.start_date), asc(events.id));
    },

    async findVisible(reach: EventReach, eventId: number): Promise<EventRow | undefined> {
      const [row] = await db
        .select()
        .from(events)
        .where(and(eq(events.id, eventId), visibleTo(reach), isNotNull(events.start_date), isNotNull(events.end_date)))
        .limit(1);
      return row;
    },

    /** Groups, organizers and per-contact completion of the given events. */
    async loadRelations(eventIds: readonly number[]) {
      if (eventIds.length === 0) return { groups: [], organizers: [], people: [] };
      const ids = [...eventIds];
      const [groups, organizers, people] = await Promise.all([
        db
          .select({ event_id: eventFormations.event_id, value: formations.edu_codigoformacion, label: formations.edu_formacion })
          .from(eventFormations)
          .innerJoin(formations, eq(formations.edu_codigoformacion, eventFormations.edu_codigoformacion))
          .where(inArray(eventFormations.event_id, ids))
          .orderBy(asc(formations.edu_formacion)),
        db
          .select({ event_id: eventOrganizers.event_id, edu_codigocontacto: contacts.edu_codigocontacto, fullname: contacts.fullname, foto: contacts.foto })
          .from(eventOrganizers)
          .innerJoin(contacts, eq(contacts.edu_codigocontacto, eventOrganizers.edu_codigocontacto))
          .where(inArray(eventOrganizers.event_id, ids))
          .orderBy(asc(contacts.fullname)),
        db
          .select({ event_id: eventContacts.event_id, edu_codigocontacto: eventContacts.edu_codigocontacto, completed: eventContacts.completed })
          .from(eventContacts)
          .where(inArray(eventContacts.event_id, ids)),
      ]);
      return { groups, organizers, people };
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
