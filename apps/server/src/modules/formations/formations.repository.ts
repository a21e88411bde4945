import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts, formationTeachers } from '../../db/schema';

/** Data access of formations and groups (the catalogue rows come through the access policies' loader). */
export function createFormationsRepository(db: Database) {
  return {
    /** Teachers of a formation or group, by name. */
    async listTeachers(code: string) {
      return db
        .select({ edu_codigocontacto: contacts.edu_codigocontacto, fullname: contacts.fullname, foto: contacts.foto, role: formationTeachers.role })
        .from(formationTeachers)
        .innerJoin(contacts, eq(contacts.edu_codigocontacto, formationTeachers.edu_codigocontacto))
        .where(eq(formationTeachers.edu_codigoformacion, code))
        .orderBy(asc(contacts.fullname));
    },
  };
}

export type FormationsRepository = ReturnType<typeof createFormationsRepository>;
