import { defineRoutes } from './define-endpoint';

/** The lead form "¿Necesitas más información? Te llamamos gratis" (spec 000 §5 and §7). */
export const leadsRoutes = defineRoutes({
  createLead: { method: 'POST', path: '/api/auth/nueva-oportunidad' },
});
