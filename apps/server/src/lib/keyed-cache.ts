import type { Dependencies, TableChanges } from './table-changes';

export interface KeyedCacheOptions {
  changes: TableChanges;
  /**
   * Every table the cached value is read from, and what a change of it drops (the entry under the change's key,
   * every entry, or nothing with the reason the TTL is enough). Writes publish their tables (lib/table-changes.ts).
   */
  dependsOn: Dependencies;
  /** Upper bound on staleness if a change is ever missed (Redis down); also frees memory. */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

/**
 * A read-through cache of values that the published changes of the tables it depends on drop, on every
 * instance. Concurrent misses share one load; a load that started before a change is answered but not kept,
 * so a write is never hidden by a slow read that raced it.
 */
export interface KeyedCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** Forgets every entry on this instance only (a test that wants cold reads). */
  clear(): void;
  readonly size: number;
}

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

export function createKeyedCache<V>(options: KeyedCacheOptions): KeyedCache<V> {
  const now = options.now ?? Date.now;
  // A pending load sits in the map too, so an invalidation that arrives while it runs removes it: the racing
  // read still answers its caller, and the next read loads again.
  const entries = new Map<string, Entry<V>>();
  options.changes.follow(options.dependsOn, { entry: (key) => entries.delete(key), all: () => entries.clear() });

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
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
