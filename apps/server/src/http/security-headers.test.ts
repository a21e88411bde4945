import http from 'node:http';
import net from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../app';
import { createTestApp, type TestApp } from '../test/test-app';
import { computeSecurityHeaders } from './security-headers';

const options: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  crossOriginEmbedderPolicy: false,
  hsts: false,
};

/** What helmet itself writes on a real node response for these options. */
function runHelmetOnResponse(helmetOptions: HelmetOptions): Record<string, string> {
  const request = new http.IncomingMessage(new net.Socket());
  const response = new http.ServerResponse(request);
  response.setHeader('x-powered-by', 'algo');
  helmet(helmetOptions)(request, response, () => undefined);
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

describe('security headers computed once', () => {
  it('are exactly the headers helmet writes on a response', () => {
    expect(computeSecurityHeaders(options)).toEqual(runHelmetOnResponse(options));
    const withHsts = { ...options, hsts: true };
    expect(computeSecurityHeaders(withHsts)).toEqual(runHelmetOnResponse(withHsts));
    expect(computeSecurityHeaders(withHsts)['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(computeSecurityHeaders(options)['strict-transport-security']).toBeUndefined();
  });

  it('refuses an invalid policy at boot instead of answering without it', () => {
    expect(() => computeSecurityHeaders({ contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'; script-src *"] } } })).toThrow();
  });

  describe('on every answer', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('go out on answers, refusals and unknown paths alike', async () => {
      const expected = computeSecurityHeaders(options);
      for (const url of ['/api/health', '/api/notifications', '/api/no-existe']) {
        const response = await t.app.inject({ url });
        for (const [name, value] of Object.entries(expected)) expect(response.headers[name], `${url} ${name}`).toBe(value);
        expect(response.headers['x-powered-by']).toBeUndefined();
      }
    });
  });
});
