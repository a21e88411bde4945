import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leads } from '../../db/schema';

export type LeadRow = typeof leads.$inferSelect;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Data access of the "Te llamamos gratis" leads. */
export function createLeadsRepository(db: Database) {
  return {
    async insertLead(values: typeof leads.$inferInsert): Promise<LeadRow> {
      const [row] = await db.insert(leads).values(values).returning();
      return row!;
    },

    /** The lead of an id as it travels in links; anything that is not a UUID is simply not found. */
    async findLead(id: string): Promise<LeadRow | undefined> {
      if (!UUID_PATTERN.test(id)) return undefined;
      const [row] = await db.select().from(leads).where(eq(leads.id, id.toLowerCase())).limit(1);
      return row;
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
