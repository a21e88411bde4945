import type { LeadFreemiumBody } from '@campus/contract';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** POST /api/auth/login-app-alumno-freemium {leadid, groupId, namefree, emailfree, phonefree}: a visitor arriving from a lead. */
export function loginAppAlumnoFreemium(body: LeadFreemiumBody) {
  return callEndpoint('loginFreemiumWithLead', { body });
}
