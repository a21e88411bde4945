import type { MailFolder, MailListAnswer } from '@campus/contract';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { createKeyedCache } from '../../lib/keyed-cache';

/** Upper bound on a kept mailbox if an invalidation were ever missed (Redis down). */
export const MAILBOX_TTL_MS = 60_000;
/** Mailboxes kept at once on an instance (the oldest go first). */
export const MAILBOX_MAX_ENTRIES = 5_000;
/** First pages kept per mailbox (folder × limit); a client asking for more is answered without keeping them. */
export const MAILBOX_MAX_PAGES = 16;

/** Whether a SQL statement writes mail (tests that write it directly drop the kept mailboxes). */
export function isMailWrite(statement: string): boolean {
  return /^\s*(insert\s+into|update|delete\s+from)\s+"mail_(copies|messages|attachments)"/i.test(statement);
}

/** What one owner's mailbox keeps: its folders answer and the first page of a folder per limit. */
interface KeptMailbox {
  folders?: Promise<MailFolder[]>;
  pages: Map<string, Promise<MailListAnswer>>;
}

/**
 * The two heavy mail reads (GET /api/mails/folders and a folder's first page) kept per owner, as the same
 * objects until a write touches the owner's mailbox (so the routes send the same encoded bytes again). A
 * write drops the owner's whole mailbox through the invalidation bus, on every instance; a read that raced
 * the write keeps its answer in the dropped mailbox only, so the next read loads again.
 */
export function createMailboxCache(bus: InvalidationBus) {
  const mailboxes = createKeyedCache<KeptMailbox>({ topic: 'mailboxes', bus, ttlMs: MAILBOX_TTL_MS, maxEntries: MAILBOX_MAX_ENTRIES });
  const open = (owner: string) => mailboxes.get(owner, () => Promise.resolve({ pages: new Map() }));

  /** Keeps a load in the mailbox; a failed load is dropped so the next read tries again. */
  function keep<V>(load: () => Promise<V>, read: () => Promise<V> | undefined, write: (value: Promise<V> | undefined) => void): Promise<V> {
    const kept = read();
    if (kept) return kept;
    const value = load();
    write(value);
    value.catch(() => {
      if (read() === value) write(undefined);
    });
    return value;
  }

  return {
    async folders(owner: string, load: () => Promise<MailFolder[]>): Promise<MailFolder[]> {
      const box = await open(owner);
      return keep(
        load,
        () => box.folders,
        (value) => (value ? (box.folders = value) : delete box.folders),
      );
    },

    /** A folder's first page (no cursor) with `limit` rows. */
    async firstPage(owner: string, folderId: MailFolder['id'], limit: number, load: () => Promise<MailListAnswer>): Promise<MailListAnswer> {
      const box = await open(owner);
      const key = `${folderId}|${limit}`;
      if (!box.pages.has(key) && box.pages.size >= MAILBOX_MAX_PAGES) return load();
      return keep(
        load,
        () => box.pages.get(key),
        (value) => (value ? box.pages.set(key, value) : box.pages.delete(key)),
      );
    },

    /** Drops the kept reads of every owner whose mailbox a write touched (here and on every instance). */
    invalidate(owners: Iterable<string | null>): void {
      for (const owner of new Set(owners)) if (owner) mailboxes.invalidate(owner);
    },

    /** Drops every kept mailbox (tests that write mail behind the service's back). */
    invalidateAll: () => mailboxes.invalidateAll(),
  };
}

export type MailboxCache = ReturnType<typeof createMailboxCache>;
