import { z } from 'zod';

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

/** Comment form (spec 001 §5): title and content required. */
export const commentFormSchema = z.object({
  title: z.string({ error: 'El título es obligatorio' }).trim().min(1, 'El título es obligatorio').max(255, 'Campo requerido'),
  content: z
    .string({ error: 'El contenido es obligatorio' })
    .max(20000, 'El contenido es demasiado largo')
    .refine((html) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim().length > 0, 'El contenido es obligatorio'),
});
export type CommentForm = z.infer<typeof commentFormSchema>;

/** GET /api/posts/postable/{type}/{id}: 404 means none. */
export const postableParamsSchema = z.object({ type: postableTypeSchema, id: z.string().min(1).max(50) });
export const postsAnswerSchema = z.object({ status: z.literal('ok'), data: z.array(postSchema) });

/** POST /api/posts/postable {title, content, metadata, postable_type, postable_id} */
export const createPostableBodySchema = commentFormSchema.extend({
  metadata: postSchema.shape.metadata.optional(),
  postable_type: postableTypeSchema,
  postable_id: z.union([z.string(), z.number()]).transform(String),
});
export const postAnswerSchema = z.object({ status: z.literal('ok'), post: postSchema });

/** PUT /api/posts/{id} → 204 */
export const postIdParamsSchema = z.object({ id: z.coerce.number().int().positive('La publicación no es válida') });
export const updatePostBodySchema = commentFormSchema.extend({ metadata: postSchema.shape.metadata.optional() });
