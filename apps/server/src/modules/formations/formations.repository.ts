import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { formations } from '../../db/schema';

const parents = alias(formations, 'parent_formation');

/** Data access of formations and groups. */
export function createFormationsRepository(db: Database) {
  return {
    /** Formations or groups by code, each with its main formation (null for a main formation). */
    async findByCodes(codes: readonly string[]) {
      if (codes.length === 0) return [];
      return db
        .select({ group: formations, parent: parents })
        .from(formations)
        .leftJoin(parents, eq(parents.edu_codigoformacion, formations.edu_principalcodigoformacion))
        .where(inArray(formations.edu_codigoformacion, [...codes]));
    },
  };
}

export type FormationsRepository = ReturnType<typeof createFormationsRepository>;
