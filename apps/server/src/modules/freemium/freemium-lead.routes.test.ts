import { freemiumLoginAnswerSchema, texts } from '@campus/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, leads, mailOutbox } from '../../db/schema';
import { createFreemiumGroup } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readSetCookies } from '../../test/freemium-helpers';

const LOGIN_URI = 'http://localhost:3000/login';
let clock = new Date('2026-11-21T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { LEAD_RATE_LIMIT_PER_HOUR: '1000' } });
});
afterAll(async () => {
  await t.close();
});

let lastEmail = 0;
const newEmail = () => `visitante.lead.${(lastEmail += 1)}@gmail.test`;

/** The "Te llamamos gratis" form, as any anonymous visitor may send it. */
async function submitLead(email: string, formacion: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/nueva-oportunidad',
    payload: { nombre: 'Nerea', apellidos: 'Soto Vidal', telefono: '+34 622 333 444', email, formacion, aceptaPolitica: true },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Record<string, unknown>;
}

/** The trial link of the last mail to an address (the built-in outbox records it as delivered). */
async function readTrialLink(email: string): Promise<URL | null> {
  const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email)).orderBy(desc(mailOutbox.id)).limit(1);
  expect(mail, `a mail to ${email}`).toBeDefined();
  const link = /https?:\/\/\S+\/login\?\S+/.exec(mail!.text_body)?.[0];
  return link ? new URL(link) : null;
}

/** POST login-app-alumno-freemium with what /login reads from the link. */
const signInWithLink = (link: URL) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login-app-alumno-freemium',
    payload: {
      leadid: link.searchParams.get('leadid'),
      groupId: link.searchParams.get('groupId'),
      namefree: link.searchParams.get('name'),
      emailfree: link.searchParams.get('email'),
      phonefree: link.searchParams.get('phone'),
    },
  });

/** A freemium account that already exists, opened through a provider (here the development simulation). */
async function createProviderAccount(email: string, course: string): Promise<string> {
  const start = await t.app.inject({ url: `/api/auth/freemium/google/authorize-url?course=${course}` });
  const { url, state } = start.json();
  const page = await t.app.inject({ url: new URL(url).pathname + new URL(url).search });
  const back = await t.app.inject({
    method: 'POST',
    url: '/auth/freemium/google/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
    payload: new URLSearchParams({ redirect_uri: LOGIN_URI, state, name: 'Víctima', email }).toString(),
  });
  const code = new URL(back.headers.location as string).searchParams.get('code');
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login-oauth-alumno-freemium',
    payload: { provider: 'google', code, redirectUri: LOGIN_URI, course },
    headers: { cookie: readSetCookies(page) },
  });
  expect(session.statusCode).toBe(200);
  return session.json().user.edu_codigocontacto as string;
}

describe('lead sign-in (POST /api/auth/login-app-alumno-freemium)', () => {
  it('refuses the takeover: a lead with the e-mail of an existing freemium account never opens it', async () => {
    const { group } = await createFreemiumGroup(t.database.db);
    const victimEmail = newEmail();
    await createProviderAccount(victimEmail, group.edu_codigoformacion);

    // The attacker sends the lead form with the victim's address: the answer signs no one in.
    const answer = await submitLead(victimEmail, group.edu_codigoformacion);
    expect(answer).toEqual({ status: 'ok', message: texts.lead.submitSuccess });
    // Nor does the lead's row id, the only other handle on the lead.
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.email, victimEmail));
    const byRowId = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-app-alumno-freemium',
      payload: { leadid: lead!.id, groupId: group.edu_codigoformacion },
    });
    expect(byRowId.statusCode).toBe(404);
    expect(byRowId.json().message).toBe(texts.freemium.leadLinkInvalid);
    // Even the mailed link (only the victim has it) does not open an account it did not create.
    const link = await readTrialLink(victimEmail);
    const refused = await signInWithLink(link!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 'error', message: texts.freemium.leadAccountExists });
    expect(refused.json()).not.toHaveProperty('token');
  });

  it('opens the trial from the link mailed to a new lead: it creates that lead’s account, and later opens that one only', async () => {
    const { group } = await createFreemiumGroup(t.database.db);
    const email = newEmail();
    await submitLead(email, group.edu_codigoformacion);
    const link = await readTrialLink(email);
    expect(link!.origin + link!.pathname).toBe(LOGIN_URI);
    expect(Object.fromEntries(link!.searchParams)).toMatchObject({
      groupId: group.edu_codigoformacion,
      name: 'Nerea Soto Vidal',
      email,
      phone: '+34 622 333 444',
    });
    expect(link!.searchParams.get('leadid')!.length).toBeGreaterThanOrEqual(43);

    const first = await signInWithLink(link!);
    expect(first.statusCode).toBe(200);
    const body = freemiumLoginAnswerSchema.parse(first.json());
    expect(body.user).toMatchObject({ emailaddress1: email, fullname: 'Nerea Soto Vidal', freemium: true });
    expect(body.formations.map((f) => f.edu_codigoformacion)).toEqual([group.edu_codigoformacion]);
    const [stored] = await t.database.db.select().from(contacts).where(eq(contacts.edu_codigocontacto, body.user.edu_codigocontacto));
    expect(stored!.mobilephone).toBe('+34 622 333 444');

    // The same link again: the same account.
    const again = await signInWithLink(link!);
    expect(again.json().user.edu_codigocontacto).toBe(body.user.edu_codigocontacto);
    // A later lead with the same address (anyone may send one) gets a link that does not open it.
    await submitLead(email, group.edu_codigoformacion);
    const later = await readTrialLink(email);
    expect(later!.searchParams.get('leadid')).not.toBe(link!.searchParams.get('leadid'));
    expect((await signInWithLink(later!)).statusCode).toBe(403);
  });

  it('answers 404 for an expired link, an unknown one, or a group without free content; 400 without a lead id', async () => {
    const { group } = await createFreemiumGroup(t.database.db);
    const { group: empty } = await createFreemiumGroup(t.database.db, { withContent: false });
    const email = newEmail();
    await submitLead(email, group.edu_codigoformacion);
    const link = await readTrialLink(email);
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/login-app-alumno-freemium', payload });

    const noContent = await post({ leadid: link!.searchParams.get('leadid'), groupId: empty.edu_codigoformacion });
    expect(noContent.json()).toMatchObject({ code: 'not_found', message: texts.freemium.noFreeContent });
    const unknown = await post({ leadid: 'x'.repeat(43), groupId: group.edu_codigoformacion });
    expect(unknown.json()).toMatchObject({ code: 'not_found', message: texts.freemium.leadLinkInvalid });
    expect((await post({ groupId: group.edu_codigoformacion })).json().message).toBe('Falta el identificador del contacto');

    const start = clock;
    clock = new Date(start.getTime() + 8 * 24 * 3600 * 1000);
    try {
      const expired = await signInWithLink(link!);
      expect(expired.statusCode).toBe(404);
      expect(expired.json().message).toBe(texts.freemium.leadLinkInvalid);
    } finally {
      clock = start;
    }
  });

  it('mails a lead about a formation without free content an acknowledgement without any sign-in link', async () => {
    const { group: empty } = await createFreemiumGroup(t.database.db, { withContent: false });
    const email = newEmail();
    await submitLead(email, empty.edu_codigoformacion);
    expect(await readTrialLink(email)).toBeNull();
  });
});
