import { z } from 'zod';
import { boardTexts } from '../texts/board';
import { codeSchema, dbIntegerSchema, idParamSchema, idSchema, textSchema } from './common';

export const postableTypeSchema = z.enum(['event', 'content']);

export const postResponseSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  created_at: z.string(),
  fullname: z.string(),
  post_id: z.number().int(),
  edu_codigocontacto: z.string(),
  foto: z.string().nullable(),
  /** Ours (issue 30 item 8): when the group's teachers hid it; only its author and the moderators receive it then. */
  hidden_at: z.string().nullable().optional(),
});

/** A post or class comment (spec 001 §3). `content` is HTML sanitized by the server. */
export const postSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  fullname: z.string(),
  edu_codigocontacto: z.string(),
  foto: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  metadata: z.object({ files: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })).optional() }).nullable(),
  responses: z.array(postResponseSchema),
  codigos_grupos: z.array(z.string()),
  postable_type: postableTypeSchema.nullable(),
  postable_id: z.string().nullable(),
  edu_codigoformacion: z.string().nullable(),
  /** Ours: the title of the class a post attached to an event belongs to (the board shows it with a link); null otherwise. */
  postable_title: z.string().nullable().optional(),
  /** Ours (issue 30 item 8): when the group's teachers hid it; only its author and the moderators receive it then. */
  hidden_at: z.string().nullable().optional(),
});
export type Post = z.infer<typeof postSchema>;

/**
 * Whether HTML shows any text once its tags are removed (`&nbsp;` counts as a space). One pass: the pattern
 * /<[^>]*>/g it replaces rescans to the end from every '<' without a closing '>', quadratic on '<<<<…'.
 */
export function hasVisibleText(html: string): boolean {
  let text = '';
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    // A '<' never closed is text, as it was for the pattern.
    const close = open === -1 ? -1 : html.indexOf('>', open + 1);
    if (close === -1) {
      text += html.slice(index);
      break;
    }
    text += html.slice(index, open);
    index = close + 1;
  }
  return text.replaceAll('&nbsp;', ' ').trim().length > 0;
}

/** Comment form (spec 001 §5): title and content required. */
export const commentFormSchema = z.object({
  title: textSchema(255, { invalid: 'El título es obligatorio', tooLong: 'Campo requerido' }).trim().min(1, 'El título es obligatorio'),
  content: textSchema(20000, { invalid: 'El contenido es obligatorio', tooLong: 'El contenido es demasiado largo' }).refine(
    hasVisibleText,
    'El contenido es obligatorio',
  ),
});

/** Files attached to a post as the web sends them (the server keeps only addresses of its own or https). */
const postMetadataInputSchema = z
  .object({
    files: z
      .array(z.object({ id: idSchema(), name: textSchema(255), url: textSchema(2000) }))
      .max(20)
      .optional(),
  })
  .nullable();
export type CommentForm = z.infer<typeof commentFormSchema>;
export type PostMetadataInput = z.infer<typeof postMetadataInputSchema>;

/** GET /api/posts/postable/{type}/{id}: 404 means none. */
export const postableParamsSchema = z.object({ type: postableTypeSchema, id: codeSchema() });
/**
 * `?empty=list` asks for an empty list (200) instead of the spec's 404 when there are no comments. The spec's
 * answer stays the default for other clients; the Campus web asks for the list because Chromium logs every
 * 4xx fetch in the console, so each class without comments looked like an error (issue 8).
 */
export const postableQuerySchema = z.object({ empty: z.enum(['list']).optional() });
export const postsAnswerSchema = z.object({ status: z.literal('ok'), data: z.array(postSchema) });

/** POST /api/posts/postable {title, content, metadata, postable_type, postable_id} */
export const createPostableBodySchema = commentFormSchema.extend({
  metadata: postMetadataInputSchema.optional(),
  postable_type: postableTypeSchema,
  postable_id: z.union([codeSchema(), dbIntegerSchema()]).transform(String),
});
export const postAnswerSchema = z.object({ status: z.literal('ok'), post: postSchema });

/** PUT /api/posts/{id} → 204 */
export const postIdParamsSchema = z.object({ id: idParamSchema('La publicación no es válida') });
export const updatePostBodySchema = commentFormSchema.extend({ metadata: postMetadataInputSchema.optional() });

/**
 * Ours: a post of the board was written, changed or answered (`post`, whole, with its responses) or deleted
 * (`removedPostId`). Sent to `user:<code>` of every member of the groups it is addressed to (and its author),
 * so boards open on those groups update their cache.
 */
export interface PostChangedPayload {
  groupCodes: string[];
  post: Post | null;
  removedPostId: number | null;
}

/** A file attached to a board post (`metadata.files`): the id of the upload; the address is signed when read. */
export type PostFile = NonNullable<NonNullable<Post['metadata']>['files']>[number];

/** Board post form (spec 001 §5): title required, max 255 ('Campo requerido'); content required. */
export const boardPostFormSchema = z.object({
  title: textSchema(255, { invalid: boardTexts.titleRequired, tooLong: boardTexts.titleRequired }).trim().min(1, boardTexts.titleRequired),
  content: textSchema(20000, { invalid: boardTexts.contentRequired, tooLong: boardTexts.contentTooLong }).refine(hasVisibleText, boardTexts.contentRequired),
});
export type BoardPostForm = z.infer<typeof boardPostFormSchema>;

/** At most this many files on one post. */
export const MAX_POST_FILES = 10;
/** Each file of a post: at most 10 MB (the chat's limit). */
export const MAX_POST_FILE_BYTES = 10 * 1024 * 1024;

/** POST /api/posts?notification=1 {title, content, metadata, codigos_grupos}: codigos_grupos non-empty. */
export const createPostBodySchema = boardPostFormSchema.extend({
  metadata: postMetadataInputSchema.optional(),
  codigos_grupos: z
    .array(codeSchema(boardTexts.groupsRequired), { error: boardTexts.groupsRequired })
    .min(1, boardTexts.groupsRequired)
    .max(50, boardTexts.groupsRequired)
    .transform((codes) => [...new Set(codes)]),
});
export const createPostQuerySchema = z.object({ notification: z.enum(['0', '1']).optional() });

/** GET /api/posts?edu_codigoformacion=: the board of one group (newest first). */
export const boardQuerySchema = z.object({ edu_codigoformacion: codeSchema(boardTexts.fetchError) });

/** DELETE /api/posts/{id} and /api/posts/response/{id} → 201 */
export const deletedAnswerSchema = z.object({ status: z.literal('ok') });

/**
 * POST /api/posts/{id}/response {content, created_at, fullname, post_id, edu_codigocontacto}: the server takes
 * the author, the date and the post from the session and the path, so only `content` is read.
 */
export const postResponseBodySchema = z.object({
  content: textSchema(5000, { invalid: boardTexts.responseEmpty, tooLong: boardTexts.responseTooLong }),
  created_at: z.unknown().optional(),
  fullname: z.unknown().optional(),
  post_id: z.unknown().optional(),
  edu_codigocontacto: z.unknown().optional(),
});
export const postResponseAnswerSchema = z.object({ status: z.literal('ok'), response: postResponseSchema });
export const responseIdParamsSchema = z.object({ id: idParamSchema(boardTexts.responseNotFound) });

/** Ours: GET /api/posts/groups, the groups whose board the user reads and writes to (enrolled, teaching; staff: all). */
export const boardGroupSchema = z.object({
  edu_codigoformacion: z.string(),
  name: z.string(),
  formation_name: z.string().nullable(),
  /** Ours (issue 30 item 8): the user moderates this group's board (a teacher of it, the academy side). */
  can_moderate: z.boolean().optional(),
});
export type BoardGroup = z.infer<typeof boardGroupSchema>;
export const boardGroupsAnswerSchema = z.object({ status: z.literal('ok'), groups: z.array(boardGroupSchema) });

/** Ours: POST /api/posts/upload-file (multipart, field `files`): the stored uploads, to attach to a post. */
export const postUploadAnswerSchema = z.object({
  status: z.literal('ok'),
  files: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })),
});

/**
 * Ours (issue 30 item 8): PATCH /api/posts/{id}/moderation and /api/posts/response/{id}/moderation {hidden}: a
 * teacher of the group (or the academy side) hides or shows again a post, a class comment or an answer; its
 * author is told. Answers the post as its moderators see it.
 */
export const moderationBodySchema = z.object({ hidden: z.boolean() });
