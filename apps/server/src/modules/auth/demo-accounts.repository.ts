import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts } from '../../db/schema';

/** Data access of the demo-account listing on the academy sign-in page. */
export function createDemoAccountsRepository(db: Database) {
  return {
    /** Code and e-mail of the contacts with these codes (a primary-key lookup). */
    async listContactEmails(codes: readonly string[]): Promise<{ code: string; email: string }[]> {
      if (codes.length === 0) return [];
      return db
        .select({ code: contacts.edu_codigocontacto, email: contacts.emailaddress1 })
        .from(contacts)
        .where(inArray(contacts.edu_codigocontacto, [...codes]));
    },
  };
}

export type DemoAccountsRepository = ReturnType<typeof createDemoAccountsRepository>;
