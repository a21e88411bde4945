import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { formationsKeys } from '../formations-keys';

/** GET /api/gestion/formaciones/{formationCode}: a main formation with its groups. */
export function useBackOfficeFormation(formationCode: string) {
  return useQuery({
    queryKey: formationsKeys.formation(formationCode),
    queryFn: ({ signal }) => callEndpoint('getBackOfficeFormation', { params: { formationCode }, signal }),
  });
}
