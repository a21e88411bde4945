import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts } from '../../db/schema';

export type ContactRow = typeof contacts.$inferSelect;

/** Data access of the contacts other modules look up: by code (every request's sign-in) and by e-mail. */
export function createContactsRepository(db: Database) {
  // The per-request look-up, built once (every authenticated call resolves its contact; the SQL never changes).
  const contactByCode = db
    .select()
    .from(contacts)
    .where(eq(contacts.edu_codigocontacto, sql.placeholder('code')))
    .limit(1)
    .prepare('auth_contact_by_code');

  return {
    async findContactByCode(code: string): Promise<ContactRow | undefined> {
      const [row] = await contactByCode.execute({ code });
      return row;
    },

    async findContactByEmail(email: string): Promise<ContactRow | undefined> {
      const [row] = await db
        .select()
        .from(contacts)
        .where(sql`lower(${contacts.emailaddress1}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },
  };
}

export type ContactsRepository = ReturnType<typeof createContactsRepository>;
