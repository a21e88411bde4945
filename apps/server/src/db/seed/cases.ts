import type { Database } from '../client';
import type { DemoClock } from './dates';

/** Support cases of the demo academy (issue 11; the cases helper fills this in). */
export async function seedCases(tx: Database, clock: DemoClock): Promise<void> {
  void tx;
  void clock;
}
