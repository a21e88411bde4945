import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig, type AppConfig } from '../config/config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { buildApp } from '../app';
import type { DemoAcademy } from '../modules/identity/demo-accounts';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * A fresh, unmigrated database for one test file: in-memory PGlite by default; with TEST_DATABASE_URL (an admin
 * connection to a PostgreSQL server) a new database is created and dropped afterwards.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ dataDir: 'memory://' });
  const name = `campus_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href, dataDir: 'memory://' });
  return {
    ...database,
    close: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Builds the real app on a fresh, migrated database. */
export async function createTestApp(options: { now?: () => Date; env?: Record<string, string>; demo?: DemoAcademy } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', SEED_DEMO: 'false', WEB_DIST_DIR: '/nonexistent-web-dist', SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000', ...options.env });
  const app = await buildApp({ config, database, ...(options.now ? { now: options.now } : {}), ...(options.demo ? { demo: options.demo } : {}) });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
