/** Query keys of the secretary tab's reads (all under the profile's own prefix). */
export const secretaryKeys = {
  all: ['profile', 'secretary'] as const,
  debts: (contactCode: string, enrolments: readonly string[]) => [...secretaryKeys.all, 'debts', contactCode, [...enrolments].sort().join(',')] as const,
  attendance: (contactCode: string, group: string) => [...secretaryKeys.all, 'attendance', contactCode, group] as const,
  contracts: (contactCode: string) => [...secretaryKeys.all, 'contracts', contactCode] as const,
};
