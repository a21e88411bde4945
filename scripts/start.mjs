#!/usr/bin/env node
// `npm start`: installs what is missing, builds what is stale and serves Campus.
// Pure Node with no dependencies: it runs before `npm ci` on a fresh clone.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildMode, computeSourceDigest, createBuildStamp, getRebuildReason, parseBuildStamp } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';
const npmCommand = isWindows ? 'npm.cmd' : 'npm';

/** Prints one progress line. */
function say(message) {
  console.log(`\x1b[36m▸\x1b[0m ${message}`);
}

/** Runs a command in the repository root with inherited stdio; rejects on a non-zero exit. */
function runCommand(command, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit', shell: isWindows });
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

const ignoredNames = new Set(['node_modules', 'dist', 'dist-ssr', '.turbo', '.vite', 'coverage']);

/** The files under the given paths with their content (tests excluded: they are not built). */
function readSourceFiles(paths) {
  const files = [];
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
      files.push({ path: path.relative(root, target).split(path.sep).join('/'), content: fs.readFileSync(target) });
    }
  };
  for (const p of paths) visit(path.join(root, p));
  return files;
}

const sharedSources = ['packages/contract/src', 'packages/contract/package.json', 'package-lock.json', 'scripts/build-stamp.mjs'];

/** Each build target: the files it produces, where its stamp goes (a folder the build empties) and its inputs. */
const buildTargets = [
  {
    workspace: '@campus/web',
    outputs: ['apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js'],
    // dist-ssr/ is never served: the stamp stays out of the public files.
    stamp: 'apps/web/dist-ssr/.campus-build.json',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      ...sharedSources,
    ],
  },
  {
    workspace: '@campus/server',
    outputs: ['apps/server/dist/main.js', 'apps/server/dist/render-worker.js'],
    stamp: 'apps/server/dist/.campus-build.json',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', 'apps/server/tsconfig.json', ...sharedSources],
  },
];

function readStamp(file) {
  try {
    return parseBuildStamp(fs.readFileSync(path.join(root, file), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Each target with the stamp its build must carry and, when its build is stale, why. */
function inspectBuilds() {
  return buildTargets.map((target) => {
    const expected = createBuildStamp({ mode: buildMode, sourceDigest: computeSourceDigest(readSourceFiles(target.sources)) });
    const hasOutputs = target.outputs.every((output) => fs.existsSync(path.join(root, output)));
    return { ...target, expected, reason: getRebuildReason({ hasOutputs, stamp: readStamp(target.stamp), expected }) };
  });
}

function withoutNodeEnv(env) {
  const copy = { ...env };
  delete copy.NODE_ENV;
  return copy;
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
    // The build needs the devDependencies (vite, esbuild, typescript), which npm leaves out under
    // NODE_ENV=production: include them whatever NODE_ENV says.
    await runCommand(npmCommand, [hasLock ? 'ci' : 'install', '--include=dev'], withoutNodeEnv(process.env));
  }

  // Always a production build, whatever NODE_ENV the server is started with: a development build of the web
  // app fails in the browser, and its stamp says so, so a later start builds again.
  const buildEnv = { ...process.env, NODE_ENV: buildMode };
  const stale = inspectBuilds().filter((target) => target.reason);
  for (const target of stale) {
    say(`Compilando ${target.workspace} (${target.reason})… / Building ${target.workspace}…`);
    // A stamp left from an earlier build must not outlive a build that fails half-way.
    fs.rmSync(path.join(root, target.stamp), { force: true });
    await runCommand(npmCommand, ['run', 'build', '-w', target.workspace], buildEnv);
    fs.writeFileSync(path.join(root, target.stamp), `${JSON.stringify(target.expected, null, 2)}\n`);
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
