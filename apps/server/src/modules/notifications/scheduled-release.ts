import type { InvalidationBus } from '../../lib/invalidation-bus';

/** The timer functions the scheduler uses (tests pass fake ones). */
export interface ReleaseTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const nodeTimers: ReleaseTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  setInterval: (run, ms) => setInterval(run, ms).unref(),
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
};

/** The safety net's period: a release at least this often whatever the timer says. */
export const SCHEDULED_RELEASE_POLL_MS = 30_000;
/** Longest single wait: a far instant is read again from the database on the way (and setTimeout caps at ~24.8 days). */
export const MAX_RELEASE_WAIT_MS = 6 * 3600_000;
/** Shortest wait when re-arming after a release: a due row that cannot be released (an error) never spins the loop. */
export const MIN_REARM_MS = 250;
/** After a failed release, the next try waits at least this long. */
export const RETRY_AFTER_ERROR_MS = 5_000;
/** The bus topic on which an instance that scheduled a notification tells the others its instant. */
export const SCHEDULED_TOPIC = 'scheduled-notifications';

export interface ScheduledReleaseDeps {
  /** Sends what is due (atomically: one delivery is sent once whatever the number of instances). */
  release(): Promise<number>;
  /** The earliest instant still waiting, read from the database (so it survives restarts), or null. */
  nextDueAt(): Promise<Date | null>;
  now(): Date;
  /** The safety net: a release every so often whatever the timer says (a lost bus message, a clock jump). */
  pollMs: number;
  /** Tells every instance of a newly scheduled instant (through Redis when there is one). */
  bus?: InvalidationBus;
  timers?: ReleaseTimers;
}

/**
 * The durable sending of scheduled notifications. What is scheduled lives in the database (a delivery with
 * `sent_at` null and its notification's `scheduled_at`), never only in memory; this arms one timer for the
 * earliest waiting instant, read from the database on start and after every release, moved earlier when a
 * new one is scheduled (on any instance, through the bus), and keeps a slow poll as a safety net. A release
 * claims deliveries with one UPDATE … WHERE sent_at IS NULL, so two instances firing together send once.
 */
export function createScheduledRelease(deps: ScheduledReleaseDeps) {
  const timers = deps.timers ?? nodeTimers;
  let timer: unknown = null;
  let armedAt: Date | null = null;
  let poll: unknown = null;
  let running: Promise<void> | null = null;
  let started = false;
  let onError: (error: unknown) => void = () => {};

  const clear = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    armedAt = null;
  };

  /** Arms the timer for `at` unless an earlier (or the same) instant is already armed. */
  const arm = (at: Date, floorMs = 0) => {
    if (!started) return;
    if (armedAt !== null && armedAt.getTime() <= at.getTime()) return;
    clear();
    const wait = Math.min(Math.max(at.getTime() - deps.now().getTime(), floorMs), MAX_RELEASE_WAIT_MS);
    armedAt = at;
    timer = timers.setTimeout(() => {
      timer = null;
      armedAt = null;
      void run();
    }, wait);
  };

  const armFromDatabase = async (floorMs: number) => {
    const at = await deps.nextDueAt();
    if (at) arm(at, floorMs);
  };

  /** One release, then the timer again for what still waits; concurrent calls share the run in progress. */
  const run = (): Promise<void> => {
    if (running) return running;
    running = (async () => {
      let floorMs = MIN_REARM_MS;
      try {
        await deps.release();
      } catch (error) {
        onError(error);
        floorMs = RETRY_AFTER_ERROR_MS;
      }
      try {
        await armFromDatabase(floorMs);
      } catch (error) {
        onError(error);
      }
    })().finally(() => {
      running = null;
    });
    return running;
  };

  deps.bus?.subscribe(SCHEDULED_TOPIC, (key) => {
    const at = new Date(key);
    if (!Number.isNaN(at.getTime())) arm(at);
  });

  return {
    /** On start: what was scheduled before (even by a previous process) is armed from the database. */
    async start(options: { onError?: (error: unknown) => void } = {}): Promise<void> {
      if (started) return;
      started = true;
      if (options.onError) onError = options.onError;
      poll = timers.setInterval(() => void run(), deps.pollMs);
      await run();
    },
    async stop(): Promise<void> {
      started = false;
      clear();
      if (poll !== null) timers.clearInterval(poll);
      poll = null;
      await running;
    },
    /** A notification was scheduled for `at` here: every instance (this one included) arms for it. */
    scheduled(at: Date): void {
      if (deps.bus) deps.bus.publish(SCHEDULED_TOPIC, at.toISOString());
      else arm(at);
    },
    /** Releases now (the timer's and the poll's work). */
    run,
    /** The instant the timer is armed for (tests and diagnostics). */
    armedFor: (): Date | null => armedAt,
  };
}

export type ScheduledRelease = ReturnType<typeof createScheduledRelease>;
