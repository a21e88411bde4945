import { fileAnswerSchema, fileParamsSchema, fileQuerySchema, signedFileParamsSchema, signedFileQuerySchema, signedH5pParamsSchema } from '../schemas/content';
import type { EndpointSchemas } from './define-endpoint';
import type { filesRoutes } from './files';

// The streaming routes answer bytes, not JSON: no answer schema (their errors are still the error answer).
export const filesSchemas = {
  getFileAddress: { params: fileParamsSchema, query: fileQuerySchema, answer: fileAnswerSchema },
  streamFile: { params: signedFileParamsSchema, query: signedFileQuerySchema },
  streamSubtitles: { params: signedFileParamsSchema, query: signedFileQuerySchema.omit({ dl: true }) },
  streamH5pFile: { params: signedH5pParamsSchema },
  streamIntroClip: {},
} as const satisfies Record<keyof typeof filesRoutes, EndpointSchemas>;
