import type { ContactCompletionAnswer } from '@campus/contract';
import { AppError } from '../../lib/app-error';
import { authorize, type Actor } from '../../lib/authorization';
import type { ProgressRepository } from './progress.repository';

/** Per-student progress through a group's content. */
export function createProgressService(repository: ProgressRepository) {
  return {
    /** POST /api/events/contact/complete/{contactId}: share of the group's content events the student completed. */
    async getGroupCompletion(actor: Actor | null, contactCode: string, groupCode: string): Promise<ContactCompletionAnswer> {
      const checked = authorize(actor, { kind: 'self', contactCode });
      if (!(await repository.isEnrolledInGroup(checked.edu_codigocontacto, groupCode))) {
        throw new AppError('forbidden', 'No tienes acceso a esta formación');
      }
      const { total, completed } = await repository.countGroupContent(checked.edu_codigocontacto, groupCode);
      const percentage = total === 0 ? 0 : Math.round((completed / total) * 10000) / 100;
      return { status: 'ok', data: { percentage_partial: percentage, completed, total } };
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
