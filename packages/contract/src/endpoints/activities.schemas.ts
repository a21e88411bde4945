import { contactStatsAnswerSchema, contactStatsParamsSchema, saveActivitiesAnswerSchema, saveActivitiesBodySchema } from '../schemas/activities';
import type { activitiesRoutes } from './activities';
import type { EndpointSchemas } from './define-endpoint';

export const activitiesSchemas = {
  saveActivities: { body: saveActivitiesBodySchema, answer: saveActivitiesAnswerSchema, status: 201 },
  getContactStats: { params: contactStatsParamsSchema, answer: contactStatsAnswerSchema },
} as const satisfies Record<keyof typeof activitiesRoutes, EndpointSchemas>;
