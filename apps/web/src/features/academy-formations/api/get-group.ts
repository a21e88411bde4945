import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { formationsKeys } from '../formations-keys';

/** GET /api/gestion/grupos/{groupCode}: a group, its teachers, its main formation and the other groups of it. */
export function useBackOfficeGroup(groupCode: string) {
  return useQuery({
    queryKey: formationsKeys.group(groupCode),
    queryFn: ({ signal }) => callEndpoint('getBackOfficeGroup', { params: { groupCode }, signal }),
  });
}
