import type { EndpointName } from '@campus/contract/plain';
import { queryKeyOf } from '../../../lib/api/call-endpoint';

/**
 * Query keys of the formation page, derived from the endpoints' keys so mutations write or invalidate exactly what
 * they change. The group's detail is lib/api/formation-detail's, the products of one event lib/api/products-by-event's.
 */
export const formationKeys = {
  /** Every cached tree: a completion changes the same event wherever it shows. */
  contents: () => ['getContent'] as const satisfies readonly [EndpointName],
  /** Every group's tree of one main formation (a prefix of `content`). */
  contentOf: (parentCode: string) => ['getContent', { formationCode: parentCode }] as const satisfies readonly [EndpointName, object],
  content: (parentCode: string, groupCode: string) => queryKeyOf('getContent', { formationCode: parentCode }, { group: groupCode }),
  comments: (eventId: number) => ['formation', 'comments', eventId] as const,
  /** The body of this read (the units, in any order) is part of its key. */
  productsByUnits: (unitIds: readonly number[]) => [...queryKeyOf('listProductsByUnits'), [...unitIds].sort((a, b) => a - b)] as const,
};
