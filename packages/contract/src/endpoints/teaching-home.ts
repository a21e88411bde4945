import { defineRoutes } from './define-endpoint';

/** The teacher's home (issue 30 item 1). */
export const teachingHomeRoutes = defineRoutes({
  getTeachingHome: { method: 'GET', path: '/api/teaching/home' },
});
