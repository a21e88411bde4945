import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWriteCoalescer } from './write-coalescer';

afterEach(() => {
  vi.useRealTimers();
});

describe('createWriteCoalescer', () => {
  it('writes the items of one turn together, and those that arrive meanwhile in the next write', async () => {
    const writes: number[][] = [];
    let release: () => void = () => {};
    const write = createWriteCoalescer<number>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = [write(1), write(2), write(3)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([[1, 2, 3]]);
    const second = [write(4), write(5)];
    await new Promise((resolve) => setImmediate(resolve));
    // The first write still runs: the new items wait for it instead of racing it.
    expect(writes).toEqual([[1, 2, 3]]);
    release();
    await Promise.all([...first, ...second]);
    expect(writes).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('with a window, waits for the items of the next turns too', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const writes: number[][] = [];
    const write = createWriteCoalescer<number>(
      async (items) => {
        writes.push(items);
      },
      { windowMs: 10 },
    );
    const first = write(1);
    await new Promise((resolve) => setImmediate(resolve));
    const second = write(2);
    vi.advanceTimersByTime(9);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    await Promise.all([first, second]);
    expect(writes).toEqual([[1, 2]]);
  });

  it('settles each caller with its own item when a batch fails', async () => {
    const stored: number[] = [];
    const write = createWriteCoalescer<number>(async (items) => {
      if (items.includes(13)) throw new Error(`no se pudo escribir ${items.join(',')}`);
      stored.push(...items);
    });
    const results = await Promise.allSettled([write(1), write(13), write(2)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(stored.sort()).toEqual([1, 2]);
  });
});
