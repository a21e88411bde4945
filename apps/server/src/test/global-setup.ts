import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { getMigrationsFolder, openDatabase } from '../db/client';

/**
 * Where each test file's database starts from, made once per run of the server project: every migration applied
 * to an empty database. A fresh cluster per file (PGlite's initdb, then every migration) cost about 3 s of CPU a
 * file, more than most files' tests; a copy costs a fraction of that.
 * - PGlite: a dump of the migrated data folder (`dumpDataDir`) in a temporary file, loaded by each database.
 * - PostgreSQL (TEST_DATABASE_URL): a migrated database that `CREATE DATABASE … TEMPLATE` copies.
 */
export type DatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; adminUrl: string; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `campus_template_${randomBytes(6).toString('hex')}`;
    await runAdmin(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.href, dataDir: 'memory://' });
    try {
      await database.migrate();
    } finally {
      // A template must have no open connection when a copy is made.
      await database.close();
    }
    project.provide('databaseTemplate', { kind: 'postgres', adminUrl, name });
    return () => runAdmin(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'campus-test-template-'));
  const file = path.join(folder, 'migrated.tar');
  const client = new PGlite();
  try {
    await migrate(drizzle({ client }), { migrationsFolder: getMigrationsFolder() });
    const dump = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('databaseTemplate', { kind: 'pglite', file });
  return () => rm(folder, { recursive: true, force: true });
}

async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
