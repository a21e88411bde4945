import { defineRoutes } from './define-endpoint';

/** Support cases: the student's calls (spec 002 §7) and the academy's queue (issue 11). */
export const casesRoutes = defineRoutes({
  listOwnCases: { method: 'GET', path: '/api/user/casos' },
  registerCase: { method: 'POST', path: '/api/user/casos' },
  getCaseResolution: { method: 'GET', path: '/api/user/caso/resolucion/:incidentId' },
  listAcademyCases: { method: 'GET', path: '/api/gestion/casos' },
  updateCase: { method: 'PATCH', path: '/api/gestion/casos/:incidentId' },
});
