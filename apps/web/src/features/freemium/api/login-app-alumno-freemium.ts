import { freemiumLoginAnswerSchema, type LeadFreemiumBody } from '@campus/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/login-app-alumno-freemium {leadid, groupId, namefree, emailfree, phonefree}: a visitor arriving from a lead. */
export function loginAppAlumnoFreemium(body: LeadFreemiumBody) {
  return apiRequest('/api/auth/login-app-alumno-freemium', { method: 'POST', body, schema: freemiumLoginAnswerSchema });
}
