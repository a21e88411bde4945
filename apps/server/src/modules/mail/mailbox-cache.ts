import type { MailFolder, MailListAnswer } from '@campus/contract';
import type { TableChanges } from '../../lib/table-changes';
import { createKeyedCache } from '../../lib/keyed-cache';

/** Upper bound on a kept mailbox if an invalidation were ever missed (Redis down). */
export const MAILBOX_TTL_MS = 60_000;
/** Mailboxes kept at once on an instance (the oldest go first). */
export const MAILBOX_MAX_ENTRIES = 5_000;
/** First pages kept per mailbox (folder × limit); a client asking for more is answered without keeping them. */
export const MAILBOX_MAX_PAGES = 16;

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
export function createMailboxCache(changes: TableChanges) {
  const mailboxes = createKeyedCache<KeptMailbox>({
    changes,
    // By owner's contact code.
    dependsOn: { mail_copies: 'entry', mail_messages: 'entry', mail_attachments: 'entry' },
    ttlMs: MAILBOX_TTL_MS,
    maxEntries: MAILBOX_MAX_ENTRIES,
  });
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

    /**
     * After a mail write (a message, its copies and attachments are written together): publishes it for every
     * owner whose mailbox it touched, which drops their kept reads here and on every instance.
     */
    publishWrite(owners: Iterable<string | null>): void {
      const codes = [...new Set(owners)].filter((owner): owner is string => owner !== null);
      for (const table of ['mail_messages', 'mail_copies', 'mail_attachments'] as const) changes.publish(table, codes);
    },
  };
}

export type MailboxCache = ReturnType<typeof createMailboxCache>;
