import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { getServerRoot } from '../lib/package-root';
import { httpRequest } from './http-client';

/**
 * A real Campus server process: `src/main.ts` under tsx, as `npm run dev` runs it. Suites that must see what
 * happens to the process itself (a crash, a signal, a restart on the same database) start it through here;
 * everything they assert goes through its public HTTP.
 */
export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Resolves with the exit code, or the signal's name when a signal ended it. */
  exited: Promise<number | string | null>;
  /** Everything the process printed (stdout and stderr), for the failure message. */
  output: string[];
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the server with `env` over a quiet production-like base (loopback, no Redis, no demo academy) and
 * resolves once `/api/health` answers 200, i.e. the database is migrated and the routes are listening.
 * Pass DATA_DIR (embedded PGlite, and the files folder) and DATABASE_URL ('' for PGlite) in `env`.
 */
export async function startServerProcess(env: Record<string, string>, options: { readyWithinMs?: number } = {}): Promise<ServerProcess> {
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
      REDIS_URL: '',
      SEED_DEMO: 'false',
      // Production without the demo academy asks for the publisher's password (config.ts).
      DIGITAL_BOOK_PASSWORD: 'libro-de-prueba',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const deadline = Date.now() + (options.readyWithinMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server ended while starting (${child.exitCode ?? child.signalCode}):\n${output.join('')}`);
    const status = await httpRequest(baseUrl, '/api/health').then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return { child, baseUrl, exited, output };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within ${options.readyWithinMs ?? 90_000} ms:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Kills the process with SIGKILL (no handler runs: a crash, an OOM kill) and resolves once it is gone. */
export async function crashServerProcess(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
}
