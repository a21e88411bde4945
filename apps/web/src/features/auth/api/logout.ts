import { lazySchema } from '../../../lib/contract-schemas';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/auth/logout: ends the session on the server; status 'ok' means success. */
export function logout() {
  return apiRequest('/api/auth/logout', { schema: lazySchema((contract) => contract.logoutAnswerSchema) });
}
