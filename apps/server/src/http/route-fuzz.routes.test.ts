import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createCourseFixture } from '../test/course-fixture';
import { createSession } from '../test/sessions';
import { createTestApp } from '../test/test-app';
import { listRoutes, type RouteEntry } from './route-access';

/*
 * Every registered route, anonymous and signed in, against a table of malformed requests: none may answer a
 * 5xx, an anonymous call to a route that needs a session gets 401 whatever it sends, and every error answer
 * is the usual JSON with a Spanish message. A route added tomorrow is walked here without anyone adding it.
 */

const t = await createTestApp({ env: { LEAD_RATE_LIMIT_PER_HOUR: '100000' } });
const course = await createCourseFixture(t.database.db);
afterAll(async () => {
  await t.close();
});

const NUL = '\u0000';
const HUGE = 2 ** 31;

/** Values put in every path parameter (raw, as they appear in the URL). */
const hostileParams = ['2147483648', '99999999999999999999', '-1', '0', '1.5', 'a%00b', 'x'.repeat(90)];
/** Broken percent-encoding: refused before routing, so even a route that needs a session answers 400. */
const MALFORMED_URL_PARAM = '%E0%A4%A';

const queryKeys = [
  'code',
  't',
  'platform',
  'page',
  'limit',
  'type',
  'search',
  'course',
  'group',
  'event',
  'commonGroups',
  'download',
  'start_date',
  'end_date',
  'c',
  's',
  'exp',
  'sig',
  'dl',
  'formationsOnly',
  'client_secret',
  'state',
  'redirect_uri',
];
const hostileQueries = ['2147483648', '%00', '-1', 'x'.repeat(3000)].map((value) => queryKeys.map((key) => `${key}=${value}`).join('&'));

/** One object with the field names of every call, filled with out-of-range numbers and NUL-laden texts. */
function hostileFields(number: number, text: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of ['id', 'chatId', 'eventId', 'onboarding_id', 'postable_id', 'producto', 'exp_month', 'exp_year', 'completed', 'amount'])
    fields[key] = number;
  for (const key of [
    'customerId',
    'invoiceId',
    'paymentMethodId',
    'priceId',
    'invoice',
    'codigoContacto',
    'codigoMatricula',
    'edu_codigocontacto',
    'sender_codigocontacto',
    'receiver_codigocontacto',
    'mensaje',
    'title',
    'content',
    'titulo',
    'formation',
    'email',
    'nombre',
    'apellidos',
    'telefono',
    'formacion',
    'leadid',
    'groupId',
    'code',
    'redirectUri',
    'course',
    'number',
    'cvc',
    'name',
    'fecha_inicio',
    'client_secret',
    'decision',
    'password',
    'redirect_uri',
    'state',
  ])
    fields[key] = text;
  return {
    ...fields,
    provider: 'google',
    postable_type: 'event',
    aceptaPolitica: true,
    unitIdsArray: [number],
    actividades: [{ tipo_actividad_id: 3, edu_codigocontacto: text, metadata: { [text]: text } }],
    metadata: { files: [{ id: number, name: text, url: text }] },
  };
}

function deeplyNestedMetadata(depth: number): string {
  const nested = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  return `{"actividades":[{"tipo_actividad_id":3,"edu_codigocontacto":"${course.student.edu_codigocontacto}","metadata":${nested}}],"metadata":${nested}}`;
}

const json = (payload: string | Buffer) => ({ headers: { 'content-type': 'application/json' }, payload });
const bodyCases: { name: string; request: Pick<InjectOptions, 'headers' | 'payload'> }[] = [
  { name: 'ids past the integer range and NUL texts', request: { payload: hostileFields(HUGE, `a${NUL}b`) } },
  { name: 'ids of 2^53 and NUL-only texts', request: { payload: hostileFields(2 ** 53, NUL) } },
  { name: 'negative ids and empty texts', request: { payload: hostileFields(-1, '') } },
  { name: 'fractional ids and long texts', request: { payload: hostileFields(1.5, 'x'.repeat(6000)) } },
  { name: 'JSON nested 5,000 levels', request: json(`${'['.repeat(5000)}${']'.repeat(5000)}`) },
  { name: 'JSON objects nested 5,000 levels', request: json(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`) },
  { name: 'metadata nested 5,000 levels', request: json(deeplyNestedMetadata(5000)) },
  { name: 'an array body', request: json('[]') },
  { name: 'a string body', request: json('"hola"') },
  { name: 'a number body', request: json('12345678901234567890') },
  { name: 'a null body', request: json('null') },
  { name: 'an empty JSON body', request: json('') },
  { name: 'malformed JSON', request: json('{"a":') },
  { name: 'a prototype-poisoning body', request: json('{"__proto__":{"admin":true}}') },
  { name: 'invalid UTF-8', request: json(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])) },
  { name: 'a body over every limit', request: json(JSON.stringify({ content: 'a'.repeat(300 * 1024) })) },
  { name: 'plain text', request: { headers: { 'content-type': 'text/plain' }, payload: 'hola' } },
  { name: 'XML', request: { headers: { 'content-type': 'application/xml' }, payload: '<a/>' } },
  {
    name: 'a form with NUL',
    request: { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=%00&password=%00&redirect_uri=%00&decision=%00' },
  },
  { name: 'multipart without a parser', request: { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\n\r\nhola\r\n--x--' } },
];

const ENGLISH_WORDS = /\b(expected|invalid|must|should|required|received|too (big|small|long)|unsupported|body)\b/i;

function fillParams(url: string, value: string): string {
  return url.replace(/:[A-Za-z_]\w*/g, value).replace(/\*$/, value);
}

interface FuzzRequest {
  name: string;
  request: InjectOptions;
  isMalformedUrl?: boolean;
}

function requestsFor(route: RouteEntry): FuzzRequest[] {
  const method = route.method as InjectOptions['method'];
  const safeUrl = fillParams(route.url, '1');
  const requests: FuzzRequest[] = [];
  if (safeUrl !== route.url) {
    for (const value of hostileParams) requests.push({ name: `param ${value.slice(0, 20)}`, request: { method, url: fillParams(route.url, value) } });
    requests.push({ name: 'malformed percent-encoding', request: { method, url: fillParams(route.url, MALFORMED_URL_PARAM) }, isMalformedUrl: true });
  }
  for (const query of hostileQueries) requests.push({ name: `query ${query.slice(0, 30)}`, request: { method, url: `${safeUrl}?${query}` } });
  if (['POST', 'PUT', 'PATCH'].includes(route.method)) {
    for (const body of bodyCases) requests.push({ name: body.name, request: { method, url: safeUrl, ...body.request } });
  }
  return requests;
}

function expectSafeAnswer(route: RouteEntry, fuzz: FuzzRequest, answer: LightMyRequestResponse, isSignedIn: boolean): void {
  const where = `${route.method} ${route.url} (${fuzz.name}, ${isSignedIn ? 'signed in' : 'anonymous'}) → ${answer.statusCode} ${answer.body.slice(0, 200)}`;
  expect(answer.statusCode, where).toBeLessThan(500);
  // Refused before the body is read: 401, or 429 where a rate limit (counted first) is already spent.
  if (!isSignedIn && route.auth === 'required') expect([fuzz.isMalformedUrl ? 400 : 401, 429], where).toContain(answer.statusCode);
  if (answer.statusCode >= 400 && String(answer.headers['content-type']).startsWith('application/json')) {
    const body = answer.json();
    expect(body, where).toMatchObject({ status: 'error', message: expect.any(String) });
    expect(body.message, where).not.toMatch(ENGLISH_WORDS);
  }
}

const routes = listRoutes(t.app).filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');

describe('every route refuses malformed requests without a 5xx', () => {
  it('walks every route of the app', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(expect.arrayContaining(['POST /api/posts/postable', 'GET /api/health', 'POST /api/actividades/asistencia', 'POST /auth/authorize']));
    expect(routes.length).toBeGreaterThan(50);
    // Public /api routes are a short, deliberate list.
    expect(
      routes
        .filter((route) => route.auth === 'public' && !route.url.startsWith('/api/docs'))
        .map((route) => `${route.method} ${route.url}`)
        .sort(),
    ).toMatchInlineSnapshot(`
      [
        "GET /api/auth/freemium/:provider/authorize-url",
        "GET /api/auth/freemium/providers",
        "GET /api/auth/login-app-alumno",
        "GET /api/auth/login-token-profesor",
        "GET /api/avatars/:name",
        "GET /api/calendar-feeds/:file",
        "GET /api/checkout/sandbox/authenticate/:paymentIntentId",
        "GET /api/documentos/descargar/:code",
        "GET /api/documentos/verificar/:code",
        "GET /api/files/h5p/:id/:c/:s/:exp/:sig/*",
        "GET /api/files/intro",
        "GET /api/files/stream/:id",
        "GET /api/files/subtitles/:id",
        "GET /api/health",
        "GET /api/health/live",
        "GET /api/health/ready",
        "GET /api/public-config",
        "POST /api/auth/login-app-alumno-freemium",
        "POST /api/auth/login-oauth-alumno-freemium",
        "POST /api/auth/nueva-oportunidad",
        "POST /api/checkout/sandbox/authenticate/:paymentIntentId",
        "POST /api/checkout/webhook",
      ]
    `);
  });

  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))('%s', { timeout: 60_000 }, async (_name, route) => {
    for (const fuzz of requestsFor(route)) {
      expectSafeAnswer(route, fuzz, await t.app.inject(fuzz.request), false);
      // A fresh session each time: the logout calls end the one they are given.
      const token = await createSession(t.database.db, course.student.edu_codigocontacto);
      const headers = { ...(fuzz.request.headers ?? {}), authorization: `Bearer ${token}` };
      expectSafeAnswer(route, fuzz, await t.app.inject({ ...fuzz.request, headers }), true);
    }
  });
});
