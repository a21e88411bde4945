import type { Activity } from '@campus/contract';
import { texts } from '@campus/contract/plain';
import { callEndpoint } from './call-endpoint';

/**
 * POST /api/actividades/asistencia {actividades} → 201: records what the student did (joining an event,
 * its check-out, watching a recording, a chat message…). Shared by every feature that records activity.
 */
export function saveActivities(actividades: readonly Activity[]) {
  return callEndpoint('saveActivities', { body: { actividades: [...actividades] } });
}

/**
 * Records activities without ever disturbing the student: a failure is only logged with
 * 'Error al guardar la asistencia' (spec 000 §8, 002 §8: "logged only, no toast").
 */
export async function recordActivities(actividades: readonly Activity[]): Promise<boolean> {
  try {
    await saveActivities(actividades);
    return true;
  } catch (error) {
    console.error(texts.activity.saveError, error);
    return false;
  }
}
