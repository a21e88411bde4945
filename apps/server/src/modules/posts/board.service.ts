import { type BoardGroup, type Post, type PostChangedPayload, type PostMetadataInput, texts } from '@campus/contract';
import type { z } from 'zod';
import type { createPostBodySchema, updatePostBodySchema } from '@campus/contract';
import type { PostMetadata } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import type { TableChanges } from '../../lib/table-changes';
import { createKeyedCache } from '../../lib/keyed-cache';
import { type AccessPolicies, authorize, isAuthorized, type UserHoldings } from '../../policies';
import type { RealtimeEmitter } from '../../realtime/emitter';
import type { NotificationInput } from '../notifications/notifications.service';
import { fileAddress, type UploadsService } from '../uploads/uploads.service';
import { toPost } from './post-mapping';
import { listHiddenAuthors, showPostsTo, showPostTo } from './post-visibility';
import type { PostRow, PostsRepository } from './posts.repository';
import { isBlankHtml, sanitizePostHtml } from './sanitize-post-html';
import type { AuditService } from '../audit/audit.service';

/** A group's board as GET /api/posts answers it (the same object while nothing on it changed). */
type BoardAnswer = { status: 'ok'; data: Post[] };

/**
 * A group's board kept whole (its moderators' answer) and as everyone else receives it (hidden posts and
 * answers taken out, issue 30 item 8); the same object twice when nothing is hidden. The authors of hidden
 * parts get theirs built per request (rare).
 */
interface BoardEntry {
  full: BoardAnswer;
  shared: BoardAnswer;
  hiddenAuthors: ReadonlySet<string>;
}

function toBoardEntry(posts: Post[]): BoardEntry {
  const full: BoardAnswer = { status: 'ok', data: posts };
  const shown = showPostsTo(posts, { contactCode: '', canModerate: false });
  return { full, shared: shown === posts ? full : { status: 'ok', data: shown }, hiddenAuthors: listHiddenAuthors(posts) };
}

type CreatePostBody = z.output<typeof createPostBodySchema>;
type UpdatePostBody = z.output<typeof updatePostBodySchema>;

/** A bound if an invalidation is ever lost, and how stale an author's new name or photo may show on a board. */
const BOARD_TTL_MS = 60_000;

/** What the board needs of other modules (given by app-context; services authorize before calling them). */
export interface BoardDeps {
  repository: PostsRepository;
  access: AccessPolicies;
  now: () => Date;
  changes: TableChanges;
  emitter: RealtimeEmitter;
  notify: (input: NotificationInput) => Promise<unknown>;
  recordResponseActivity: (contactCode: string, metadata: { post_id: number; id_grupo: string | null }) => Promise<void>;
  /**
   * Marks the author's own post uploads as attached to a post (policy `attachFiles`: someone else's upload, a
   * chat upload or one already on another post is refused). Once attached, the members of the post's groups
   * open them through `/api/files/activos/file/{id}`, which answers a fresh signed address.
   */
  uploads?: Pick<UploadsService, 'attachToPost'>;
  /** Issue 31: a moderator's hiding or deleting of someone else's post or answer goes to the audit log. */
  audit: Pick<AuditService, 'recordChanges'>;
}

/** No post has id 0: an upload that "fits post 0" is an unattached post upload. */
const NO_POST_YET = 0;

/** The posts board of a group (tablón, issue 11): list, write, change, delete, answer; live to every member. */
export function createBoardService(deps: BoardDeps) {
  const { repository, access, now, emitter } = deps;
  // A group's board answer (shared by all its readers: no per-user data, no signed address) kept whole, so
  // the route sends the same encoded bytes again: dropped by every write to a post addressed to the group, on
  // every instance.
  const boards = createKeyedCache<BoardEntry>({
    changes: deps.changes,
    dependsOn: {
      // By group code.
      posts: 'entry',
      post_responses: 'entry',
      contacts: { ttlOnly: "an author's new name or picture shows on the boards within the TTL (a minute)" },
    },
    ttlMs: BOARD_TTL_MS,
    maxEntries: 2_000,
  });

  /** After a write to a post or its answers (a post's removal takes its answers): published for its groups. */
  const dropBoards = (groupCodes: readonly string[]) => {
    for (const table of ['posts', 'post_responses'] as const) deps.changes.publish(table, groupCodes);
  };

  /** Codes of the groups the actor does not reach (enrolled, teaching, staff). */
  async function findUnreached(actor: Actor, groupCodes: readonly string[], holdings: UserHoldings): Promise<string[]> {
    const unreached: string[] = [];
    for (const code of groupCodes) {
      const group = await access.findGroup(actor, code, holdings);
      if (!isAuthorized(actor, 'reachBoardGroup', { role: group?.role ?? null })) unreached.push(code);
    }
    return unreached;
  }

  /** Whether the actor moderates the post (a teacher of one of its groups, the academy side: `moderateGroupPost`). */
  const canModerate = (actor: Actor, post: Pick<PostRow, 'codigos_grupos'>, holdings: UserHoldings) =>
    isAuthorized(actor, 'moderateGroupPost', { groupCodes: post.codigos_grupos, taughtGroups: holdings.taughtGroups });

  /**
   * The post may be read (and answered) by the actor: one of its groups reached, staff, or its author; a
   * hidden post only by its author and its moderators (to anyone else it does not exist). Answers the holdings.
   */
  async function authorizeRead(actor: Actor, post: PostRow): Promise<UserHoldings> {
    const holdings = await access.loadHoldings(actor);
    const unreached = await findUnreached(actor, post.codigos_grupos, holdings);
    authorize(actor, 'readPost', { authorCode: post.edu_codigocontacto, reachesAGroup: unreached.length < post.codigos_grupos.length });
    if (post.hidden_at && post.edu_codigocontacto !== actor.edu_codigocontacto && !canModerate(actor, post, holdings))
      throw new AppError('not_found', texts.board.notFound);
    return holdings;
  }

  /**
   * Pushes the change to every member of the post's groups and to its author (boards open on them update their
   * cache), each as they may see it: a post hidden from a member reaches them as removed.
   */
  async function pushChange(post: PostRow, payload: PostChangedPayload): Promise<void> {
    const members = await repository.listMembers(post.codigos_grupos);
    const recipients = new Map(members.map((member) => [member.code, member.isTeacher]));
    if (!recipients.has(post.edu_codigocontacto)) recipients.set(post.edu_codigocontacto, false);
    for (const [code, isTeacher] of recipients) {
      const shown = payload.post ? showPostTo(payload.post, { contactCode: code, canModerate: isTeacher }) : null;
      const toMember: PostChangedPayload =
        shown === payload.post ? payload : shown ? { ...payload, post: shown } : { groupCodes: payload.groupCodes, post: null, removedPostId: post.id };
      emitter.emitToUser(code, 'post-changed', toMember);
    }
  }

  const requestedFileIds = (metadata: PostMetadataInput | undefined) => [...new Set((metadata?.files ?? []).map((f) => f.id))];
  const toMetadata = (files: readonly { id: number; name: string }[]): PostMetadata | null =>
    files.length ? { files: files.map((f) => ({ id: f.id, name: f.name, url: fileAddress(f.id) })) } : null;

  /** Before the post exists: the files must be the author's own post uploads, not attached anywhere (else 403). */
  async function checkNewFiles(actor: Actor, fileIds: readonly number[]): Promise<PostMetadata | null> {
    if (fileIds.length === 0) return null;
    const { files } = await access.authorize(actor, 'attachFiles', { fileIds, target: { kind: 'post', postId: NO_POST_YET }, uploadsOnly: true });
    return toMetadata(files);
  }

  /** Marks the files as the post's (checked again, so a concurrent attach elsewhere loses) and answers its metadata. */
  async function attachFiles(actor: Actor, fileIds: readonly number[], postId: number): Promise<PostMetadata | null> {
    if (fileIds.length === 0 || !deps.uploads) return null;
    const { files } = await deps.uploads.attachToPost(actor, fileIds, postId);
    return toMetadata(files);
  }

  function cleanForm(body: { title: string; content: string }, required: string = texts.board.contentRequired) {
    const content = sanitizePostHtml(body.content);
    if (isBlankHtml(content)) throw new AppError('validation', required, { issues: [{ path: 'content', message: required }] });
    return { title: body.title.trim(), content };
  }

  async function requirePost(postId: number): Promise<PostRow> {
    const row = await repository.findPostRow(postId);
    if (!row) throw new AppError('not_found', texts.board.notFound);
    return row;
  }

  async function loadPost(postId: number): Promise<Post> {
    const stored = await repository.findById(postId);
    if (!stored) throw new AppError('not_found', texts.board.notFound);
    return toPost(stored);
  }

  return {
    /** GET /api/posts?edu_codigoformacion=: the board of a group the user belongs to (newest first). */
    async listBoard(actor: Actor | null, groupCode: string): Promise<BoardAnswer> {
      const checked = authorize(actor, 'useBoard');
      const { group, holdings } = await access.authorize(checked, 'viewGroup', { groupCode });
      // viewGroup lets freemium visitors see an open group's content; the board is not theirs (useBoard refused them).
      const code = group.group.edu_codigoformacion;
      const entry = await boards.get(code, async () => toBoardEntry((await repository.listByGroup(code)).map(toPost)));
      if (entry.shared === entry.full || canModerate(checked, { codigos_grupos: [code] }, holdings)) return entry.full;
      if (!entry.hiddenAuthors.has(checked.edu_codigocontacto)) return entry.shared;
      return { status: 'ok', data: showPostsTo(entry.full.data, { contactCode: checked.edu_codigocontacto, canModerate: false }) };
    },

    /** GET /api/posts/groups: the groups whose board the user reads and writes (enrolled, teaching; staff: every group). */
    async listGroups(actor: Actor | null): Promise<{ status: 'ok'; groups: BoardGroup[] }> {
      const checked = authorize(actor, 'useBoard');
      const holdings = await access.loadHoldings(checked);
      const groups = new Map<string, BoardGroup>();
      for (const { group, parent } of holdings.lines) {
        if (group.edu_principalcodigoformacion === null) continue;
        groups.set(group.edu_codigoformacion, {
          edu_codigoformacion: group.edu_codigoformacion,
          name: group.edu_formacion,
          formation_name: parent?.edu_formacion ?? null,
        });
      }
      for (const code of holdings.taughtGroups) {
        const found = await access.findGroup(checked, code, holdings);
        if (found && !groups.has(code))
          groups.set(code, { edu_codigoformacion: code, name: found.group.edu_formacion, formation_name: found.parent?.edu_formacion ?? null });
      }
      if (isAuthorized(checked, 'listEveryGroup')) {
        const all = await repository.listAllGroups();
        const names = await repository.findFormationNames([...new Set(all.map((g) => g.parentCode!))]);
        for (const g of all)
          if (!groups.has(g.code)) groups.set(g.code, { edu_codigoformacion: g.code, name: g.name, formation_name: names.get(g.parentCode!) ?? null });
      }
      for (const group of groups.values()) group.can_moderate = canModerate(checked, { codigos_grupos: [group.edu_codigoformacion] }, holdings);
      return { status: 'ok', groups: [...groups.values()] };
    },

    /** POST /api/posts?notification=1: a post to groups the author belongs to; with notification=1 every member gets a bell. */
    async createPost(actor: Actor | null, body: CreatePostBody, options: { isNotified: boolean }): Promise<{ status: 'ok'; post: Post }> {
      const checked = authorize(actor, 'useBoard');
      const holdings = await access.loadHoldings(checked);
      authorize(checked, 'postToGroups', { unreachedGroups: await findUnreached(checked, body.codigos_grupos, holdings) });
      const form = cleanForm(body);
      const fileIds = deps.uploads ? requestedFileIds(body.metadata) : [];
      const metadata = await checkNewFiles(checked, fileIds);
      const first = await access.findGroup(checked, body.codigos_grupos[0]!, holdings);
      const row = await repository.insert({
        ...form,
        edu_codigocontacto: checked.edu_codigocontacto,
        metadata,
        codigos_grupos: body.codigos_grupos,
        edu_codigoformacion: first?.group.edu_principalcodigoformacion ?? first?.group.edu_codigoformacion ?? null,
        created_at: now(),
      });
      try {
        await attachFiles(checked, fileIds, row.id);
      } catch (error) {
        // A file attached elsewhere in the meantime: the post is not kept without it.
        await repository.delete(row.id);
        throw error;
      }
      dropBoards(row.codigos_grupos);
      const [post, members] = await Promise.all([loadPost(row.id), repository.listMembers(row.codigos_grupos)]);
      // With notification=1 every member's bell rings; without it, the groups' teachers' still does (issue 30
      // item 6). Either way one notification, each person once, never the author.
      const others = members.filter((member) => member.code !== checked.edu_codigocontacto);
      const recipients = (options.isNotified ? others : others.filter((member) => member.isTeacher)).map((member) => member.code);
      if (recipients.length > 0) {
        await deps.notify({
          title: options.isNotified ? texts.board.notificationTitle(post.fullname) : texts.teachingNotices.boardPostTitle(post.fullname),
          message: row.title,
          typeId: 1,
          notifiable: { type: 'post', id: row.id },
          createdBy: checked.edu_codigocontacto,
          recipients,
        });
      }
      const payload: PostChangedPayload = { groupCodes: row.codigos_grupos, post, removedPostId: null };
      for (const code of new Set([...members.map((member) => member.code), checked.edu_codigocontacto])) emitter.emitToUser(code, 'post-changed', payload);
      return { status: 'ok', post };
    },

    /** PUT /api/posts/{id} for a board post (its author; the groups stay as they were). */
    async updatePost(actor: Actor | null, postId: number, body: UpdatePostBody): Promise<void> {
      const checked = authorize(actor, 'signedIn');
      const row = await requirePost(postId);
      // A class comment keeps the comments' own refusal and messages.
      if (row.postable_type) authorize(checked, 'editPost', { authorCode: row.edu_codigocontacto });
      else authorize(checked, 'changeBoardPost', { authorCode: row.edu_codigocontacto });
      const form = cleanForm(body, row.postable_type ? texts.comments.contentRequired : texts.board.contentRequired);
      const metadata =
        body.metadata !== undefined
          ? { metadata: row.postable_type ? cleanCommentMetadata(body.metadata) : await attachFiles(checked, requestedFileIds(body.metadata), postId) }
          : {};
      await repository.update(postId, { ...form, ...metadata, updated_at: now() });
      if (!row.postable_type && metadata.metadata !== undefined)
        await repository.detachUploads(
          postId,
          (metadata.metadata?.files ?? []).map((file) => file.id),
        );
      dropBoards(row.codigos_grupos);
      await pushChange(row, { groupCodes: row.codigos_grupos, post: await loadPost(postId), removedPostId: null });
    },

    /**
     * POST /api/posts/{id}/response: by who may read the post; author and date from the session (never the
     * payload's); empty or blank is refused; records activity 6 and tells the post's author.
     */
    async respond(actor: Actor | null, postId: number, content: string): Promise<{ status: 'ok'; response: Post['responses'][number] }> {
      const checked = authorize(actor, 'signedIn');
      const text = content.trim();
      if (!text) throw new AppError('validation', texts.board.responseEmpty, { issues: [{ path: 'content', message: texts.board.responseEmpty }] });
      const row = await requirePost(postId);
      await authorizeRead(checked, row);
      const response = await repository.insertResponse({ post_id: postId, content: text, edu_codigocontacto: checked.edu_codigocontacto, created_at: now() });
      dropBoards(row.codigos_grupos);
      await deps.recordResponseActivity(checked.edu_codigocontacto, { post_id: postId, id_grupo: row.codigos_grupos[0] ?? null });
      const post = await loadPost(postId);
      const answered = post.responses.find((r) => r.id === response.id)!;
      if (row.edu_codigocontacto !== checked.edu_codigocontacto) {
        await deps.notify({
          title: texts.board.responseNotificationTitle(answered.fullname),
          message: row.title,
          typeId: 1,
          notifiable: { type: 'post', id: postId },
          createdBy: checked.edu_codigocontacto,
          recipients: [row.edu_codigocontacto],
        });
      }
      await pushChange(row, { groupCodes: row.codigos_grupos, post, removedPostId: null });
      return { status: 'ok', response: answered };
    },

    /** For the class comments and the moderation (postsService): their groups' boards show them too. */
    dropBoards,
    authorizeRead,
    canModerate,
    requirePost,
    loadPost,
    pushChange,
  };
}

/** Attached files of a class comment keep only addresses of our API or https (never javascript: or data:). */
export function cleanCommentMetadata(metadata: PostMetadataInput | null | undefined): PostMetadata | null {
  if (!metadata) return null;
  const files = (metadata.files ?? []).filter((f) => /^(\/api\/|https:\/\/)/.test(f.url)).slice(0, 20);
  return files.length ? { files } : null;
}

export type BoardService = ReturnType<typeof createBoardService>;
