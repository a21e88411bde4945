import { chatFileSchema, uploadIdParamsSchema } from '../schemas/chats';
import type { EndpointSchemas } from './define-endpoint';
import type { uploadsRoutes } from './uploads';

export const uploadsSchemas = {
  uploadChatFile: { multipart: true, answer: chatFileSchema, status: 201 },
  discardChatFile: { params: uploadIdParamsSchema, status: 204 },
  uploadPostFile: { multipart: true, answer: chatFileSchema, status: 201 },
} as const satisfies Record<keyof typeof uploadsRoutes, EndpointSchemas>;
