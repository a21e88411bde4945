import { useQuery } from '@tanstack/react-query';
import { formationDetailQueryOptions } from '../../../lib/api/formation-detail';

/** The formation (group) being viewed, GET /api/formations/{code} (lib/api/formation-detail); disabled until its code is known. */
export function useFormation(code: string | null) {
  return useQuery({ ...formationDetailQueryOptions(code ?? ''), enabled: !!code });
}
