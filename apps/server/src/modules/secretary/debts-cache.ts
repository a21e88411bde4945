import type { DebtsAnswer } from '@campus/contract';
import type { TableChanges } from '../../lib/table-changes';
import { createKeyedCache } from '../../lib/keyed-cache';

/**
 * Upper bound on a kept debts answer. The academy's CRM writes most debts behind the app (a fee charged, a debt
 * paid at the cash desk), so this is how long such a change can take to show; a card payment the app completes
 * writes its own paid debt and publishes it (secretary.service `recordCardPayment`).
 */
export const DEBTS_TTL_MS = 60_000;
/** Contacts kept at once on an instance (the oldest go first). */
export const DEBTS_MAX_CONTACTS = 5_000;
/** Enrolment lists kept per contact; a client asking for more is answered without keeping them. */
export const DEBTS_MAX_LISTS = 8;

/** The same set of enrolments in any order or with repeats is the same list (the statement filters with `= any`). */
function toListKey(enrolments: readonly string[]): string {
  return JSON.stringify([...new Set(enrolments)].sort());
}

/**
 * The debts answers of POST /api/adeudos/{contactCode}, kept per contact and, inside it, per enrolment list: the
 * same list gets the same answer object (so the route sends the same encoded bytes) until the contact's entry is
 * dropped, on every instance, or its TTL ends. An answer loaded while the entry was dropped lands in the dropped
 * entry only, so the next read loads again.
 */
export function createDebtsCache(changes: TableChanges) {
  // The CRM's writes show within the TTL; the app's own (a card payment's invoice) drop the entry at once.
  const contacts = createKeyedCache<Map<string, Promise<DebtsAnswer>>>({
    changes,
    dependsOn: { adeudos: 'entry' },
    ttlMs: DEBTS_TTL_MS,
    maxEntries: DEBTS_MAX_CONTACTS,
  });

  return {
    async get(contactCode: string, enrolments: readonly string[], load: () => Promise<DebtsAnswer>): Promise<DebtsAnswer> {
      const lists = await contacts.get(contactCode, () => Promise.resolve(new Map()));
      const key = toListKey(enrolments);
      const kept = lists.get(key);
      if (kept) return kept;
      if (lists.size >= DEBTS_MAX_LISTS) return load();
      const answer = load();
      lists.set(key, answer);
      // A failed load is never kept.
      answer.catch(() => {
        if (lists.get(key) === answer) lists.delete(key);
      });
      return answer;
    },
  };
}

export type DebtsCache = ReturnType<typeof createDebtsCache>;
