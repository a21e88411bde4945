import { defineRoutes } from './define-endpoint';

/**
 * Enrolments: the formations of a contact (spec 000 §7), and the profile's enrolments, withdrawal requests and
 * licences (spec 002 §7 "Enrolments and secretary", issue 13).
 */
export const enrolmentsRoutes = defineRoutes({
  getContactFormations: { method: 'GET', path: '/api/lineaMatriculas/formations/:contactCode' },
  getEnrolmentInfo: { method: 'GET', path: '/api/matriculas/alumno/info/:contactCode' },
  checkWithdrawals: { method: 'GET', path: '/api/matriculas/alumno/comprobar-solicitud-baja/:contactCode' },
  listEnrolments: { method: 'GET', path: '/api/matriculas/alumno/:contactCode' },
  requestWithdrawal: { method: 'POST', path: '/api/lineaMatriculas/alumno/solicitudes-baja/:contactCode' },
  listWithdrawalRequests: { method: 'GET', path: '/api/lineaMatriculas/alumno/solicitudes-baja/:contactCode' },
  listLicences: { method: 'GET', path: '/api/user/licencias/:contactCode' },
});
