import { defineRoutes } from './define-endpoint';

/** Event calls of the home (spec 000 §7, 001 §7). */
export const eventsRoutes = defineRoutes({
  listContactEvents: { method: 'GET', path: '/api/events/contact/:code/:email' },
  getEventInfo: { method: 'GET', path: '/api/events/onlyInfo/:id' },
});
