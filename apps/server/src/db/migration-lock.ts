import type pg from 'pg';

/**
 * Key of the PostgreSQL advisory lock every Campus instance holds while it migrates. Drizzle's migrator reads
 * the last applied migration and then applies the newer ones: two instances starting together would both try
 * to apply the same migration and the second would fail to start. Under the lock they take turns, and the
 * later ones find nothing left to do.
 */
export const MIGRATION_LOCK_KEY = 7_270_112_026;

/** Runs `migrate` on one connection of `pool` while holding the migration lock (waits for another instance's). */
export async function withMigrationLock<T>(pool: pg.Pool, migrate: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await migrate(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
