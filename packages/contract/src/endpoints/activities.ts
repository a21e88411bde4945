import { defineRoutes } from './define-endpoint';

/** Activity records and connection statistics (spec 000 §7, 001 §7, 002 §7). */
export const activitiesRoutes = defineRoutes({
  saveActivities: { method: 'POST', path: '/api/actividades/asistencia' },
  getContactStats: { method: 'GET', path: '/api/actividades/:contactCode/:flag' },
});
