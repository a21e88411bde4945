import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ActivityMetadata, activityRecords, contactActivityDays, sessions } from '../../db/schema';

/** A transaction of another module (or the database): a record written with that module's rows commits with them. */
export type ActivitiesExecutor = Pick<Database, 'insert'>;

/** Data access of activity records and active days. */
export function createActivitiesRepository(db: Database) {
  return {
    async insertRecords(
      rows: { tipo_actividad_id: number; edu_codigocontacto: string; has_activity: boolean; metadata: ActivityMetadata | null; created_at: Date }[],
      executor: ActivitiesExecutor = db,
    ): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await executor.insert(activityRecords).values(rows).returning({ id: activityRecords.id });
      return inserted.length;
    },

    /** Active days since a day, newest first. */
    async listActiveDays(contactCode: string, sinceDay: string): Promise<string[]> {
      const rows = await db
        .select({ day: contactActivityDays.day })
        .from(contactActivityDays)
        .where(and(eq(contactActivityDays.edu_codigocontacto, contactCode), gte(contactActivityDays.day, sinceDay)))
        .orderBy(desc(contactActivityDays.day));
      return rows.map((r) => r.day);
    },

    /** When the user was last seen in any other session (their previous connection). */
    async findPreviousConnection(contactCode: string, currentSessionId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<Date | null>`max(${sessions.last_seen_at})`.mapWith(sessions.last_seen_at) })
        .from(sessions)
        .where(and(eq(sessions.edu_codigocontacto, contactCode), ne(sessions.id, currentSessionId)));
      return row?.at ?? null;
    },
  };
}

export type ActivitiesRepository = ReturnType<typeof createActivitiesRepository>;
