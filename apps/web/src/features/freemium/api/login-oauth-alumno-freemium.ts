import type { OauthFreemiumBody } from '@campus/contract';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/**
 * POST /api/auth/login-oauth-alumno-freemium {provider, code, redirectUri, course}: exchanges the code a
 * freemium provider returned for a session and the formations to try. 404: the course has no free content.
 */
export function loginOauthAlumnoFreemium(body: OauthFreemiumBody) {
  return callEndpoint('loginFreemiumWithProvider', { body });
}
