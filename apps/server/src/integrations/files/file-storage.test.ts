import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { createFileStorage, RoutedFileStorage } from './create-file-storage';
import { DiskFileStorage } from './disk-file-storage';
import { InvalidFileKeyError, isSafeFileKey } from './file-storage';
import { S3FileStorage } from './s3-file-storage';

const text = async (stream: Readable) => Buffer.concat(await stream.toArray()).toString('utf8');

describe('storage keys', () => {
  it.each([
    ['demo/videos/clase-muestra.mp4', true],
    ['uploads/2026/Apuntes tema 1.pdf', true],
    ['../etc/passwd', false],
    ['demo/../../secret', false],
    ['/absolute/path', false],
    ['demo//double', false],
    ['demo/.hidden', false],
    ['demo\\windows', false],
    ['', false],
  ])('%s is safe: %s', (key, expected) => {
    expect(isSafeFileKey(key)).toBe(expected);
  });
});

describe('DiskFileStorage', () => {
  let root: string;
  let storage: DiskFileStorage;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-files-'));
    storage = new DiskFileStorage(root);
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('writes, stats, reads ranges and deletes', async () => {
    await storage.write('uploads/a/nota.txt', Buffer.from('0123456789'));
    await storage.write('uploads/a/stream.txt', Readable.from([Buffer.from('abc'), Buffer.from('def')]));
    expect(await storage.stat('uploads/a/nota.txt')).toMatchObject({ size: 10 });
    expect(await text(await storage.read('uploads/a/nota.txt', { start: 2, end: 4 }))).toBe('234');
    expect(await text(await storage.read('uploads/a/stream.txt'))).toBe('abcdef');
    expect(await storage.exists('uploads/a')).toBe(false);
    await storage.delete('uploads/a/nota.txt');
    await storage.delete('uploads/a/nota.txt');
    expect(await storage.exists('uploads/a/nota.txt')).toBe(false);
    await expect(storage.read('uploads/a/nota.txt')).rejects.toThrow('No existe el archivo');
  });

  it('refuses keys that could leave its folder', async () => {
    await expect(storage.read('../outside.txt')).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(storage.write('a/../../outside.txt', Buffer.from('x'))).rejects.toBeInstanceOf(InvalidFileKeyError);
  });
});

describe('createFileStorage', () => {
  it('serves demo/ keys from the bundled media and uploads from DATA_DIR/files by default', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-data-'));
    try {
      const storage = createFileStorage(loadConfig({ DATA_DIR: dataDir }));
      expect(storage).toBeInstanceOf(RoutedFileStorage);
      expect(await storage.exists('demo/videos/clase-muestra.mp4')).toBe(true);
      await storage.write('subidas/prueba.txt', Buffer.from('hola'));
      expect(fs.readFileSync(path.join(dataDir, 'files', 'subidas', 'prueba.txt'), 'utf8')).toBe('hola');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('never deletes bundled media, which several files rows may share, and deletes uploads', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-data-'));
    try {
      const storage = createFileStorage(loadConfig({ DATA_DIR: dataDir }));
      await storage.delete('demo/videos/clase-muestra.mp4');
      expect(await storage.exists('demo/videos/clase-muestra.mp4')).toBe(true);
      await storage.write('subidas/borrar.txt', Buffer.from('x'));
      await storage.delete('subidas/borrar.txt');
      expect(await storage.exists('subidas/borrar.txt')).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('chooses S3 when S3_BUCKET is set, and asks for its region', () => {
    expect(loadConfig({ S3_BUCKET: 'campus', S3_REGION: 'eu-west-1' }).fileStorage).toBe('s3');
    expect(loadConfig({}).fileStorage).toBe('disk');
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'campus', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'x' })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });
});

describe('S3FileStorage (against a minimal S3-compatible endpoint)', () => {
  const objects = new Map<string, Buffer>();
  const requests: { method: string; url: string; range: string | undefined }[] = [];
  let server: http.Server;
  let storage: S3FileStorage;

  beforeAll(async () => {
    // Path-style S3: /{bucket}/{key}. Enough of the protocol for HEAD, GET (with Range), PUT and DELETE.
    server = http.createServer((request, response) => {
      const url = new URL(request.url!, 'http://s3.local');
      const key = decodeURIComponent(url.pathname);
      requests.push({ method: request.method!, url: key, range: request.headers.range });
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const stored = objects.get(key);
        if (request.method === 'PUT') {
          objects.set(key, Buffer.concat(chunks));
          response.writeHead(200, { etag: '"1"' }).end();
        } else if (request.method === 'DELETE') {
          objects.delete(key);
          response.writeHead(204).end();
        } else if (!stored) {
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end(request.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
        } else if (request.method === 'HEAD') {
          response.writeHead(200, { 'content-length': String(stored.length), 'last-modified': new Date(0).toUTCString() }).end();
        } else {
          const match = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
          const body = match ? stored.subarray(Number(match[1]), Number(match[2]) + 1) : stored;
          response.writeHead(match ? 206 : 200, { 'content-length': String(body.length) }).end(body);
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    storage = new S3FileStorage({
      bucket: 'campus',
      region: 'eu-west-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'test',
      secretAccessKey: 'test',
      forcePathStyle: true,
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('writes, stats, reads a byte range and deletes objects in the bucket', async () => {
    await storage.write('subidas/apuntes.txt', Buffer.from('0123456789'), 'text/plain');
    expect(objects.get('/campus/subidas/apuntes.txt')?.toString()).toBe('0123456789');
    expect(await storage.stat('subidas/apuntes.txt')).toMatchObject({ size: 10 });
    expect(await text(await storage.read('subidas/apuntes.txt', { start: 3, end: 5 }))).toBe('345');
    expect(requests.at(-1)).toMatchObject({ method: 'GET', range: 'bytes=3-5' });
    await storage.delete('subidas/apuntes.txt');
    expect(await storage.stat('subidas/apuntes.txt')).toBeNull();
    expect(await storage.exists('subidas/apuntes.txt')).toBe(false);
    await expect(storage.read('subidas/apuntes.txt')).rejects.toThrow('No existe el archivo');
    await expect(storage.read('../fuera')).rejects.toBeInstanceOf(InvalidFileKeyError);
  });
});
