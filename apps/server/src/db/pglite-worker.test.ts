import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { bigint, customType, date, integer, interval, json, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { PgliteWorkerClient } from './pglite-worker-client';
import { contactTypes } from './schema';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

const samples = pgTable('samples', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  big: bigint('big', { mode: 'bigint' }),
  amount: numeric('amount'),
  at: timestamp('at', { mode: 'string' }),
  atZone: timestamp('at_zone', { mode: 'string', withTimezone: true }),
  day: date('day', { mode: 'string' }),
  span: interval('span'),
  doc: json('doc'),
  docb: jsonb('docb'),
  raw: bytea('raw'),
  tags: text('tags').array(),
  amounts: numeric('amounts').array(),
  days: date('days', { mode: 'string' }).array(),
  times: timestamp('times', { mode: 'string' }).array(),
  score: integer('score'),
});

const createTable = `create table samples (
  id serial primary key, name text not null unique, big bigint, amount numeric, at timestamp, at_zone timestamptz,
  day date, span interval, doc json, docb jsonb, raw bytea, tags text[], amounts numeric[], days date[],
  times timestamp[], score integer check (score >= 0))`;

const row = {
  name: 'Ana Núñez',
  big: 9007199254740993n,
  amount: '12345678901234567890.123456789',
  at: '2026-11-26 21:30:00.123456',
  atZone: '2026-11-26 21:30:00+00',
  day: '2028-02-29',
  span: '1 day 02:03:04',
  doc: { texto: 'Sí', lista: [1, 2] },
  docb: { nivel: { profundo: true } },
  raw: new Uint8Array([0, 1, 254, 255]),
  tags: ['a', 'b,c', '"d"'],
  amounts: ['1.50', '2'],
  days: ['2026-01-01', '2026-12-31'],
  times: ['2026-01-01 00:00:00', '2026-12-31 23:59:59.5'],
  score: 3,
};

/** The same conformance set on the worker client and on PGlite in this thread: answers must be equal. */
describe.each([
  ['worker', () => new PgliteWorkerClient()],
  ['in-process (reference)', () => new PGlite()],
])('PGlite through drizzle, %s', (_label, makeClient) => {
  let client: PgliteWorkerClient | PGlite;
  let db: PgliteDatabase;

  beforeAll(async () => {
    client = makeClient();
    await client.waitReady;
    db = drizzle({ client: client as PGlite });
    await db.execute(sql.raw(createTable));
    await db.insert(samples).values(row);
  });
  afterAll(async () => {
    await client.close();
  });

  it('maps rows in array mode (select with fields): dates and numerics stay strings, bigint, json and bytea typed', async () => {
    const [found] = await db.select().from(samples).where(eq(samples.name, 'Ana Núñez'));
    expect(found).toMatchObject({ ...row, raw: expect.any(Uint8Array) });
    expect(Array.from(found!.raw!)).toEqual([0, 1, 254, 255]);
    expect(typeof found!.big).toBe('bigint');
  });

  it('answers raw statements in object mode with the same string types (a timestamp[] as its text, like drizzle in-process)', async () => {
    const result = await db.execute<{ at: string; day: string; amount: string; n: number }>(
      sql`select at, day, amount, score + 1 as n, times from samples where name = ${'Ana Núñez'}`,
    );
    expect(result.rows).toEqual([{ at: row.at, day: row.day, amount: row.amount, n: 4, times: '{"2026-01-01 00:00:00","2026-12-31 23:59:59.5"}' }]);
    expect(result.fields.map((field) => field.name)).toEqual(['at', 'day', 'amount', 'n', 'times']);
  });

  it('commits a transaction and releases or rolls back nested savepoints', async () => {
    await db.transaction(async (tx) => {
      await tx.insert(samples).values({ name: 'outer' });
      await tx.transaction(async (inner) => {
        await inner.insert(samples).values({ name: 'kept savepoint' });
      });
      await tx
        .transaction(async (inner) => {
          await inner.insert(samples).values({ name: 'undone savepoint' });
          throw new Error('undo inner');
        })
        .catch((error: Error) => expect(error.message).toBe('undo inner'));
    });
    const names = (await db.select({ name: samples.name }).from(samples)).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['outer', 'kept savepoint']));
    expect(names).not.toContain('undone savepoint');
  });

  it('rolls back everything when the transaction function throws, and the error is the caller’s own', async () => {
    const failure = new Error('abort');
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(samples).values({ name: 'rolled back' });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await db.select().from(samples).where(eq(samples.name, 'rolled back'))).toEqual([]);
  });

  it('holds other statements until the transaction ends: they see its committed writes, never half of it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let inside!: () => void;
    const started = new Promise<void>((resolve) => (inside = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.insert(samples).values({ name: 'first of pair' });
      inside();
      await gate;
      await tx.insert(samples).values({ name: 'second of pair' });
    });
    await started;
    const outside = db
      .select({ name: samples.name })
      .from(samples)
      .where(sql`${samples.name} like '% of pair'`);
    release();
    await transaction;
    expect((await outside).map((r) => r.name).sort()).toEqual(['first of pair', 'second of pair']);
  });

  it('carries the PostgreSQL error fields (unique violation 23505, check 23514, invalid input 22P02)', async () => {
    const unique = await db
      .insert(samples)
      .values({ name: 'Ana Núñez' })
      .catch((error: unknown) => error);
    expect((unique as Error).cause).toMatchObject({
      code: '23505',
      constraint: 'samples_name_key',
      table: 'samples',
      detail: expect.stringContaining('Ana Núñez'),
    });
    const check = await db
      .insert(samples)
      .values({ name: 'negative', score: -1 })
      .catch((error: unknown) => error);
    expect((check as Error).cause).toMatchObject({ code: '23514', constraint: 'samples_score_check' });
    const invalid = await db.execute(sql`select 'x'::int`).catch((error: unknown) => error);
    expect((invalid as Error).cause).toMatchObject({ code: '22P02', message: expect.stringContaining('invalid input syntax') });
  });

  it('runs exec (several statements) inside and outside a transaction', async () => {
    const results = await client.exec('select 1 as one; select 2 as two');
    expect(results.map((r) => r.rows)).toEqual([[{ one: 1 }], [{ two: 2 }]]);
    await client.transaction(async (tx) => {
      const [answer] = await tx.exec('select 3 as three');
      expect(answer!.rows).toEqual([{ three: 3 }]);
      await tx.rollback();
      expect(tx.closed).toBe(true);
    });
  });
});

/** Starting PGlite (WebAssembly, initdb) takes seconds, and tens of them on a loaded two-core machine. */
const startTimeout = 90_000;

describe('PgliteWorkerClient lifecycle', () => {
  it(
    'refuses statements after close instead of hanging',
    async () => {
      const client = new PgliteWorkerClient();
      await client.waitReady;
      await client.close();
      await expect(client.query('select 1')).rejects.toThrow(/cerrado/);
    },
    startTimeout,
  );

  it(
    'fails the waiting and later statements when the thread dies, instead of leaving them hanging',
    async () => {
      const client = new PgliteWorkerClient();
      await client.waitReady;
      await client.query('select 1');
      const waiting = client.query('select pg_sleep(0.5)');
      // A crash of the thread (a WebAssembly abort, out of memory) looks like this from the main thread.
      await (client as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
      await expect(waiting).rejects.toThrow(/terminó inesperadamente/);
      await expect(client.query('select 1')).rejects.toThrow(/terminó inesperadamente/);
    },
    startTimeout,
  );
});

/** The driver client under a Database (drizzle sets `$client`; the shared Database type does not name it). */
const clientOf = (db: object) => (db as { $client?: unknown }).$client;

describe('openDatabase on a folder', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-pglite-worker-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it(
    'runs PGlite in the worker by default: migrates, keeps the folder locked in this process, persists across reopen',
    async () => {
      const first = await openDatabase({ dataDir: dir });
      expect(clientOf(first.db)).toBeInstanceOf(PgliteWorkerClient);
      expect(fs.readFileSync(path.join(dir, 'campus.lock'), 'utf8')).toBe(String(process.pid));
      await first.migrate();
      await first.db.insert(contactTypes).values({ id: 9901, name: 'Hilo' });
      await first.close();
      expect(fs.existsSync(path.join(dir, 'campus.lock'))).toBe(false);

      const again = await openDatabase({ dataDir: dir, pgliteWorker: false });
      expect(clientOf(again.db)).toBeInstanceOf(PGlite);
      await again.migrate();
      expect(await again.db.select({ name: contactTypes.name }).from(contactTypes).where(eq(contactTypes.id, 9901))).toEqual([{ name: 'Hilo' }]);
      await again.close();
    },
    2 * startTimeout,
  );
});
