// PostgreSQL for the bench. Two ways:
// - DATABASE_URL given: used as an ADMIN connection; the bench creates a throw-away database
//   `campus_bench_<random>` on that server (the demo seed only runs on an empty database) and drops it after.
// - BENCH_PG=1: a throw-away cluster (initdb + postgres on a free loopback port, fsync off) like .ci/run
//   starts for `npm run test:pg`, removed afterwards.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { findFreePort } from './server.mjs';

/** Hides the password of a connection URL for printing. */
export const hidePassword = (url) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/** Creates `campus_bench_<hex>` on the server of `adminUrl`; answers its URL and a drop function. */
export async function createThrowAwayDatabase(adminUrl) {
  const name = `campus_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
  return { name, url: url.href, drop };
}

/** The newest /usr/lib/postgresql/<version>/bin with initdb, or null. */
export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

/** PostgreSQL refuses to run as root: as root, run its binaries as the `postgres` OS user. */
function asPostgresUser(command, args) {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/** Starts a throw-away cluster; answers its admin URL and a stop function that also removes its folder. */
export async function startThrowAwayCluster() {
  const bin = findPostgresBin();
  if (!bin) throw new Error('BENCH_PG=1 necesita PostgreSQL instalado (/usr/lib/postgresql/*/bin/initdb)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-pg-'));
  fs.chmodSync(dir, 0o700);
  if (process.getuid?.() === 0) spawnSync('chown', ['postgres:', dir]);
  const [initCommand, initArgs] = asPostgresUser(path.join(bin, 'initdb'), [
    '-D',
    path.join(dir, 'data'),
    '--username=postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-locale',
  ]);
  const init = spawnSync(initCommand, initArgs, { cwd: dir, encoding: 'utf8' });
  if (init.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb falló: ${init.stderr || init.stdout}`);
  }
  const port = await findFreePort();
  const log = fs.openSync(path.join(dir, 'postgres.log'), 'a');
  // The same settings as .ci/run: a throw-away cluster, speed over durability.
  const settings = ['listen_addresses=127.0.0.1', 'fsync=off', 'synchronous_commit=off', 'full_page_writes=off', 'max_connections=200'];
  const [command, args] = asPostgresUser(path.join(bin, 'postgres'), [
    '-D',
    path.join(dir, 'data'),
    '-p',
    String(port),
    '-k',
    dir,
    ...settings.flatMap((s) => ['-c', s]),
  ]);
  const child = spawn(command, args, { cwd: dir, stdio: ['ignore', log, log] });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    const pidFile = path.join(dir, 'data', 'postmaster.pid');
    const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : null;
    if (pid) {
      try {
        process.kill(pid, 'SIGINT'); // fast shutdown
      } catch {
        /* already gone */
      }
    }
    if (child.exitCode === null && child.signalCode === null) {
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await new Promise((r) => child.once('exit', r));
      clearTimeout(timer);
    }
    fs.closeSync(log);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      const tail = fs.readFileSync(path.join(dir, 'postgres.log'), 'utf8').slice(-2000);
      await stop();
      throw new Error(`PostgreSQL no arrancó:\n${tail}`);
    }
    try {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query('show server_version');
      await client.end();
      return { url, version: rows[0].server_version, stop };
    } catch (error) {
      if (Date.now() > deadline) {
        await stop();
        throw error;
      }
      await sleep(300);
    }
  }
}
