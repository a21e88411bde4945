import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { getServerRoot } from '../lib/package-root';
import { acquireDataDirLock } from './data-dir-lock';
import { withMigrationLock } from './migration-lock';
import { PgliteWorkerClient } from './pglite-worker-client';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * What a raw statement (`db.execute(sql…)`) answers with either driver: node-postgres' QueryResult and PGlite's
 * Results both carry the rows, so `db.execute<Row>(…)` is typed `{ rows: Row[] }` instead of `unknown`.
 */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  readonly type: RawRows<this['row']>;
}
type RawRows<Row> = { rows: Row[] };

/** Drizzle database, the same type for PGlite and PostgreSQL. */
export type Database = PgDatabase<RowsQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs the pending migrations. */
  migrate(): Promise<void>;
  /** Answers when the database is reachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server. */
  databaseUrl?: string | undefined;
  /** Folder for embedded PGlite; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /**
   * Embedded PGlite in a worker thread: its statements run in WebAssembly synchronously, and on the request event
   * loop they hold every other request meanwhile. Unset: in a worker for a folder, in-process for `memory://`
   * (tests; TEST_PGLITE_WORKER=1 runs them through the worker).
   */
  pgliteWorker?: boolean | undefined;
  /** Called with every SQL statement Drizzle runs (tests count the statements of a request). */
  onQuery?: ((sql: string) => void) | undefined;
  /**
   * For `memory://` only: a PGlite data folder dumped to a file (`dumpDataDir`) that the new database starts
   * from instead of an empty cluster. Tests load one migrated once per run (test/global-setup.ts): loading takes
   * a fraction of a fresh cluster's initdb plus every migration.
   */
  templateFile?: string | undefined;
}

/** The drizzle migrations folder of apps/server. */
export function getMigrationsFolder(): string {
  const folder = path.join(getServerRoot(), 'drizzle');
  if (!fs.existsSync(path.join(folder, 'meta', '_journal.json'))) {
    throw new Error(`No se encontraron las migraciones en ${folder}`);
  }
  return folder;
}

function queryLogger(onQuery: DatabaseOptions['onQuery']) {
  return onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {};
}

/** Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite (with a folder lock). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = getMigrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that the server closes (restart, failover, a forced drop: 57P01) emits 'error' on
    // the pool; unhandled, it would crash the process. The pool replaces it on the next query.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error(`PostgreSQL: se perdió una conexión inactiva (${error.code ?? 'sin código'}): ${error.message}`);
    });
    const db: Database = drizzlePg({ client: pool, schema, casing: 'snake_case', ...queryLogger(options.onQuery) });
    return {
      db,
      kind: 'postgres',
      // Instances starting together take turns (db/migration-lock.ts).
      migrate: () => withMigrationLock(pool, (client) => migratePg(drizzlePg({ client }), { migrationsFolder })),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  const isMemory = options.dataDir === 'memory://';
  // The lock stays with this process (the worker is one of its threads): one server per folder.
  const release = isMemory ? () => {} : acquireDataDirLock(options.dataDir);
  let client: PGlite;
  try {
    if (options.pgliteWorker ?? !isMemory) {
      const worker = new PgliteWorkerClient(isMemory ? undefined : path.join(options.dataDir, 'pglite'), isMemory ? options.templateFile : undefined);
      await worker.waitReady.catch(async (error: unknown) => {
        await worker.destroy();
        throw error;
      });
      // Drizzle's PGlite session calls only query, transaction (and exec); the worker client answers those, but
      // it is not a PGlite (a class with private members), so no structural type can say it: the cast stays.
      client = worker as unknown as PGlite;
    } else {
      client = !isMemory
        ? new PGlite(path.join(options.dataDir, 'pglite'))
        : options.templateFile
          ? new PGlite({ loadDataDir: new Blob([fs.readFileSync(options.templateFile)]) })
          : new PGlite();
      await client.waitReady;
    }
  } catch (error) {
    release();
    throw error;
  }
  const db: Database = drizzlePglite({ client, schema, casing: 'snake_case', ...queryLogger(options.onQuery) });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}
