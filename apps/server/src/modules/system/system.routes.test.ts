import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { texts } from '@campus/contract';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('system routes and HTTP conventions', () => {
  it('GET /api/health checks the database', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('GET /api/health/ready answers ready while the database answers; /api/health/live never asks it', async () => {
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');
    const { result: live, statements } = await t.recordQueries(() => t.app.inject({ url: '/api/health/live' }));
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', uptime_s: expect.any(Number) });
    expect(statements).toEqual([]);
  });

  it('GET /api/health/ready answers 503 when the database fails or does not answer within 2 s', async () => {
    const ping = vi.spyOn(t.database, 'ping');
    try {
      ping.mockRejectedValueOnce(new Error('connection refused'));
      const failed = await t.app.inject({ url: '/api/health/ready' });
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({ status: 'error', code: 'unavailable', message: texts.errors.databaseUnavailable });
      // A ping that hangs (a failover, a stuck connection) reads as not ready instead of timing out the balancer's check.
      ping.mockReturnValueOnce(new Promise<void>(() => {}));
      const startedAt = Date.now();
      const hung = await t.app.inject({ url: '/api/health/ready' });
      expect(hung.statusCode).toBe(503);
      expect(Date.now() - startedAt).toBeLessThan(5000);
      expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      ping.mockRestore();
    }
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('GET /api/public-config answers the support contact and the identity provider kind', async () => {
    const response = await t.app.inject({ url: '/api/public-config' });
    expect(response.json()).toEqual({ status: 'ok', supportWhatsapp: t.config.SUPPORT_WHATSAPP, identityProvider: 'builtin' });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    for (const url of ['/api/no-existe', '/api', '/auth/otra-cosa']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'error', code: 'not_found', message: 'Recurso no encontrado' });
    }
  });

  it('sends security headers with a CSP that forbids inline scripts', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    // The mail reader's frame shows remote images once allowed; plain http never loads.
    expect(csp).toMatch(/img-src [^;]*https:/);
    expect(csp).not.toMatch(/img-src [^;]*http:/);
  });

  it('opens the CSP to Stripe only when Stripe is configured', async () => {
    const { buildContentSecurityPolicy } = await import('../../app');
    expect(buildContentSecurityPolicy({ STRIPE_PUBLISHABLE_KEY: undefined }).scriptSrc).toEqual(["'self'"]);
    const withStripe = buildContentSecurityPolicy({ STRIPE_PUBLISHABLE_KEY: 'pk_test_123' });
    expect(withStripe.scriptSrc).toContain('https://js.stripe.com');
    expect(withStripe.frameSrc).toContain('https://hooks.stripe.com');
    expect(withStripe.connectSrc).toContain('https://api.stripe.com');
  });

  it('turns malformed JSON and wrong content into a 400, never a 500', async () => {
    // A public route: an anonymous call to an authenticated one is refused (401) before its body is read.
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/nueva-oportunidad',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ status: 'error', message: texts.errors.malformedJson });
  });

  it('describes every API route in OpenAPI and serves the browsable docs', async () => {
    const spec = await t.app.inject({ url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    const expected = [
      '/api/health',
      '/api/health/live',
      '/api/health/ready',
      '/api/auth/login-app-alumno',
      '/api/auth/login-token-profesor',
      '/api/auth/logout',
      '/api/auth/logout-all-sessions',
      '/api/auth/session',
      '/api/lineaMatriculas/formations/{contactCode}',
      '/api/notifications',
      '/api/notifications/types',
      '/api/notifications/unread-number',
      '/api/notifications/read-notification/{id}',
      '/api/chats',
      '/api/chats/people-to-chat',
      '/api/chats/send-message',
      '/api/chats/{id}',
      '/api/chats/{id}/messages',
      '/api/chats/{id}/read-messages',
      '/api/onboardings/complete/{contactCode}',
      '/api/auth/nueva-oportunidad',
      '/api/actividades/asistencia',
      '/api/actividades/{contactCode}/{flag}',
      '/api/events/contact/{code}/{email}',
      '/api/events/onlyInfo/{id}',
      '/api/auth/login-oauth-alumno-freemium',
      '/api/auth/login-app-alumno-freemium',
      '/api/auth/freemium/{provider}/authorize-url',
      '/api/formations/byCodes',
      '/api/vilearning/token',
      '/api/formations/{code}',
      '/api/content/{formationCode}',
      '/api/content/units/{id}',
      '/api/events/contact/{eventId}/{contactCode}',
      '/api/files/activos/file/{id}',
      '/api/files/stream/{id}',
      '/api/files/subtitles/{id}',
      '/api/files/intro',
      '/api/products/by-unit-ids',
      '/api/products/by-event',
      '/api/posts/postable/{type}/{id}',
      '/api/posts/postable',
      '/api/posts/{id}',
      '/api/checkout/config',
      '/api/checkout/get-customer-by-email',
      '/api/checkout/get-customer-payment-methods',
      '/api/checkout/create-invoice-alumno',
      '/api/checkout/pay-invoice-alumno',
      '/api/checkout/payment-alumno-success',
      '/api/checkout/sandbox/payment-methods',
      '/api/checkout/webhook',
      '/api/save-payment-method',
    ];
    for (const path of expected) {
      expect(paths).toContain(path);
    }
    expect(paths.some((p) => p.startsWith('/api/files/h5p/{id}/{c}/{s}/{exp}/{sig}/'))).toBe(true);
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  // Last: draining cannot be undone, and the app is shared by this file's tests.
  it('while draining, readiness answers 503 in Spanish, liveness and /api/health still 200, and answers close their connection', async () => {
    t.app.readiness.startDraining();
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'error', code: 'unavailable', message: texts.errors.shuttingDown });
    expect(ready.headers.connection).toBe('close');
    const live = await t.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
