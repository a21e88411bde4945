import { defineRoutes } from './define-endpoint';

/** Session calls (spec 000 §7, 002 §7): sign-in exchanges, the session check, sign-outs and the password. */
export const authRoutes = defineRoutes({
  loginWithCode: { method: 'GET', path: '/api/auth/login-app-alumno' },
  loginWithTeacherToken: { method: 'GET', path: '/api/auth/login-token-profesor' },
  getSession: { method: 'GET', path: '/api/auth/session' },
  logout: { method: 'GET', path: '/api/auth/logout' },
  logoutAllSessions: { method: 'POST', path: '/api/auth/logout-all-sessions' },
  getPasswordSettings: { method: 'GET', path: '/api/auth/password-settings' },
  changePassword: { method: 'POST', path: '/api/auth/change-password' },
  resetCredentials: { method: 'POST', path: '/api/auth/reset-credentials' },
});
