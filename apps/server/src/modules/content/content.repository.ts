import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts, eventContacts, eventFiles, eventFormations, eventOrganizers, events, eventTopics, files, topics, units } from '../../db/schema';

/** Data access of the formation tree (units, topics, events and their files) and of completion. */
export function createContentRepository(db: Database) {
  // The tree's per-request query, built once (the structure itself is cached by the service).
  const ownCompletion = db
    .select({ event_id: eventContacts.event_id, completed: eventContacts.completed })
    .from(eventContacts)
    .where(
      and(eq(eventContacts.edu_codigocontacto, sql.placeholder('contactCode')), sql`${eventContacts.event_id} = any(${sql.placeholder('eventIds')}::int[])`),
    )
    .prepare('content_own_completion');

  return {
    async listUnits(formationCode: string) {
      return db.select().from(units).where(eq(units.formation, formationCode)).orderBy(asc(units.orden), asc(units.id));
    },

    async listTopics(unitIds: readonly number[]) {
      if (unitIds.length === 0) return [];
      return db
        .select()
        .from(topics)
        .where(inArray(topics.unidad_id, [...unitIds]))
        .orderBy(asc(topics.orden), asc(topics.id));
    },

    /** Every event placed in the topics (whatever group it is linked to), in tree order. */
    async listPlacedEvents(topicIds: readonly number[]) {
      if (topicIds.length === 0) return [];
      return db
        .select({ topic_id: eventTopics.topic_id, orden: eventTopics.orden, event_id: eventTopics.event_id })
        .from(eventTopics)
        .innerJoin(events, eq(events.id, eventTopics.event_id))
        .where(inArray(eventTopics.topic_id, [...topicIds]))
        .orderBy(asc(eventTopics.orden), asc(events.orden), asc(events.id));
    },

    /** Where each event sits in the tree: its order inside its first topic (what the tree answers as `orden`). */
    async listEventOrders(eventIds: readonly number[]) {
      if (eventIds.length === 0) return [];
      return db
        .select({ event_id: eventTopics.event_id, orden: eventTopics.orden })
        .from(eventTopics)
        .where(inArray(eventTopics.event_id, [...eventIds]))
        .orderBy(asc(eventTopics.topic_id), asc(eventTopics.orden));
    },

    /** Group codes of each event. */
    async listEventGroups(eventIds: readonly number[]) {
      if (eventIds.length === 0) return [];
      return db
        .select()
        .from(eventFormations)
        .where(inArray(eventFormations.event_id, [...eventIds]));
    },

    /** Files of the events, by kind and order. */
    async listEventFiles(eventIds: readonly number[]) {
      if (eventIds.length === 0) return [];
      return db
        .select({ event_id: eventFiles.event_id, kind: eventFiles.kind, file: files })
        .from(eventFiles)
        .innerJoin(files, eq(files.id, eventFiles.file_id))
        .where(inArray(eventFiles.event_id, [...eventIds]))
        .orderBy(asc(eventFiles.orden), asc(files.id));
    },

    async listOrganizers(eventIds: readonly number[]) {
      if (eventIds.length === 0) return [];
      return db
        .select({ event_id: eventOrganizers.event_id, edu_codigocontacto: contacts.edu_codigocontacto, fullname: contacts.fullname, foto: contacts.foto })
        .from(eventOrganizers)
        .innerJoin(contacts, eq(contacts.edu_codigocontacto, eventOrganizers.edu_codigocontacto))
        .where(inArray(eventOrganizers.event_id, [...eventIds]))
        .orderBy(asc(contacts.fullname));
    },

    /** The contact's own completion rows of the events. */
    async listOwnCompletion(contactCode: string, eventIds: readonly number[]): Promise<{ event_id: number; completed: number }[]> {
      if (eventIds.length === 0) return [];
      return ownCompletion.execute({ contactCode, eventIds: [...eventIds] });
    },

    /**
     * The contact's study-plan event that is, or plans, this event (timeline reschedule): its id, the content
     * it plans and its day. Null when the event is neither a plan event of theirs nor planned by one.
     */
    async findOwnPlanLink(
      contactCode: string,
      eventId: number,
    ): Promise<{ planId: number; originalId: number | null; planStart: Date | null; planDay: string | null; planGroup: string | null } | null> {
      const [row] = await db
        .select({
          planId: events.id,
          originalId: events.event_original,
          planStart: events.start_date,
          planDay: events.event_date,
          planGroup: events.plan_group,
        })
        .from(events)
        .where(and(eq(events.plan_contact, contactCode), or(eq(events.id, eventId), eq(events.event_original, eventId))))
        .limit(1);
      return row ?? null;
    },

    async findUnit(unitId: number) {
      const [row] = await db.select().from(units).where(eq(units.id, unitId)).limit(1);
      return row ?? null;
    },

    async updateUnitTitle(unitId: number, titulo: string, at: Date) {
      const [row] = await db
        .update(units)
        .set({ titulo, updated_at: at })
        .where(eq(units.id, unitId))
        // A subquery of the same statement reads the row as it was before the update: the audit log's "before".
        .returning({
          id: units.id,
          titulo: units.titulo,
          formation: units.formation,
          previousTitulo: sql<string>`(select u.titulo from ${units} u where u.id = ${unitId})`,
        });
      return row ?? null;
    },

    /** Sets the contact's completion of the events (insert or update), in one statement. */
    async setCompletion(contactCode: string, eventIds: readonly number[], completed: 0 | 1, at: Date): Promise<void> {
      if (eventIds.length === 0) return;
      await db
        .insert(eventContacts)
        .values(eventIds.map((event_id) => ({ event_id, edu_codigocontacto: contactCode, completed, updated_at: at })))
        .onConflictDoUpdate({ target: [eventContacts.event_id, eventContacts.edu_codigocontacto], set: { completed, updated_at: sql`excluded.updated_at` } });
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
