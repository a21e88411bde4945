#!/usr/bin/env node
// `npm run dev`: the server under `tsx watch` (port 3000) and Vite with hot reload (port 5173, proxying
// /api, /auth and the socket to 3000), side by side with prefixed output. Stopping one stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';
const npmCommand = isWindows ? 'npm.cmd' : 'npm';

const processes = [
  { name: 'server', color: '\x1b[35m', args: ['run', 'dev', '-w', '@campus/server'] },
  { name: 'web', color: '\x1b[36m', args: ['run', 'dev', '-w', '@campus/web'] },
];

let isStopping = false;
let exitCode = 0;

/** Copies a child's stream line by line with a coloured name in front. */
function pipeWithPrefix(stream, target, prefix) {
  readline.createInterface({ input: stream }).on('line', (line) => target.write(`${prefix} ${line}\n`));
}

/** Signals every child's process group (npm → tsx/vite → node), so no grandchild is left behind. */
function stopAll(signal = 'SIGTERM') {
  for (const p of processes) {
    // The group is signalled even after npm itself exited: tsx or vite may still be running in it.
    if (!p.child?.pid || (isWindows && p.hasExited)) continue;
    try {
      if (isWindows) p.child.kill(signal);
      else process.kill(-p.child.pid, signal);
    } catch {
      /* already gone */
    }
  }
}

function shutdown(signal, code) {
  if (isStopping) return;
  isStopping = true;
  exitCode = code;
  stopAll(signal);
  // A child that ignores the signal is killed after a grace period.
  setTimeout(() => stopAll('SIGKILL'), 8000).unref();
}

const width = Math.max(...processes.map((p) => p.name.length));
for (const p of processes) {
  const prefix = `${p.color}${p.name.padEnd(width)} |\x1b[0m`;
  p.child = spawn(npmCommand, p.args, {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: !isWindows,
    shell: isWindows,
  });
  pipeWithPrefix(p.child.stdout, process.stdout, prefix);
  pipeWithPrefix(p.child.stderr, process.stderr, prefix);
  p.child.on('error', (error) => {
    console.error(`${prefix} no se pudo arrancar: ${error.message}`);
    shutdown('SIGTERM', 1);
  });
  p.child.on('exit', (code, signal) => {
    p.hasExited = true;
    if (!isStopping) {
      console.error(`${prefix} terminó (${signal ?? `código ${code}`}); deteniendo el resto…`);
      shutdown('SIGTERM', code || 1);
    }
    if (processes.every((q) => q.hasExited)) process.exit(exitCode);
  });
}

console.log(`Campus en modo desarrollo: web http://localhost:5173 (API en http://localhost:${process.env.PORT || 3000}). Ctrl+C para detener.`);

process.on('SIGINT', () => shutdown('SIGINT', 0));
process.on('SIGTERM', () => shutdown('SIGTERM', 0));
process.on('SIGHUP', () => shutdown('SIGTERM', 0));
process.on('exit', () => stopAll('SIGKILL'));
