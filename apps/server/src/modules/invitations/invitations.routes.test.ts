import { academyTexts } from '@campus/contract';
import { texts } from '@campus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contacts, invitations, mailOutbox } from '../../db/schema';
import { verifyPassword } from '../../lib/password';
import { createContact } from '../../test/factories';
import { readTextPart, startLocalSmtpServer } from '../../test/local-smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app';

const ORIGIN = 'http://localhost:3000';
const LOGIN_URI = `${ORIGIN}/login`;
const NEW_PASSWORD = 'Bienvenida.2026';
const DAY_MS = 24 * 3600_000;

/** The person a back-office helper would invite: no password yet. */
async function createInvitee(t: TestApp, overrides: Partial<typeof contacts.$inferInsert> = {}) {
  return createContact(t.database.db, { firstname: 'Noelia', fullname: 'Noelia Garrido Sanz', ...overrides });
}

const inviteeOf = (contact: Awaited<ReturnType<typeof createInvitee>>) => ({
  edu_codigocontacto: contact.edu_codigocontacto,
  emailaddress1: contact.emailaddress1,
  firstname: contact.firstname,
  fullname: contact.fullname,
});

/** The link's path and query, as the browser opens it. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const cookiesOf = (response: { cookies: { name: string; value: string }[] }) => response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** Opens the link in a browser and submits the page's form from it. */
async function acceptFrom(t: TestApp, url: string, passwords: { newPassword: string; confirmPassword: string }) {
  const page = await t.app.inject({ url: pathOf(url) });
  const cookie = cookiesOf(page);
  return { page, cookie, response: await postForm(t, cookie, { token: tokenOf(url), ...passwords }) };
}

function postForm(t: TestApp, cookie: string, fields: Record<string, string>, origin = ORIGIN) {
  return t.app.inject({
    method: 'POST',
    url: '/auth/invitacion',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });
}

const good = { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };

describe('the invitation page (no SMTP: the link is handed over)', () => {
  let now = new Date('2026-03-02T09:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sets the password once, spends the link and lands the person signed in through the academy sign-in', async () => {
    const person = await createInvitee(t);
    const [sent] = await t.app.ctx.invitationsService.sendInvitations([inviteeOf(person)], null);
    expect(sent).toMatchObject({ delivery: 'link', url: expect.stringContaining('/auth/invitacion?token=') });
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, person.emailaddress1))).toEqual([]);

    const { page, cookie, response } = await acceptFrom(t, sent!.url!, good);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Hola, Noelia');
    expect(page.body).toContain(`value="${person.emailaddress1}"`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${LOGIN_URI}?invitacion=aceptada`);
    const ticket = response.cookies.find((c) => c.name === 'campus_invitation_signin');
    expect(ticket).toMatchObject({ path: '/auth/authorize', httpOnly: true, sameSite: 'Lax' });

    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.edu_codigocontacto, person.edu_codigocontacto));
    expect(await verifyPassword(NEW_PASSWORD, row!.password_hash)).toBe(true);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entity_id, person.edu_codigocontacto));
    expect(audit).toMatchObject({ action: 'invitation.accept', entity_type: 'contact', actor_code: person.edu_codigocontacto });

    // The web starts its usual sign-in with its own state; the academy sign-in answers the code at once, once.
    const authorize = (state: string) =>
      t.app.inject({
        url: `/auth/authorize?redirect_uri=${encodeURIComponent(LOGIN_URI)}&state=${state}`,
        headers: { cookie: `campus_invitation_signin=${ticket!.value}` },
      });
    const signIn = await authorize('estado-web');
    expect(signIn.statusCode).toBe(303);
    const location = new URL(signIn.headers.location as string);
    expect(location.searchParams.get('state')).toBe('estado-web');
    const login = await t.app.inject({ url: `/api/auth/login-app-alumno?code=${location.searchParams.get('code')}&platform=alumno` });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.edu_codigocontacto).toBe(person.edu_codigocontacto);
    const replay = await authorize('otro-estado');
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toContain('name="password"');

    // Single use: the same form again, or the link again, finds it spent (and says so without naming anyone).
    const again = await postForm(t, cookie, { token: tokenOf(sent!.url!), ...good });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain(academyTexts.backOfficeInvitations.closedTitle);
    const reopened = await t.app.inject({ url: pathOf(sent!.url!) });
    expect(reopened.statusCode).toBe(410);
    expect(reopened.body).not.toContain('Noelia');
  });

  it('answers the forced change’s messages for a weak or mismatched password, and keeps the link open', async () => {
    const person = await createInvitee(t);
    const [sent] = await t.app.ctx.invitationsService.sendInvitations([inviteeOf(person)], null);
    const { cookie, response } = await acceptFrom(t, sent!.url!, { newPassword: 'corta', confirmPassword: 'otra' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('La contraseña debe tener al menos 10 caracteres');
    expect(response.body).toContain(texts.privacy.passwordsDoNotMatch);
    expect(response.body).toContain('aria-invalid="true"');
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.edu_codigocontacto, person.edu_codigocontacto));
    expect(row!.password_hash).toBeNull();
    const accepted = await postForm(t, cookie, { token: tokenOf(sent!.url!), ...good });
    expect(accepted.statusCode).toBe(303);
    // The sign-in ticket is no sign-in code by itself: /login refuses it.
    const ticket = accepted.cookies.find((c) => c.name === 'campus_invitation_signin')!.value;
    expect((await t.app.inject({ url: `/api/auth/login-app-alumno?code=${ticket}&platform=alumno` })).statusCode).toBe(400);
  });

  it('refuses a form from another site or another browser', async () => {
    const person = await createInvitee(t);
    const [sent] = await t.app.ctx.invitationsService.sendInvitations([inviteeOf(person)], null);
    const { cookie } = await acceptFrom(t, sent!.url!, { newPassword: '', confirmPassword: '' });
    const token = tokenOf(sent!.url!);
    expect((await postForm(t, cookie, { token, ...good }, 'https://atacante.example')).statusCode).toBe(403);
    expect((await postForm(t, '', { token, ...good })).statusCode).toBe(403);
    const [invitation] = await t.database.db.select().from(invitations).where(eq(invitations.edu_codigocontacto, person.edu_codigocontacto));
    expect(invitation!.used_at).toBeNull();
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.edu_codigocontacto, person.edu_codigocontacto));
    expect(row!.password_hash).toBeNull();
  });

  it('closes a link after 7 days, when a newer one supersedes it, and for a suspended person', async () => {
    const late = await createInvitee(t);
    const [expiring] = await t.app.ctx.invitationsService.sendInvitations([inviteeOf(late)], null);
    const start = now;
    now = new Date(start.getTime() + 7 * DAY_MS - 60_000);
    expect((await t.app.inject({ url: pathOf(expiring!.url!) })).statusCode).toBe(200);
    const { cookie } = await acceptFrom(t, expiring!.url!, { newPassword: '', confirmPassword: '' });
    now = new Date(start.getTime() + 7 * DAY_MS + 60_000);
    const expired = await t.app.inject({ url: pathOf(expiring!.url!) });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('pide a la academia una invitación nueva');
    expect((await postForm(t, cookie, { token: tokenOf(expiring!.url!), ...good })).statusCode).toBe(410);

    const resent = await createInvitee(t);
    const [first] = await t.app.ctx.invitationsService.sendInvitations([inviteeOf(resent)], null);
    const firstPage = await acceptFrom(t, first!.url!, { newPassword: '', confirmPassword: '' });
    const [second] = await t.app.ctx.invitationsService.sendInvitations([inviteeOf(resent)], null);
    expect((await postForm(t, firstPage.cookie, { token: tokenOf(first!.url!), ...good })).statusCode).toBe(410);
    expect((await t.app.inject({ url: pathOf(first!.url!) })).statusCode).toBe(410);
    expect((await acceptFrom(t, second!.url!, good)).response.statusCode).toBe(303);

    const suspended = await createInvitee(t);
    const [held] = await t.app.ctx.invitationsService.sendInvitations([inviteeOf(suspended)], null);
    const heldPage = await acceptFrom(t, held!.url!, { newPassword: '', confirmPassword: '' });
    await t.database.db.update(contacts).set({ statecode: 1, suspended_at: now }).where(eq(contacts.edu_codigocontacto, suspended.edu_codigocontacto));
    expect((await t.app.inject({ url: pathOf(held!.url!) })).statusCode).toBe(410);
    expect((await postForm(t, heldPage.cookie, { token: tokenOf(held!.url!), ...good })).statusCode).toBe(410);
    const unknown = await t.app.inject({ url: '/auth/invitacion?token=no-existe-este-token-de-invitacion' });
    expect(unknown.statusCode).toBe(410);
    expect(unknown.body).toBe(expired.body);
    const accepted = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invitation.accept'), eq(auditLog.entity_id, suspended.edu_codigocontacto)));
    expect(accepted).toEqual([]);
  });
});

describe('the invitation page with SMTP_URL', () => {
  const RATE_LIMIT = 4;
  let smtp: Awaited<ReturnType<typeof startLocalSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, SIGN_IN_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails the link (answering none to staff), which opens the page; the form is rate-limited like the sign-in', async () => {
    const person = await createInvitee(t);
    const [sent] = await t.app.ctx.invitationsService.sendInvitations([inviteeOf(person)], null);
    expect(sent).toMatchObject({ delivery: 'smtp', url: null });
    const mail = smtp.received.find((message) => message.to.includes(person.emailaddress1));
    const text = readTextPart(mail!.raw)!.replace(/=\r?\n/g, '');
    const url = /(http:\/\/localhost:3000\/auth\/invitacion\?token=[\w-]+)/.exec(text)![1]!;

    const statuses: number[] = [];
    for (let attempt = 0; attempt < RATE_LIMIT; attempt += 1)
      statuses.push((await acceptFrom(t, url, { newPassword: 'corta', confirmPassword: 'corta' })).response.statusCode);
    expect(statuses).toEqual([400, 400, 400, 400]);
    expect((await acceptFrom(t, url, good)).response.statusCode).toBe(429);
  });
});
