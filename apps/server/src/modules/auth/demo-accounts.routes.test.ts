import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../db/schema';
import { DEMO_PASSWORD, demoAccounts, seedDemoAcademy } from '../../db/seed';
import { createContact } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// The academy sign-in page lists the demo accounts because the database holds them, never because the
// server was told about them: the app below always knows the demo academy; the database decides.

const LOGIN_URI = 'http://localhost:3000/login';
const DEMO_TITLE = 'Cuentas de la academia de demostración';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: { accounts: demoAccounts, password: DEMO_PASSWORD } });
});
afterAll(async () => {
  await t.close();
});

const signInPage = async () => (await t.app.inject({ url: `/auth/authorize?redirect_uri=${encodeURIComponent(LOGIN_URI)}&state=s` })).body;
const listedEmails = (html: string) => [...html.matchAll(/<td><code>([^<]+)<\/code><\/td>/g)].map((m) => m[1]);

describe('demo accounts on the academy sign-in page', () => {
  it('lists none, and no password, while the database holds no demo academy', async () => {
    // A real academy's database: people, some even with the demo e-mails or codes, but not as the seed wrote them.
    const people = [
      await createContact(t.database.db, { emailaddress1: 'admin@campus.test' }),
      await createContact(t.database.db, { edu_codigocontacto: demoAccounts[0]!.code, emailaddress1: 'lucia.real@academia.es' }),
    ];
    try {
      const html = await signInPage();
      expect(html).toContain('Correo electrónico');
      expect(html).not.toContain(DEMO_TITLE);
      expect(html).not.toContain(DEMO_PASSWORD);
      expect(listedEmails(html)).toEqual([]);
    } finally {
      // The seed below writes these codes and e-mails.
      await t.database.db.delete(contacts).where(
        inArray(
          contacts.edu_codigocontacto,
          people.map((p) => p.edu_codigocontacto),
        ),
      );
    }
  });

  it('lists the seeded accounts with their password once the demo academy is in the database', async () => {
    expect(await signInPage()).not.toContain(DEMO_TITLE);
    expect((await seedDemoAcademy(t.database.db)).seeded).toBe(true);
    const html = await signInPage();
    expect(html).toContain(DEMO_TITLE);
    expect(html).toContain(DEMO_PASSWORD);
    expect(listedEmails(html)).toEqual(demoAccounts.map((a) => a.email));
  }, 60_000);
});
