import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findFreePort } from './free-port';

const repoRoot = path.join(import.meta.dirname, '..', '..');
const artifactsDir = path.join(repoRoot, 'e2e', '.artifacts');

export interface FreshServer {
  baseURL: string;
  stop(): Promise<void>;
}

async function waitForHealth(baseURL: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al arrancar (código ${child.exitCode})`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`El servidor de ${baseURL} no respondió en ${timeoutMs} ms`);
}

/**
 * Starts the BUILT server (as the Playwright config does) on a free port with a fresh, seeded database
 * of its own: a copy of the demo academy this run seeded once (e2e/support/start-server.mjs), never touched by a
 * test. For the few tests that need the demo academy exactly as seeded, such as the demo
 * student's first-time tour, which the first sign-in of the shared server answers for everybody.
 * The data folder is named `data-…` under e2e/.artifacts, so later runs clean it up. `env` adds to its
 * configuration (for example SMTP_URL, to a mailbox the test reads).
 */
export async function startFreshServer(env: Record<string, string> = {}): Promise<FreshServer> {
  const port = await findFreePort();
  const baseURL = `http://localhost:${port}`;
  fs.mkdirSync(artifactsDir, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(artifactsDir, 'data-fresh-'));
  const templateDir = process.env.CAMPUS_E2E_TEMPLATE_DIR;
  if (!templateDir || !fs.existsSync(templateDir))
    throw new Error('Falta la academia sembrada de esta ejecución (CAMPUS_E2E_TEMPLATE_DIR): la crea el servidor de playwright.config.ts');
  fs.cpSync(templateDir, dataDir, { recursive: true });
  const output: string[] = [];
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, child, 120_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output.join('')}`);
  }
  return { baseURL, stop };
}
