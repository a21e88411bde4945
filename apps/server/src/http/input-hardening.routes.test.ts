import { texts } from '@campus/contract';
import { sql } from 'drizzle-orm';
import Fastify, { type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourseFixture, type CourseFixture } from '../test/course-fixture';
import { createSession } from '../test/sessions';
import { createTestApp, type TestApp } from '../test/test-app';
import { RICH_TEXT_BODY_LIMIT_BYTES } from './body-limits';
import { registerErrorHandler } from './error-handler';

let t: TestApp;
let course: CourseFixture;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ env: { LEAD_RATE_LIMIT_PER_HOUR: '1000' } });
  course = await createCourseFixture(t.database.db);
  token = await createSession(t.database.db, course.student.edu_codigocontacto);
});
afterAll(async () => {
  await t.close();
});

const as = (bearer: string) => ({ authorization: `Bearer ${bearer}` });

/**
 * Sends a hostile request together with a health check and answers both. The process is single-threaded: a
 * request that keeps the CPU busy (a backtracking pattern) delays the health check by as long, so the bound
 * on the whole exchange fails for a slow attack (the original ones took 15 s to minutes) and not for a fast
 * refusal, which takes milliseconds; the bound is generous for a loaded machine.
 */
async function attackAndCheckHealth(attack: InjectOptions): Promise<LightMyRequestResponse> {
  const started = Date.now();
  const [answer, health] = await Promise.all([t.app.inject(attack), t.app.inject({ url: '/api/health' })]);
  expect(health.statusCode).toBe(200);
  expect(Date.now() - started).toBeLessThan(3000);
  return answer;
}

function nestedArrays(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

const comment = (content: string) => ({ title: 'Duda', content, postable_type: 'event', postable_id: course.events.open.id });

describe('slow-pattern attacks', () => {
  it('refuses an anonymous comment of 200,000 "‹" before reading it, and stays responsive', async () => {
    const answer = await attackAndCheckHealth({ method: 'POST', url: '/api/posts/postable', payload: comment('‹'.repeat(200_000)) });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ status: 'error', code: 'unauthorized', message: texts.errors.unauthorized });
  });

  it('refuses an anonymous body of a megabyte with 401, not after reading it', async () => {
    const answer = await attackAndCheckHealth({ method: 'POST', url: '/api/posts/postable', payload: comment('<'.repeat(1024 * 1024)) });
    expect(answer.statusCode).toBe(401);
  });

  it('refuses a signed-in comment over the rich-text body limit with 413', async () => {
    const answer = await attackAndCheckHealth({ method: 'POST', url: '/api/posts/postable', headers: as(token), payload: comment('‹'.repeat(200_000)) });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ status: 'error', message: texts.errors.payloadTooLarge });
  });

  it('refuses a signed-in comment of 100,000 "<" (within the body limit) as too long, without scanning it', async () => {
    const content = '<'.repeat(100_000);
    expect(JSON.stringify(comment(content)).length).toBeLessThan(RICH_TEXT_BODY_LIMIT_BYTES);
    const answer = await attackAndCheckHealth({ method: 'POST', url: '/api/posts/postable', headers: as(token), payload: comment(content) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('El contenido es demasiado largo');
  });

  it('checks a comment of 20,000 "<" (the longest allowed) in linear time', async () => {
    const answer = await attackAndCheckHealth({ method: 'POST', url: '/api/posts/postable', headers: as(token), payload: comment('<'.repeat(20_000)) });
    // A '<' never closed is text, so the comment is accepted (and stored sanitised).
    expect(answer.statusCode).toBe(200);
  });

  it('refuses the lead e-mail "a@" followed by 60,000 dots, and stays responsive', async () => {
    const lead = { nombre: 'Ana', apellidos: 'Pérez', telefono: '600123456', email: `a@${'.'.repeat(60_000)}`, formacion: null };
    const answer = await attackAndCheckHealth({ method: 'POST', url: '/api/auth/nueva-oportunidad', payload: lead });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(texts.lead.emailInvalid);
  });
});

describe('authenticate before validating', () => {
  it.each([
    ['an invalid body', { method: 'POST', url: '/api/chats/send-message', payload: { chatId: 'x' } }],
    ['a malformed JSON body', { method: 'POST', url: '/api/chats/send-message', headers: { 'content-type': 'application/json' }, payload: '{"chatId":' }],
    ['a wrong content type', { method: 'POST', url: '/api/chats/send-message', headers: { 'content-type': 'text/plain' }, payload: 'hola' }],
    ['an invalid path id', { method: 'GET', url: '/api/events/onlyInfo/abc' }],
    ['an invalid token', { method: 'GET', url: '/api/notifications', headers: as('x'.repeat(40)) }],
  ] as const)('answers 401 to an anonymous request with %s', async (_case, request) => {
    const answer = await t.app.inject(request as InjectOptions);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ status: 'error', code: 'unauthorized', message: texts.errors.unauthorized });
  });

  it('validates the same request once signed in', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/chats/send-message', headers: as(token), payload: { chatId: 'x' } });
    expect(answer.statusCode).toBe(400);
  });

  it('keeps the public routes open', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/public-config' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/login-app-alumno?code=short&platform=alumno' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/nueva-oportunidad', payload: {} })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });
});

describe('body size limits', () => {
  const big = { mensaje: 'x'.repeat(100 * 1024) };

  it('refuses a body over the default limit with 413 and a Spanish message', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/chats/send-message', headers: as(token), payload: big });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ status: 'error', message: texts.errors.payloadTooLarge });
  });

  it('applies the default limit to public routes too', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/auth/nueva-oportunidad', payload: big });
    expect(answer.statusCode).toBe(413);
  });

  it('lets a comment use the larger rich-text limit', async () => {
    const paragraph = `<p>${'Texto de la duda. '.repeat(1000)}</p>`;
    expect(JSON.stringify(comment(paragraph)).length).toBeGreaterThan((64 * 1024) / 4);
    const answer = await t.app.inject({ method: 'POST', url: '/api/posts/postable', headers: as(token), payload: comment(paragraph) });
    expect(answer.statusCode).toBe(200);
  });
});

describe('bad input is a 400, never a 500', () => {
  it.each([
    ['an event id past the PostgreSQL integer', { method: 'GET', url: '/api/events/onlyInfo/2147483648' }, 'El evento no es válido'],
    ['a 20-digit notification id', { method: 'PUT', url: '/api/notifications/read-notification/99999999999999999999' }, 'La notificación no es válida'],
    ['a product event id of 2^53', { method: 'POST', url: '/api/products/by-event', payload: { eventId: 2 ** 53 } }, 'El evento no es válido'],
    ['a huge unit id in a list', { method: 'POST', url: '/api/products/by-unit-ids', payload: { unitIdsArray: [1, 2 ** 31] } }, 'La unidad no es válida'],
    ['a huge chat id', { method: 'GET', url: '/api/chats/4294967296/messages' }, 'El chat no es válido'],
    ['a huge page', { method: 'GET', url: '/api/chats/1/messages?page=99999999999' }, 'La página no es válida'],
    [
      'a NUL in a checkout customer id',
      { method: 'POST', url: '/api/checkout/get-customer-payment-methods', payload: { customerId: 'cus_\u0000' } },
      texts.errors.invalidCharacters,
    ],
    [
      'a NUL in an invoice id',
      { method: 'POST', url: '/api/checkout/pay-invoice-alumno', payload: { invoiceId: 'in_\u0000', paymentMethodId: 'pm_1' } },
      texts.errors.invalidCharacters,
    ],
    ['a NUL in formation codes', { method: 'POST', url: '/api/formations/byCodes', payload: ['FOR\u0000'] }, texts.errors.invalidCharacters],
    ['a NUL in a path code', { method: 'GET', url: '/api/formations/FOR%00X' }, texts.errors.invalidCharacters],
    [
      'a NUL in activity metadata',
      {
        method: 'POST',
        url: '/api/actividades/asistencia',
        payload: { actividades: [{ tipo_actividad_id: 3, edu_codigocontacto: 'X', metadata: { a: 'b\u0000' } }] },
      },
      texts.errors.invalidCharacters,
    ],
    [
      'JSON nested 5,000 levels',
      { method: 'POST', url: '/api/actividades/asistencia', headers: { 'content-type': 'application/json' }, payload: `{"actividades":${nestedArrays(5000)}}` },
      texts.errors.payloadTooDeep,
    ],
  ] as const)('%s', async (_case, request, message) => {
    const answer = await t.app.inject({ ...(request as InjectOptions), headers: { ...('headers' in request ? request.headers : {}), ...as(token) } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 'error', code: 'validation', message });
  });

  it('keeps JSON strings with brackets out of the depth count', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/chats/send-message',
      headers: as(token),
      payload: { chatId: -1, sender_codigocontacto: course.student.edu_codigocontacto, receiver_codigocontacto: 'NOBODY', mensaje: '['.repeat(1000) },
    });
    expect(answer.statusCode).not.toBe(400);
    expect(answer.statusCode).toBeLessThan(500);
  });
});

describe('database refusals of an input value', () => {
  it.each([
    ['22003 numeric value out of range', sql`select ${'2147483648'}::int as value`],
    ['22P02 invalid text representation', sql`select ${'abc'}::int as value`],
    ['22007 invalid date', sql`select ${'2024-13-45'}::date as value`],
  ])('become a 400 (%s)', async (_case, query) => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/probe', async () => t.database.db.execute(query));
    const answer = await app.inject({ url: '/probe' });
    await app.close();
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ status: 'error', code: 'validation', message: texts.errors.validation });
  });
});
