import { callEndpoint } from '../../../lib/api/call-endpoint';

/** GET /api/auth/login-app-alumno?code&platform=alumno: exchanges a one-time sign-in code for a session. */
export function loginAppAlumno(code: string) {
  return callEndpoint('loginWithCode', { query: { code, platform: 'alumno' } });
}
