import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts, formationTeachers } from '../../db/schema';

/** Data access of formations and groups (the catalogue rows come through the access policies' loader). */
export function createFormationsRepository(db: Database) {
  // Built once: the formation page asks for it on every visit.
  const teachersOf = db
    .select({ edu_codigocontacto: contacts.edu_codigocontacto, fullname: contacts.fullname, foto: contacts.foto, role: formationTeachers.role })
    .from(formationTeachers)
    .innerJoin(contacts, eq(contacts.edu_codigocontacto, formationTeachers.edu_codigocontacto))
    .where(eq(formationTeachers.edu_codigoformacion, sql.placeholder('code')))
    .orderBy(asc(contacts.fullname))
    .prepare('formations_teachers_of');

  return {
    /** Teachers of a formation or group, by name. */
    async listTeachers(code: string) {
      return teachersOf.execute({ code });
    },
  };
}

export type FormationsRepository = ReturnType<typeof createFormationsRepository>;
