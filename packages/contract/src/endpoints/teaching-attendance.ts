import { defineRoutes } from './define-endpoint';

/** Who attended a live class, and for how long (issue 30 item 5): the group's teachers and the academy side. */
export const teachingAttendanceRoutes = defineRoutes({
  getEventAttendance: { method: 'GET', path: '/api/teaching/events/:eventId/attendance' },
});
