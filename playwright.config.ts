import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findFreePort } from './e2e/support/free-port';

/**
 * End-to-end tests drive the BUILT app (`npm run build` first; `npm test` does it) in Debian's Chromium.
 * Browsers are never downloaded: the executable is /usr/bin/chromium.
 */
const artifactsDir = path.join(import.meta.dirname, 'e2e', '.artifacts');
const isCI = Boolean(process.env.CI);

// The config is evaluated by the runner and again by every worker: the run id and the server's port are
// fixed once (by the runner) and inherited through the environment, so all of them agree on the data
// folder and on the address. The port is a free one unless CAMPUS_E2E_PORT names it, so a busy port
// (another app, a second checkout running its tests) never stops the run.
const isRunner = !process.env.CAMPUS_E2E_RUN_ID;
const runId = (process.env.CAMPUS_E2E_RUN_ID ??= new Date().toISOString().replace(/[-:.TZ]/g, ''));
process.env.CAMPUS_E2E_PORT ||= String(await findFreePort());
// The port of the server that seeds the run's demo academy before the run's own server starts (start-server.mjs).
const seedPort = (process.env.CAMPUS_E2E_SEED_PORT ||= String(await findFreePort()));
const port = Number(process.env.CAMPUS_E2E_PORT);
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  throw new Error(`CAMPUS_E2E_PORT debe ser un puerto TCP (1-65535); se recibió «${process.env.CAMPUS_E2E_PORT}».`);
}
const baseURL = `http://localhost:${port}`;
const dataDir = path.join(artifactsDir, `data-${runId}`);
// The demo academy seeded once per run (e2e/support/start-server.mjs); the shared server and every fresh one
// (e2e/support/fresh-server.ts) start from a copy of it.
const templateDir = path.join(artifactsDir, `data-${runId}-template`);
process.env.CAMPUS_E2E_TEMPLATE_DIR = templateDir;

if (isRunner) removeOldDataDirs();

/** Removes the data folders of earlier runs that no server holds any more (a running server keeps its lock). */
function removeOldDataDirs(): void {
  if (!fs.existsSync(artifactsDir)) return;
  for (const entry of fs.readdirSync(artifactsDir)) {
    const dir = path.join(artifactsDir, entry);
    if (!entry.startsWith('data-') || dir === dataDir) continue;
    const lockFile = path.join(dir, 'campus.lock');
    if (fs.existsSync(lockFile) && isProcessAlive(Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10))) continue;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: path.join(artifactsDir, 'results'),
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    screenshot: 'only-on-failure',
    // Recording a trace (a DOM snapshot at every action) costs Chromium a good share of its CPU on 2 cores: the
    // first try records none, a retry (CI retries once) records the failure in full.
    trace: 'on-first-retry',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    cwd: import.meta.dirname,
    url: `${baseURL}/api/health`,
    // Never reuse a server left running: it could be an older build or hold other data.
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      CAMPUS_E2E_TEMPLATE_DIR: templateDir,
      CAMPUS_E2E_SEED_PORT: seedPort,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  },
});
