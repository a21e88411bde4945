import type { InvalidationBus } from './invalidation-bus';

export interface KeyedCacheOptions {
  /** Names the cache on the invalidation bus; every instance drops the same keys. */
  topic: string;
  bus: InvalidationBus;
  /** Upper bound on staleness if an invalidation is ever missed (Redis down); also frees memory. */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

/**
 * A read-through cache of values that a write invalidates by key on every instance. Concurrent misses
 * share one load; a load that started before an invalidation is answered but not kept, so a write is
 * never hidden by a slow read that raced it.
 */
export interface KeyedCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** Drops the entry here and on every other instance. */
  invalidate(key: string): void;
  /** Drops every entry here and on every other instance (a write that touches many keys). */
  invalidateAll(): void;
  readonly size: number;
}

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

const ALL_KEYS = '*';

export function createKeyedCache<V>(options: KeyedCacheOptions): KeyedCache<V> {
  const now = options.now ?? Date.now;
  // A pending load sits in the map too, so an invalidation that arrives while it runs removes it: the racing
  // read still answers its caller, and the next read loads again.
  const entries = new Map<string, Entry<V>>();
  options.bus.subscribe(options.topic, (key) => (key === ALL_KEYS ? entries.clear() : entries.delete(key)));

  return {
    get(key, load) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value;
      const value = load();
      const fresh: Entry<V> = { value, expiresAt: now() + options.ttlMs };
      entries.set(key, fresh);
      // Oldest first in a Map: evict the first entries when full.
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
      // A failed load is never cached.
      value.catch(() => {
        if (entries.get(key) === fresh) entries.delete(key);
      });
      return value;
    },
    invalidate(key) {
      options.bus.publish(options.topic, key);
    },
    invalidateAll() {
      options.bus.publish(options.topic, ALL_KEYS);
    },
    get size() {
      return entries.size;
    },
  };
}
