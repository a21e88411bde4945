import { callEndpoint } from '../../../lib/api/call-endpoint';

/** GET /api/auth/logout: ends the session on the server; status 'ok' means success. */
export function logout() {
  return callEndpoint('logout');
}
