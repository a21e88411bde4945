import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourseFixture, type CourseFixture } from './test/course-fixture';
import { createSession } from './test/sessions';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
let course: CourseFixture;
let webDist: string;
const indexHtml = '<!doctype html><title>Campus</title>'.padEnd(2000, ' ');
const assetJs = 'console.log("asset");'.repeat(100);
const faviconSvg = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';

/** A web build as `vite build` leaves it: each text file with its .br and .gz next to it. */
function writeWebBuild(dir: string): void {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  for (const [name, text] of [
    ['index.html', indexHtml],
    ['assets/home-route-AbC123.js', assetJs],
    ['favicon.svg', faviconSvg],
  ] as const) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  }
}

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-web-dist-'));
  writeWebBuild(webDist);
  t = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
  course = await createCourseFixture(t.database.db);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('web build files', () => {
  it('sends the precompressed brotli file of a hashed asset, cached for a year', async () => {
    const response = await get('/assets/home-route-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(assetJs);
  });

  it('sends the gzip file to a client without brotli and the plain file to one without either', async () => {
    const gzipped = await get('/assets/home-route-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(assetJs);
    const plain = await get('/assets/home-route-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body).toBe(assetJs);
  });

  it('answers HEAD on a hashed asset with its headers and no body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/assets/home-route-AbC123.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(response.body).toBe('');
  });

  it('sends a file of the build outside assets/ revalidated on every use', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toBe(faviconSvg);
  });

  it('answers a path under /assets/ that is no built file with the web app, never a file outside assets/', async () => {
    for (const url of ['/assets/missing-XyZ789.js', '/assets/sub/home-route-AbC123.js', '/assets/..%2Findex.html', '/assets/.hidden']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(indexHtml);
    }
  });

  it('sends index.html compressed and never cached on a route of the web app', async () => {
    const response = await get('/formacion/123', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding', 'cache-control': 'no-cache' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
  });
});

describe('API answers', () => {
  it('compresses an answer over 1 KB for a client that accepts it, and only then', async () => {
    const compressed = await get('/api/docs/json', { 'accept-encoding': 'br' });
    expect(compressed.headers).toMatchObject({ 'content-encoding': 'br', vary: expect.stringContaining('accept-encoding') });
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(JSON.parse(zlib.brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small answer as it is', async () => {
    const response = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses a file delivery: its bytes, length and ranges stay those of the stored file', async () => {
    const token = await createSession(t.database.db, course.student.edu_codigocontacto);
    const actor = (await t.app.ctx.authService.verifyBearer(token))!;
    const url = t.app.ctx.fileSigner.subtitlesUrl(course.files.video.id, { contactCode: actor.edu_codigocontacto, sessionId: actor.sessionId });
    const whole = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toMatch(/^text\/vtt/);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers['content-length']).toBe(String(whole.rawPayload.length));
    const partial = await get(url, { 'accept-encoding': 'br, gzip', range: 'bytes=0-9' });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-encoding']).toBeUndefined();
    expect(partial.rawPayload).toEqual(whole.rawPayload.subarray(0, 10));
  });
});
