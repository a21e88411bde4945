import { defineRoutes } from './define-endpoint';

/** Timeline of a group, its percentage and the study-plan reschedule (spec 001 §Timeline, §7). */
export const timelineRoutes = defineRoutes({
  getTimeline: { method: 'GET', path: '/api/events/timeline/:parentFormation/:group/:contactId' },
  getTimelinePercent: { method: 'GET', path: '/api/events/formation/complete/:parent/:group' },
  rescheduleStudyPlan: { method: 'POST', path: '/api/events/reschedule/:groupId/:contactId' },
});
