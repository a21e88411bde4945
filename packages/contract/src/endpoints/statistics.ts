import { defineRoutes } from './define-endpoint';

/** Statistics and rankings of a group (spec 002 §Statistics, issue 14). */
export const statisticsRoutes = defineRoutes({
  getGroupAttendance: { method: 'POST', path: '/api/actividades/media-asistencia' },
  getOwnAttendance: { method: 'POST', path: '/api/actividades/media-asistencia/propia' },
  getAverageTimeline: { method: 'POST', path: '/api/events/average/completed/:group' },
  getProgressCounters: { method: 'GET', path: '/api/estadisticas/progreso/:parent/:group' },
  getRanking: { method: 'GET', path: '/api/actividades/ranking/individual/:parent/:group' },
});
