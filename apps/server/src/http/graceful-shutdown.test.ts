import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { texts } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { leads } from '../db/schema';
import { getServerRoot } from '../lib/package-root';
import { createContact } from '../test/factories';
import { findFreePort } from '../test/server-process';
import { createSession } from '../test/sessions';
import type { TestSocket } from '../test/socket-client';

/*
 * The real process: `src/main.ts` under tsx (as `npm run dev` runs it) on a PGlite data folder of its own,
 * stopped with a real SIGTERM. What a load balancer and a browser see from outside is all that is asserted.
 */

interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<number | null>;
  output: string[];
}

const started: RunningServer[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const server of started.splice(0)) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A GET on a fresh connection (no agent: a pooled connection would hide whether new ones are accepted). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const isJson = String(response.headers['content-type']).startsWith('application/json');
          resolve({ status: response.statusCode ?? 0, body: isJson ? (JSON.parse(text) as unknown) : text, connection: response.headers.connection });
        });
      })
      .on('error', reject);
  });
}

async function waitUntil<T>(probe: () => Promise<T | undefined>, what: string, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A data folder with the schema, one student and a live session for them, then closed (the server takes the lock). */
async function prepareDataDir(): Promise<{ dataDir: string; token: string; contactCode: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-shutdown-'));
  dirs.push(dataDir);
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    const student = await createContact(database.db);
    const token = await createSession(database.db, student.edu_codigocontacto);
    return { dataDir, token, contactCode: student.edu_codigocontacto };
  } finally {
    await database.close();
  }
}

async function startServer(dataDir: string, env: Record<string, string>): Promise<RunningServer> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: getServerRoot(),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'false',
      DIGITAL_BOOK_PASSWORD: 'Libro-Prueba-2026',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { child, baseUrl, exited, output };
  started.push(server);
  // Generous: migrations under tsx on a loaded two-core machine take tens of seconds.
  const deadline = Date.now() + 90_000;
  while ((await get(`${baseUrl}/api/health/ready`).catch(() => null))?.status !== 200) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not become ready (exit ${child.exitCode}):\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return server;
}

/**
 * Starts a lead form submission and sends only the first half of its body: the request is in flight
 * (headers read, route chosen) until `finish()` sends the rest.
 */
function startSlowLead(baseUrl: string, email: string) {
  const body = JSON.stringify({ nombre: 'Ana', apellidos: 'Pérez Gil', telefono: '+34 600 111 222', email });
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  let finish!: () => void;
  const answer = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const request = http.request(
      `${baseUrl}/api/auth/nueva-oportunidad`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': bytes.length } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown }));
      },
    );
    request.on('error', reject);
    request.flushHeaders();
    request.write(bytes.subarray(0, half));
    finish = () => request.end(bytes.subarray(half));
  });
  return { answer, finish: () => finish() };
}

function isRefused(url: string): Promise<true | undefined> {
  return get(url).then(
    () => undefined,
    (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' ? true : undefined),
  );
}

describe('graceful shutdown of a real server process (SIGTERM)', () => {
  it(
    'reports not ready at once, finishes the request in flight, closes sockets so clients reconnect, refuses new connections and exits 0',
    { timeout: 180_000 },
    async () => {
      const { dataDir, token, contactCode } = await prepareDataDir();
      const server = await startServer(dataDir, { SHUTDOWN_DRAIN_DELAY_MS: '3000', SHUTDOWN_TIMEOUT_MS: '15000' });
      const { baseUrl } = server;

      const socket: TestSocket = connect(baseUrl, {
        path: '/socket.io',
        auth: { token },
        extraHeaders: { origin: baseUrl },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        const loggedIn = new Promise((resolve) => socket.once('login_success', resolve));
        socket.emit('login', { edu_codigocontacto: contactCode });
        await loggedIn;

        // A Socket.IO handshake (long-polling, as a browser's first request) is accepted before the signal...
        const handshakeUrl = `${baseUrl}/socket.io/?EIO=4&transport=polling`;
        expect((await get(handshakeUrl, { origin: baseUrl })).status).toBe(200);

        const lead = startSlowLead(baseUrl, 'en.vuelo@example.com');
        // The request is in flight once the server has read its headers; give the loopback a moment.
        await new Promise((resolve) => setTimeout(resolve, 300));
        server.child.kill('SIGTERM');

        // Readiness flips at once; liveness and the classic health check still answer during the drain delay.
        const notReady = await waitUntil(
          async () => {
            const answer = await get(`${baseUrl}/api/health/ready`);
            return answer.status === 503 ? answer : undefined;
          },
          'readiness to flip',
          2500,
        );
        expect(notReady.body).toMatchObject({ status: 'error', message: texts.errors.shuttingDown });
        expect(notReady.connection).toBe('close');
        expect((await get(`${baseUrl}/api/health/live`)).status).toBe(200);
        expect((await get(`${baseUrl}/api/health`)).status).toBe(200);

        // ...and turned away (403) while draining, so the client retries and reaches another instance.
        expect((await get(handshakeUrl, { origin: baseUrl })).status).toBe(403);

        // After the drain delay: the open socket's transport closes (a reconnecting client reconnects on
        // 'transport close'; only 'io server disconnect' would stop it), and new connections are refused.
        expect(await disconnected).toBe('transport close');
        await waitUntil(() => isRefused(`${baseUrl}/api/health/live`), 'new connections to be refused', 5000);
        expect(server.child.exitCode).toBeNull();

        // The request that was in flight still completes, and only then does the process end, with 0.
        lead.finish();
        expect(await lead.answer).toMatchObject({ status: 201, body: { status: 'ok' } });
        expect(await server.exited).toBe(0);
      } finally {
        socket.close();
      }

      // Its write is in the database, which was closed cleanly (its folder lock released).
      const database = await openDatabase({ dataDir });
      try {
        const rows = await database.db.select().from(leads).where(eq(leads.email, 'en.vuelo@example.com'));
        expect(rows).toHaveLength(1);
      } finally {
        await database.close();
      }
    },
  );

  it('cuts a request still running after SHUTDOWN_TIMEOUT_MS and exits 1 (never hangs)', { timeout: 180_000 }, async () => {
    const { dataDir } = await prepareDataDir();
    const server = await startServer(dataDir, { SHUTDOWN_DRAIN_DELAY_MS: '0', SHUTDOWN_TIMEOUT_MS: '800' });
    const lead = startSlowLead(server.baseUrl, 'nunca.termina@example.com');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await expect(lead.answer).rejects.toThrow();
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(800);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
  });
});
