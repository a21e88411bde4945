import { type Post, texts } from '@campus/contract';
import type { z } from 'zod';
import type { createPostableBodySchema, updatePostBodySchema } from '@campus/contract';
import type { PostableType, PostMetadata } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { type AccessPolicies, authorize, canReadPost, type EventAccess, type UserHoldings } from '../../policies';
import type { PostsRepository } from './posts.repository';
import { isBlankHtml, sanitizePostHtml } from './sanitize-post-html';

type StoredPost = NonNullable<Awaited<ReturnType<PostsRepository['findById']>>>;
type CreatePostableBody = z.output<typeof createPostableBodySchema>;
type UpdatePostBody = z.output<typeof updatePostBodySchema>;

/** A post as the API answers it (spec 001 §3). */
function toPost({ post, fullname, foto, responses }: StoredPost): Post {
  return {
    id: post.id,
    title: post.title,
    content: post.content,
    fullname,
    edu_codigocontacto: post.edu_codigocontacto,
    foto,
    created_at: post.created_at.toISOString(),
    updated_at: post.updated_at?.toISOString() ?? null,
    metadata: post.metadata ?? null,
    responses: responses.map(({ response, fullname: name, foto: picture }) => ({
      id: response.id,
      content: response.content,
      created_at: response.created_at.toISOString(),
      fullname: name,
      post_id: response.post_id,
      edu_codigocontacto: response.edu_codigocontacto,
      foto: picture,
    })),
    codigos_grupos: post.codigos_grupos,
    postable_type: post.postable_type,
    postable_id: post.postable_id,
    edu_codigoformacion: post.edu_codigoformacion,
  };
}

/** Attached files keep only addresses of our API or https (never javascript: or data:). */
function cleanMetadata(metadata: PostMetadata | null | undefined): PostMetadata | null {
  if (!metadata) return null;
  const files = (metadata.files ?? []).filter((f) => /^(\/api\/|https:\/\/)/.test(f.url)).slice(0, 20);
  return files.length ? { files } : null;
}

function cleanForm(body: { title: string; content: string }) {
  const content = sanitizePostHtml(body.content);
  if (isBlankHtml(content)) throw new AppError('validation', texts.comments.contentRequired, { issues: [{ path: 'content', message: texts.comments.contentRequired }] });
  return { title: body.title.trim(), content };
}

const parseEventId = (id: string) => {
  const eventId = /^\d{1,9}$/.test(id) ? Number(id) : Number.NaN;
  if (!Number.isInteger(eventId) || eventId <= 0) throw new AppError('validation', 'El evento no es válido');
  return eventId;
};

/** Class comments: posts attached to an event ('event' or 'content'), readable and writable by who can open it. */
export function createPostsService(deps: { repository: PostsRepository; access: AccessPolicies; now: () => Date }) {
  const { repository, access, now } = deps;

  /** The event's groups the user reaches (the comment's audience), once `openEvent` allowed the event. */
  async function listReachedGroups(actor: Actor, decision: { event: EventAccess; holdings: UserHoldings }): Promise<string[]> {
    const groups: string[] = [];
    for (const code of decision.event.placement.groupCodes) if (await access.findGroup(actor, code, decision.holdings)) groups.push(code);
    return groups;
  }

  return {
    /** GET /api/posts/postable/{type}/{id}: the comments of an event the user can open, for their groups; 404 when none. */
    async listForPostable(actor: Actor | null, type: PostableType, id: string, options: { isEmptyListWanted?: boolean } = {}): Promise<{ status: 'ok'; data: Post[] }> {
      const opened = await access.authorize(actor, 'openEvent', { eventId: parseEventId(id) });
      const checked = opened.actor;
      const audience = new Set(await listReachedGroups(checked, opened));
      const visible = (await repository.listByPostable(type, id)).filter(({ post }) => canReadPost(checked, post, audience));
      if (visible.length === 0 && !options.isEmptyListWanted) throw new AppError('not_found', texts.comments.none);
      return { status: 'ok', data: visible.map(toPost) };
    },

    /** POST /api/posts/postable: a comment on an event the user can open; content sanitised. */
    async createForPostable(actor: Actor | null, body: CreatePostableBody): Promise<{ status: 'ok'; post: Post }> {
      const opened = await access.authorize(actor, 'openEvent', { eventId: parseEventId(body.postable_id) });
      const { actor: checked, event: eventAccess } = opened;
      const groups = await listReachedGroups(checked, opened);
      const form = cleanForm(body);
      const group = eventAccess.access.group;
      const row = await repository.insert({
        ...form,
        edu_codigocontacto: checked.edu_codigocontacto,
        metadata: cleanMetadata(body.metadata),
        codigos_grupos: groups,
        postable_type: body.postable_type,
        postable_id: String(eventAccess.placement.event.id),
        edu_codigoformacion: group.edu_principalcodigoformacion ?? group.edu_codigoformacion,
        created_at: now(),
      });
      const stored = await repository.findById(row.id);
      return { status: 'ok', post: toPost(stored!) };
    },

    /** PUT /api/posts/{id} → 204: only its author edits a post or comment. */
    async update(actor: Actor | null, postId: number, body: UpdatePostBody): Promise<void> {
      const checked = authorize(actor, 'signedIn');
      const stored = await repository.findById(postId);
      if (!stored) throw new AppError('not_found', texts.comments.notFound);
      authorize(checked, 'editPost', { authorCode: stored.post.edu_codigocontacto });
      const form = cleanForm(body);
      await repository.update(postId, { ...form, ...(body.metadata !== undefined ? { metadata: cleanMetadata(body.metadata) } : {}), updated_at: now() });
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
