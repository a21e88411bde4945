/** Most items one write carries (bounds the statement's size under a long burst). */
const MAX_BATCH = 500;

/**
 * Coalesces the writes many callers ask for at about the same time into one call of `write`: the items
 * that arrive within `windowMs` of the first one (0: within one turn of the event loop), or while the
 * previous write runs, go together in the next one. Each caller's promise settles when the write that carried its item did, so a caller that awaits
 * it knows its row is stored. When a batch fails, its items are written again one by one: one bad item
 * fails only its own caller.
 */
export function createWriteCoalescer<T>(write: (items: T[]) => Promise<void>, options: { windowMs?: number } = {}) {
  const windowMs = options.windowMs ?? 0;
  let pending: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let isScheduled = false;
  let isWriting = false;

  const schedule = () => {
    if (isScheduled || isWriting || pending.length === 0) return;
    isScheduled = true;
    if (windowMs > 0) setTimeout(flush, windowMs);
    else setImmediate(flush);
  };

  async function flush() {
    isScheduled = false;
    isWriting = true;
    const batch = pending.slice(0, MAX_BATCH);
    pending = pending.slice(batch.length);
    try {
      await write(batch.map((p) => p.item));
      for (const p of batch) p.resolve();
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else await Promise.all(batch.map((p) => write([p.item]).then(p.resolve, p.reject)));
    } finally {
      isWriting = false;
      schedule();
    }
  }

  return (item: T): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      schedule();
    });
}
