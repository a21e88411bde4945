#!/usr/bin/env node
// `npm run test:pg`: the server's API suite against a real PostgreSQL server instead of PGlite.
// TEST_DATABASE_URL is an admin connection (it may create databases); the test harness
// (apps/server/src/test/test-app.ts) creates one fresh database per test file from it.
import { spawn } from 'node:child_process';
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

const child = spawn(isWindows ? 'npx.cmd' : 'npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
  shell: isWindows,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`No se pudo ejecutar vitest: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
