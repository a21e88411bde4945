#!/usr/bin/env node
// The end-to-end run's server (Playwright's webServer command): the BUILT server, as `npm start` runs it, on a
// copy of a demo academy seeded once per run.
//
// The first time in a run (CAMPUS_E2E_TEMPLATE_DIR does not hold a database yet) it starts the built server on
// that folder, which migrates and seeds it, waits until it answers, and stops it with SIGTERM: a cleanly closed,
// seeded data folder. Then it copies that folder to DATA_DIR and serves from the copy. The specs that need a
// server of their own (e2e/support/fresh-server.ts) copy the same folder instead of seeding again: seeding is
// most of a server's start-up (PGlite's initdb, every migration, the demo academy), and a run starts a dozen.
//
// Plain Node (no TypeScript): it runs before anything is compiled for the tests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const serverEntry = path.join(repoRoot, 'apps', 'server', 'dist', 'main.js');
const templateDir = required('CAMPUS_E2E_TEMPLATE_DIR');
const dataDir = required('DATA_DIR');
// A free loopback port for the seeding server (playwright.config.ts picks it), never the run's own port: the run
// polls that one to know when the served copy is up.
const seedPort = required('CAMPUS_E2E_SEED_PORT');

function required(name) {
  const value = process.env[name];
  if (!value) {
    console.error(`Falta ${name}: el servidor de las pruebas de extremo a extremo lo recibe de playwright.config.ts.`);
    process.exit(2);
  }
  return value;
}

/** Starts the built server on `folder` (migrates and seeds it), waits for it to answer, and stops it with SIGTERM. */
async function seedTemplate(folder) {
  const baseURL = `http://127.0.0.1:${seedPort}`;
  const output = [];
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: seedPort, PUBLIC_URL: baseURL, DATA_DIR: folder, SEED_DEMO: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk) => output.push(chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al sembrar la academia de demostración (código ${child.exitCode}):\n${output.join('')}`);
    const isReady = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isReady) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`El servidor no respondió al sembrar la academia de demostración:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`El servidor no se detuvo limpiamente tras sembrar (código ${code}):\n${output.join('')}`);
}

if (!fs.existsSync(path.join(templateDir, 'pglite'))) {
  const startedAt = Date.now();
  const staging = `${templateDir}-staging`;
  fs.rmSync(staging, { recursive: true, force: true });
  await seedTemplate(staging);
  // Renamed only once whole: a folder at templateDir is always a finished one.
  fs.renameSync(staging, templateDir);
  console.log(`Academia de demostración sembrada para esta ejecución en ${Math.round((Date.now() - startedAt) / 1000)} s.`);
}
fs.rmSync(dataDir, { recursive: true, force: true });
fs.cpSync(templateDir, dataDir, { recursive: true });

const server = spawn(process.execPath, [serverEntry], { cwd: repoRoot, env: process.env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
