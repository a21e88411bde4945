import { loginAnswerSchema } from '@campus/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/auth/login-token-profesor?t&platform=alumno: a teacher enters the student platform with a token. */
export function loginTokenProfesor(t: string) {
  return apiRequest('/api/auth/login-token-profesor', { query: { t, platform: 'alumno' }, schema: loginAnswerSchema });
}
