import { texts } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { startLocalSmtpServer } from '../../test/local-smtp-server';
import { createFreemiumGroup } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readSetCookies } from '../../test/freemium-helpers';

const LOGIN_URI = 'http://localhost:3000/login';
const ORIGIN = 'http://localhost:3000';
const form = { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN };

describe('built-in freemium provider in production without mail: off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', DIGITAL_BOOK_PASSWORD: 'Libro-Academia-1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs no one in: no page, no form, no authorize address, and the web is told it is off', async () => {
    const { group } = await createFreemiumGroup(t.database.db);
    expect((await t.app.inject({ url: '/api/auth/freemium/providers' })).json().providers).toEqual([
      { provider: 'google', mode: 'off' },
      { provider: 'microsoft', mode: 'off' },
      { provider: 'facebook', mode: 'off' },
    ]);
    const url = await t.app.inject({ url: `/api/auth/freemium/google/authorize-url?course=${group.edu_codigoformacion}` });
    expect(url.statusCode).toBe(404);
    expect(url.json().message).toBe('El acceso con Google no está disponible en este momento');
    const state = `freemium:google:${group.edu_codigoformacion}:nonce`;
    const page = await t.app.inject({
      url: `/auth/freemium/google/authorize?redirect_uri=${encodeURIComponent(LOGIN_URI)}&state=${encodeURIComponent(state)}`,
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('El acceso con Google no está disponible en este momento');
    // The attack of the simulation: type someone's e-mail and get their session. Refused.
    const typed = await t.app.inject({
      method: 'POST',
      url: '/auth/freemium/google/authorize',
      headers: form,
      payload: new URLSearchParams({ redirect_uri: LOGIN_URI, state, name: 'Atacante', email: 'victima@gmail.test' }).toString(),
    });
    expect(typed.statusCode).toBe(404);
    expect(typed.headers.location).toBeUndefined();
  });
});

describe('built-in freemium provider in production with SMTP: the e-mail is proven with a mailed code', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startLocalSmtpServer>>;
  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    t = await createTestApp({ env: { NODE_ENV: 'production', SMTP_URL: smtp.url, DIGITAL_BOOK_PASSWORD: 'Libro-Academia-1' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** The 6-digit code of the last mail the SMTP server received for an address. */
  const readMailedCode = (email: string) => {
    const mail = smtp.received.findLast((message) => message.to.some((to) => to.toLowerCase() === email));
    return /\b(\d{6})\b/.exec(mail?.raw ?? '')?.[1];
  };

  it('sends the code by mail, signs in with it once, and refuses a wrong or reused code', async () => {
    const { group } = await createFreemiumGroup(t.database.db);
    expect((await t.app.inject({ url: '/api/auth/freemium/providers' })).json().providers[0]).toEqual({ provider: 'google', mode: 'email-code' });
    const { url, state } = (await t.app.inject({ url: `/api/auth/freemium/google/authorize-url?course=${group.edu_codigoformacion}` })).json();
    const page = await t.app.inject({ url: new URL(url).pathname + new URL(url).search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(texts.freemium.emailCodeNotice);
    expect(page.body).not.toContain('Simulación');
    const cookie = readSetCookies(page);

    const email = 'nerea.soto@gmail.test';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/auth/freemium/google/authorize',
      headers: form,
      payload: new URLSearchParams({ redirect_uri: LOGIN_URI, state, name: 'Nerea Soto', email }).toString(),
    });
    // No code yet: the page asks for the one mailed.
    expect(sent.statusCode).toBe(200);
    expect(sent.headers.location).toBeUndefined();
    expect(sent.body).toContain(texts.freemium.emailCodeSent.replace('{email}', email));
    const code = readMailedCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const challenge = /name="challenge" value="([^"]+)"/.exec(sent.body)![1]!;
    const verify = (typed: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/freemium/google/verify',
        headers: form,
        payload: new URLSearchParams({ redirect_uri: LOGIN_URI, state, challenge, code: typed }).toString(),
      });

    const wrong = await verify(code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(texts.freemium.emailCodeWrong);

    const right = await verify(code!);
    expect(right.statusCode).toBe(303);
    const back = new URL(right.headers.location as string);
    expect(back.origin + back.pathname).toBe(LOGIN_URI);
    expect(back.searchParams.get('state')).toBe(state);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-oauth-alumno-freemium',
      payload: { provider: 'google', code: back.searchParams.get('code'), redirectUri: LOGIN_URI, course: group.edu_codigoformacion },
      headers: { cookie },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ emailaddress1: email, freemium: true });

    // Once only.
    const reused = await verify(code!);
    expect(reused.statusCode).toBe(400);
    expect(reused.body).toContain(texts.freemium.emailCodeExpired);
  });

  it('locks a code after five wrong tries, even if the right one comes next', async () => {
    const { group } = await createFreemiumGroup(t.database.db);
    const state = `freemium:microsoft:${group.edu_codigoformacion}:nonce-intentos`;
    const email = 'intentos@gmail.test';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/auth/freemium/microsoft/authorize',
      headers: form,
      payload: new URLSearchParams({ redirect_uri: LOGIN_URI, state, name: 'Intentos', email }).toString(),
    });
    const challenge = /name="challenge" value="([^"]+)"/.exec(sent.body)![1]!;
    const code = readMailedCode(email)!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const verify = (typed: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/freemium/microsoft/verify',
        headers: form,
        payload: new URLSearchParams({ redirect_uri: LOGIN_URI, state, challenge, code: typed }).toString(),
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await verify(wrongCode)).statusCode).toBe(400);
    const late = await verify(code);
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain(texts.freemium.emailCodeExpired);
  });

  it('refuses the simulation in production by configuration', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production', FREEMIUM_BUILTIN_MODE: 'simulation' })).toThrow(
      /FREEMIUM_BUILTIN_MODE: la simulación no se permite en producción/,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).freemiumBuiltinMode).toBe('off');
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://correo.academia.test:587' }).freemiumBuiltinMode).toBe('email-code');
    expect(loadConfig({ NODE_ENV: 'development' }).freemiumBuiltinMode).toBe('simulation');
  });
});
