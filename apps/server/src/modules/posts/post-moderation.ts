import { academyTexts } from '@campus/contract';
import { type Post, texts } from '@campus/contract';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { authorize, type UserHoldings } from '../../policies';
import type { BoardDeps, BoardService } from './board.service';
import type { PostRow } from './posts.repository';
import { fillAuditSummary } from '../audit/audit-summary';

type ModerationAction = 'hidden' | 'shown' | 'deleted';

const titles = {
  post: { hidden: texts.teachingNotices.postHiddenTitle, shown: texts.teachingNotices.postShownTitle, deleted: texts.teachingNotices.postDeletedTitle },
  response: {
    hidden: texts.teachingNotices.responseHiddenTitle,
    shown: texts.teachingNotices.responseShownTitle,
    deleted: texts.teachingNotices.responseDeletedTitle,
  },
} as const;

/**
 * Moderation of boards and class comments (issue 30 item 8): a teacher of one of a post's groups, or the academy
 * side (policy `moderateGroupPost`), hides, shows again or deletes a post, a class comment or an answer, and its
 * author is told in the bell ('Tablón'), naming what and by whom. The author deletes their own as before.
 */
export function createPostModeration(deps: BoardDeps, board: BoardService) {
  const { repository, access, now } = deps;

  /** The moderator's checked actor for this post, or the policy's 403 (a student, a teacher of another group, freemium). */
  async function authorizeModeration(actor: Actor, post: PostRow, holdings?: UserHoldings): Promise<Actor> {
    const taughtGroups = (holdings ?? (await access.loadHoldings(actor))).taughtGroups;
    return authorize(actor, 'moderateGroupPost', { groupCodes: post.codigos_grupos, taughtGroups });
  }

  /** Tells the author what the moderator did, unless the moderator is the author. */
  async function notifyAuthor(moderator: Actor, authorCode: string, kind: 'post' | 'response', action: ModerationAction, post: PostRow) {
    if (authorCode === moderator.edu_codigocontacto) return;
    const name = (await repository.findContactName(moderator.edu_codigocontacto)) ?? '';
    await deps.notify({
      title: titles[kind][action],
      message: texts.teachingNotices.moderationMessage(action, kind, name, post.title),
      typeId: 1,
      // A deleted post opens nothing; anything else opens the post on the board, where its author sees it marked.
      notifiable: kind === 'post' && action === 'deleted' ? null : { type: 'post', id: post.id },
      createdBy: moderator.edu_codigocontacto,
      recipients: [authorCode],
    });
  }

  /** After a change to the post or its answers: boards dropped, every member told as they may see it. */
  async function publishChange(post: PostRow): Promise<Post> {
    board.dropBoards(post.codigos_grupos);
    const changed = await board.loadPost(post.id);
    await board.pushChange(post, { groupCodes: post.codigos_grupos, post: changed, removedPostId: null });
    return changed;
  }

  /**
   * Records a moderator's hiding or deleting of someone else's post or answer in the audit log (issue 31), once
   * the write succeeded; an author's own change is theirs, not the academy's, and is not recorded.
   */
  async function recordModeration(moderator: Actor, authorCode: string, kind: 'post' | 'response', action: 'hide' | 'delete', post: PostRow, id: number) {
    if (authorCode === moderator.edu_codigocontacto) return;
    const author = (await repository.findContactName(authorCode)) ?? authorCode;
    const a = academyTexts.auditAcademy;
    const template = kind === 'post' ? (action === 'hide' ? a.postHide : a.postDelete) : action === 'hide' ? a.responseHide : a.responseDelete;
    await deps.audit.recordChanges(moderator, [
      {
        action: `${kind}.${action}`,
        entityType: kind === 'post' ? 'post' : 'post_response',
        entityId: id,
        summary: fillAuditSummary(template, { title: post.title, author }),
        before: action === 'hide' ? { hidden: false } : { author: authorCode, ...(kind === 'post' ? { title: post.title } : { post_id: post.id }) },
        after: action === 'hide' ? { hidden: true } : null,
      },
    ]);
  }

  const hiddenState = (moderator: Actor, hidden: boolean) => (hidden ? { at: now(), by: moderator.edu_codigocontacto } : null);

  return {
    /** PATCH /api/posts/{id}/moderation {hidden}: answers the post as its moderators see it. */
    async moderatePost(actor: Actor | null, postId: number, hidden: boolean): Promise<{ status: 'ok'; post: Post }> {
      const checked = authorize(actor, 'signedIn');
      const row = await board.requirePost(postId);
      const moderator = await authorizeModeration(checked, row);
      if (!!row.hidden_at === hidden) return { status: 'ok', post: await board.loadPost(postId) };
      await repository.setPostHidden(postId, hiddenState(moderator, hidden));
      if (hidden) await recordModeration(moderator, row.edu_codigocontacto, 'post', 'hide', row, postId);
      const post = await publishChange(row);
      await notifyAuthor(moderator, row.edu_codigocontacto, 'post', hidden ? 'hidden' : 'shown', row);
      return { status: 'ok', post };
    },

    /** PATCH /api/posts/response/{id}/moderation {hidden}: answers the post the answer belongs to. */
    async moderateResponse(actor: Actor | null, responseId: number, hidden: boolean): Promise<{ status: 'ok'; post: Post }> {
      const checked = authorize(actor, 'signedIn');
      const found = await repository.findResponse(responseId);
      if (!found) throw new AppError('not_found', texts.board.responseNotFound);
      const moderator = await authorizeModeration(checked, found.post);
      if (!!found.response.hidden_at === hidden) return { status: 'ok', post: await board.loadPost(found.post.id) };
      await repository.setResponseHidden(responseId, hiddenState(moderator, hidden));
      if (hidden) await recordModeration(moderator, found.response.edu_codigocontacto, 'response', 'hide', found.post, responseId);
      const post = await publishChange(found.post);
      await notifyAuthor(moderator, found.response.edu_codigocontacto, 'response', hidden ? 'hidden' : 'shown', found.post);
      return { status: 'ok', post };
    },

    /** DELETE /api/posts/{id} → 201: its author (`changeBoardPost`) or a moderator; its responses go with it. */
    async deletePost(actor: Actor | null, postId: number): Promise<{ status: 'ok' }> {
      const checked = authorize(actor, 'signedIn');
      const row = await board.requirePost(postId);
      const moderator = await resolveDeleter(checked, row.edu_codigocontacto, row, 'changeBoardPost');
      await repository.detachUploads(postId);
      await repository.delete(postId);
      if (moderator) await recordModeration(moderator, row.edu_codigocontacto, 'post', 'delete', row, postId);
      board.dropBoards(row.codigos_grupos);
      await board.pushChange(row, { groupCodes: row.codigos_grupos, post: null, removedPostId: postId });
      if (moderator) await notifyAuthor(moderator, row.edu_codigocontacto, 'post', 'deleted', row);
      return { status: 'ok' };
    },

    /** DELETE /api/posts/response/{id} → 201: the author of the response (`deletePostResponse`) or a moderator. */
    async deleteResponse(actor: Actor | null, responseId: number): Promise<{ status: 'ok' }> {
      const checked = authorize(actor, 'signedIn');
      const found = await repository.findResponse(responseId);
      if (!found) throw new AppError('not_found', texts.board.responseNotFound);
      const moderator = await resolveDeleter(checked, found.response.edu_codigocontacto, found.post, 'deletePostResponse');
      await repository.deleteResponse(responseId);
      if (moderator) await recordModeration(moderator, found.response.edu_codigocontacto, 'response', 'delete', found.post, responseId);
      await publishChange(found.post);
      if (moderator) await notifyAuthor(moderator, found.response.edu_codigocontacto, 'response', 'deleted', found.post);
      return { status: 'ok' };
    },
  };

  /**
   * Who deletes: the author (null: nobody to tell) or a moderator of the post. Anyone else gets the author-only
   * refusal the route always gave (texts.board.onlyAuthor / onlyResponseAuthor).
   */
  async function resolveDeleter(
    actor: Actor,
    authorCode: string,
    post: PostRow,
    authorPolicy: 'changeBoardPost' | 'deletePostResponse',
  ): Promise<Actor | null> {
    if (authorCode === actor.edu_codigocontacto) return null;
    const holdings = await access.loadHoldings(actor);
    if (board.canModerate(actor, post, holdings)) return actor;
    authorize(actor, authorPolicy, { authorCode });
    return null;
  }
}
