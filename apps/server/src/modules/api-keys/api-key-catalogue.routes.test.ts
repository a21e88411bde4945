import { academyTexts } from '@campus/contract';
import { texts } from '@campus/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { listRoutes } from '../../http/route-access';
import { createContact } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp } from '../../test/test-app';

/*
 * What an API key (the academy's CRM) gets on every back-office route, walking the routes the app registered: the
 * routes other parts add under /api/gestion are covered as soon as they are merged, without a line here.
 */

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});
const db = t.database.db;
const staff = await createContact(db, { edu_tipocontacto: '4' });
const staffHeaders = { authorization: `Bearer ${await createSession(db, staff.edu_codigocontacto)}` };

async function createKey(scope: 'read' | 'write'): Promise<{ id: number; secret: string }> {
  const answer = await t.app.inject({ method: 'POST', url: '/api/gestion/claves-api', headers: staffHeaders, payload: { name: `Catálogo ${scope}`, scope } });
  expect(answer.statusCode, answer.body).toBe(201);
  return { id: answer.json().key.id, secret: answer.json().secret };
}
const readKey = await createKey('read');
const writeKey = await createKey('write');
const revokedKey = await createKey('write');
expect((await t.app.inject({ method: 'DELETE', url: `/api/gestion/claves-api/${revokedKey.id}`, headers: staffHeaders })).statusCode).toBe(200);

const gestionRoutes = listRoutes(t.app).filter((route) => route.url.startsWith('/api/gestion/') && route.method !== 'HEAD' && route.method !== 'OPTIONS');
const fillUrl = (url: string) =>
  url.replace(/:([A-Za-z_]\w*)/g, (_all, name: string) => (name === 'incidentId' ? '00000000-0000-4000-8000-000000000001' : '1'));
const requestOf = (method: string, url: string, headers: Record<string, string>): InjectOptions => ({
  method: method as InjectOptions['method'],
  url: fillUrl(url),
  headers,
  ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
});
const asCases = (routes: typeof gestionRoutes) => routes.map((route) => [`${route.method} ${route.url}`, route] as const);

describe('API keys on every /api/gestion route', () => {
  it('finds the back-office routes (these of the keys and enrolments, and the academy’s cases)', () => {
    const names = gestionRoutes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(expect.arrayContaining(['GET /api/gestion/matriculas', 'POST /api/gestion/claves-api', 'GET /api/gestion/casos']));
  });

  it.each(asCases(gestionRoutes))('%s: a revoked key, in either header, is 401', async (_name, route) => {
    for (const headers of [{ 'x-api-key': revokedKey.secret }, { authorization: `Bearer ${revokedKey.secret}` }] as Record<string, string>[]) {
      const answer = await t.app.inject(requestOf(route.method, route.url, headers));
      expect([answer.statusCode, answer.json().message]).toEqual([401, texts.errors.unauthorized]);
    }
  });

  it.each(asCases(gestionRoutes.filter((route) => route.method !== 'GET')))('%s: a read key never writes (403)', async (_name, route) => {
    const answer = await t.app.inject(requestOf(route.method, route.url, { 'x-api-key': readKey.secret }));
    expect(answer.statusCode, answer.body.slice(0, 160)).toBe(403);
    expect(answer.json().message).toBe(academyTexts.backOffice.apiKeyReadOnly);
  });

  it.each(asCases(gestionRoutes.filter((route) => route.method === 'GET')))('%s: a read key is resolved (never 401, never 5xx)', async (_name, route) => {
    const answer = await t.app.inject(requestOf(route.method, route.url, { 'x-api-key': readKey.secret }));
    expect(answer.statusCode, answer.body.slice(0, 160)).not.toBe(401);
    expect(answer.statusCode, answer.body.slice(0, 160)).toBeLessThan(500);
  });

  it('lets a read key read the enrolment lines (200)', async () => {
    expect((await t.app.inject({ url: '/api/gestion/matriculas', headers: { 'x-api-key': readKey.secret } })).statusCode).toBe(200);
  });

  it('refuses keys, even a write key, on the academy’s case queue and on key management (403)', async () => {
    const headers = { 'x-api-key': writeKey.secret };
    const calls: InjectOptions[] = [
      { url: '/api/gestion/casos', headers },
      { method: 'PATCH', url: '/api/gestion/casos/00000000-0000-4000-8000-000000000001', headers, payload: { resolution: 'Resuelto' } },
      { url: '/api/gestion/claves-api', headers },
      { method: 'POST', url: '/api/gestion/claves-api', headers, payload: { name: 'Otra', scope: 'write' } },
      { method: 'DELETE', url: `/api/gestion/claves-api/${readKey.id}`, headers },
    ];
    for (const call of calls) expect((await t.app.inject(call)).statusCode, `${call.method ?? 'GET'} ${call.url}`).toBe(403);
  });

  it('never resolves a key outside /api/gestion: the student pages and the dashboard notices answer 401', async () => {
    for (const headers of [{ 'x-api-key': writeKey.secret }, { authorization: `Bearer ${writeKey.secret}` }]) {
      for (const url of [
        `/api/user/${staff.edu_codigocontacto}`,
        '/api/notifications/dashboard',
        '/api/notifications/dashboard/recipients',
        '/api/auth/session',
      ]) {
        expect((await t.app.inject({ url, headers })).statusCode, url).toBe(401);
      }
      const notice = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/dashboard',
        headers,
        payload: { title: 'Aviso', message: 'Mensaje', contactos: ['C-1'] },
      });
      expect(notice.statusCode).toBe(401);
    }
  });

  it('describes the key in the OpenAPI document: the apiKey scheme, offered on the CRM’s reads, not on key management', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
    expect(document.paths['/api/gestion/matriculas'].get.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(document.paths['/api/gestion/claves-api'].post.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/gestion/casos'].get.security).toEqual([{ bearer: [] }]);
  });
});
