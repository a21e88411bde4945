import { defineRoutes } from './define-endpoint';

/** Formation look-ups (spec 000 §7, 001 §7). */
export const formationsRoutes = defineRoutes({
  listFormationsByCodes: { method: 'POST', path: '/api/formations/byCodes' },
  getFormationDetail: { method: 'GET', path: '/api/formations/:code' },
});
