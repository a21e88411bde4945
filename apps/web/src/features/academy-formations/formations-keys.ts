import type { EndpointName } from '@campus/contract/plain';
import { queryKeyOf } from '../../lib/api/call-endpoint';

/** Query keys of the back office's formations and groups (issue 31). */
export const formationsKeys = {
  /** Every read of the feature: a change of a group's students or teachers asks them again. */
  names: [
    'listBackOfficeFormations',
    'getBackOfficeFormation',
    'getBackOfficeGroup',
    'listGroupStudents',
    'listGroupCandidates',
  ] as const satisfies readonly EndpointName[],
  list: (q: string, page: number) => queryKeyOf('listBackOfficeFormations', undefined, { q, page }),
  formation: (formationCode: string) => queryKeyOf('getBackOfficeFormation', { formationCode }),
  group: (groupCode: string) => queryKeyOf('getBackOfficeGroup', { groupCode }),
  students: (groupCode: string, q: string, page: number) => queryKeyOf('listGroupStudents', { groupCode }, { q, page }),
  candidates: (groupCode: string, tipo: 'profesor' | 'alumno', q: string) => queryKeyOf('listGroupCandidates', { groupCode }, { tipo, q }),
};
