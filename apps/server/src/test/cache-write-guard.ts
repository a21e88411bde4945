import { AsyncLocalStorage } from 'node:async_hooks';
import { changeKeys, EVERY_ROW, TABLE_NAMES, type ChangedTable, type TableChanges } from '../lib/table-changes';

/** The target of every INSERT, UPDATE and DELETE of a statement (Drizzle's or a raw `sql` one), known tables only. */
const WRITE_TARGET = /\b(?:insert\s+into|update|delete\s+from)\s+(?:"?public"?\s*\.\s*)?"?([a-z_][a-z0-9_]*)"?/gi;

/**
 * Statements whose first word says they write nothing: a SELECT (its `for update` included: no data-modifying
 * statement can sit inside one, only in a WITH) and transaction control. Most statements of an API test are
 * these, so the guard skips them on their first word instead of scanning them whole.
 */
const READ_ONLY_START = /^\s*(?:select|begin|start|commit|rollback|savepoint|release|set|show|reset)\b/i;

export function readWrittenTables(statement: string): string[] {
  if (READ_ONLY_START.test(statement)) return [];
  const tables = new Set<string>();
  // `on conflict … do update set`, `for update of …`: the word after "update" is then no table of the schema.
  for (const match of statement.matchAll(WRITE_TARGET)) if (TABLE_NAMES.has(match[1]!.toLowerCase())) tables.add(match[1]!.toLowerCase());
  return [...tables];
}

const isChangedTable = (table: string): table is ChangedTable => Object.hasOwn(changeKeys, table);

interface RequestRecord {
  label: string;
  written: Set<ChangedTable>;
  published: Set<ChangedTable>;
  isReported: boolean;
}

/**
 * The test harness's guard over the caches' one rule: a request (and the work it leaves running, which keeps its
 * async context) that writes a table some cache follows publishes that table's change. Statements are read as
 * the database runs them; a write outside any request (factories, seeds) is not checked: it publishes the
 * table's change for every row instead (`onDirectWrite`), unless the test keeps the caches to prove the app's
 * own publishing.
 */
export function createCacheWriteGuard() {
  const requests = new AsyncLocalStorage<RequestRecord>();
  const records: RequestRecord[] = [];
  let changes: TableChanges | null = null;

  function findUnpublished(checked: readonly RequestRecord[]): string[] {
    if (!changes) return [];
    const followed = changes.followedTables;
    const problems: string[] = [];
    for (const record of checked) {
      if (record.isReported) continue;
      const missing = [...record.written].filter((table) => followed.has(table) && !record.published.has(table));
      if (missing.length === 0) continue;
      record.isReported = true;
      problems.push(`${record.label} wrote ${missing.join(', ')} without publishing the change (lib/table-changes.ts: changes.publish)`);
    }
    return problems;
  }

  return {
    /** Every statement the database runs; `isKeepingCaches`: a direct write drops nothing (the app's own publishing is proved). */
    onStatement(statement: string, isKeepingCaches: boolean): void {
      const written = readWrittenTables(statement).filter(isChangedTable);
      if (written.length === 0) return;
      const record = requests.getStore();
      if (record) {
        for (const table of written) record.written.add(table);
      } else if (!isKeepingCaches && changes) {
        for (const table of written) changes.publish(table, EVERY_ROW);
      }
    },

    /** Watches the app's publishing and runs each injected request in its own record. */
    attach(app: { ctx: { changes: TableChanges }; inject: (...args: never[]) => unknown }): void {
      changes = app.ctx.changes;
      changes.listen((table) => requests.getStore()?.published.add(table));
      const inject = app.inject.bind(app) as (options: unknown) => Promise<unknown>;
      (app as { inject: unknown }).inject = (options: { method?: string; url?: string } | string) => {
        const label = typeof options === 'string' ? `GET ${options}` : `${options.method ?? 'GET'} ${options.url ?? ''}`;
        const record: RequestRecord = { label, written: new Set(), published: new Set(), isReported: false };
        records.push(record);
        return requests.run(record, async () => {
          const response = (await inject(options)) as { statusCode: number };
          // An error answer's writes matched no row (an unknown id) or were rolled back: nothing to publish.
          if (response.statusCode >= 400) record.written.clear();
          // After-commit work the answer did not wait for gets a turn to publish.
          await new Promise((resolve) => setImmediate(resolve));
          const problems = findUnpublished([record]);
          if (problems.length > 0) throw new Error(problems.join('\n'));
          return response;
        });
      };
    },

    /** Throws for every request whose writes were not published (called when the test app closes, and by tests). */
    assertPublished(): void {
      const problems = findUnpublished(records);
      if (problems.length > 0) throw new Error(problems.join('\n'));
    },

    /** Runs `work` as if it were a request (the guard's own test). */
    runAsRequest<T>(label: string, work: () => Promise<T>): Promise<T> {
      const record: RequestRecord = { label, written: new Set(), published: new Set(), isReported: false };
      records.push(record);
      // Awaited inside: a Drizzle query runs when awaited, which must happen in the request's context.
      return requests.run(record, async () => await work());
    },
  };
}

export type CacheWriteGuard = ReturnType<typeof createCacheWriteGuard>;
