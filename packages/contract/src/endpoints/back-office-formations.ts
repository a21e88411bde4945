import { defineRoutes } from './define-endpoint';

/**
 * The back office's formations and groups (issue 31 item 1): main formations, their groups, the groups' teachers and
 * students (enrol, unenrol, move). Reads pass any API key of the academy's CRM; writes a write-scoped one.
 */
export const backOfficeFormationsRoutes = defineRoutes({
  listBackOfficeFormations: { method: 'GET', path: '/api/gestion/formaciones' },
  createBackOfficeFormation: { method: 'POST', path: '/api/gestion/formaciones' },
  getBackOfficeFormation: { method: 'GET', path: '/api/gestion/formaciones/:formationCode' },
  updateBackOfficeFormation: { method: 'PATCH', path: '/api/gestion/formaciones/:formationCode' },
  createBackOfficeGroup: { method: 'POST', path: '/api/gestion/formaciones/:formationCode/grupos' },
  getBackOfficeGroup: { method: 'GET', path: '/api/gestion/grupos/:groupCode' },
  updateBackOfficeGroup: { method: 'PATCH', path: '/api/gestion/grupos/:groupCode' },
  listGroupCandidates: { method: 'GET', path: '/api/gestion/grupos/:groupCode/candidatos' },
  addGroupTeacher: { method: 'POST', path: '/api/gestion/grupos/:groupCode/profesores' },
  removeGroupTeacher: { method: 'DELETE', path: '/api/gestion/grupos/:groupCode/profesores/:contactCode' },
  listGroupStudents: { method: 'GET', path: '/api/gestion/grupos/:groupCode/alumnos' },
  enrolGroupStudent: { method: 'POST', path: '/api/gestion/grupos/:groupCode/alumnos' },
  unenrolGroupStudent: { method: 'DELETE', path: '/api/gestion/grupos/:groupCode/alumnos/:lineCode' },
  moveGroupStudent: { method: 'POST', path: '/api/gestion/grupos/:groupCode/alumnos/:lineCode/cambio-de-grupo' },
});
