import type { DemoAccountsRepository } from './demo-accounts.repository';
import type { DemoAccount } from './sign-in-page';

/** A demo account as the seed writes it: `code` and `email` together mark a contact the seed created. */
export interface SeededDemoAccount extends DemoAccount {
  code: string;
}

/** The demo academy the seed would write: its accounts and their shared password. */
export interface DemoAcademy {
  accounts: readonly SeededDemoAccount[];
  password: string;
}

/**
 * Which demo accounts the academy sign-in page lists. Configuration alone never lists them: each account
 * is shown only while this database holds a contact with its seed code and e-mail, so a real academy's
 * database (never seeded, or with those codes reused for real people) shows no demo table and no password.
 * Asked on every page view (one primary-key lookup) so seeding or removing the demo shows at once.
 */
export function createDemoAccountsListing(repository: DemoAccountsRepository, demo: DemoAcademy | null) {
  return {
    /** The demo accounts present in the database with the shared password, or null when none is. */
    async listPresent(): Promise<{ accounts: DemoAccount[]; password: string } | null> {
      if (!demo || demo.accounts.length === 0) return null;
      const rows = await repository.listContactEmails(demo.accounts.map((a) => a.code));
      const emailByCode = new Map(rows.map((r) => [r.code, r.email.toLowerCase()]));
      const accounts = demo.accounts
        .filter((a) => emailByCode.get(a.code) === a.email.toLowerCase())
        .map(({ email, role, description }) => ({ email, role, description }));
      return accounts.length > 0 ? { accounts, password: demo.password } : null;
    },
  };
}

export type DemoAccountsListing = ReturnType<typeof createDemoAccountsListing>;
