#!/usr/bin/env node
// `npm start`: installs what is missing, builds what is stale and serves Campus.
// Pure Node with no dependencies: it runs before `npm ci` on a fresh clone.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';
const npmCommand = isWindows ? 'npm.cmd' : 'npm';

/** Prints one progress line. */
function say(message) {
  console.log(`\x1b[36m▸\x1b[0m ${message}`);
}

/** Runs a command in the repository root with inherited stdio; rejects on a non-zero exit. */
function runCommand(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', shell: isWindows });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} terminó con ${signal ?? `código ${code}`}`));
    });
  });
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function getMtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Folders of the npm workspaces declared in the root package.json. */
function listWorkspaceDirs() {
  const { workspaces = [] } = readJson(path.join(root, 'package.json'));
  return workspaces.map((w) => path.join(root, w)).filter((dir) => fs.existsSync(path.join(dir, 'package.json')));
}

/** Names of declared dependencies that cannot be found in any node_modules they could resolve from. */
function findMissingDependencies() {
  const missing = [];
  for (const dir of [root, ...listWorkspaceDirs()]) {
    const manifest = readJson(path.join(dir, 'package.json'));
    if (dir !== root && manifest.name && !fs.existsSync(path.join(root, 'node_modules', manifest.name))) missing.push(manifest.name);
    const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    for (const name of names) {
      const isFound = [dir, root].some((base) => fs.existsSync(path.join(base, 'node_modules', name, 'package.json')));
      if (!isFound) missing.push(name);
    }
  }
  return [...new Set(missing)];
}

/** Why `npm ci` must run, or undefined when node_modules matches the lock. */
function getInstallReason() {
  if (!fs.existsSync(path.join(root, 'node_modules'))) return 'no hay node_modules';
  const missing = findMissingDependencies();
  if (missing.length > 0) return `faltan ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? '…' : ''}`;
  const lockTime = getMtime(path.join(root, 'package-lock.json'));
  const installedTime = getMtime(path.join(root, 'node_modules', '.package-lock.json'));
  if (lockTime !== undefined && (installedTime === undefined || lockTime > installedTime)) {
    return 'package-lock.json ha cambiado';
  }
  return undefined;
}

const ignoredNames = new Set(['node_modules', 'dist', '.turbo', '.vite', 'coverage']);

/** Newest modification time of the files under the given paths (tests excluded: they are not built). */
function getNewestMtime(paths) {
  let newest = 0;
  const visit = (target) => {
    let stat;
    try {
      stat = fs.statSync(target);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target)) {
        if (!ignoredNames.has(entry)) visit(path.join(target, entry));
      }
    } else if (!/\.test\.[cm]?[jt]sx?$/.test(target)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const p of paths) visit(path.join(root, p));
  return newest;
}

const sharedSources = ['packages/contract/src', 'packages/contract/package.json', 'package-lock.json'];

/** Each build target: the file it produces and what it is built from. */
const buildTargets = [
  {
    workspace: '@campus/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'apps/web/tsconfig.json', ...sharedSources],
  },
  {
    workspace: '@campus/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', 'apps/server/tsconfig.json', ...sharedSources],
  },
];

/** The workspaces whose build output is missing or older than their sources. */
function findStaleBuilds() {
  return buildTargets.filter(({ output, sources }) => {
    const builtAt = getMtime(path.join(root, output));
    return builtAt === undefined || getNewestMtime(sources) > builtAt;
  });
}

/** Polls the health endpoint until the server answers, so the "ready" line comes when it is true. */
async function waitForHealth(url, isStopped) {
  for (let attempt = 0; attempt < 600 && !isStopped(); attempt++) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

async function main() {
  const installReason = getInstallReason();
  if (installReason) {
    const hasLock = fs.existsSync(path.join(root, 'package-lock.json'));
    say(`Instalando dependencias (${installReason})… / Installing dependencies…`);
    await runCommand(npmCommand, hasLock ? ['ci'] : ['install']);
  }

  const stale = findStaleBuilds();
  if (stale.length === buildTargets.length) {
    say('Compilando… / Building…');
    await runCommand(npmCommand, ['run', 'build']);
  } else {
    for (const target of stale) {
      say(`Compilando ${target.workspace}… / Building ${target.workspace}…`);
      await runCommand(npmCommand, ['run', 'build', '-w', target.workspace]);
    }
  }

  const env = { ...process.env };
  env.NODE_ENV ??= 'production';
  const port = env.PORT || '3000';
  // The sign-in returns only to PUBLIC_URL/login: on another port, follow the port unless told otherwise.
  if (!env.PUBLIC_URL) env.PUBLIC_URL = `http://localhost:${port}`;
  const publicUrl = env.PUBLIC_URL.replace(/\/$/, '');
  const probeHost = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;

  // The server decides (apps/server/src/config): the demo academy is seeded by default only into the
  // embedded database; a PostgreSQL server (DATABASE_URL) gets it only with SEED_DEMO=true.
  const isSeedingDemo = env.SEED_DEMO ? ['true', '1', 'yes'].includes(env.SEED_DEMO) : !env.DATABASE_URL;
  say(
    isSeedingDemo
      ? 'Arrancando el servidor (migra y carga la academia de demostración la primera vez)… / Starting the server…'
      : 'Arrancando el servidor (migra la base de datos)… / Starting the server…',
  );
  // Own process group: a Ctrl-C in the terminal reaches only this script, which forwards it once, so the
  // server gets a single signal and closes the database cleanly.
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env,
    stdio: 'inherit',
    detached: !isWindows,
  });
  let hasExited = false;
  const forward = (signal) => {
    if (!hasExited) server.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal === 'SIGHUP' ? 'SIGTERM' : signal));
  process.on('exit', () => forward('SIGTERM'));

  server.on('error', (error) => {
    console.error(`No se pudo arrancar el servidor: ${error.message}`);
    process.exit(1);
  });
  server.on('exit', (code, signal) => {
    hasExited = true;
    process.exitCode = code ?? (signal === 'SIGINT' ? 130 : 143);
  });

  const probeUrl = `http://${probeHost.includes(':') ? `[${probeHost}]` : probeHost}:${port}/api/health`;
  if (await waitForHealth(probeUrl, () => hasExited)) {
    say(`\x1b[1mCampus está listo en ${publicUrl}\x1b[0m  (Ctrl+C para detenerlo / to stop)`);
  }
}

main().catch((error) => {
  console.error(`\x1b[31m✖\x1b[0m ${error.message}`);
  process.exit(1);
});
