import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts, type PostableType, type PostMetadata, postResponses, posts } from '../../db/schema';

export type PostRow = typeof posts.$inferSelect;

const authorColumns = { fullname: contacts.fullname, foto: contacts.foto };

/** Data access of posts and class comments. */
export function createPostsRepository(db: Database) {
  async function withAuthors(rows: { post: PostRow; fullname: string; foto: string | null }[]) {
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
    return rows.map((row) => ({ ...row, responses: responses.filter((r) => r.response.post_id === row.post.id) }));
  }

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

    async findById(id: number) {
      const rows = await db.select({ post: posts, ...authorColumns }).from(posts).innerJoin(contacts, eq(contacts.edu_codigocontacto, posts.edu_codigocontacto)).where(eq(posts.id, id)).limit(1);
      return (await withAuthors(rows))[0] ?? null;
    },

    async insert(values: typeof posts.$inferInsert): Promise<PostRow> {
      const [row] = await db.insert(posts).values(values).returning();
      return row!;
    },

    async update(id: number, values: { title: string; content: string; metadata?: PostMetadata | null; updated_at: Date }): Promise<void> {
      await db.update(posts).set(values).where(eq(posts.id, id));
    },
  };
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;
