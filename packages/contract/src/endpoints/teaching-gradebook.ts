import { defineRoutes } from './define-endpoint';

/** The gradebook of a group (issue 30 item 4): the read, its export, and the task a notice opens. */
export const teachingGradebookRoutes = defineRoutes({
  getGradebook: { method: 'GET', path: '/api/teaching/groups/:groupCode/gradebook' },
  exportGradebook: { method: 'GET', path: '/api/teaching/groups/:groupCode/gradebook/export' },
  getTeachingTask: { method: 'GET', path: '/api/teaching/tasks/:taskId' },
});
