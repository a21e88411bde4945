import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageSessionCookies, serverRenderStateId } from '@campus/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContact, createEnrolment, createEvent, createFormationWithGroup, createNotification } from '../test/factories';
import { createSession } from '../test/sessions';
import { createTestApp, type TestApp } from '../test/test-app';
import { MAX_RENDERS_IN_FLIGHT } from './server-rendered-home';

/** What the fake server entry is told to do for each render (set per test). */
type FakeRender = (input: {
  url: string;
  token: string;
  user: { edu_codigocontacto: string; firstname: string; emailaddress1: string };
  timeZone: string;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}) => Promise<unknown>;
const fake = globalThis as unknown as { __campusFakeRender?: FakeRender };

// The built web app's index.html as vite leaves it (boot script first, the home's styles as preloads).
const indexHtml = [
  '<!doctype html><html lang="es"><head>',
  '<script type="module" async crossorigin src="/assets/boot-AbC123.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-AbC123.css">',
  '<script type="module" crossorigin src="/assets/index-AbC123.js"></script>',
  '<link rel="preload" as="style" crossorigin href="/assets/home-route-AbC123.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');
// A stand-in for dist-ssr/entry-server.js: the real one is covered by the web's entry-server test and e2e.
const fakeEntry = 'export function renderHome(input) { return globalThis.__campusFakeRender(input); }\n';

let t: TestApp;
let dir: string;
let studentCode: string;
let token: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-ssr-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.writeFileSync(path.join(dir, 'dist', 'index.html'), indexHtml);
  fs.mkdirSync(path.join(dir, 'dist', 'assets'));
  fs.writeFileSync(path.join(dir, 'dist', 'assets', 'index-AbC123.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(dir, 'dist', 'assets', 'home-route-AbC123.css'), '.welcome{padding:1rem}');
  fs.writeFileSync(path.join(dir, 'entry-server.mjs'), fakeEntry);
  t = await createTestApp({ env: { WEB_DIST_DIR: path.join(dir, 'dist'), WEB_SSR_ENTRY: path.join(dir, 'entry-server.mjs') } });
  studentCode = (await createContact(t.database.db, { firstname: 'Lucía' })).edu_codigocontacto;
  token = await createSession(t.database.db, studentCode);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  // By default the render asks the session check in-process, as the real home does, and shows the name.
  fake.__campusFakeRender = async (input) => {
    const answer = await input.fetch('/api/auth/session', { headers: { authorization: `Bearer ${input.token}` } });
    const { user } = (await answer.json()) as { user: { firstname: string } };
    return {
      html: `<main><h1>¡Hola, ${user.firstname}!</h1></main>`,
      state: { user: input.user, timeZone: input.timeZone, queries: { mutations: [], queries: [] } },
    };
  };
});

const STATE_MARKER = `id="${serverRenderStateId}"`;
const cookie = (value: string, timeZone = 'Europe/Madrid') =>
  `${pageSessionCookies.token}=${encodeURIComponent(value)}; ${pageSessionCookies.timeZone}=${encodeURIComponent(timeZone)}`;
const getPage = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

function readState(html: string): Record<string, unknown> {
  const match = new RegExp(`<script type="application/json" id="${serverRenderStateId}">(.*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error('no state script');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('GET / with the page-session cookie', () => {
  it('answers the home rendered for that user, private and never stored, with the answers it used', async () => {
    const response = await getPage('/', { cookie: cookie(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toContain('cookie');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root"><main><h1>¡Hola, Lucía!</h1></main></div>');
    expect(readState(response.body)).toMatchObject({ user: { edu_codigocontacto: studentCode }, timeZone: 'Europe/Madrid', renewedToken: null });
    // Its styles are inside it (it paints once parsed), each with a disabled link the app's loader sees, and the
    // app is run by the boot script, deferred, after the first paint (the answers it would ask early are in the page).
    expect(response.body).toContain('<style>body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/index-AbC123.css" disabled>');
    expect(response.body).toContain('<style>.welcome{padding:1rem}</style><link rel="stylesheet" crossorigin href="/assets/home-route-AbC123.css" disabled>');
    expect(response.body).not.toContain('async crossorigin src="/assets/boot-AbC123.js"');
    expect(response.body).not.toContain('<script type="module" crossorigin src="/assets/index-AbC123.js">');
    expect(response.body).toContain(
      '<meta name="campus-app-entry" content="/assets/index-AbC123.js"><script type="module" crossorigin src="/assets/boot-AbC123.js"></script>',
    );
  });

  it('compresses the page for a client that accepts brotli', async () => {
    fake.__campusFakeRender = async (input) => ({ html: '<p>Inicio</p>'.repeat(200), state: { user: input.user } });
    const response = await getPage('/', { cookie: cookie(token), 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('cookie, accept-encoding');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('<p>Inicio</p><p>Inicio</p>');
  });

  it('writes the state so that no text of it can close its script element', async () => {
    fake.__campusFakeRender = async (input) => ({ html: '<p>x</p>', state: { user: input.user, note: '</script><script>alert(1)</script> & \u2028' } });
    const response = await getPage('/', { cookie: cookie(token) });
    expect(response.body).not.toContain('<script>alert(1)');
    expect(readState(response.body).note).toBe('</script><script>alert(1)</script> & \u2028');
  });

  it('hands the page a token its requests renewed, and the render keeps using it', async () => {
    const day = 24 * 3600_000;
    // A session past half its life is renewed by its next API request (http/auth-hook).
    const aging = await createSession(t.database.db, studentCode, { now: new Date(Date.now() - 7 * day), ttlMs: 10 * day });
    const seen: string[] = [];
    fake.__campusFakeRender = async (input) => {
      for (let i = 0; i < 2; i++) {
        const answer = await input.fetch('/api/auth/session', { headers: { authorization: `Bearer ${input.token}` } });
        seen.push(String(answer.status));
      }
      return { html: '<p>x</p>', state: { user: input.user } };
    };
    const response = await getPage('/', { cookie: cookie(aging) });
    const { renewedToken } = readState(response.body) as { renewedToken: string };
    expect(renewedToken).toMatch(/^[A-Za-z0-9._~+/-]{16,}/);
    expect(renewedToken).not.toBe(aging);
    expect(seen).toEqual(['200', '200']);
    const check = await t.app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${renewedToken}` } });
    expect(check.statusCode).toBe(200);
  });
});

describe('GET / sent unrendered (index.html as is)', () => {
  const expectPlainIndex = (response: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
  };

  it('without the cookie, with a token of no live session, or one of another shape', async () => {
    expectPlainIndex(await getPage('/'));
    expectPlainIndex(await getPage('/', { cookie: cookie('a'.repeat(43)) }));
    expectPlainIndex(await getPage('/', { cookie: cookie('not a token; really') }));
  });

  it('after a logout: the token in the cookie no longer renders anything', async () => {
    const leaving = await createSession(t.database.db, studentCode);
    expect((await t.app.inject({ url: '/api/auth/logout', headers: { authorization: `Bearer ${leaving}` } })).statusCode).toBe(200);
    expectPlainIndex(await getPage('/', { cookie: cookie(leaving) }));
  });

  it('without a time zone, or with one that does not exist', async () => {
    expectPlainIndex(await getPage('/', { cookie: `${pageSessionCookies.token}=${token}` }));
    expectPlainIndex(await getPage('/', { cookie: cookie(token, 'Marte/Olympus') }));
  });

  it('for a freemium visitor, whose home is made of what their browser stores', async () => {
    const visitor = await createContact(t.database.db, { freemium: true });
    expectPlainIndex(await getPage('/', { cookie: cookie(await createSession(t.database.db, visitor.edu_codigocontacto)) }));
  });

  it('for every other page of the app', async () => {
    expectPlainIndex(await getPage('/calendario', { cookie: cookie(token) }));
    expectPlainIndex(await getPage('/perfil/CON-1', { cookie: cookie(token) }));
  });

  it('when the render declines (not whole) or fails', async () => {
    fake.__campusFakeRender = async () => null;
    expectPlainIndex(await getPage('/', { cookie: cookie(token) }));
    fake.__campusFakeRender = async () => {
      throw new Error('render broke');
    };
    expectPlainIndex(await getPage('/', { cookie: cookie(token) }));
  });

  it(`past ${MAX_RENDERS_IN_FLIGHT} renders at once, rather than queueing them on a busy instance`, async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = 0;
    fake.__campusFakeRender = async (input) => {
      started += 1;
      await held;
      return { html: '<p>x</p>', state: { user: input.user } };
    };
    const rendering = Array.from({ length: MAX_RENDERS_IN_FLIGHT }, () => getPage('/', { cookie: cookie(token) }));
    await vi.waitFor(() => expect(started).toBe(MAX_RENDERS_IN_FLIGHT));
    expectPlainIndex(await getPage('/', { cookie: cookie(token) }));
    release();
    for (const page of await Promise.all(rendering)) expect(page.body).toContain(STATE_MARKER);
    // Once they are done, the next one is rendered again.
    expect((await getPage('/', { cookie: cookie(token) })).body).toContain(STATE_MARKER);
  });

  it('the cookie never authorizes an API call', async () => {
    const response = await t.app.inject({ url: '/api/auth/session', headers: { cookie: cookie(token) } });
    expect(response.statusCode).toBe(401);
  });
});

describe('SQL of a rendered page', () => {
  const DAY_MS = 24 * 3600_000;
  const isoDay = (date: Date) => date.toISOString().slice(0, 10);

  /** A student in two groups of their own, each with `events` classes in the next days, and `notifications` unread. */
  async function studentWith(amounts: { events: number; notifications: number }) {
    const db = t.database.db;
    const contact = await createContact(db, { firstname: 'Marta' });
    for (let g = 0; g < 2; g++) {
      const { group } = await createFormationWithGroup(db);
      await createEnrolment(db, contact, group);
      for (let day = 1; day <= amounts.events; day++) {
        const start = new Date(Date.now() + day * DAY_MS);
        await createEvent(db, {
          start_date: start,
          formations: [group.edu_codigoformacion],
          contacts: [{ code: contact.edu_codigocontacto, completed: day % 2 === 0 ? 1 : 0 }],
        });
      }
    }
    for (let n = 0; n < amounts.notifications; n++) await createNotification(db, { recipients: [contact.edu_codigocontacto] });
    return { contact, token: await createSession(db, contact.edu_codigocontacto) };
  }

  it('issues the same statements whatever the student has: events, completions, notifications', async () => {
    // The real home's calls (web entry-server.test.tsx lists them), answered in-process by the real routes:
    // one progress call per group, as the home's cards ask them.
    fake.__campusFakeRender = async (input) => {
      const code = encodeURIComponent(input.user.edu_codigocontacto);
      const email = encodeURIComponent(input.user.emailaddress1);
      const authorization = `Bearer ${input.token}`;
      const ask = async (url: string, body?: unknown) => {
        const init: RequestInit =
          body === undefined
            ? { headers: { authorization } }
            : { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify(body) };
        const answer = await input.fetch(url, init);
        const json = (await answer.json()) as Record<string, unknown>;
        if (!answer.ok) throw new Error(`${url}: ${JSON.stringify(json)}`);
        return json;
      };
      const range = `start_date=${isoDay(new Date())}&end_date=${isoDay(new Date(Date.now() + 30 * DAY_MS))}`;
      const [, unread, formations, agenda] = await Promise.all([
        ask('/api/auth/session'),
        ask('/api/notifications/unread-number'),
        ask(`/api/lineaMatriculas/formations/${code}`),
        ask(`/api/events/contact/${code}/${email}?${range}`),
      ]);
      const groups = (formations.formations as { edu_codigoformacion: string }[]).map((formation) => formation.edu_codigoformacion);
      const progress = await Promise.all(groups.map((group) => ask(`/api/events/contact/complete/${code}`, { formation: group })));
      return {
        html: `<main>${JSON.stringify({ unread, agenda, progress })}</main>`,
        state: { user: input.user, timeZone: input.timeZone, queries: { mutations: [], queries: [] } },
      };
    };
    // A first student warms what every page shares (the caches of the app, not of a student).
    const warmUp = await studentWith({ events: 1, notifications: 1 });
    expect((await getPage('/', { cookie: cookie(warmUp.token) })).body).toContain('<main>');

    const few = await studentWith({ events: 1, notifications: 1 });
    const many = await studentWith({ events: 12, notifications: 15 });
    const fewPage = await t.recordQueries(() => getPage('/', { cookie: cookie(few.token) }));
    const manyPage = await t.recordQueries(() => getPage('/', { cookie: cookie(many.token) }));
    // Both pages were rendered with their data (not sent unrendered), and the second had more of it.
    expect(fewPage.result.body).toContain('"count":1');
    expect(manyPage.result.body).toContain('"count":15');
    expect(manyPage.result.body.match(/"event_type":"clases"/g)?.length).toBe(24);
    expect(manyPage.statements.length).toBeGreaterThan(0);
    expect(manyPage.statements).toHaveLength(fewPage.statements.length);
  });
});
