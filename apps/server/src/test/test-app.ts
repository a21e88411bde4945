import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type AppConfig } from '../config/config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { buildApp } from '../app';
import type { DemoAcademy } from '../modules/auth/demo-accounts';
import { createCacheWriteGuard, type CacheWriteGuard } from './cache-write-guard';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: DatabaseHandle;
  config: AppConfig;
  /**
   * The SQL statements that `run` issued (every statement Drizzle ran meanwhile, so run one request at a
   * time): heavy reads assert that their count does not grow with the data (no N+1).
   */
  recordQueries<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }>;
  /** Fails a request that wrote a table some cache follows without publishing its change (test/cache-write-guard.ts). */
  guard: CacheWriteGuard;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file, already migrated (a copy of the run's template, test/global-setup.ts;
 * `migrate()` then finds nothing to do): in-memory PGlite by default; with TEST_DATABASE_URL (an admin connection
 * to a PostgreSQL server) a new database copied from the template, dropped afterwards.
 */
export async function openTestDatabase(onQuery?: (sql: string) => void): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  // TEST_PGLITE_WORKER=1: PGlite in its worker thread, as the served app runs it (db/pglite-worker-client.ts).
  if (template.kind === 'pglite') {
    return openDatabase({ dataDir: 'memory://', templateFile: template.file, onQuery, pgliteWorker: process.env.TEST_PGLITE_WORKER === '1' });
  }
  const throwAway = await createThrowAwayPgDatabase(template.adminUrl, 'campus_test', template.name);
  const database = await openDatabase({ databaseUrl: throwAway.url, dataDir: 'memory://', onQuery });
  return {
    ...database,
    close: async () => {
      await database.close();
      await throwAway.drop();
    },
  };
}

/**
 * A new database `<prefix>_<random>` on the server of `adminUrl` (an admin connection), empty or a copy of
 * `template`: its URL and a drop.
 */
export async function createThrowAwayPgDatabase(adminUrl: string, prefix: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A file's tests act as few people many times: the per-person limits are tested with small ones by person-limits.routes.test.ts. */
const UNREACHED_PERSON_LIMITS = {
  MAIL_SEND_LIMIT_PER_HOUR: '10000',
  UPLOAD_LIMIT_PER_MINUTE: '10000',
  UPLOAD_LIMIT_PER_HOUR: '10000',
  DOCUMENT_ISSUE_LIMIT_PER_MINUTE: '10000',
};

export async function createTestApp(
  options: {
    now?: () => Date;
    env?: Record<string, string>;
    demo?: DemoAcademy;
    keepCachesOnDirectWrites?: boolean;
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  let recording: string[] | null = null;
  // Factories write behind the app's back: their writes publish the tables' changes (every row), unless a test
  // proves the app's own publishing (keepCachesOnDirectWrites). A request's writes must publish by themselves.
  const guard = createCacheWriteGuard();
  const database = await openTestDatabase((statement) => {
    recording?.push(statement);
    guard.onStatement(statement, options.keepCachesOnDirectWrites === true);
  });
  await database.migrate();
  // Uploads land under DATA_DIR/files: each test app gets its own throw-away folder, never the checkout's ./data.
  const dataDir = options.env?.DATA_DIR ?? (await mkdtemp(path.join(os.tmpdir(), 'campus-test-data-')));
  const isOwnDataDir = options.env?.DATA_DIR === undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    WEB_SSR_ENTRY: '/nonexistent-web-dist-ssr/entry-server.js',
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000',
    ...UNREACHED_PERSON_LIMITS,
    DATA_DIR: dataDir,
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    ...(options.now ? { now: options.now } : {}),
    ...(options.demo ? { demo: options.demo } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  guard.attach(app);
  return {
    app,
    database,
    config,
    guard,
    recordQueries: async (run) => {
      const statements: string[] = [];
      recording = statements;
      try {
        return { result: await run(), statements };
      } finally {
        recording = null;
      }
    },
    close: async () => {
      await app.close();
      await database.close();
      if (isOwnDataDir) await rm(dataDir, { recursive: true, force: true });
      guard.assertPublished();
    },
  };
}
