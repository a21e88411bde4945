import type { GroupTimelineCompletionAnswer, TaughtGroupsAnswer } from '@campus/contract';
import type { Actor } from '../../lib/actor';
import { type AccessPolicies, authorize } from '../../policies';
import type { FormationsService } from '../formations/formations.service';
import type { TeachingShellRepository } from './teaching-shell.repository';

/**
 * A teacher's shell (issue 30 item 9): the groups he teaches, for the menu and the group pickers of the statistics
 * and the timeline, and his group's completion of each timeline item.
 */
export function createTeachingShellService(deps: {
  repository: TeachingShellRepository;
  access: AccessPolicies;
  formations: Pick<FormationsService, 'findByCodes'>;
}) {
  const { repository, access } = deps;
  return {
    /**
     * GET /api/teaching/groups: the groups the person teaches (formation_teachers), in the shape of the contact's
     * formations, by first class day. Anyone signed in may ask; who teaches nothing gets an empty list.
     */
    async listTaughtGroups(actor: Actor | null): Promise<TaughtGroupsAnswer> {
      const checked = authorize(actor, 'signedIn');
      const holdings = await access.loadHoldings(checked);
      const codes = [...holdings.taughtGroups].sort();
      if (codes.length === 0 || checked.freemium) return { status: 'ok', formations: [] };
      // The catalogue's reach rule lets a teacher read his groups (one statement for all of them).
      const found = await deps.formations.findByCodes(checked, codes);
      const formations = [...found.formations.formations].sort(
        (a, b) => (a.edu_fechainicioclases ?? '').localeCompare(b.edu_fechainicioclases ?? '') || a.edu_codigoformacion.localeCompare(b.edu_codigoformacion),
      );
      return { status: 'ok', formations };
    },

    /**
     * GET /api/teaching/groups/{groupCode}/timeline-completion: for a teacher of the group (or the academy side), how
     * many of its active students completed each item of its timeline, in one statement whatever their number.
     */
    async getGroupTimelineCompletion(actor: Actor | null, groupCode: string): Promise<GroupTimelineCompletionAnswer> {
      const checked = authorize(actor, 'signedIn');
      const holdings = await access.loadHoldings(checked);
      authorize(checked, 'teachGroup', { groupCode, taughtGroups: holdings.taughtGroups });
      const { group } = await access.authorize(checked, 'viewGroup', { groupCode });
      const counts = await repository.countTimelineCompletion(group.group.edu_codigoformacion, group.group.edu_principalcodigoformacion);
      return { status: 'ok', ...counts };
    },
  };
}

export type TeachingShellService = ReturnType<typeof createTeachingShellService>;
