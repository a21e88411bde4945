import { defineRoutes } from './define-endpoint';

/**
 * A teacher's shell (issue 30 item 9): the groups he teaches (the menu's "Mis grupos", the statistics' and the
 * timeline's group picker) and, for the timeline of one of them, how many of its students completed each item.
 */
export const teachingShellRoutes = defineRoutes({
  listTaughtGroups: { method: 'GET', path: '/api/teaching/groups' },
  getGroupTimelineCompletion: { method: 'GET', path: '/api/teaching/groups/:groupCode/timeline-completion' },
});
