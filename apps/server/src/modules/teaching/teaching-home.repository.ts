import { staffContactTypes } from '@campus/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts, formations, postResponses, posts } from '../../db/schema';

/** A question waiting for a teacher: a class comment or a board post of a student in one of his groups. */
export interface UnansweredQuestionRow {
  id: number;
  title: string;
  postable_type: string | null;
  postable_id: string | null;
  created_at: Date | string;
  author_code: string;
  author_name: string;
  group_code: string;
  group_name: string;
  formation_code: string | null;
  total: number | string;
}

// Types are stored as "1,4": a staff type anywhere means staff (db/contact-reach.ts reads them the same way).
const STAFF_TYPES_PATTERN = `[${staffContactTypes.join('')}]`;

/**
 * Who answers for a group: its teachers, staff and admins. `person` is the contacts row, `groupCode` the group's
 * code, both SQL of the outer query.
 */
const isGroupAnswerer = (person: string, groupCode: string) =>
  sql.raw(`(${person}.edu_tipocontacto ~ '${STAFF_TYPES_PATTERN}' or ${person}.admin
    or exists (select 1 from formation_teachers ft where ft.edu_codigocontacto = ${person}.edu_codigocontacto and ft.edu_codigoformacion = ${groupCode}))`);

/** Reads of the teacher's home that no other module computes: his groups' unanswered questions. */
export function createTeachingHomeRepository(db: Database) {
  // One statement whatever the number of groups and posts: each post addressed to one of the groups (a board post
  // or a class comment, whose audience is the commenter's groups), written by a student of it (neither a teacher
  // of the group nor staff), not hidden, with no visible answer from a teacher of the group or staff: no response
  // and, for a class comment, no later comment of theirs on the same class. `total` counts them all before the limit.
  const unanswered = db
    .select({
      rows: sql<UnansweredQuestionRow[] | null>`(
        select json_agg(q order by q.created_at desc, q.id desc) from (
          select p.id, p.title, p.postable_type, p.postable_id, p.created_at, p.edu_codigocontacto as author_code,
            c.fullname as author_name, g.code as group_code, g.name as group_name, g.parent as formation_code,
            count(*) over () as total
          from ${posts} p
          inner join ${contacts} c on c.edu_codigocontacto = p.edu_codigocontacto
          cross join lateral (
            select f.edu_codigoformacion as code, f.edu_formacion as name, f.edu_principalcodigoformacion as parent
            from ${formations} f
            where f.edu_codigoformacion = any(${sql.placeholder('groups')}::text[]) and p.codigos_grupos ? f.edu_codigoformacion
            order by f.edu_formacion, f.edu_codigoformacion
            limit 1
          ) g
          where p.codigos_grupos ?| ${sql.placeholder('groups')}::text[]
            and p.hidden_at is null
            and not ${isGroupAnswerer('c', 'g.code')}
            and not exists (
              select 1 from ${postResponses} r inner join ${contacts} rc on rc.edu_codigocontacto = r.edu_codigocontacto
              where r.post_id = p.id and r.hidden_at is null and ${isGroupAnswerer('rc', 'g.code')}
            )
            and not (p.postable_type is not null and exists (
              select 1 from ${posts} later inner join ${contacts} lc on lc.edu_codigocontacto = later.edu_codigocontacto
              where later.postable_type = p.postable_type and later.postable_id = p.postable_id and later.hidden_at is null
                and (later.created_at, later.id) > (p.created_at, p.id) and ${isGroupAnswerer('lc', 'g.code')}
            ))
          order by p.created_at desc, p.id desc
          limit ${sql.placeholder('limit')}
        ) q
      )`,
    })
    .from(sql`(select 1) as one`)
    .prepare('teaching_home_unanswered_questions');

  return {
    /** The newest `limit` unanswered questions of these groups, with how many there are in all (one statement). */
    async listUnansweredQuestions(groupCodes: readonly string[], limit: number): Promise<{ rows: UnansweredQuestionRow[]; total: number }> {
      if (groupCodes.length === 0) return { rows: [], total: 0 };
      const [row] = await unanswered.execute({ groups: [...groupCodes], limit });
      const rows = row?.rows ?? [];
      return { rows, total: rows.length === 0 ? 0 : Number(rows[0]!.total) };
    },
  };
}

export type TeachingHomeRepository = ReturnType<typeof createTeachingHomeRepository>;
