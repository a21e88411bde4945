import { defineRoutes } from './define-endpoint';

/** The back office's desk (issue 31 item 1): withdrawal requests to decide, the audit log, the landing's figures. */
export const backOfficeDeskRoutes = defineRoutes({
  listDeskWithdrawals: { method: 'GET', path: '/api/gestion/bajas' },
  decideDeskWithdrawal: { method: 'PATCH', path: '/api/gestion/bajas/:id' },
  listAuditLog: { method: 'GET', path: '/api/gestion/auditoria' },
  getBackOfficeSummary: { method: 'GET', path: '/api/gestion/resumen' },
});
