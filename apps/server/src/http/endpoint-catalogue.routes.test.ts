import { endpoints } from '@campus/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { listRoutes } from './route-access';

/*
 * Every API route the server registers is an endpoint of the contract, and every endpoint of the contract is
 * registered: method and path are written once (packages/contract/src/endpoints), so the web's calls and the
 * server's routes cannot drift apart. Plugin routes under /api/docs (the OpenAPI description) are not API calls.
 */

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

const isPluginRoute = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const describeRoute = (method: string, url: string) => `${method} ${url}`;

describe('contract endpoints', () => {
  const registered = new Set(
    listRoutes(t.app)
      .filter((route) => route.url.startsWith('/api/') && !isPluginRoute(route.url) && route.method !== 'HEAD')
      .map((route) => describeRoute(route.method, route.url)),
  );
  const defined = new Set(Object.values(endpoints).map((endpoint) => describeRoute(endpoint.method, endpoint.path)));

  it('registers every /api route from an endpoint of the contract', () => {
    expect([...registered].filter((route) => !defined.has(route))).toEqual([]);
  });

  it('registers every endpoint of the contract, each at its own method and path', () => {
    expect([...defined].filter((route) => !registered.has(route))).toEqual([]);
    expect(defined.size).toBe(Object.keys(endpoints).length);
  });
});
