#!/usr/bin/env node
// `npm test`: every suite, in order, stopping at the first failure with that step's exit code.
//   1. Vitest, one project at a time: contract, web (jsdom), server (API on in-memory PGlite), system (whole
//      server processes and pairs of instances);
//   2. the production build (the end-to-end run drives the built server, as `npm start` does);
//   3. Playwright end-to-end tests in Debian's Chromium.
// Each runner prints its own summary; at the end (or at the failure) a table says how long each step took.
// With CAMPUS_TIMINGS_FILE set (.ci/run), each step's row is also appended there, tab-separated.
// The exit code is the verdict: Playwright's last line can read "N passed" even when other tests failed, so
// nothing here parses output.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';
const bin = (name) => (isWindows ? `${name}.cmd` : name);

const vitest = (projects, title) => ({ title, command: bin('npx'), args: ['vitest', 'run', ...projects.flatMap((name) => ['--project', name])] });
const steps = [
  // The contract's and scripts' tests are pure and take seconds: they share the web run's start-up and workers.
  vitest(['contract', 'scripts', 'web', 'web-isolated'], 'Vitest: contract, scripts y web (jsdom)'),
  vitest(['server'], 'Vitest: server (API en PGlite)'),
  vitest(['system'], 'Vitest: system (procesos e instancias)'),
  { title: 'Compilación (npm run build)', command: bin('npm'), args: ['run', 'build'] },
  { title: 'Playwright (Chromium)', command: bin('npx'), args: ['playwright', 'test'] },
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

const timings = [];
function printTimings() {
  const total = timings.reduce((sum, row) => sum + row.seconds, 0);
  const width = Math.max(...timings.map((row) => row.title.length), 'Total'.length);
  console.log('\n\x1b[1mnpm test: tiempo por paso\x1b[0m');
  for (const row of timings) console.log(`  ${row.title.padEnd(width)}  ${formatSeconds(row.seconds).padStart(7)}${row.code === 0 ? '' : '  ✖'}`);
  console.log(`  ${'Total'.padEnd(width)}  ${formatSeconds(total).padStart(7)}`);
}

function formatSeconds(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

for (const [index, step] of steps.entries()) {
  console.log(`\n\x1b[1m[${index + 1}/${steps.length}] ${step.title}\x1b[0m  $ ${[step.command, ...step.args].join(' ')}\n`);
  const startedAt = Date.now();
  const code = await runStep(step);
  const seconds = (Date.now() - startedAt) / 1000;
  timings.push({ title: step.title, seconds, code });
  if (process.env.CAMPUS_TIMINGS_FILE) fs.appendFileSync(process.env.CAMPUS_TIMINGS_FILE, `  npm test › ${step.title}\t${Math.round(seconds)}\n`);
  if (code !== 0) {
    printTimings();
    console.error(`\n\x1b[31m✖ Falló el paso ${index + 1}/${steps.length}: ${step.title} (código ${code}).\x1b[0m`);
    process.exit(code);
  }
}
printTimings();
console.log(`\n\x1b[32m✔ Todas las pruebas han pasado (${steps.length} pasos).\x1b[0m`);
