import {
  boardGroupsAnswerSchema,
  boardQuerySchema,
  createPostableBodySchema,
  createPostBodySchema,
  createPostQuerySchema,
  deletedAnswerSchema,
  moderationBodySchema,
  postableParamsSchema,
  postableQuerySchema,
  postAnswerSchema,
  postIdParamsSchema,
  postResponseAnswerSchema,
  postResponseBodySchema,
  postsAnswerSchema,
  responseIdParamsSchema,
  updatePostBodySchema,
} from '../schemas/posts';
import type { EndpointSchemas } from './define-endpoint';
import type { postsRoutes } from './posts';

// The deletes answer 201 (as the spec's API does); the update answers 204 with no body.
export const postsSchemas = {
  listBoardPosts: { query: boardQuerySchema, answer: postsAnswerSchema },
  listBoardGroups: { answer: boardGroupsAnswerSchema },
  createBoardPost: { query: createPostQuerySchema, body: createPostBodySchema, answer: postAnswerSchema },
  deletePost: { params: postIdParamsSchema, answer: deletedAnswerSchema, status: 201 },
  respondToPost: { params: postIdParamsSchema, body: postResponseBodySchema, answer: postResponseAnswerSchema },
  deletePostResponse: { params: responseIdParamsSchema, answer: deletedAnswerSchema, status: 201 },
  listPostableComments: { params: postableParamsSchema, query: postableQuerySchema, answer: postsAnswerSchema },
  createPostableComment: { body: createPostableBodySchema, answer: postAnswerSchema },
  updatePost: { params: postIdParamsSchema, body: updatePostBodySchema, status: 204 },
  moderatePost: { params: postIdParamsSchema, body: moderationBodySchema, answer: postAnswerSchema },
  moderatePostResponse: { params: responseIdParamsSchema, body: moderationBodySchema, answer: postAnswerSchema },
} as const satisfies Record<keyof typeof postsRoutes, EndpointSchemas>;
