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
import type { PostRow, PostsRepository } from './posts.repository';
import { isBlankHtml, sanitizePostHtml } from './sanitize-post-html';

/** A group's board as GET /api/posts answers it (the same object while nothing on it changed). */
type BoardAnswer = { status: 'ok'; data: Post[] };

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
}

/** No post has id 0: an upload that "fits post 0" is an unattached post upload. */
const NO_POST_YET = 0;

/** The posts board of a group (tablón, issue 11): list, write, change, delete, answer; live to every member. */
export function createBoardService(deps: BoardDeps) {
  const { repository, access, now, emitter } = deps;
  // A group's board answer (shared by all its readers: no per-user data, no signed address) kept whole, so
  // the route sends the same encoded bytes again: dropped by every write to a post addressed to the group, on
  // every instance.
  const boards = createKeyedCache<BoardAnswer>({
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

  /** The post may be read (and answered) by the actor: one of its groups reached, staff, or its author. */
  async function authorizeRead(actor: Actor, post: PostRow): Promise<void> {
    const holdings = await access.loadHoldings(actor);
    const unreached = await findUnreached(actor, post.codigos_grupos, holdings);
    authorize(actor, 'readPost', { authorCode: post.edu_codigocontacto, reachesAGroup: unreached.length < post.codigos_grupos.length });
  }

  /** Pushes the change to every member of the post's groups and to its author (boards open on them update their cache). */
  async function pushChange(post: PostRow, payload: PostChangedPayload): Promise<void> {
    const members = await repository.listMembers(post.codigos_grupos);
    for (const code of new Set([...members, post.edu_codigocontacto])) emitter.emitToUser(code, 'post-changed', payload);
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
      authorize(actor, 'useBoard');
      const { group } = await access.authorize(actor, 'viewGroup', { groupCode });
      // viewGroup lets freemium visitors see an open group's content; the board is not theirs (useBoard refused them).
      const code = group.group.edu_codigoformacion;
      return boards.get(code, async () => ({ status: 'ok', data: (await repository.listByGroup(code)).map(toPost) }));
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
      const recipients = members.filter((code) => code !== checked.edu_codigocontacto);
      if (options.isNotified && recipients.length > 0) {
        await deps.notify({
          title: texts.board.notificationTitle(post.fullname),
          message: row.title,
          typeId: 1,
          notifiable: { type: 'post', id: row.id },
          createdBy: checked.edu_codigocontacto,
          recipients,
        });
      }
      const payload: PostChangedPayload = { groupCodes: row.codigos_grupos, post, removedPostId: null };
      for (const code of new Set([...members, checked.edu_codigocontacto])) emitter.emitToUser(code, 'post-changed', payload);
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

    /** DELETE /api/posts/{id} → 201: its author only; its responses go with it. */
    async deletePost(actor: Actor | null, postId: number): Promise<{ status: 'ok' }> {
      const checked = authorize(actor, 'signedIn');
      const row = await requirePost(postId);
      authorize(checked, 'changeBoardPost', { authorCode: row.edu_codigocontacto });
      await repository.detachUploads(postId);
      await repository.delete(postId);
      dropBoards(row.codigos_grupos);
      await pushChange(row, { groupCodes: row.codigos_grupos, post: null, removedPostId: postId });
      return { status: 'ok' };
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

    /** DELETE /api/posts/response/{id} → 201: the author of the response only. */
    async deleteResponse(actor: Actor | null, responseId: number): Promise<{ status: 'ok' }> {
      const checked = authorize(actor, 'signedIn');
      const found = await repository.findResponse(responseId);
      if (!found) throw new AppError('not_found', texts.board.responseNotFound);
      authorize(checked, 'deletePostResponse', { authorCode: found.response.edu_codigocontacto });
      await repository.deleteResponse(responseId);
      dropBoards(found.post.codigos_grupos);
      await pushChange(found.post, { groupCodes: found.post.codigos_grupos, post: await loadPost(found.post.id), removedPostId: null });
      return { status: 'ok' };
    },

    /** For the class comments (postsService): their groups' boards show them too. */
    dropBoards,
    authorizeRead,
  };
}

/** Attached files of a class comment keep only addresses of our API or https (never javascript: or data:). */
export function cleanCommentMetadata(metadata: PostMetadataInput | null | undefined): PostMetadata | null {
  if (!metadata) return null;
  const files = (metadata.files ?? []).filter((f) => /^(\/api\/|https:\/\/)/.test(f.url)).slice(0, 20);
  return files.length ? { files } : null;
}

export type BoardService = ReturnType<typeof createBoardService>;
