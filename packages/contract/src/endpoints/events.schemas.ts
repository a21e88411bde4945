import { calendarEventAnswerSchema } from '../schemas/calendar';
import { contactEventsParamsSchema, dateRangeQuerySchema, eventIdParamsSchema, eventsAnswerSchema } from '../schemas/events';
import type { EndpointSchemas } from './define-endpoint';
import type { eventsRoutes } from './events';

export const eventsSchemas = {
  listContactEvents: { params: contactEventsParamsSchema, query: dateRangeQuerySchema, answer: eventsAnswerSchema },
  getEventInfo: { params: eventIdParamsSchema, answer: calendarEventAnswerSchema },
} as const satisfies Record<keyof typeof eventsRoutes, EndpointSchemas>;
