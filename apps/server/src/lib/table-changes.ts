import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import type { InvalidationBus } from './invalidation-bus';

type Schema = typeof schema;
/** Every table of the Drizzle schema, by its SQL name. */
export type TableName = { [K in keyof Schema]: Schema[K] extends PgTable ? Schema[K]['_']['name'] : never }[keyof Schema];

/** The SQL names of every table of the schema (the test guard reads write targets against them). */
export const TABLE_NAMES: ReadonlySet<string> = new Set(
  (Object.values(schema) as unknown[]).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : [])),
);

/**
 * What the key of a change names, once per table that a cache reads: a write publishes the key of every row
 * it wrote in these terms (or EVERY_ROW), and a cache that keeps entries by the same thing drops just those.
 */
export const changeKeys = {
  sessions: 'token hash of the session',
  contacts: 'contact code',
  formations: 'formation or group code',
  formation_teachers: 'contact code of the teacher',
  matriculas: 'contact code of the student',
  lineas_matricula: 'contact code of the student',
  lineas_producto: 'contact code of the student',
  products: 'product code',
  withdrawal_requests: 'contact code of the student',
  units: 'main formation code',
  topics: 'main formation code',
  events: 'main formation code the event is placed in',
  event_topics: 'main formation code',
  event_formations: 'main formation code',
  event_files: 'main formation code',
  event_organizers: 'main formation code',
  files: 'file id',
  event_contacts: 'contact code (a completion or an invitation)',
  activity_records: 'contact code of whoever acted',
  notifications: 'notification id',
  notification_users: 'contact code of the recipient',
  support_cases: 'contact code of the customer',
  mail_messages: 'contact code of an owner of a copy',
  mail_copies: 'contact code of the owner',
  mail_attachments: 'contact code of an owner of a copy',
  adeudos: 'contact code of the debtor',
  evaluations: 'group code',
  evaluation_concepts: 'group code',
  tasks: 'group code',
  evaluation_scores: 'contact code of the student',
  task_deliveries: 'contact code of the student',
  file_uploads: 'contact code of the uploader',
  posts: 'group code the post is addressed to',
  post_responses: 'group code of the answered post',
} as const satisfies Partial<Record<TableName, string>>;

export type ChangedTable = keyof typeof changeKeys;

/** A change's key when the write touched rows of any key (or unknown ones). */
export const EVERY_ROW = '*';

/**
 * What else a change tells: `organizer` on a contact who organizes events, whose name and picture show in
 * other people's reads (structures, agendas), not only in their own.
 */
export type ChangeFacet = 'organizer';

/** What a cache drops when a table it reads changes. */
export type OnChange =
  /** The entry kept under the change's key (EVERY_ROW: every entry). */
  | 'entry'
  /** Every entry: the cache's keys are not the table's (e.g. a product change reaches every holder). */
  | 'all'
  /** Every entry, for changes with that facet (or EVERY_ROW) only. */
  | { allWhen: ChangeFacet }
  /** Nothing: the cache's TTL bounds what this table changes, for the reason given. */
  | { ttlOnly: string }
  /** Nothing here: the entry keeps the source object it was computed from (another cache's), which that cache replaces. */
  | { followsSource: string };

type DropsNothing = Extract<OnChange, { ttlOnly: string } | { followsSource: string }>;

/**
 * Every table a cache reads and what its change drops: a required part of each cache's declaration. A table
 * without a key in `changeKeys` can only be declared as dropping nothing (TTL or source object).
 */
export type Dependencies = { readonly [T in ChangedTable]?: OnChange } & { readonly [T in Exclude<TableName, ChangedTable>]?: DropsNothing };

/** Told that a write of `table` was published (or declared as changing nothing kept). */
export type ChangeListener = (table: ChangedTable) => void;

/**
 * The one path from a write to the caches: `publish(table, key)` after writing rows of `table` drops, on every
 * instance (the invalidation bus: Redis pub/sub with REDIS_URL), what each cache declared for that table.
 */
export interface TableChanges {
  /** After a write of `table`: the keys of the rows written (see `changeKeys`), or EVERY_ROW; no key: it matched no row. */
  publish(table: ChangedTable, keys: string | Iterable<string>, facet?: ChangeFacet): void;
  /**
   * A write of a table a cache reads that changes nothing any cache keeps (e.g. a column no cache selects):
   * publishes nothing; says so in code, and tells the test guard the write was considered.
   */
  publishNothing(table: ChangedTable, reason: string): void;
  /** Called by each cache with its declaration: `drop` one key, or every key. */
  follow(dependencies: Dependencies, drop: { entry(key: string): void; all(): void }): void;
  /** The tables whose change drops something in some cache (their writes must publish). */
  readonly followedTables: ReadonlySet<ChangedTable>;
  /** Told of every publish on this instance (the test guard). */
  listen(listener: ChangeListener): void;
}

/** The invalidation-bus topic of a table's changes (a test that waits for a message from another instance). */
export const topicOf = (table: ChangedTable) => `table:${table}`;
const FACET_SEPARATOR = '\n';

export function createTableChanges(bus: InvalidationBus): TableChanges {
  const followedTables = new Set<ChangedTable>();
  const listeners: ChangeListener[] = [];
  return {
    publish(table, keys, facet) {
      const unique = typeof keys === 'string' ? [keys] : [...new Set(keys)];
      if (unique.length === 0) for (const listener of listeners) listener(table);
      for (const key of unique) {
        for (const listener of listeners) listener(table);
        bus.publish(topicOf(table), facet ? `${key}${FACET_SEPARATOR}${facet}` : key);
      }
    },
    publishNothing(table) {
      for (const listener of listeners) listener(table);
    },
    follow(dependencies, drop) {
      for (const [table, onChange] of Object.entries(dependencies) as [ChangedTable, OnChange][]) {
        // Declared for the reader of the code: nothing to follow.
        if (typeof onChange === 'object' && !('allWhen' in onChange)) continue;
        followedTables.add(table);
        bus.subscribe(topicOf(table), (message) => {
          const [key = EVERY_ROW, facet] = message.split(FACET_SEPARATOR);
          if (onChange === 'entry') {
            if (key === EVERY_ROW) drop.all();
            else drop.entry(key);
          } else if (onChange === 'all' || key === EVERY_ROW || (typeof onChange === 'object' && 'allWhen' in onChange && facet === onChange.allWhen)) {
            drop.all();
          }
        });
      }
    },
    followedTables,
    listen(listener) {
      listeners.push(listener);
    },
  };
}
