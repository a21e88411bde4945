import type { EvaluationsAnswer, TasksAnswer } from '@campus/contract';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { createKeyedCache } from '../../lib/keyed-cache';

/**
 * A safety bound for what no write of the app announces: evaluations, concepts and tasks are written only by
 * the seed (and a future academy tool, which must call `invalidateAll`). Every write of the app that changes
 * a student's answers (hand-in, removal, grading) drops that student's entry on every instance.
 */
const PROGRESS_ANSWERS_TTL_MS = 5 * 60_000;

/** Whether a SQL statement writes what these answers show (tests drop the kept answers when a factory does). */
export function isProgressAnswerWrite(statement: string): boolean {
  return /^\s*(insert\s+into|update|delete\s+from)\s+"(evaluations|evaluation_concepts|evaluation_scores|tasks|task_deliveries|file_uploads|files)"/i.test(statement);
}

/**
 * The student's evaluations and tasks answers, kept per student and set of groups until one of their task
 * deliveries or scores changes. The answer does not depend on the clock (the deadline block is the page's),
 * nor on the session: who may ask is decided before the cache, on every request.
 */
export function createProgressAnswers(bus: InvalidationBus) {
  const answers = createKeyedCache<Map<string, EvaluationsAnswer | TasksAnswer>>({ topic: 'progress-answers', bus, ttlMs: PROGRESS_ANSWERS_TTL_MS, maxEntries: 10_000 });

  async function keep<T extends EvaluationsAnswer | TasksAnswer>(contactCode: string, key: string, build: () => Promise<T>): Promise<T> {
    // An answer being built while the student's entry is dropped goes to the dropped map, never served.
    const entry = await answers.get(contactCode, async () => new Map());
    const known = entry.get(key);
    if (known) return known as T;
    const answer = await build();
    entry.set(key, answer);
    return answer;
  }

  return {
    evaluations: (contactCode: string, groups: readonly string[], build: () => Promise<EvaluationsAnswer>) => keep(contactCode, `e:${groups.join(',')}`, build),
    tasks: (contactCode: string, groups: readonly string[], build: () => Promise<TasksAnswer>) => keep(contactCode, `t:${groups.join(',')}`, build),
    /** After a write that changes what the student sees (their delivery, files or scores). */
    invalidate: (contactCode: string) => answers.invalidate(contactCode),
    invalidateAll: () => answers.invalidateAll(),
  };
}
