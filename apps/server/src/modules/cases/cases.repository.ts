import type { Database } from '../../db/client';

/** Support cases: reads and writes of `support_cases` (issue 11; the cases helper fills this in). */
export function createCasesRepository(db: Database) {
  void db;
  return {};
}

export type CasesRepository = ReturnType<typeof createCasesRepository>;
