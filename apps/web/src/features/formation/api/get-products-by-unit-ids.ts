import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { formationKeys } from './formation-keys';

/** POST /api/products/by-unit-ids {unitIdsArray}: the products that open these (extra) units. */
export function getProductsByUnitIds(unitIds: readonly number[], signal?: AbortSignal) {
  return callEndpoint('listProductsByUnits', { body: { unitIdsArray: [...unitIds] }, signal });
}

export const productsByUnitIdsQueryOptions = (unitIds: readonly number[]) =>
  queryOptions({
    queryKey: formationKeys.productsByUnits(unitIds),
    queryFn: ({ signal }) => getProductsByUnitIds(unitIds, signal),
  });

/** Products of extra units; disabled without units. */
export function useProductsByUnitIds(unitIds: readonly number[], isEnabled: boolean) {
  return useQuery({ ...productsByUnitIdsQueryOptions(unitIds), enabled: isEnabled && unitIds.length > 0 });
}
