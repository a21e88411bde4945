import { callEndpoint } from '../../../lib/api/call-endpoint';

/** GET /api/auth/login-token-profesor?t&platform=alumno: a teacher enters the student platform with a token. */
export function loginTokenProfesor(t: string) {
  return callEndpoint('loginWithTeacherToken', { query: { t, platform: 'alumno' } });
}
