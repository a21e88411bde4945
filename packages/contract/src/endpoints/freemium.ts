import { defineRoutes } from './define-endpoint';

/** Freemium sign-in calls (spec 000 §2, §4, §7). */
export const freemiumRoutes = defineRoutes({
  getFreemiumAuthorizeUrl: { method: 'GET', path: '/api/auth/freemium/:provider/authorize-url' },
  listFreemiumProviders: { method: 'GET', path: '/api/auth/freemium/providers' },
  loginFreemiumWithProvider: { method: 'POST', path: '/api/auth/login-oauth-alumno-freemium' },
  loginFreemiumWithLead: { method: 'POST', path: '/api/auth/login-app-alumno-freemium' },
});
