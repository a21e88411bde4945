import { sessions } from '../db/schema';
import type { Database } from '../db/client';
import { createSecretToken, hashToken } from '../lib/tokens';

/** Opens a session for a contact directly in the database and answers its bearer token (tests only). */
export async function createSession(db: Database, contactCode: string, options: { now?: Date; ttlMs?: number } = {}): Promise<string> {
  const token = createSecretToken(32);
  const now = options.now ?? new Date();
  await db.insert(sessions).values({
    token_hash: hashToken(token),
    edu_codigocontacto: contactCode,
    method: 'code',
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(now.getTime() + (options.ttlMs ?? 3600_000)),
  });
  return token;
}
