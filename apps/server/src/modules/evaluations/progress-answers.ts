import type { EvaluationsAnswer, TasksAnswer } from '@campus/contract';
import type { TableChanges } from '../../lib/table-changes';
import { createKeyedCache } from '../../lib/keyed-cache';

/** A safety bound if a change is ever missed (Redis down). */
const PROGRESS_ANSWERS_TTL_MS = 5 * 60_000;

/**
 * The student's evaluations and tasks answers, kept per student and set of groups until one of their task
 * deliveries or scores changes. The answer does not depend on the clock (the deadline block is the page's),
 * nor on the session: who may ask is decided before the cache, on every request.
 */
export function createProgressAnswers(changes: TableChanges) {
  const answers = createKeyedCache<Map<string, EvaluationsAnswer | TasksAnswer>>({
    changes,
    dependsOn: {
      // The student's own rows, by contact code.
      evaluation_scores: 'entry',
      task_deliveries: 'entry',
      // A delivered file is written with its delivery, whose change (published with every hand-in or removal)
      // drops the student; other uploads (chat, board) show nowhere here.
      file_uploads: { ttlOnly: 'follows the task_deliveries change published with it' },
      files: { ttlOnly: 'follows the task_deliveries change published with it' },
      // What the groups ask (only the seed writes them today): every student.
      evaluations: 'all',
      evaluation_concepts: 'all',
      tasks: 'all',
    },
    ttlMs: PROGRESS_ANSWERS_TTL_MS,
    maxEntries: 10_000,
  });

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
  };
}
