import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invitations } from '../../db/schema';

export type InvitationExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
export type InvitationRow = typeof invitations.$inferSelect;

/** Invitations (issue 31): one open (unused, unexpired, not superseded) per person at a time. */
export function createInvitationsRepository(db: Database) {
  return {
    /** Supersedes the person's open invitations and stores the new one, in one transaction (or the caller's). */
    async replaceOpenInvitations(rows: readonly (typeof invitations.$inferInsert)[], at: Date, executor: InvitationExecutor = db): Promise<void> {
      if (rows.length === 0) return;
      const codes = [...new Set(rows.map((row) => row.edu_codigocontacto))];
      await executor
        .update(invitations)
        .set({ superseded_at: at })
        .where(
          and(sql`${invitations.edu_codigocontacto} = any(${sql.param(codes)}::varchar[])`, isNull(invitations.used_at), isNull(invitations.superseded_at)),
        );
      await executor.insert(invitations).values([...rows]);
    },

    /** The open invitation of a token hash, or undefined (used, superseded or expired). */
    async findOpenInvitation(tokenHash: string, at: Date): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(invitations)
        .where(
          and(eq(invitations.token_hash, tokenHash), isNull(invitations.used_at), isNull(invitations.superseded_at), sql`${invitations.expires_at} > ${at}`),
        )
        .limit(1);
      return row;
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
