import type { DashboardNotification } from '@campus/contract';
import { jsonResponse } from '../../test/fetch-mock';

/** A dashboard notification as the API answers it (a recipient's view unless `recipients_count` is given). */
export function makeNotice(overrides: Partial<DashboardNotification> = {}): DashboardNotification {
  return {
    id: 1,
    title: 'Cambio de aula',
    message: 'La clase del jueves será en el aula 3.',
    scheduled: null,
    created_at: '2026-11-24T09:00:00.000Z',
    contactos: [],
    formations: [{ edu_codigoformacion: 'GRU-DAW-A', edu_formacion: 'DAW · Grupo A (tardes)' }],
    ...overrides,
  };
}

/** GET /api/notifications/dashboard's answer. */
export const noticesAnswer = (...notifications: DashboardNotification[]) => jsonResponse({ status: 'ok', notifications });
