// Starts the BUILT Campus server for the bench: production mode, loopback, a free port, LOG_LEVEL=warn, the
// demo academy seeded, sign-in rate limits lifted (the bench signs in a pool of students from one address).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const probeModule = pathToFileURL(path.join(root, 'scripts/bench/server-probe.mjs')).href;

/** A free TCP port on loopback (the OS picks it). */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function runCommand(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32', ...options });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} → código ${code}`))));
  });
}

/** Builds the web app and the server when either build is missing (or always with BENCH_BUILD=1). */
export async function ensureBuilt(isForced) {
  const isMissing = !fs.existsSync(serverEntry) || !fs.existsSync(webIndex);
  if (!isMissing && !isForced) return;
  console.log('Compilando (npm run build)…');
  await runCommand(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build']);
}

/** Soft and hard "Max open files" of this process (Linux), or null elsewhere. */
export function readOpenFileLimits() {
  try {
    const line = fs
      .readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const [soft, hard] = line.trim().split(/\s+/).slice(3, 5);
    return { soft: soft === 'unlimited' ? Infinity : Number(soft), hard: hard === 'unlimited' ? Infinity : Number(hard) };
  } catch {
    return null;
  }
}

/** Waits for /api/health to answer 200, failing early if the server process dies. */
async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('El servidor terminó antes de estar listo');
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    await sleep(250);
  }
  throw new Error(`El servidor no respondió en ${timeoutMs / 1000} s`);
}

/**
 * Starts the server. `databaseUrl` empty → a throw-away PGlite folder. `minOpenFiles`: when the soft limit of
 * open files is below it, the server is started through `sh -c 'ulimit -n …'` (up to the hard limit).
 * The server runs with a small preloaded probe (server-probe.mjs) that answers its memory over IPC.
 */
export async function startServer({ databaseUrl, minOpenFiles = 0 }) {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // Every simulated student signs in from 127.0.0.1; the default (30 a minute) would refuse the pool.
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
  };
  // BENCH_SERVER_NODE_ARGS: flags for the server's node alone, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to
  // profile it without the bench client in the profile.
  const extraArgs = process.env.BENCH_SERVER_NODE_ARGS?.trim().split(/\s+/) ?? [];
  const nodeArgs = ['--expose-gc', ...extraArgs, '--import', probeModule, serverEntry];
  const limits = readOpenFileLimits();
  const needsMoreFiles = limits && limits.soft < minOpenFiles && limits.hard > limits.soft;
  const child = needsMoreFiles
    ? spawn('/bin/sh', ['-c', `ulimit -n ${Math.min(limits.hard, minOpenFiles * 2)} && exec "$0" "$@"`, process.execPath, ...nodeArgs], {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        env,
      })
    : spawn(process.execPath, nodeArgs, { cwd: root, stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env });

  let isStopped = false;
  const stop = async () => {
    if (isStopped) return;
    isStopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const startedAt = performance.now();
  try {
    await waitForHealth(baseUrl, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const bootSeconds = (performance.now() - startedAt) / 1000;
  return { baseUrl, pid: child.pid, child, dataDir, bootSeconds, stop, readMemory: (options) => readServerMemory(child, options) };
}

/**
 * The server's memory: RSS from /proc/<pid>/status (VmRSS, kB), and the V8 heap through the probe
 * (after a full GC when `isCollected`). Heap fields are null when the probe does not answer.
 */
export async function readServerMemory(child, { isCollected = false } = {}) {
  // The probe first: its full GC frees what it can before the kernel's RSS is read.
  const usage = await new Promise((resolve) => {
    if (!child.connected) return resolve(null);
    const timer = setTimeout(() => resolve(null), 10_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message?.type === 'memory' ? message.usage : null);
    });
    child.send({ type: 'memory', isCollected });
  });
  if (isCollected) await sleep(500);
  let rssBytes = null;
  try {
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
    if (Number.isFinite(kb)) rssBytes = kb * 1024;
  } catch {
    /* not Linux */
  }
  return {
    rssBytes: rssBytes ?? usage?.rss ?? null,
    heapUsedBytes: usage?.heapUsed ?? null,
    heapTotalBytes: usage?.heapTotal ?? null,
    externalBytes: usage?.external ?? null,
  };
}
