import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalInvalidationBus } from '../../lib/invalidation-bus';
import { createScheduledRelease, MAX_RELEASE_WAIT_MS, RETRY_AFTER_ERROR_MS, type ReleaseTimers, type ScheduledReleaseDeps } from './scheduled-release';

/** Timers that go through the global (faked) ones, so vi.advanceTimersByTimeAsync drives them. */
const fakeableTimers: ReleaseTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (run, ms) => setInterval(run, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

const POLL_MS = 30_000;
const start = new Date('2026-11-24T09:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

/**
 * What the database holds: the instants still waiting (they outlive any scheduler built over them, as the
 * rows do a restart) and what each release sent.
 */
function createStore(instants: Date[]) {
  const waiting = [...instants];
  const sent: Date[] = [];
  let failures = 0;
  const deps: Omit<ScheduledReleaseDeps, 'bus'> = {
    now: () => new Date(),
    pollMs: POLL_MS,
    timers: fakeableTimers,
    async release() {
      if (failures > 0) {
        failures -= 1;
        throw new Error('database unavailable');
      }
      const due = waiting.filter((instant) => instant.getTime() <= Date.now());
      for (const instant of due) waiting.splice(waiting.indexOf(instant), 1);
      sent.push(...due);
      return due.length;
    },
    async nextDueAt() {
      return waiting.length === 0 ? null : new Date(Math.min(...waiting.map((instant) => instant.getTime())));
    },
  };
  return { deps, sent, waiting, failNext: (count: number) => (failures = count) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the scheduled release', () => {
  it('arms for the earliest instant read from the database on start and sends each at its time', async () => {
    const store = createStore([at(120), at(60)]);
    const release = createScheduledRelease(store.deps);
    await release.start();
    expect(release.armedFor()).toEqual(at(60));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(store.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.sent).toEqual([at(60)]);
    // Re-armed from the database for what still waits.
    expect(release.armedFor()).toEqual(at(120));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(store.sent).toEqual([at(60), at(120)]);
    expect(release.armedFor()).toBeNull();
    await release.stop();
  });

  it('survives a restart: a new scheduler over the same database sends what the stopped one had armed', async () => {
    const store = createStore([at(60)]);
    const before = createScheduledRelease(store.deps);
    await before.start();
    expect(before.armedFor()).toEqual(at(60));
    await vi.advanceTimersByTimeAsync(20_000);
    await before.stop();
    // The process is down for a while: nothing fires.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(store.sent).toEqual([]);

    const after = createScheduledRelease(store.deps);
    await after.start();
    expect(after.armedFor()).toEqual(at(60));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(store.sent).toEqual([at(60)]);
    await after.stop();
  });

  it('sends at start what fell due while no process was running', async () => {
    const store = createStore([at(60)]);
    vi.setSystemTime(at(300));
    const release = createScheduledRelease(store.deps);
    await release.start();
    expect(store.sent).toEqual([at(60)]);
    await release.stop();
  });

  it('moves the timer earlier for a newly scheduled instant (through the bus), never later', async () => {
    const store = createStore([at(600)]);
    const release = createScheduledRelease({ ...store.deps, bus: createLocalInvalidationBus() });
    await release.start();
    store.waiting.push(at(30));
    release.scheduled(at(30));
    expect(release.armedFor()).toEqual(at(30));
    store.waiting.push(at(900));
    release.scheduled(at(900));
    expect(release.armedFor()).toEqual(at(30));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(store.sent).toEqual([at(30)]);
    expect(release.armedFor()).toEqual(at(600));
    await release.stop();
  });

  it('waits at most MAX_RELEASE_WAIT_MS at once and reads a far instant again on the way', async () => {
    const far = at(MAX_RELEASE_WAIT_MS / 1000 + 3600);
    const store = createStore([far]);
    const release = createScheduledRelease({ ...store.deps, pollMs: 10 * MAX_RELEASE_WAIT_MS });
    await release.start();
    await vi.advanceTimersByTimeAsync(MAX_RELEASE_WAIT_MS);
    expect(store.sent).toEqual([]);
    expect(release.armedFor()).toEqual(far);
    await vi.advanceTimersByTimeAsync(3600_000);
    expect(store.sent).toEqual([far]);
    await release.stop();
  });

  it('retries a failed release after RETRY_AFTER_ERROR_MS, reporting the error', async () => {
    const store = createStore([at(10)]);
    const errors: unknown[] = [];
    const release = createScheduledRelease(store.deps);
    await release.start({ onError: (error) => errors.push(error) });
    store.failNext(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(errors).toHaveLength(1);
    expect(store.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_ERROR_MS);
    expect(store.sent).toEqual([at(10)]);
    await release.stop();
  });

  it('keeps polling as a safety net (a row written behind its back, a lost bus message)', async () => {
    const store = createStore([]);
    const release = createScheduledRelease(store.deps);
    await release.start();
    expect(release.armedFor()).toBeNull();
    store.waiting.push(at(5));
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(store.sent).toEqual([at(5)]);
    await release.stop();
    // Stopped: nothing is armed or polled any more.
    store.waiting.push(at(40));
    await vi.advanceTimersByTimeAsync(10 * POLL_MS);
    expect(store.sent).toEqual([at(5)]);
  });
});
