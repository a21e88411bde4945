import { z } from 'zod';
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
  content: textSchema(20000, { invalid: 'El contenido es obligatorio', tooLong: 'El contenido es demasiado largo' }).refine(hasVisibleText, 'El contenido es obligatorio'),
});

/** Files attached to a post as the web sends them (the server keeps only addresses of its own or https). */
const postMetadataInputSchema = z
  .object({ files: z.array(z.object({ id: idSchema(), name: textSchema(255), url: textSchema(2000) })).max(20).optional() })
  .nullable();
export type CommentForm = z.infer<typeof commentFormSchema>;

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
