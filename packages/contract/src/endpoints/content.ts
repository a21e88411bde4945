import { defineRoutes } from './define-endpoint';

/** The formation tree, completion of its events and the staff's unit edit (spec 001 §7). */
export const contentRoutes = defineRoutes({
  getContent: { method: 'GET', path: '/api/content/:formationCode' },
  updateUnitTitle: { method: 'PUT', path: '/api/content/units/:id' },
  setEventCompletion: { method: 'PATCH', path: '/api/events/contact/:eventId/:contactCode' },
});
