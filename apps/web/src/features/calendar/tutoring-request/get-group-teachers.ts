import type { FormationDetailAnswer } from '@campus/contract';
import { useQuery } from '@tanstack/react-query';
import { formationDetailQueryOptions } from '../../../lib/api/formation-detail';

const teachersOf = (answer: FormationDetailAnswer) => answer.formation.teachers;

/**
 * The chosen group's teachers (spec 002 §6: teachers are the selectable people of a tutoring request), from the
 * group's detail: the same call and cache entry as the formation page's (lib/api/formation-detail). Idle until a
 * group is chosen.
 */
export function useGroupTeachers(code: string) {
  return useQuery({ ...formationDetailQueryOptions(code), select: teachersOf, enabled: code !== '' });
}
