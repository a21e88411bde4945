import type { OwnAttendanceAnswer } from '@campus/contract';
import type { TableChanges } from '../../lib/table-changes';
import { createKeyedCache } from '../../lib/keyed-cache';

/** A safety bound if an invalidation is ever lost (Redis down), as for the group figures. */
export const OWN_ATTENDANCE_TTL_MS = 60_000;
const MAX_STUDENTS = 5000;
/** Ranges kept per student (a group's page asks one or two; a date picker may ask more). */
const MAX_RANGES = 20;

/** A computed answer and the instant until which it holds even if nothing is announced (the next class start). */
export interface OwnAttendanceLoad {
  answer: OwnAttendanceAnswer;
  validUntil: number;
}

interface Kept {
  generation: number;
  loaded: Promise<OwnAttendanceLoad>;
}

/**
 * Each student's own attendance per group, academy day and range, served again until it can change:
 * - their own join of a live class (a type 3 record: the activity_records change with their code, on every
 *   instance) drops every range of theirs;
 * - a live class added, moved or removed anywhere (an events or event_formations change) makes every kept
 *   answer stale;
 * - time: a range that ends now holds one more class once the group's next live class starts, so an answer
 *   is kept only until that instant (`validUntil`); a new academy day is a new key.
 * Enrolment changes do not change the figure (only the student's joins and the group's classes count); the
 * access check that runs on every request decides whether they may still see it.
 */
export function createOwnAttendanceCache(deps: { changes: TableChanges; now: () => number }) {
  const { now } = deps;
  // Bumped by any event change: every answer of an older generation is stale.
  let generation = 0;
  deps.changes.follow({ events: 'all', event_formations: 'all' }, { entry: () => generation++, all: () => generation++ });
  const students = createKeyedCache<Map<string, Kept>>({
    changes: deps.changes,
    dependsOn: {
      // The student's own joins (type 3 records), by contact code.
      activity_records: 'entry',
      lineas_matricula: { ttlOnly: 'enrolment changes do not change the figure; the access check on every request decides who may see it' },
    },
    ttlMs: OWN_ATTENDANCE_TTL_MS,
    maxEntries: MAX_STUDENTS,
    now,
  });

  return {
    /** The kept answer of `contactCode` for `key` (group, day, range), or `load`'s (kept while valid). */
    async get(contactCode: string, key: string, load: () => Promise<OwnAttendanceLoad>): Promise<OwnAttendanceAnswer> {
      // The student's map is replaced when their joins change: a load that raced a join lands in the dropped map.
      const ranges = await students.get(contactCode, async () => new Map());
      const kept = ranges.get(key);
      if (kept && kept.generation === generation) {
        const value = await kept.loaded;
        if (value.validUntil > now()) return value.answer;
      }
      const entry: Kept = { generation, loaded: load() };
      ranges.delete(key);
      ranges.set(key, entry);
      if (ranges.size > MAX_RANGES) ranges.delete(ranges.keys().next().value as string);
      entry.loaded.catch(() => {
        if (ranges.get(key) === entry) ranges.delete(key);
      });
      return (await entry.loaded).answer;
    },
    /** Forgets every kept answer on this instance (tests). */
    clear: () => students.clear(),
  };
}

export type OwnAttendanceCache = ReturnType<typeof createOwnAttendanceCache>;
