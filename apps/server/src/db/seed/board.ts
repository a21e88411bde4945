import type { Database } from '../client';
import type { DemoClock } from './dates';

/** Posts of the board (tablón) addressed to groups, with files and responses (issue 11; the board helper fills this in). */
export async function seedBoard(tx: Database, clock: DemoClock): Promise<void> {
  void tx;
  void clock;
}
