import type { Post } from '@campus/contract';
import type { StoredPost } from './posts.repository';

type StoredResponse = StoredPost['responses'][number];

/** A response as the API answers it (spec 001 §3). */
export function toPostResponse({ response, fullname, foto }: StoredResponse): Post['responses'][number] {
  return {
    id: response.id,
    content: response.content,
    created_at: response.created_at.toISOString(),
    fullname,
    post_id: response.post_id,
    edu_codigocontacto: response.edu_codigocontacto,
    foto,
    hidden_at: response.hidden_at?.toISOString() ?? null,
  };
}

/** A post as the API answers it (spec 001 §3), with the title of the class it is attached to (ours). */
export function toPost({ post, fullname, foto, postableTitle, responses }: StoredPost): Post {
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
    responses: responses.map(toPostResponse),
    codigos_grupos: post.codigos_grupos,
    postable_type: post.postable_type,
    postable_id: post.postable_id,
    edu_codigoformacion: post.edu_codigoformacion,
    postable_title: postableTitle,
    hidden_at: post.hidden_at?.toISOString() ?? null,
  };
}
