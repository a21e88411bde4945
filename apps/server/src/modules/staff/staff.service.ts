import type { StaffRepository } from './staff.repository';

/**
 * The academy's side, as other services need it: the support queue and the dashboard notifications push
 * their changes to every admin user and staff member. No route reaches it (so no actor to authorize): it
 * answers only contact codes, to services that decided access already.
 */
export function createStaffService(deps: { repository: StaffRepository }) {
  return {
    /** The contact codes of admin users and staff (one small statement, asked on writes only). */
    listAcademyCodes: (): Promise<string[]> => deps.repository.listAcademyCodes(),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
