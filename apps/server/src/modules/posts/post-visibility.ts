import type { Post } from '@campus/contract';

/**
 * Who sees a hidden post or answer (issue 30 item 8): its author (marked "Oculta por el profesorado") and its
 * moderators (the teachers of its groups and the academy side, marked, with "Mostrar"). Everyone else never
 * receives it: not in a board, a class's comments or a live push.
 */
export interface PostViewer {
  contactCode: string;
  /** Moderates the post (policy `moderateGroupPost` for the post's groups). */
  canModerate: boolean;
}

/** Whether the post or any of its answers is hidden (a board without any is served to everyone as it is). */
export function hasHiddenParts(post: Post): boolean {
  return !!post.hidden_at || post.responses.some((response) => !!response.hidden_at);
}

/** The post as the viewer may receive it: null when it is hidden from them, its hidden answers taken out otherwise. */
export function showPostTo(post: Post, viewer: PostViewer): Post | null {
  if (viewer.canModerate || !hasHiddenParts(post)) return post;
  if (post.hidden_at && post.edu_codigocontacto !== viewer.contactCode) return null;
  const responses = post.responses.filter((response) => !response.hidden_at || response.edu_codigocontacto === viewer.contactCode);
  return responses.length === post.responses.length ? post : { ...post, responses };
}

/** The posts the viewer may receive, in the same order (the same array when nothing is hidden from them). */
export function showPostsTo(posts: readonly Post[], viewer: PostViewer): Post[] {
  let isChanged = false;
  const shown: Post[] = [];
  for (const post of posts) {
    const visible = showPostTo(post, viewer);
    if (visible !== post) isChanged = true;
    if (visible) shown.push(visible);
  }
  return isChanged ? shown : (posts as Post[]);
}

/** Authors of hidden posts or answers (who, besides the moderators, get a board of their own). */
export function listHiddenAuthors(posts: readonly Post[]): Set<string> {
  const authors = new Set<string>();
  for (const post of posts) {
    if (post.hidden_at) authors.add(post.edu_codigocontacto);
    for (const response of post.responses) if (response.hidden_at) authors.add(response.edu_codigocontacto);
  }
  return authors;
}
