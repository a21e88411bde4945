import {
  averageTimelineAnswerSchema,
  averageTimelineParamsSchema,
  groupAttendanceAnswerSchema,
  ownAttendanceAnswerSchema,
  parentGroupParamsSchema,
  progressCountersAnswerSchema,
  rankingAnswerSchema,
  rankingQuerySchema,
  statisticsFormationBodySchema,
  statisticsRangeQuerySchema,
} from '../schemas/statistics';
import type { EndpointSchemas } from './define-endpoint';
import type { statisticsRoutes } from './statistics';

export const statisticsSchemas = {
  getGroupAttendance: { query: statisticsRangeQuerySchema, body: statisticsFormationBodySchema, answer: groupAttendanceAnswerSchema },
  getOwnAttendance: { query: statisticsRangeQuerySchema, body: statisticsFormationBodySchema, answer: ownAttendanceAnswerSchema },
  getAverageTimeline: {
    params: averageTimelineParamsSchema,
    query: statisticsRangeQuerySchema,
    body: statisticsFormationBodySchema,
    answer: averageTimelineAnswerSchema,
  },
  getProgressCounters: { params: parentGroupParamsSchema, answer: progressCountersAnswerSchema },
  getRanking: { params: parentGroupParamsSchema, query: rankingQuerySchema, answer: rankingAnswerSchema },
} as const satisfies Record<keyof typeof statisticsRoutes, EndpointSchemas>;
