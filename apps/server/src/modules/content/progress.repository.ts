import { and, countDistinct, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventContacts, eventFormations, eventTopics } from '../../db/schema';

/** Data access of per-student progress. */
export function createProgressRepository(db: Database) {
  return {
    /** Content events of a group (events placed in the unit/topic tree) and how many the student completed. */
    async countGroupContent(contactCode: string, groupCode: string): Promise<{ total: number; completed: number }> {
      const [row] = await db
        .select({
          total: countDistinct(eventFormations.event_id),
          completed: sql<number>`count(distinct case when ${eventContacts.completed} = 1 then ${eventFormations.event_id} end)::int`,
        })
        .from(eventFormations)
        .innerJoin(eventTopics, eq(eventTopics.event_id, eventFormations.event_id))
        .leftJoin(eventContacts, and(eq(eventContacts.event_id, eventFormations.event_id), eq(eventContacts.edu_codigocontacto, contactCode)))
        .where(eq(eventFormations.edu_codigoformacion, groupCode));
      return { total: Number(row?.total ?? 0), completed: Number(row?.completed ?? 0) };
    },
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
