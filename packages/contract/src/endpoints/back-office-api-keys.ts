import { defineRoutes } from './define-endpoint';

/** API keys of the academy's CRM (issue 31 item 4) and the CRM's read of enrolment lines. */
export const backOfficeApiKeysRoutes = defineRoutes({
  listApiKeys: { method: 'GET', path: '/api/gestion/claves-api' },
  createApiKey: { method: 'POST', path: '/api/gestion/claves-api' },
  revokeApiKey: { method: 'DELETE', path: '/api/gestion/claves-api/:id' },
  listCrmEnrolments: { method: 'GET', path: '/api/gestion/matriculas' },
});
