import { defineRoutes } from './define-endpoint';

/** Progress (spec 001 §7, 002 §7): the share of a group's content the student completed. */
export const progressRoutes = defineRoutes({
  getGroupCompletion: { method: 'POST', path: '/api/events/contact/complete/:contactId' },
});
