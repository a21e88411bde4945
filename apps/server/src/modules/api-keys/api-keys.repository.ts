import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiKeys, contacts } from '../../db/schema';

/** A database or an open transaction: a key's change and its audit row commit together. */
export type ApiKeyExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type ApiKeyWithCreator = ApiKeyRow & { creatorFullname: string | null };

/** A key that may call the API, with its creator's address (the actor names the person answerable for it). */
export interface LiveApiKey {
  id: number;
  name: string;
  scope: ApiKeyRow['scope'];
  created_by: string | null;
  creatorEmail: string | null;
  last_used_at: Date | null;
}

// RETURNING may hold scalar subqueries: a written key comes back with its creator's name in the same statement.
const returningWithCreator = {
  id: apiKeys.id,
  name: apiKeys.name,
  scope: apiKeys.scope,
  key_hash: apiKeys.key_hash,
  key_prefix: apiKeys.key_prefix,
  created_by: apiKeys.created_by,
  created_at: apiKeys.created_at,
  last_used_at: apiKeys.last_used_at,
  revoked_at: apiKeys.revoked_at,
  creatorFullname: sql<string | null>`(select c.fullname from contacts c where c.edu_codigocontacto = "api_keys"."created_by")`,
};

/** Data access of the API keys: each call one statement. */
export function createApiKeysRepository(db: Database) {
  const byHash = db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      scope: apiKeys.scope,
      created_by: apiKeys.created_by,
      creatorEmail: contacts.emailaddress1,
      last_used_at: apiKeys.last_used_at,
    })
    .from(apiKeys)
    .leftJoin(contacts, eq(contacts.edu_codigocontacto, apiKeys.created_by))
    .where(and(eq(apiKeys.key_hash, sql.placeholder('hash')), isNull(apiKeys.revoked_at)))
    .prepare('api_keys_live_by_hash');

  return {
    transaction: <T>(run: (tx: ApiKeyExecutor) => Promise<T>) => db.transaction(run),

    /** The key of a hash unless revoked (never cached: a revocation holds at once on every instance). */
    async findLiveKey(keyHash: string): Promise<LiveApiKey | null> {
      const [row] = await byHash.execute({ hash: keyHash });
      return row ?? null;
    },

    /**
     * Marks a key used at `at` unless another request (on any instance) already did within the last minute: at
     * most one write a minute per key, however many calls it makes.
     */
    async touchKey(id: number, at: Date, minIntervalMs: number): Promise<void> {
      await db
        .update(apiKeys)
        .set({ last_used_at: at })
        .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.last_used_at), lt(apiKeys.last_used_at, new Date(at.getTime() - minIntervalMs)))));
    },

    /** Every key, newest first, with its creator's name. */
    async listKeys(): Promise<ApiKeyWithCreator[]> {
      const rows = await db
        .select({ key: apiKeys, creatorFullname: contacts.fullname })
        .from(apiKeys)
        .leftJoin(contacts, eq(contacts.edu_codigocontacto, apiKeys.created_by))
        .orderBy(desc(apiKeys.created_at), desc(apiKeys.id));
      return rows.map(({ key, creatorFullname }) => ({ ...key, creatorFullname }));
    },

    async insertKey(values: typeof apiKeys.$inferInsert, executor: ApiKeyExecutor = db): Promise<ApiKeyWithCreator> {
      const [row] = await executor.insert(apiKeys).values(values).returning(returningWithCreator);
      if (!row) throw new Error('api key insert returned nothing');
      return row;
    },

    /** Revokes a key still live: null when there is no such key or it was already revoked. */
    async revokeKey(id: number, at: Date, executor: ApiKeyExecutor = db): Promise<ApiKeyWithCreator | null> {
      const [row] = await executor
        .update(apiKeys)
        .set({ revoked_at: at })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revoked_at)))
        .returning(returningWithCreator);
      return row ?? null;
    },

    /** Whether a key exists at all (tells a revoked key from an unknown one). */
    async hasKey(id: number, executor: ApiKeyExecutor = db): Promise<boolean> {
      const [row] = await executor.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.id, id));
      return row !== undefined;
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
