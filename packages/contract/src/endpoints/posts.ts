import { defineRoutes } from './define-endpoint';

/** The posts board and class comments (spec 001 §7: posts of a group's board, and posts attached to an event). */
export const postsRoutes = defineRoutes({
  listBoardPosts: { method: 'GET', path: '/api/posts' },
  listBoardGroups: { method: 'GET', path: '/api/posts/groups' },
  createBoardPost: { method: 'POST', path: '/api/posts' },
  deletePost: { method: 'DELETE', path: '/api/posts/:id' },
  respondToPost: { method: 'POST', path: '/api/posts/:id/response' },
  deletePostResponse: { method: 'DELETE', path: '/api/posts/response/:id' },
  listPostableComments: { method: 'GET', path: '/api/posts/postable/:type/:id' },
  createPostableComment: { method: 'POST', path: '/api/posts/postable' },
  updatePost: { method: 'PUT', path: '/api/posts/:id' },
  moderatePost: { method: 'PATCH', path: '/api/posts/:id/moderation' },
  moderatePostResponse: { method: 'PATCH', path: '/api/posts/response/:id/moderation' },
});
