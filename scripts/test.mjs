#!/usr/bin/env node
// `npm test`: every suite, in order, stopping at the first failure with that step's exit code.
//   1. Vitest: contract, server (API on in-memory PGlite) and web projects;
//   2. the production build (the end-to-end run drives the built server, as `npm start` does);
//   3. Playwright end-to-end tests in Debian's Chromium.
// Each runner prints its own summary. The exit code is the verdict: Playwright's last line can read
// "N passed" even when other tests failed, so nothing here parses output.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';
const bin = (name) => (isWindows ? `${name}.cmd` : name);

const steps = [
  { title: 'Pruebas unitarias y de API (Vitest)', command: bin('npx'), args: ['vitest', 'run'] },
  { title: 'Compilación (npm run build)', command: bin('npm'), args: ['run', 'build'] },
  { title: 'Pruebas de extremo a extremo (Playwright, Chromium)', command: bin('npx'), args: ['playwright', 'test'] },
];

let current;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    current?.kill(signal);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

/** Runs one step with inherited output and resolves with its exit code. */
function runStep(step) {
  return new Promise((resolve) => {
    current = spawn(step.command, step.args, { cwd: root, stdio: 'inherit', shell: isWindows });
    current.on('error', (error) => {
      console.error(`No se pudo ejecutar ${step.command}: ${error.message}`);
      resolve(1);
    });
    current.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const startedAt = Date.now();
for (const [index, step] of steps.entries()) {
  console.log(`\n\x1b[1m[${index + 1}/${steps.length}] ${step.title}\x1b[0m  $ ${[step.command, ...step.args].join(' ')}\n`);
  const code = await runStep(step);
  if (code !== 0) {
    console.error(`\n\x1b[31m✖ Falló el paso ${index + 1}/${steps.length}: ${step.title} (código ${code}).\x1b[0m`);
    process.exit(code);
  }
}
const seconds = Math.round((Date.now() - startedAt) / 1000);
console.log(`\n\x1b[32m✔ Todas las pruebas han pasado (${steps.length} pasos, ${seconds} s).\x1b[0m`);
