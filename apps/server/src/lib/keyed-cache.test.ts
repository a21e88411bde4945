import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shouldSkipRedisTests, startTestRedis } from '../test/redis-server';
import { connectRedisInvalidationBus, createLocalInvalidationBus, type InvalidationBus } from './invalidation-bus';
import { createKeyedCache } from './keyed-cache';
import { createTableChanges, EVERY_ROW, topicOf, type TableChanges } from './table-changes';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('keyed cache', () => {
  let changes: TableChanges;
  const build = (now = () => 0) => {
    changes = createTableChanges(createLocalInvalidationBus());
    return createKeyedCache<string>({
      changes,
      dependsOn: { adeudos: 'entry', products: 'all', contacts: { allWhen: 'organizer' }, files: { ttlOnly: 'test' } },
      ttlMs: 1000,
      maxEntries: 2,
      now,
    });
  };

  it('loads once per key and serves the kept value until invalidated', async () => {
    const cache = build();
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.get('a', load)).toBe('v1');
    expect(await cache.get('a', load)).toBe('v1');
    changes.publish('adeudos', 'a');
    expect(await cache.get('a', load)).toBe('v2');
  });

  it('shares one pending load between concurrent misses', async () => {
    const cache = build();
    let loads = 0;
    const gate = deferred<string>();
    const load = () => {
      loads++;
      return gate.promise;
    };
    const both = Promise.all([cache.get('a', load), cache.get('a', load)]);
    gate.resolve('x');
    expect(await both).toEqual(['x', 'x']);
    expect(loads).toBe(1);
  });

  it('does not keep a load that an invalidation raced', async () => {
    const cache = build();
    const stale = deferred<string>();
    const first = cache.get('a', () => stale.promise);
    changes.publish('adeudos', 'a');
    stale.resolve('before the write');
    expect(await first).toBe('before the write');
    expect(await cache.get('a', async () => 'after the write')).toBe('after the write');
  });

  it('expires entries after the TTL, evicts the oldest beyond the size and never keeps a failure', async () => {
    let clock = 0;
    const cache = build(() => clock);
    await cache.get('a', async () => 'a1');
    clock = 1001;
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a3');
    await expect(cache.get('d', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('d', async () => 'd1')).toBe('d1');
  });

  it('drops what each declared table says: its key, every key, every key for a facet, nothing for a TTL-bound table', async () => {
    const cache = build();
    await cache.get('a', async () => 'a1');
    changes.publish('adeudos', EVERY_ROW);
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    changes.publish('products', 'P1');
    expect(await cache.get('a', async () => 'a3')).toBe('a3');
    changes.publish('contacts', 'C1');
    changes.publish('files', 'a');
    changes.publish('lineas_matricula', 'a');
    expect(await cache.get('a', async () => 'not read')).toBe('a3');
    changes.publish('contacts', 'C1', 'organizer');
    expect(await cache.get('a', async () => 'a4')).toBe('a4');
    expect(changes.followedTables).toEqual(new Set(['adeudos', 'products', 'contacts']));
  });
});

describe.skipIf(shouldSkipRedisTests)('invalidation across instances through Redis', () => {
  let redis: Awaited<ReturnType<typeof startTestRedis>>;
  let busA: InvalidationBus;
  let busB: InvalidationBus;
  beforeAll(async () => {
    redis = await startTestRedis();
    // Fastify without a logger hands out its no-op logger: the bus only needs somewhere to report.
    const logger = Fastify({ logger: false }).log;
    busA = await connectRedisInvalidationBus(redis.url, logger);
    busB = await connectRedisInvalidationBus(redis.url, logger);
  });
  afterAll(async () => {
    await Promise.all([busA?.close(), busB?.close()]);
    await redis?.stop();
  });

  it('a change published on instance A drops the entry on instance B', async () => {
    const changesA = createTableChanges(busA);
    const onA = createKeyedCache<string>({ changes: changesA, dependsOn: { units: 'entry' }, ttlMs: 60_000, maxEntries: 10 });
    const onB = createKeyedCache<string>({ changes: createTableChanges(busB), dependsOn: { units: 'entry' }, ttlMs: 60_000, maxEntries: 10 });
    await onA.get('F1', async () => 'a-old');
    await onB.get('F1', async () => 'b-old');
    const arrived = new Promise<string>((resolve) => busB.subscribe(topicOf('units'), resolve));
    changesA.publish('units', 'F1');
    expect(await arrived).toBe('F1');
    expect(await onA.get('F1', async () => 'a-new')).toBe('a-new');
    expect(await onB.get('F1', async () => 'b-new')).toBe('b-new');
  });
});
