import type { EndpointName } from '@campus/contract/plain';
import { queryKeyOf } from '../../../../lib/api/call-endpoint';

/**
 * Query keys of the secretary tab's reads. Debts and attendance are POST reads: what their body asks for (the
 * enrolments, the group) follows the endpoint's key.
 */
export const secretaryKeys = {
  /** Every cached read of the tab (a relogin asks them again, with the profile's). */
  names: ['listDebts', 'getCertificateAttendance', 'listContracts'] as const satisfies readonly EndpointName[],
  debts: (contactCode: string, enrolments: readonly string[]) => [...queryKeyOf('listDebts', { contactCode }), [...enrolments].sort().join(',')] as const,
  attendance: (contactCode: string, group: string) => [...queryKeyOf('getCertificateAttendance', { contactCode }, { onlyHours: 'true' }), group] as const,
  contracts: (contactCode: string) => queryKeyOf('listContracts', { contactId: contactCode }),
};
