import { teachingHomeAnswerSchema } from '../schemas/teaching-home';
import type { EndpointSchemas } from './define-endpoint';
import type { teachingHomeRoutes } from './teaching-home';

export const teachingHomeSchemas = {
  getTeachingHome: { answer: teachingHomeAnswerSchema },
} as const satisfies Record<keyof typeof teachingHomeRoutes, EndpointSchemas>;
