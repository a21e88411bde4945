import {
  calendarAnswerSchema,
  calendarEventParamsSchema,
  calendarFeedAnswerSchema,
  calendarFeedFileParamsSchema,
  calendarQuerySchema,
  eventFilesAnswerSchema,
  synchronizeEventParamsSchema,
  synchronizeSerieParamsSchema,
} from '../schemas/calendar';
import type { calendarRoutes } from './calendar';
import type { EndpointSchemas } from './define-endpoint';

// The .ics routes answer a text/calendar file, not JSON: no answer schema (their errors are still the error answer).
export const calendarSchemas = {
  listCalendarEvents: { query: calendarQuerySchema, answer: calendarAnswerSchema },
  listEventFiles: { params: calendarEventParamsSchema, answer: eventFilesAnswerSchema },
  synchronizeEvent: { params: synchronizeEventParamsSchema },
  synchronizeSerie: { params: synchronizeSerieParamsSchema },
  getCalendarFeed: { answer: calendarFeedAnswerSchema },
  rotateCalendarFeed: { answer: calendarFeedAnswerSchema },
  revokeCalendarFeed: { answer: calendarFeedAnswerSchema },
  readCalendarFeedFile: { params: calendarFeedFileParamsSchema },
} as const satisfies Record<keyof typeof calendarRoutes, EndpointSchemas>;
