import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts } from '../../db/schema';

/** Who works on the academy's side: admin users and staff. */
export function createStaffRepository(db: Database) {
  // Contact types 4 (staff) or 6 (teacher and staff); the column holds the type digits, "14" or "1,4".
  const academyCodes = db
    .select({ code: contacts.edu_codigocontacto })
    .from(contacts)
    .where(or(eq(contacts.admin, true), sql`${contacts.edu_tipocontacto} ~ '[46]'`))
    .prepare('staff_academy_codes');

  return {
    async listAcademyCodes(): Promise<string[]> {
      const rows = await academyCodes.execute();
      return rows.map((row) => row.code);
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
