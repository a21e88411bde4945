import { defineRoutes } from './define-endpoint';

/**
 * The back office's people (issue 31 item 1): search, detail, create, edit, suspend and reactivate, invite. The
 * reads also serve the academy's CRM with an API key (read scope); the writes need the write scope.
 */
export const backOfficePeopleRoutes = defineRoutes({
  listPeople: { method: 'GET', path: '/api/gestion/personas' },
  getPerson: { method: 'GET', path: '/api/gestion/personas/:contactCode' },
  createPerson: { method: 'POST', path: '/api/gestion/personas' },
  updatePerson: { method: 'PATCH', path: '/api/gestion/personas/:contactCode' },
  suspendPerson: { method: 'POST', path: '/api/gestion/personas/:contactCode/suspension' },
  reactivatePerson: { method: 'DELETE', path: '/api/gestion/personas/:contactCode/suspension' },
  invitePerson: { method: 'POST', path: '/api/gestion/personas/:contactCode/invitacion' },
});
