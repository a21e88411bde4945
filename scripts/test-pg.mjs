#!/usr/bin/env node
// `npm run test:pg`: the server's API suite against a real PostgreSQL server instead of PGlite.
// TEST_DATABASE_URL is an admin connection (it may create databases); the test harness
// (apps/server/src/test/test-app.ts) creates one fresh database per test file from it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';
const url = process.env.TEST_DATABASE_URL?.trim();

if (!url) {
  console.error(
    [
      'Falta TEST_DATABASE_URL: la conexión de administración a un servidor PostgreSQL 15 o posterior.',
      'TEST_DATABASE_URL is missing: an admin connection URL to a PostgreSQL 15+ server.',
      '',
      '  TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:pg',
      '',
      'Las pruebas crean y borran una base de datos por archivo de pruebas. `.ci/run` arranca un servidor temporal.',
    ].join('\n'),
  );
  process.exit(2);
}
if (!/^postgres(ql)?:\/\//.test(url)) {
  console.error(`TEST_DATABASE_URL debe empezar por postgres:// o postgresql:// (se recibió «${url.split('://')[0]}://…»).`);
  process.exit(2);
}

const shownUrl = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
console.log(`Pruebas de API del servidor contra PostgreSQL: ${shownUrl}\n`);

// The API suite, then the system suites (crash safety and two instances on one PostgreSQL database), each
// timed; with CAMPUS_TIMINGS_FILE set (.ci/run) each row is appended there too.
const projects = [
  { project: 'server', title: 'Vitest: server (API en PostgreSQL)' },
  { project: 'system', title: 'Vitest: system (procesos e instancias en PostgreSQL)' },
];
let current;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => current?.kill(signal));

// Arguments (a file filter) may match no file of one of the two projects: that one is then not a failure.
const hasFilter = process.argv.length > 2;
function runProject(project) {
  return new Promise((resolve) => {
    current = spawn(
      isWindows ? 'npx.cmd' : 'npx',
      ['vitest', 'run', '--project', project, ...(hasFilter ? ['--passWithNoTests'] : []), ...process.argv.slice(2)],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, TEST_DATABASE_URL: url },
        shell: isWindows,
      },
    );
    current.on('error', (error) => {
      console.error(`No se pudo ejecutar vitest: ${error.message}`);
      resolve(1);
    });
    current.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

for (const { project, title } of projects) {
  console.log(`\n\x1b[1m${title}\x1b[0m\n`);
  const startedAt = Date.now();
  const code = await runProject(project);
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  console.log(`\n${title}: ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`);
  if (process.env.CAMPUS_TIMINGS_FILE) fs.appendFileSync(process.env.CAMPUS_TIMINGS_FILE, `  test:pg › ${title}\t${seconds}\n`);
  if (code !== 0) process.exit(code);
}
