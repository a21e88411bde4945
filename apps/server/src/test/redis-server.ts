import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import net from 'node:net';

/** True when a `redis-server` binary is on the PATH (CI installs it; see .ci/run). */
export const isRedisServerInstalled = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/**
 * Tests that need a real Redis skip only on a developer machine without `redis-server`; under CI they run
 * and fail loudly when it is missing, so a shared-limits test is never skipped unnoticed.
 */
export const shouldSkipRedisTests = !process.env.CI && !isRedisServerInstalled;

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A throw-away in-memory Redis on a free loopback port (no snapshots, no append-only file). */
export async function startTestRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  if (!isRedisServerInstalled) throw new Error('redis-server no está instalado: hace falta para las pruebas de Redis (apt-get install redis-server).');
  const port = await findFreePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server no arrancó en 10 s:\n${output}`)), 10_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server terminó (código ${code}):\n${output}`));
    });
  });
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
