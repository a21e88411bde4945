import {
  avatarParamsSchema,
  profileAnswerSchema,
  profileParamsSchema,
  profilePictureAnswerSchema,
  updateProfileAnswerSchema,
  updateProfileBodySchema,
  updateProfileQuerySchema,
} from '../schemas/profile';
import type { EndpointSchemas } from './define-endpoint';
import type { profileRoutes } from './profile';

// streamAvatar answers the picture's bytes (image/webp), not JSON: no answer schema.
export const profileSchemas = {
  getProfile: { params: profileParamsSchema, answer: profileAnswerSchema },
  getFreemiumProfile: { params: profileParamsSchema, answer: profileAnswerSchema },
  updateProfile: { params: profileParamsSchema, query: updateProfileQuerySchema, body: updateProfileBodySchema, answer: updateProfileAnswerSchema },
  getProfilePicture: { answer: profilePictureAnswerSchema },
  uploadProfilePicture: { multipart: true, answer: profilePictureAnswerSchema, status: 201 },
  deleteProfilePicture: { answer: profilePictureAnswerSchema },
  streamAvatar: { params: avatarParamsSchema },
} as const satisfies Record<keyof typeof profileRoutes, EndpointSchemas>;
