import type { RealtimeEmitter } from '../../realtime/emitter';
import type { NotificationsService } from '../notifications/notifications.service';
import type { CasesRepository } from './cases.repository';

/** Support cases (incidencias, spec 002; issue 11). */
export function createCasesService(deps: { repository: CasesRepository; notifications: NotificationsService; emitter: RealtimeEmitter; now: () => Date }) {
  void deps;
  return {};
}

export type CasesService = ReturnType<typeof createCasesService>;
