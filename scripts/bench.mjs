#!/usr/bin/env node
// `npm run bench`: a small, bounded benchmark of the built server on loopback.
// Starts apps/server/dist/main.js on a free 127.0.0.1 port with a throw-away PGlite data folder (first
// start migrates and seeds the demo academy), signs the demo student in through the academy form, then
// measures GET /api/health and GET /api/auth/session: 200 sequential requests and 4 clients × 50
// concurrent requests each. Prints p50/p95/p99 and requests per second, and stops the server.
// Options (environment): BENCH_REQUESTS (default 200), BENCH_CLIENTS (4), BENCH_PER_CLIENT (50),
// BENCH_SCENARIO_SECONDS (30, time bound per scenario).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const readInt = (name, fallback, max) => Math.min(max, Math.max(1, Number.parseInt(process.env[name] ?? '', 10) || fallback));
const sequentialCount = readInt('BENCH_REQUESTS', 200, 100_000);
const clients = readInt('BENCH_CLIENTS', 4, 64);
const perClient = readInt('BENCH_PER_CLIENT', 50, 10_000);
const scenarioMs = readInt('BENCH_SCENARIO_SECONDS', 30, 600) * 1000;
const email = 'alumno@campus.test';
const password = 'Campus.2026';

/** A free TCP port on loopback (the OS picks it). */
function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function runCommand(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} → código ${code}`))));
  });
}

/** Waits for /api/health to answer 200, failing early if the server process dies. */
async function waitForHealth(baseUrl, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error('El servidor terminó antes de estar listo');
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`El servidor no respondió en ${timeoutMs / 1000} s`);
}

/** Signs the demo student in the way a browser does: academy form → 303 with a code → code exchange. */
async function signIn(baseUrl) {
  const redirectUri = `${baseUrl}/login`;
  const form = new URLSearchParams({ email, password, redirect_uri: redirectUri, state: 'bench' });
  // The page binds the sign-in to this "browser" (state cookie) and the form must come from this origin.
  const page = await fetch(`${baseUrl}/auth/authorize?${new URLSearchParams({ redirect_uri: redirectUri, state: 'bench' })}`);
  const cookie = page.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
  const authorize = await fetch(`${baseUrl}/auth/authorize`, {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(baseUrl).origin, cookie },
    redirect: 'manual',
  });
  const location = authorize.headers.get('location');
  if (authorize.status !== 303 || !location) throw new Error(`POST /auth/authorize respondió ${authorize.status} sin redirección`);
  const code = new URL(location, baseUrl).searchParams.get('code');
  if (!code) throw new Error(`La redirección no trae código: ${location}`);
  const login = await fetch(`${baseUrl}/api/auth/login-app-alumno?code=${encodeURIComponent(code)}&platform=alumno`);
  const body = await login.json();
  if (!login.ok || !body.token) throw new Error(`login-app-alumno respondió ${login.status}: ${JSON.stringify(body)}`);
  return body.token;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/**
 * Runs `clientCount` clients, each sending up to `requestsPerClient` requests one after another, all
 * stopping at the scenario's time bound. Returns latencies (ms), errors and wall time.
 */
async function measure(request, clientCount, requestsPerClient) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + scenarioMs;
  const started = performance.now();
  const runClient = async () => {
    for (let i = 0; i < requestsPerClient && performance.now() < deadline; i++) {
      const t0 = performance.now();
      try {
        const res = await request();
        await res.arrayBuffer();
        if (res.ok) latencies.push(performance.now() - t0);
        else errors++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: clientCount }, runClient));
  return { latencies: latencies.sort((a, b) => a - b), errors, wallMs: performance.now() - started, wanted: clientCount * requestsPerClient };
}

function formatRow(name, result) {
  const { latencies, errors, wallMs, wanted } = result;
  const done = latencies.length + errors;
  const ms = (v) => (Number.isNaN(v) ? '—' : v.toFixed(2)).padStart(8);
  const note = done < wanted ? `  (cortado por tiempo: ${done}/${wanted})` : '';
  return `${name.padEnd(40)} ${String(latencies.length).padStart(6)} ${String(errors).padStart(6)} ${ms(percentile(latencies, 50))} ${ms(percentile(latencies, 95))} ${ms(percentile(latencies, 99))} ${((done / wallMs) * 1000).toFixed(0).padStart(8)}${note}`;
}

async function main() {
  if (!fs.existsSync(serverEntry)) {
    console.log('No hay compilación del servidor: npm run build -w @campus/server…');
    await runCommand(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '-w', '@campus/server']);
  }
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-'));
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });

  const stopServer = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      void stopServer().finally(() => process.exit(130));
    });
  }

  try {
    const startedAt = performance.now();
    await waitForHealth(baseUrl, server, 120_000);
    console.log(`Servidor listo en ${baseUrl} en ${((performance.now() - startedAt) / 1000).toFixed(1)} s (migración y datos de demostración incluidos).`);
    let token = await signIn(baseUrl);

    const getHealth = () => fetch(`${baseUrl}/api/health`);
    const getSession = async () => {
      const res = await fetch(`${baseUrl}/api/auth/session`, { headers: { authorization: `Bearer ${token}` } });
      const renewed = res.headers.get('authorization');
      if (renewed) token = renewed.replace(/^Bearer\s+/i, '');
      return res;
    };

    // Warm-up: JIT, connection pool, database caches.
    await measure(getHealth, 1, 20);
    await measure(getSession, 1, 20);

    const rows = [
      ['GET /api/health  secuencial', await measure(getHealth, 1, sequentialCount)],
      [`GET /api/health  ${clients}×${perClient} concurrente`, await measure(getHealth, clients, perClient)],
      ['GET /api/auth/session  secuencial', await measure(getSession, 1, sequentialCount)],
      [`GET /api/auth/session  ${clients}×${perClient} concurrente`, await measure(getSession, clients, perClient)],
    ];
    console.log(`\nNode ${process.version}, ${os.cpus().length} CPU, PGlite en ${dataDir}`);
    console.log(`${'escenario'.padEnd(40)} ${'ok'.padStart(6)} ${'error'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'pet/s'.padStart(8)}`);
    for (const [name, result] of rows) console.log(formatRow(name, result));
    const failed = rows.some(([, r]) => r.errors > 0 || r.latencies.length === 0);
    if (failed) {
      console.error('\nHubo respuestas con error: revisa el servidor.');
      process.exitCode = 1;
    }
  } finally {
    await stopServer();
  }
}

main().catch((error) => {
  console.error(`✖ ${error.message}`);
  process.exit(1);
});
