import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactActivityDays, contacts, sessionIdTokens, sessions, signInAttempts, signInCodes, teacherTokens } from '../../db/schema';

/** A gap between two session checks longer than this (seconds) is not counted as time with Campus open. */
export const ACTIVE_GAP_SECONDS = 300;

export type SessionRow = typeof sessions.$inferSelect;
export interface RevokedSession {
  id: number;
  token_hash: string;
}

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
  // The per-request look-up, built once (every authenticated call resolves its token; the SQL never changes).
  const sessionByTokenHash = db
    .select()
    .from(sessions)
    .where(eq(sessions.token_hash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('auth_session_by_token_hash');
  const touchById = db
    .update(sessions)
    .set({ last_seen_at: sql`${sql.placeholder('now')}::timestamptz` })
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('auth_touch_session');
  const liveSessionById = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder('id')), isNull(sessions.revoked_at), gt(sessions.expires_at, sql`${sql.placeholder('now')}::timestamptz`)))
    .limit(1)
    .prepare('auth_live_session_by_id');
  const insertActivityDay = db
    .insert(contactActivityDays)
    .values({ edu_codigocontacto: sql.placeholder('code'), day: sql.placeholder('day') })
    .onConflictDoNothing()
    .prepare('auth_insert_activity_day');
  // Active time ('tiempo medio'): one statement adds the seconds since the day's last counted check when the gap
  // is at most ACTIVE_GAP_SECONDS (an open app checks every 240 s; a longer gap means it was closed or asleep, and
  // the new stretch starts at 0), and moves last_seen_at forward (never back: two instances may race).
  const addActiveTime = db
    .insert(contactActivityDays)
    .values({
      edu_codigocontacto: sql.placeholder('code'),
      day: sql.placeholder('day'),
      active_seconds: 0,
      last_seen_at: sql`${sql.placeholder('now')}::timestamptz`,
    })
    .onConflictDoUpdate({
      target: [contactActivityDays.edu_codigocontacto, contactActivityDays.day],
      set: {
        active_seconds: sql`${contactActivityDays.active_seconds} + case
          when ${contactActivityDays.last_seen_at} is not null
           and excluded.last_seen_at > ${contactActivityDays.last_seen_at}
           and excluded.last_seen_at - ${contactActivityDays.last_seen_at} <= ${sql.raw(`interval '${ACTIVE_GAP_SECONDS} seconds'`)}
          then floor(extract(epoch from excluded.last_seen_at - ${contactActivityDays.last_seen_at}))::integer
          else 0 end`,
        last_seen_at: sql`greatest(${contactActivityDays.last_seen_at}, excluded.last_seen_at)`,
      },
    })
    .prepare('auth_add_active_time');

  return {
    /** The session of a token hash, whatever its state: callers check revocation and expiry against now. */
    async findSessionByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      const [row] = await sessionByTokenHash.execute({ tokenHash });
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

    async shortenSession(id: number, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ expires_at: expiresAt }).where(eq(sessions.id, id));
    },

    async touchSession(id: number, now: Date): Promise<void> {
      await touchById.execute({ id, now: now.toISOString() });
    },

    /** Keeps the OIDC provider's ID token with the first session of a sign-in (for the logout there). */
    async insertSessionIdToken(sessionId: number, idToken: string): Promise<void> {
      await db.insert(sessionIdTokens).values({ session_id: sessionId, id_token: idToken });
    },

    /** The ID token of the sign-in a session (or one of its renewals) belongs to, or null. */
    async findSignInIdToken(sessionId: number): Promise<string | null> {
      const root = sql`(select coalesce(s.sign_in_id, s.id) from sessions s where s.id = ${sessionId})`;
      const [row] = await db
        .select({ id_token: sessionIdTokens.id_token })
        .from(sessionIdTokens)
        .where(sql`${sessionIdTokens.session_id} = ${root}`)
        .limit(1);
      return row?.id_token ?? null;
    },

    /**
     * Revokes a session and every other session of its sign-in (a renewed token's predecessor still in its
     * grace period included); answers their ids.
     */
    async revokeSignIn(id: number, now: Date): Promise<RevokedSession[]> {
      return db
        .update(sessions)
        .set({ revoked_at: now })
        .where(and(isNull(sessions.revoked_at), isOfSignIn(id)))
        .returning({ id: sessions.id, token_hash: sessions.token_hash });
    },

    /** Revokes every live session of the contact; answers their ids and token hashes. */
    async revokeAllSessions(contactCode: string, now: Date): Promise<RevokedSession[]> {
      return db
        .update(sessions)
        .set({ revoked_at: now })
        .where(and(eq(sessions.edu_codigocontacto, contactCode), isNull(sessions.revoked_at)))
        .returning({ id: sessions.id, token_hash: sessions.token_hash });
    },

    /**
     * Revokes every live session of the contact except the sign-in of session `keepId` (that session and its
     * renewals stay): a password change or reset ends the other devices, not the one that asked. The match is
     * wrapped in coalesce: `sign_in_id = …` is null on first sessions, and `not null` would keep them.
     */
    async revokeOtherSessions(contactCode: string, keepId: number, now: Date): Promise<RevokedSession[]> {
      return db
        .update(sessions)
        .set({ revoked_at: now })
        .where(and(eq(sessions.edu_codigocontacto, contactCode), isNull(sessions.revoked_at), sql`not coalesce(${isOfSignIn(keepId)}, false)`))
        .returning({ id: sessions.id, token_hash: sessions.token_hash });
    },

    /** Stores a new password hash of the built-in provider and whether the next sign-in must replace it. */
    async updatePassword(contactCode: string, passwordHash: string, mustChangePassword: boolean): Promise<void> {
      await db
        .update(contacts)
        .set({ password_hash: passwordHash, must_change_password: mustChangePassword })
        .where(eq(contacts.edu_codigocontacto, contactCode));
    },

    /** An unused, unexpired code, without using it (the forced password change reads its ticket before spending it). */
    async findSignInCode(codeHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(signInCodes)
        .where(and(eq(signInCodes.code_hash, codeHash), isNull(signInCodes.used_at), gt(signInCodes.expires_at, now)))
        .limit(1);
      return row;
    },

    async isSessionLive(id: number, now: Date): Promise<boolean> {
      const [row] = await liveSessionById.execute({ id, now: now.toISOString() });
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
      await insertActivityDay.execute({ code: contactCode, day });
    },

    /** Counts a session check into the day's active time (see addActiveTime above): one statement, the day's row created if missing. */
    async addActiveTime(contactCode: string, day: string, at: Date): Promise<void> {
      await addActiveTime.execute({ code: contactCode, day, now: at.toISOString() });
    },

    async recordFailedSignIn(email: string, ip: string, at: Date): Promise<void> {
      await db.insert(signInAttempts).values({ email: email.toLowerCase(), ip, created_at: at });
    },

    async countFailedSignIns(since: Date, by: { email?: string; ip?: string }): Promise<number> {
      const condition = by.email
        ? and(eq(signInAttempts.email, by.email.toLowerCase()), gt(signInAttempts.created_at, since))
        : and(eq(signInAttempts.ip, by.ip ?? ''), gt(signInAttempts.created_at, since));
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(signInAttempts)
        .where(condition);
      return row?.n ?? 0;
    },

    async clearFailedSignIns(email: string): Promise<void> {
      await db.delete(signInAttempts).where(eq(signInAttempts.email, email.toLowerCase()));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
