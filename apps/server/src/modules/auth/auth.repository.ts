import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactActivityDays, contacts, sessions, signInAttempts, signInCodes, teacherTokens } from '../../db/schema';

export type ContactRow = typeof contacts.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * Sessions of the same sign-in as session `id`: its first session and every renewal of it. Written as two
 * equalities (primary key, sign_in_id index) rather than one coalesce so both lookups use an index.
 */
function isOfSignIn(id: number) {
  const root = sql`(select coalesce(s.sign_in_id, s.id) from sessions s where s.id = ${id})`;
  return or(sql`${sessions.id} = ${root}`, sql`${sessions.sign_in_id} = ${root}`);
}

/** Data access of sign-in and sessions. */
export function createAuthRepository(db: Database) {
  return {
    async findContactByCode(code: string): Promise<ContactRow | undefined> {
      const [row] = await db.select().from(contacts).where(eq(contacts.edu_codigocontacto, code)).limit(1);
      return row;
    },

    async findContactByEmail(email: string): Promise<ContactRow | undefined> {
      const [row] = await db
        .select()
        .from(contacts)
        .where(sql`lower(${contacts.emailaddress1}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },

    async insertSignInCode(row: typeof signInCodes.$inferInsert): Promise<void> {
      await db.insert(signInCodes).values(row);
    },

    /** Marks an unused, unexpired code as used and returns it; a second call finds nothing (single use). */
    async consumeSignInCode(codeHash: string, now: Date) {
      const [row] = await db
        .update(signInCodes)
        .set({ used_at: now })
        .where(and(eq(signInCodes.code_hash, codeHash), isNull(signInCodes.used_at), gt(signInCodes.expires_at, now)))
        .returning();
      return row;
    },

    async findTeacherToken(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(teacherTokens)
        .where(and(eq(teacherTokens.token_hash, tokenHash), isNull(teacherTokens.revoked_at)))
        .limit(1);
      if (!row || (row.expires_at && row.expires_at <= now)) return undefined;
      return row;
    },

    async insertSession(row: typeof sessions.$inferInsert): Promise<SessionRow> {
      const [created] = await db.insert(sessions).values(row).returning();
      return created!;
    },

    /** The live session of a token hash with its contact. */
    async findLiveSession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ session: sessions, contact: contacts })
        .from(sessions)
        .innerJoin(contacts, eq(contacts.edu_codigocontacto, sessions.edu_codigocontacto))
        .where(and(eq(sessions.token_hash, tokenHash), isNull(sessions.revoked_at), gt(sessions.expires_at, now)))
        .limit(1);
      return row;
    },

    async shortenSession(id: number, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ expires_at: expiresAt }).where(eq(sessions.id, id));
    },

    async touchSession(id: number, now: Date): Promise<void> {
      await db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id, id));
    },

    /**
     * Revokes a session and every other session of its sign-in (a renewed token's predecessor still in its
     * grace period included); answers their ids.
     */
    async revokeSignIn(id: number, now: Date): Promise<number[]> {
      const rows = await db
        .update(sessions)
        .set({ revoked_at: now })
        .where(and(isNull(sessions.revoked_at), isOfSignIn(id)))
        .returning({ id: sessions.id });
      return rows.map((r) => r.id);
    },

    /** Revokes every live session of the contact; answers their ids. */
    async revokeAllSessions(contactCode: string, now: Date): Promise<number[]> {
      const rows = await db
        .update(sessions)
        .set({ revoked_at: now })
        .where(and(eq(sessions.edu_codigocontacto, contactCode), isNull(sessions.revoked_at)))
        .returning({ id: sessions.id });
      return rows.map((r) => r.id);
    },

    async isSessionLive(id: number, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, id), isNull(sessions.revoked_at), gt(sessions.expires_at, now)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * True while the sign-in of this session goes on: some session of it (this one, or a renewal of the
     * same sign-in) is neither revoked nor expired. Two primary-key/indexed lookups.
     */
    async isSignInLive(id: number, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(isOfSignIn(id), isNull(sessions.revoked_at), gt(sessions.expires_at, now)))
        .limit(1);
      return row !== undefined;
    },

    /** Records that the contact was active on a day (feeds the streak). */
    async recordActivityDay(contactCode: string, day: string): Promise<void> {
      await db.insert(contactActivityDays).values({ edu_codigocontacto: contactCode, day }).onConflictDoNothing();
    },

    async recordFailedSignIn(email: string, ip: string, at: Date): Promise<void> {
      await db.insert(signInAttempts).values({ email: email.toLowerCase(), ip, created_at: at });
    },

    async countFailedSignIns(since: Date, by: { email?: string; ip?: string }): Promise<number> {
      const condition = by.email
        ? and(eq(signInAttempts.email, by.email.toLowerCase()), gt(signInAttempts.created_at, since))
        : and(eq(signInAttempts.ip, by.ip ?? ''), gt(signInAttempts.created_at, since));
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(signInAttempts).where(condition);
      return row?.n ?? 0;
    },

    async clearFailedSignIns(email: string): Promise<void> {
      await db.delete(signInAttempts).where(eq(signInAttempts.email, email.toLowerCase()));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
