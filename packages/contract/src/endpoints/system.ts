import { defineRoutes } from './define-endpoint';

/** Health checks (for people, monitors and load balancers) and the public configuration the web reads before sign-in. */
export const systemRoutes = defineRoutes({
  checkHealth: { method: 'GET', path: '/api/health' },
  checkLiveness: { method: 'GET', path: '/api/health/live' },
  checkReadiness: { method: 'GET', path: '/api/health/ready' },
  getPublicConfig: { method: 'GET', path: '/api/public-config' },
});
