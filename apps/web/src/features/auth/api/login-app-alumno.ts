import { loginAnswerSchema } from '@campus/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/auth/login-app-alumno?code&platform=alumno: exchanges a one-time sign-in code for a session. */
export function loginAppAlumno(code: string) {
  return apiRequest('/api/auth/login-app-alumno', { query: { code, platform: 'alumno' }, schema: loginAnswerSchema });
}
