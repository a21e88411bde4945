import {
  rescheduleAnswerSchema,
  rescheduleBodySchema,
  rescheduleParamsSchema,
  rescheduleQuerySchema,
  timelineAnswerSchema,
  timelineParamsSchema,
  timelinePercentAnswerSchema,
  timelinePercentParamsSchema,
  timelineRangeQuerySchema,
} from '../schemas/timeline';
import type { EndpointSchemas } from './define-endpoint';
import type { timelineRoutes } from './timeline';

export const timelineSchemas = {
  getTimeline: { params: timelineParamsSchema, query: timelineRangeQuerySchema, answer: timelineAnswerSchema },
  getTimelinePercent: { params: timelinePercentParamsSchema, query: timelineRangeQuerySchema, answer: timelinePercentAnswerSchema },
  rescheduleStudyPlan: {
    params: rescheduleParamsSchema,
    query: rescheduleQuerySchema,
    body: rescheduleBodySchema,
    answer: rescheduleAnswerSchema,
    status: 201,
  },
} as const satisfies Record<keyof typeof timelineRoutes, EndpointSchemas>;
