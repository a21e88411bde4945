import { type Post, texts } from '@campus/contract';
import type { z } from 'zod';
import type { createPostableBodySchema, updatePostBodySchema } from '@campus/contract';
import type { PostableType } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { canReadPost, type EventAccess, isAuthorized, type UserHoldings } from '../../policies';
import { type BoardDeps, cleanCommentMetadata, createBoardService } from './board.service';
import { toPost } from './post-mapping';
import { createPostModeration } from './post-moderation';
import { showPostTo } from './post-visibility';
import { isBlankHtml, sanitizePostHtml } from './sanitize-post-html';

type CreatePostableBody = z.output<typeof createPostableBodySchema>;
type UpdatePostBody = z.output<typeof updatePostBodySchema>;

function cleanForm(body: { title: string; content: string }) {
  const content = sanitizePostHtml(body.content);
  if (isBlankHtml(content))
    throw new AppError('validation', texts.comments.contentRequired, { issues: [{ path: 'content', message: texts.comments.contentRequired }] });
  return { title: body.title.trim(), content };
}

const parseEventId = (id: string) => {
  const eventId = /^\d{1,9}$/.test(id) ? Number(id) : Number.NaN;
  if (!Number.isInteger(eventId) || eventId <= 0) throw new AppError('validation', 'El evento no es válido');
  return eventId;
};

/** Class comments: posts attached to an event ('event' or 'content'), readable and writable by who can open it. */
export function createPostsService(deps: BoardDeps) {
  const { repository, access, now } = deps;
  const board = createBoardService(deps);
  const moderation = createPostModeration(deps, board);

  /** The event's groups the user reaches (the comment's audience), once `openEvent` allowed the event. */
  async function listReachedGroups(actor: Actor, decision: { event: EventAccess; holdings: UserHoldings }): Promise<string[]> {
    const groups: string[] = [];
    for (const code of decision.event.placement.groupCodes) if (await access.findGroup(actor, code, decision.holdings)) groups.push(code);
    return groups;
  }

  return {
    ...board,
    ...moderation,

    /** GET /api/posts/postable/{type}/{id}: the comments of an event the user can open, for their groups; 404 when none. */
    async listForPostable(
      actor: Actor | null,
      type: PostableType,
      id: string,
      options: { isEmptyListWanted?: boolean } = {},
    ): Promise<{ status: 'ok'; data: Post[] }> {
      const opened = await access.authorize(actor, 'openEvent', { eventId: parseEventId(id) });
      const checked = opened.actor;
      const audience = new Set(await listReachedGroups(checked, opened));
      const visible: Post[] = [];
      for (const stored of await repository.listByPostable(type, id)) {
        if (!canReadPost(checked, stored.post, audience)) continue;
        // Hidden comments and answers (issue 30 item 8) reach only their authors and the moderators.
        const canModerate = isAuthorized(checked, 'moderateGroupPost', { groupCodes: stored.post.codigos_grupos, taughtGroups: opened.holdings.taughtGroups });
        const shown = showPostTo(toPost(stored), { contactCode: checked.edu_codigocontacto, canModerate });
        if (shown) visible.push(shown);
      }
      if (visible.length === 0 && !options.isEmptyListWanted) throw new AppError('not_found', texts.comments.none);
      return { status: 'ok', data: visible };
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
        metadata: cleanCommentMetadata(body.metadata),
        codigos_grupos: groups,
        postable_type: body.postable_type,
        postable_id: String(eventAccess.placement.event.id),
        edu_codigoformacion: group.edu_principalcodigoformacion ?? group.edu_codigoformacion,
        created_at: now(),
      });
      board.dropBoards(groups);
      const [stored, members] = await Promise.all([repository.findById(row.id), repository.listMembers(groups)]);
      const post = toPost(stored!);
      // The teachers of the class's groups hear of a comment on it (issue 30 item 6); it opens on the board,
      // which shows class comments with their class, where they answer it.
      const teachers = members.filter((member) => member.isTeacher && member.code !== checked.edu_codigocontacto).map((member) => member.code);
      if (teachers.length > 0)
        await deps.notify({
          title: texts.teachingNotices.commentTitle(post.fullname),
          message: texts.teachingNotices.commentMessage(eventAccess.placement.event.title, post.title),
          typeId: 1,
          notifiable: { type: 'post', id: row.id },
          createdBy: checked.edu_codigocontacto,
          recipients: teachers,
        });
      return { status: 'ok', post };
    },

    /** PUT /api/posts/{id} → 204: only its author edits a post or comment (the board's groups stay as they were). */
    update: (actor: Actor | null, postId: number, body: UpdatePostBody) => board.updatePost(actor, postId, body),
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
