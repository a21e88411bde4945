import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leads } from '../../db/schema';
import { hashToken } from '../../lib/tokens';

export type LeadRow = typeof leads.$inferSelect;

/** Data access of the "Te llamamos gratis" leads. */
export function createLeadsRepository(db: Database) {
  return {
    async insertLead(values: typeof leads.$inferInsert): Promise<LeadRow> {
      const [row] = await db.insert(leads).values(values).returning();
      return row!;
    },

    /**
     * The lead of a trial link's `leadid` (the secret mailed to the lead, never the row id), while the link
     * is valid; anything else is simply not found.
     */
    async findLeadByAccessToken(token: string, now: Date): Promise<LeadRow | undefined> {
      if (token.length < 32) return undefined;
      const [row] = await db
        .select()
        .from(leads)
        .where(and(eq(leads.access_token_hash, hashToken(token)), gt(leads.access_expires_at, now)))
        .limit(1);
      return row;
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
