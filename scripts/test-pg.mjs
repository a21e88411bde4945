#!/usr/bin/env node
// `npm run test:pg`: the server's API suite against a real PostgreSQL server instead of PGlite, plus the
// tests that need a real Redis (shared rate limits, the Socket.IO adapter).
// TEST_DATABASE_URL is an admin connection (it may create databases); the test harness
// (apps/server/src/test/test-app.ts) creates one fresh database per test file from it.
// TEST_REDIS_URL is a Redis the tests may write to. Both are required: a missing one stops the run here
// rather than letting its tests be skipped without anyone noticing.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';
const url = process.env.TEST_DATABASE_URL?.trim();
const redisUrl = process.env.TEST_REDIS_URL?.trim();

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

if (!redisUrl) {
  console.error(
    [
      'Falta TEST_REDIS_URL: un servidor Redis para las pruebas (límites de peticiones compartidos, adaptador de Socket.IO).',
      'TEST_REDIS_URL is missing: a Redis server the tests may write to.',
      '',
      '  redis-server --port 6390 --save "" &',
      '  TEST_DATABASE_URL=… TEST_REDIS_URL=redis://127.0.0.1:6390 npm run test:pg',
      '',
      '`.ci/run` arranca un Redis temporal junto al PostgreSQL temporal.',
    ].join('\n'),
  );
  process.exit(2);
}
if (!/^rediss?:\/\//.test(redisUrl)) {
  console.error(`TEST_REDIS_URL debe empezar por redis:// o rediss:// (se recibió «${redisUrl.split('://')[0]}://…»).`);
  process.exit(2);
}

const shownUrl = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
const shownRedisUrl = redisUrl.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
console.log(`Pruebas de API del servidor contra PostgreSQL: ${shownUrl} y Redis: ${shownRedisUrl}\n`);

const child = spawn(isWindows ? 'npx.cmd' : 'npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url, TEST_REDIS_URL: redisUrl },
  shell: isWindows,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`No se pudo ejecutar vitest: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
