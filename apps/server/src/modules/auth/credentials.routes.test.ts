import { texts } from '@campus/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, mailOutbox } from '../../db/schema';
import { verifyPassword } from '../../lib/password';
import { createContact } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const LOGIN_URI = 'http://localhost:3000/login';
const PUBLIC_ORIGIN = 'http://localhost:3000';
const PASSWORD = 'Secreto.2026';
const NEW_PASSWORD = 'Nueva.Clave.2027';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The academy page opened as the web does; answers the state cookie it sets. */
async function openAcademyPage(app: TestApp, state: string): Promise<string> {
  const page = await app.app.inject({ url: `/auth/authorize?redirect_uri=${encodeURIComponent(LOGIN_URI)}&state=${encodeURIComponent(state)}` });
  return ([] as string[])
    .concat(page.headers['set-cookie'] ?? [])
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
}

/** Posts a form of the academy sign-in from this app's page, in the browser that opened it. */
function postForm(url: string, cookie: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_ORIGIN, cookie },
    payload: new URLSearchParams({ redirect_uri: LOGIN_URI, ...fields }).toString(),
  });
}

async function signIn(email: string, password: string, state = 'estado-1') {
  const cookie = await openAcademyPage(t, state);
  return { cookie, response: await postForm('/auth/authorize', cookie, { email, password, state }) };
}

async function tokenFor(email: string, password = PASSWORD): Promise<string> {
  const { response } = await signIn(email, password);
  expect(response.statusCode).toBe(303);
  const code = new URL(response.headers.location as string).searchParams.get('code')!;
  const login = await t.app.inject({ url: `/api/auth/login-app-alumno?code=${encodeURIComponent(code)}&platform=alumno` });
  expect(login.statusCode).toBe(200);
  return login.json().token as string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sessionStatus = async (token: string) => (await t.app.inject({ url: '/api/auth/session', headers: bearer(token) })).statusCode;
const changePassword = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: bearer(token), payload });
const resetCredentials = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-credentials', headers: bearer(token), payload });

async function latestMailTo(address: string) {
  const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, address)).orderBy(desc(mailOutbox.id)).limit(1);
  return row;
}

describe('POST /api/auth/change-password', () => {
  it('changes the academy sign-in password and ends every other session, not this one', async () => {
    const contact = await createContact(t.database.db, { password: PASSWORD });
    const [mine, laptop, phone] = [await tokenFor(contact.emailaddress1), await tokenFor(contact.emailaddress1), await tokenFor(contact.emailaddress1)];
    const stranger = await createContact(t.database.db, { password: PASSWORD });
    const strangerToken = await tokenFor(stranger.emailaddress1);

    const { result: response, statements } = await t.recordQueries(() =>
      changePassword(mine, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', message: 'Contraseña actualizada correctamente' });
    // The same statements whether the account had one other session or two (the revocation is one update).
    const single = await createContact(t.database.db, { password: PASSWORD });
    const singleToken = await tokenFor(single.emailaddress1);
    await tokenFor(single.emailaddress1);
    const { statements: singleStatements } = await t.recordQueries(() =>
      changePassword(singleToken, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    );
    expect(singleStatements.length).toBe(statements.length);
    expect(statements.length).toBeLessThanOrEqual(6);

    expect(await sessionStatus(mine)).toBe(200);
    expect(await sessionStatus(laptop)).toBe(401);
    expect(await sessionStatus(phone)).toBe(401);
    expect(await sessionStatus(strangerToken)).toBe(200);
    expect((await signIn(contact.emailaddress1, PASSWORD)).response.statusCode).toBe(401);
    expect((await signIn(contact.emailaddress1, NEW_PASSWORD)).response.statusCode).toBe(303);
  });

  it('refuses a wrong current password, a weak or unconfirmed new one, with the Spanish message and nothing changed', async () => {
    const contact = await createContact(t.database.db, { password: PASSWORD });
    const token = await tokenFor(contact.emailaddress1);
    const cases: [object, string][] = [
      [{ currentPassword: 'NoEsLaMia.1', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'La contraseña actual no es correcta'],
      [{ currentPassword: PASSWORD, newPassword: 'corta1', confirmPassword: 'corta1' }, 'La contraseña debe tener al menos 10 caracteres'],
      [{ currentPassword: PASSWORD, newPassword: 'solamenteletras', confirmPassword: 'solamenteletras' }, 'La contraseña debe combinar letras y números'],
      [{ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: 'Otra.Clave.2027' }, 'Las contraseñas no coinciden'],
      [{ currentPassword: '', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'Introduce tu contraseña actual'],
      [{ currentPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD }, 'La nueva contraseña debe ser distinta de la actual'],
      [{ currentPassword: PASSWORD, newPassword: `a1${'x'.repeat(200)}`, confirmPassword: 'x' }, 'La contraseña no puede tener más de 128 caracteres'],
    ];
    for (const [payload, message] of cases) {
      const response = await changePassword(token, payload);
      expect(response.statusCode).toBe(400);
      const answer = response.json();
      expect([answer.message, ...(answer.issues ?? []).map((issue: { message: string }) => issue.message)]).toContain(message);
    }
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.edu_codigocontacto, contact.edu_codigocontacto));
    expect(await verifyPassword(PASSWORD, row!.password_hash)).toBe(true);
    expect(await sessionStatus(token)).toBe(200);
  });

  it('is not for a freemium visitor (no academy password) nor without a session', async () => {
    const visitor = await createContact(t.database.db, { password: PASSWORD, freemium: true });
    const token = await tokenFor(visitor.emailaddress1);
    const response = await changePassword(token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Tu cuenta de prueba no tiene contraseña de la academia');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/change-password', payload: {} })).statusCode).toBe(401);
  });

  it('answers who manages the password: the built-in sign-in here', async () => {
    const contact = await createContact(t.database.db, { password: PASSWORD });
    const response = await t.app.inject({ url: '/api/auth/password-settings', headers: bearer(await tokenFor(contact.emailaddress1)) });
    expect(response.json()).toEqual({ status: 'ok', provider: 'builtin', accountUrl: null });
    expect((await t.app.inject({ url: '/api/auth/password-settings' })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/reset-credentials', () => {
  it('mails a temporary password to the personal address only, ends the other sessions and forces a change at the next sign-in', async () => {
    const contact = await createContact(t.database.db, { password: PASSWORD, emailaddress2: 'Personal.Reset@correo.test', firstname: 'Inés' });
    const [mine, other] = [await tokenFor(contact.emailaddress1), await tokenFor(contact.emailaddress1)];

    const response = await resetCredentials(mine, {
      emailaddress2: 'personal.reset@correo.test',
      edu_codigoo365: null,
      fullname: contact.fullname,
      forcePasswordChange: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', message: 'Credenciales reseteadas correctamente', sentTo: 'P••••••••@correo.test' });
    expect(await sessionStatus(mine)).toBe(200);
    expect(await sessionStatus(other)).toBe(401);

    const mail = await latestMailTo('personal.reset@correo.test');
    expect(mail?.subject).toBe('Tu contraseña temporal de Campus');
    expect(mail?.text_body).toContain('Hola, Inés:');
    const temporary = /Tu contraseña temporal es: (\S+)/.exec(mail!.text_body)![1]!;
    expect(temporary).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
    expect(mail?.html_body).toContain(temporary);
    // Nowhere else: not the academy address, nor any staff mailbox.
    expect(await latestMailTo(contact.emailaddress1)).toBeUndefined();

    // The old password no longer opens; the temporary one opens only the forced change, never a code.
    expect((await signIn(contact.emailaddress1, PASSWORD)).response.statusCode).toBe(401);
    const { response: step } = await signIn(contact.emailaddress1, temporary, 'estado-reset');
    expect(step.statusCode).toBe(200);
    expect(step.headers.location).toBeUndefined();
    expect(step.body).toContain('Elige una contraseña nueva');
    const ticket = /name="ticket" value="([^"]+)"/.exec(step.body)![1]!;

    // The ticket is not a sign-in code.
    const asCode = await t.app.inject({ url: `/api/auth/login-app-alumno?code=${encodeURIComponent(ticket)}&platform=alumno` });
    expect(asCode.statusCode).toBe(400);
  });

  it('finishes the forced change on the academy page: rules checked, then the usual code, once', async () => {
    const contact = await createContact(t.database.db, { password: PASSWORD, emailaddress2: 'forzado@correo.test' });
    const token = await tokenFor(contact.emailaddress1);
    expect((await resetCredentials(token, { emailaddress2: 'forzado@correo.test', fullname: contact.fullname, forcePasswordChange: true })).statusCode).toBe(
      200,
    );
    const temporary = /Tu contraseña temporal es: (\S+)/.exec((await latestMailTo('forzado@correo.test'))!.text_body)![1]!;
    const state = 'estado-forzado';
    const { cookie, response: step } = await signIn(contact.emailaddress1, temporary, state);
    const ticket = /name="ticket" value="([^"]+)"/.exec(step.body)![1]!;

    const weak = await postForm('/auth/authorize/password', cookie, { state, ticket, newPassword: 'corta', confirmPassword: 'otra' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('La contraseña debe tener al menos 10 caracteres');
    expect(weak.body).toContain('Las contraseñas no coinciden');
    const same = await postForm('/auth/authorize/password', cookie, { state, ticket, newPassword: temporary, confirmPassword: temporary });
    expect(same.body).toContain('La nueva contraseña debe ser distinta de la actual');
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/auth/authorize/password',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://atacante.example', cookie },
      payload: new URLSearchParams({ redirect_uri: LOGIN_URI, state, ticket, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).toString(),
    });
    expect(foreign.statusCode).toBe(403);

    const done = await postForm('/auth/authorize/password', cookie, { state, ticket, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(done.statusCode).toBe(303);
    const location = new URL(done.headers.location as string);
    expect(location.searchParams.get('state')).toBe(state);
    const login = await t.app.inject({ url: `/api/auth/login-app-alumno?code=${encodeURIComponent(location.searchParams.get('code')!)}&platform=alumno` });
    expect(login.statusCode).toBe(200);

    const again = await postForm('/auth/authorize/password', cookie, { state, ticket, newPassword: 'Otra.Clave.2028', confirmPassword: 'Otra.Clave.2028' });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(texts.privacy.forcedChangeExpired);
    // From now on the new password signs in directly.
    expect((await signIn(contact.emailaddress1, NEW_PASSWORD)).response.statusCode).toBe(303);
    expect((await signIn(contact.emailaddress1, temporary)).response.statusCode).toBe(401);
  });

  it('only resets one’s own account, to the personal address saved in the profile', async () => {
    const contact = await createContact(t.database.db, { password: PASSWORD, emailaddress2: 'mia@correo.test', edu_codigoo365: 'o365-mia' });
    const token = await tokenFor(contact.emailaddress1);
    const refusals: [object, number, string][] = [
      [{ emailaddress2: 'atacante@correo.test', fullname: contact.fullname }, 409, texts.privacy.personalEmailMismatch],
      [{ emailaddress2: 'mia@correo.test', edu_codigoo365: 'o365-de-otra' }, 403, 'Solo puedes resetear las credenciales de tu propia cuenta'],
      [{ emailaddress2: 'no-es-un-correo' }, 400, 'El correo personal no es válido'],
    ];
    for (const [payload, status, message] of refusals) {
      const response = await resetCredentials(token, payload);
      expect(response.statusCode).toBe(status);
      const answer = response.json();
      expect([answer.message, ...(answer.issues ?? []).map((issue: { message: string }) => issue.message)]).toContain(message);
    }
    expect(await latestMailTo('atacante@correo.test')).toBeUndefined();
    expect((await resetCredentials(token, { emailaddress2: 'mia@correo.test', edu_codigoo365: 'o365-mia' })).statusCode).toBe(200);

    const withoutPersonal = await createContact(t.database.db, { password: PASSWORD });
    const response = await resetCredentials(await tokenFor(withoutPersonal.emailaddress1), { emailaddress2: 'cualquiera@correo.test' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Añade un correo personal en tu perfil para recibir la contraseña temporal');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/reset-credentials', payload: { emailaddress2: 'mia@correo.test' } })).statusCode).toBe(401);
  });
});

describe('with a mail server that cannot be reached', () => {
  it('answers "Error al resetear las credenciales" and keeps the password and the sessions', async () => {
    const offline = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const contact = await createContact(offline.database.db, { password: PASSWORD, emailaddress2: 'sin.red@correo.test' });
      const cookie = await openAcademyPage(offline, 's');
      const step = await offline.app.inject({
        method: 'POST',
        url: '/auth/authorize',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_ORIGIN, cookie },
        payload: new URLSearchParams({ email: contact.emailaddress1, password: PASSWORD, redirect_uri: LOGIN_URI, state: 's' }).toString(),
      });
      const code = new URL(step.headers.location as string).searchParams.get('code')!;
      const token = (await offline.app.inject({ url: `/api/auth/login-app-alumno?code=${code}&platform=alumno` })).json().token as string;
      const response = await offline.app.inject({
        method: 'POST',
        url: '/api/auth/reset-credentials',
        headers: bearer(token),
        payload: { emailaddress2: 'sin.red@correo.test' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('Error al resetear las credenciales');
      const [row] = await offline.database.db.select().from(contacts).where(eq(contacts.edu_codigocontacto, contact.edu_codigocontacto));
      expect(await verifyPassword(PASSWORD, row!.password_hash)).toBe(true);
      expect(row!.must_change_password).toBe(false);
    } finally {
      await offline.close();
    }
  });
});

describe('with an OIDC provider', () => {
  it('leaves passwords to the provider: 409 and its account page', async () => {
    const oidc = await createTestApp({
      env: {
        OIDC_ISSUER: 'https://login.academia.example/realms/campus',
        OIDC_CLIENT_ID: 'campus',
        OIDC_CLIENT_SECRET: 'secreto',
        OIDC_ACCOUNT_URL: 'https://login.academia.example/realms/campus/account',
      },
    });
    try {
      const contact = await createContact(oidc.database.db, { password: PASSWORD, emailaddress2: 'oidc@correo.test' });
      // Sessions come from the provider's codes; here one is opened directly through the auth service.
      const { token } = await oidc.app.ctx.authService.openSession(contact, 'oidc', undefined);
      const settings = await oidc.app.inject({ url: '/api/auth/password-settings', headers: bearer(token) });
      expect(settings.json()).toEqual({ status: 'ok', provider: 'oidc', accountUrl: 'https://login.academia.example/realms/campus/account' });
      for (const [url, payload] of [
        ['/api/auth/change-password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }],
        ['/api/auth/reset-credentials', { emailaddress2: 'oidc@correo.test' }],
      ] as const) {
        const response = await oidc.app.inject({ method: 'POST', url, headers: bearer(token), payload });
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe('Tu contraseña se gestiona en el proveedor de identidad de la academia');
      }
    } finally {
      await oidc.close();
    }
  });
});

describe('in production without SMTP_URL', () => {
  it('refuses a reset and keeps the password: nobody would ever read a temporary password left in the outbox', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production', DIGITAL_BOOK_PASSWORD: 'Libro-Academia-1' } });
    try {
      const contact = await createContact(production.database.db, { password: PASSWORD, emailaddress2: 'sin-smtp@correo.test' });
      const { token } = await production.app.ctx.authService.openSession(contact, 'code', undefined);
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/auth/reset-credentials',
        headers: bearer(token),
        payload: { emailaddress2: 'sin-smtp@correo.test' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(texts.privacy.resetCredentialsError);
      const [row] = await production.database.db.select().from(contacts).where(eq(contacts.edu_codigocontacto, contact.edu_codigocontacto));
      expect(await verifyPassword(PASSWORD, row!.password_hash)).toBe(true);
      expect(row!.must_change_password).toBe(false);
      expect(await production.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, 'sin-smtp@correo.test'))).toEqual([]);
    } finally {
      await production.close();
    }
  });
});

describe('the personal calendar feed when sessions end', () => {
  const feedOf = async (token: string) =>
    (await t.app.inject({ url: '/api/calendar-feed', headers: bearer(token) })).json().feed as { httpsUrl: string } | null;
  const feedStatus = async (httpsUrl: string) => (await t.app.inject({ url: new URL(httpsUrl).pathname })).statusCode;

  it('keeps its address when every device is disconnected, and gets a new one when the credentials are reset', async () => {
    const contact = await createContact(t.database.db, { password: PASSWORD, emailaddress2: 'feed.reset@correo.test' });
    const [laptop, phone] = [await tokenFor(contact.emailaddress1), await tokenFor(contact.emailaddress1)];
    const created = (await t.app.inject({ method: 'POST', url: '/api/calendar-feed', headers: bearer(laptop) })).json().feed as { httpsUrl: string };
    expect(await feedStatus(created.httpsUrl)).toBe(200);

    // 'Desconectar todos los dispositivos': sessions only; a calendar app subscribed keeps reading.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-all-sessions', headers: bearer(phone) })).statusCode).toBe(200);
    expect(await sessionStatus(laptop)).toBe(401);
    expect(await feedStatus(created.httpsUrl)).toBe(200);

    // A reset: whoever had the account may have copied the address, so the old one stops answering.
    const token = await tokenFor(contact.emailaddress1);
    expect((await resetCredentials(token, { emailaddress2: 'feed.reset@correo.test' })).statusCode).toBe(200);
    expect(await feedStatus(created.httpsUrl)).toBe(404);
    const renewed = await feedOf(token);
    expect(renewed?.httpsUrl).toMatch(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(renewed?.httpsUrl).not.toBe(created.httpsUrl);
    expect(await feedStatus(renewed!.httpsUrl)).toBe(200);
  });

  it('creates no feed on a reset when there was none', async () => {
    const contact = await createContact(t.database.db, { password: PASSWORD, emailaddress2: 'sin.feed@correo.test' });
    const token = await tokenFor(contact.emailaddress1);
    expect((await resetCredentials(token, { emailaddress2: 'sin.feed@correo.test' })).statusCode).toBe(200);
    expect(await feedOf(token)).toBeNull();
  });
});
