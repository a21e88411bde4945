import { and, asc, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  contacts,
  events,
  fileUploads,
  formations,
  formationTeachers,
  lineasMatricula,
  type PostableType,
  type PostMetadata,
  postResponses,
  posts,
} from '../../db/schema';

export type PostRow = typeof posts.$inferSelect;
export type PostResponseRow = typeof postResponses.$inferSelect;

const authorColumns = { fullname: contacts.fullname, foto: contacts.foto };

/** The most recent posts a group's board answers (a board is read, not archived: older ones stay in the database). */
export const BOARD_LIST_LIMIT = 200;

/** A post with its author, its responses (oldest first, with their authors) and the class it is attached to. */
export interface StoredPost {
  post: PostRow;
  fullname: string;
  foto: string | null;
  postableTitle: string | null;
  responses: { response: PostResponseRow; fullname: string; foto: string | null }[];
}

/** What the database answers for one post of a board, as JSON (`to_jsonb` of the rows). */
interface BoardRowJson {
  post: Record<string, unknown>;
  fullname: string;
  foto: string | null;
  postable_title: string | null;
  responses: { response: Record<string, unknown>; fullname: string; foto: string | null }[];
}

const toDate = (value: unknown) => new Date(String(value));

function fromPostJson(json: Record<string, unknown>): PostRow {
  return {
    id: Number(json.id),
    title: String(json.title),
    content: String(json.content),
    edu_codigocontacto: String(json.edu_codigocontacto),
    metadata: json.metadata ?? null,
    codigos_grupos: (json.codigos_grupos ?? []) as string[],
    postable_type: (json.postable_type ?? null) as PostableType | null,
    postable_id: (json.postable_id ?? null) as string | null,
    edu_codigoformacion: (json.edu_codigoformacion ?? null) as string | null,
    created_at: toDate(json.created_at),
    updated_at: json.updated_at ? toDate(json.updated_at) : null,
    hidden_at: json.hidden_at ? toDate(json.hidden_at) : null,
    hidden_by: (json.hidden_by ?? null) as string | null,
  };
}

function fromResponseJson(json: Record<string, unknown>): PostResponseRow {
  return {
    id: Number(json.id),
    post_id: Number(json.post_id),
    content: String(json.content),
    edu_codigocontacto: String(json.edu_codigocontacto),
    created_at: toDate(json.created_at),
    hidden_at: json.hidden_at ? toDate(json.hidden_at) : null,
    hidden_by: (json.hidden_by ?? null) as string | null,
  };
}

/** Data access of posts (the board and class comments) and their responses. */
export function createPostsRepository(db: Database) {
  async function withAuthors(rows: { post: PostRow; fullname: string; foto: string | null }[]): Promise<StoredPost[]> {
    if (rows.length === 0) return [];
    const responses = await db
      .select({ response: postResponses, ...authorColumns })
      .from(postResponses)
      .innerJoin(contacts, eq(contacts.edu_codigocontacto, postResponses.edu_codigocontacto))
      .where(
        inArray(
          postResponses.post_id,
          rows.map((r) => r.post.id),
        ),
      )
      .orderBy(asc(postResponses.created_at), asc(postResponses.id));
    return rows.map((row) => ({ ...row, postableTitle: null, responses: responses.filter((r) => r.response.post_id === row.post.id) }));
  }

  // A group's board in one statement: its posts (newest first) with author, responses and the class title.
  const boardByGroup = db
    .select({
      rows: sql<BoardRowJson[] | null>`(
        select json_agg(b order by b.created_at desc, b.id desc) from (
          select p.id, p.created_at,
            to_jsonb(p) as post, c.fullname, c.foto,
            (select e.title from ${events} e where p.postable_type is not null and p.postable_id ~ '^[0-9]{1,9}$' and e.id = p.postable_id::int) as postable_title,
            coalesce((
              select json_agg(json_build_object('response', to_jsonb(r), 'fullname', rc.fullname, 'foto', rc.foto) order by r.created_at asc, r.id asc)
              from ${postResponses} r inner join ${contacts} rc on rc.edu_codigocontacto = r.edu_codigocontacto
              where r.post_id = p.id), '[]'::json) as responses
          from ${posts} p inner join ${contacts} c on c.edu_codigocontacto = p.edu_codigocontacto
          where p.codigos_grupos @> jsonb_build_array(${sql.placeholder('groupCode')}::text)
          order by p.created_at desc, p.id desc
          limit ${BOARD_LIST_LIMIT}
        ) b
      )`,
    })
    .from(sql`(select 1) as one`)
    .prepare('posts_board_by_group');

  // Who belongs to groups: their active students and their teachers (recipients of the board's notices and
  // pushes); a teacher of any of the groups moderates their posts (issue 30 item 8), so he is told apart.
  const membersOfGroups = db
    .select({ code: sql<string>`m.code`, isTeacher: sql<boolean>`bool_or(m.is_teacher)` })
    .from(
      sql`(
        select lm.edu_codigoalumno as code, false as is_teacher from ${lineasMatricula} lm
          where lm.edu_codigoformacion = any(${sql.placeholder('groupCodes')}::text[]) and lm.edu_activa = 0
        union
        select t.edu_codigocontacto as code, true as is_teacher from ${formationTeachers} t
          where t.edu_codigoformacion = any(${sql.placeholder('groupCodes')}::text[])
      ) as m`,
    )
    .groupBy(sql`m.code`)
    .prepare('posts_group_members');

  return {
    /** Posts attached to an item (newest first), with their authors and responses. */
    async listByPostable(type: PostableType, id: string) {
      const rows = await db
        .select({ post: posts, ...authorColumns })
        .from(posts)
        .innerJoin(contacts, eq(contacts.edu_codigocontacto, posts.edu_codigocontacto))
        .where(and(eq(posts.postable_type, type), eq(posts.postable_id, id)))
        .orderBy(desc(posts.created_at), desc(posts.id));
      return withAuthors(rows);
    },

    /** The board of a group: the latest {@link BOARD_LIST_LIMIT} posts addressed to it, newest first (one statement). */
    async listByGroup(groupCode: string): Promise<StoredPost[]> {
      const [row] = await boardByGroup.execute({ groupCode });
      return (row?.rows ?? []).map((json) => ({
        post: fromPostJson(json.post),
        fullname: json.fullname,
        foto: json.foto,
        postableTitle: json.postable_title,
        responses: json.responses.map((r) => ({ response: fromResponseJson(r.response), fullname: r.fullname, foto: r.foto })),
      }));
    },

    async findById(id: number): Promise<StoredPost | null> {
      const rows = await db
        .select({ post: posts, ...authorColumns })
        .from(posts)
        .innerJoin(contacts, eq(contacts.edu_codigocontacto, posts.edu_codigocontacto))
        .where(eq(posts.id, id))
        .limit(1);
      return (await withAuthors(rows))[0] ?? null;
    },

    /** A post row alone (who wrote it, where it is addressed), without its responses. */
    async findPostRow(id: number): Promise<PostRow | null> {
      const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
      return row ?? null;
    },

    /** A response with the post it answers. */
    async findResponse(id: number): Promise<{ response: PostResponseRow; post: PostRow } | null> {
      const [row] = await db
        .select({ response: postResponses, post: posts })
        .from(postResponses)
        .innerJoin(posts, eq(posts.id, postResponses.post_id))
        .where(eq(postResponses.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Distinct contacts who belong to any of the groups (active students and teachers), teachers marked. */
    async listMembers(groupCodes: readonly string[]): Promise<{ code: string; isTeacher: boolean }[]> {
      if (groupCodes.length === 0) return [];
      return membersOfGroups.execute({ groupCodes: [...groupCodes] });
    },

    /** A contact's full name (the moderator named in the author's notice). */
    async findContactName(code: string): Promise<string | null> {
      const [row] = await db.select({ fullname: contacts.fullname }).from(contacts).where(eq(contacts.edu_codigocontacto, code)).limit(1);
      return row?.fullname ?? null;
    },

    /** Hides a post (when and by whom) or shows it again (both null). */
    async setPostHidden(id: number, hidden: { at: Date; by: string } | null): Promise<void> {
      await db
        .update(posts)
        .set({ hidden_at: hidden?.at ?? null, hidden_by: hidden?.by ?? null })
        .where(eq(posts.id, id));
    },

    /** Hides a response (when and by whom) or shows it again (both null). */
    async setResponseHidden(id: number, hidden: { at: Date; by: string } | null): Promise<void> {
      await db
        .update(postResponses)
        .set({ hidden_at: hidden?.at ?? null, hidden_by: hidden?.by ?? null })
        .where(eq(postResponses.id, id));
    },

    /** Every group of the academy with its main formation (the staff's board reaches all of them). */
    async listAllGroups() {
      return db
        .select({ code: formations.edu_codigoformacion, name: formations.edu_formacion, parentCode: formations.edu_principalcodigoformacion })
        .from(formations)
        .where(isNotNull(formations.edu_principalcodigoformacion))
        .orderBy(asc(formations.edu_formacion));
    },

    /** Names of formations by code (the main formations of the staff's groups). */
    async findFormationNames(codes: readonly string[]): Promise<Map<string, string>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select({ code: formations.edu_codigoformacion, name: formations.edu_formacion })
        .from(formations)
        .where(inArray(formations.edu_codigoformacion, [...codes]));
      return new Map(rows.map((r) => [r.code, r.name]));
    },

    async insert(values: typeof posts.$inferInsert): Promise<PostRow> {
      const [row] = await db.insert(posts).values(values).returning();
      return row!;
    },

    async update(id: number, values: { title: string; content: string; metadata?: PostMetadata | null; updated_at: Date }): Promise<void> {
      await db.update(posts).set(values).where(eq(posts.id, id));
    },

    /** Deletes a post (its responses go with it). */
    async delete(id: number): Promise<void> {
      await db.delete(posts).where(eq(posts.id, id));
    },

    /**
     * Hands the post's uploads back to their owners, but for `keepIds`: a file taken off a post (or the files
     * of a deleted post) is again an unattached upload, no longer reachable by the post's groups, instead of
     * staying reachable (or losing its upload row with the post and being left without an owner).
     */
    async detachUploads(postId: number, keepIds: readonly number[] = []): Promise<void> {
      await db
        .update(fileUploads)
        .set({ post_id: null })
        .where(and(eq(fileUploads.post_id, postId), ...(keepIds.length ? [notInArray(fileUploads.file_id, [...keepIds])] : [])));
    },

    async insertResponse(values: typeof postResponses.$inferInsert): Promise<PostResponseRow> {
      const [row] = await db.insert(postResponses).values(values).returning();
      return row!;
    },

    async deleteResponse(id: number): Promise<void> {
      await db.delete(postResponses).where(eq(postResponses.id, id));
    },
  };
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;
