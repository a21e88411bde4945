#!/usr/bin/env node
// `npm run example:scale-out`: the deployment of docs/DEPLOYMENT.md on this machine. It starts a throw-away
// PostgreSQL (or a throw-away database on DATABASE_URL's server), a throw-away Redis, two BUILT Campus instances
// sharing both (and one files folder, standing for a shared volume or S3) and HAProxy with deploy/haproxy.cfg in
// front, then checks through the balancer:
//   1. both instances take requests, and a student stays on one (the Socket.IO cookie);
//   2. a chat message sent through one instance reaches the receiver's socket held by the other;
//   3. draining: SIGTERM to one instance while students keep reading → no request fails, the instance exits 0,
//      its sockets are closed and the student's socket reconnects through the balancer to the other instance,
//      where the next message reaches it.
// `--keep`: after checks 1–2, leaves everything running at the printed address until Ctrl-C.
// Needs: `haproxy`, `redis-server` and PostgreSQL (/usr/lib/postgresql/*/bin) or DATABASE_URL (an admin URL).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { io as connect } from 'socket.io-client';
import { createThrowAwayDatabase, hidePassword, startThrowAwayCluster } from './bench/postgres.mjs';
import { ensureBuilt, findFreePort, root } from './bench/server.mjs';
import { CHAT_PARTNER, MAIN_STUDENT, signIn } from './bench/sign-in.mjs';

const isKept = process.argv.includes('--keep');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-scale-out-'));
const cleanups = [];
const log = (line) => console.log(line);
const pass = (line) => log(`  ✓ ${line}`);

class CheckFailed extends Error {}
function check(condition, message) {
  if (!condition) throw new CheckFailed(message);
}

function requireCommand(command, hint) {
  if (spawnSync(command, ['-v'], { stdio: 'ignore' }).error) {
    console.error(`Falta ${command}: ${hint}`);
    process.exit(2);
  }
}

/** Waits until `url` answers 200, failing early when `child` dies. */
async function waitForOk(url, child, what, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error(`${what} terminó antes de estar listo`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    await sleep(250);
  }
  throw new Error(`${what} no respondió en ${timeoutMs / 1000} s (${url})`);
}

/** Starts a child process whose output goes to `<workDir>/<name>.log`; stopped (SIGTERM) at the end. */
function startProcess(name, command, args, env) {
  const out = fs.openSync(path.join(workDir, `${name}.log`), 'a');
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, ...env } });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    fs.closeSync(out);
  });
  return { child, exited, logFile: path.join(workDir, `${name}.log`) };
}

async function startRedis() {
  const port = await findFreePort();
  const redis = startProcess('redis', 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {});
  const deadline = Date.now() + 10_000;
  while (!fs.readFileSync(redis.logFile, 'utf8').includes('Ready to accept connections')) {
    if (Date.now() > deadline || redis.child.exitCode !== null) throw new Error(`redis-server no arrancó:\n${fs.readFileSync(redis.logFile, 'utf8')}`);
    await sleep(100);
  }
  return `redis://127.0.0.1:${port}`;
}

/** One Campus instance of the built server, configured as docs/DEPLOYMENT.md says. */
async function startInstance(name, { port, shared }) {
  const instance = startProcess(`campus-${name}`, process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    ...shared,
    HOST: '127.0.0.1',
    PORT: String(port),
  });
  await waitForOk(`http://127.0.0.1:${port}/api/health/ready`, instance.child, `La instancia ${name}`);
  return { ...instance, name, port };
}

/** A socket of `session` held by the instance of `cookie`, as a browser tab through the balancer. */
function openSocket(baseUrl, session, cookie) {
  return new Promise((resolve, reject) => {
    const socket = connect(baseUrl, {
      path: '/socket.io',
      auth: { token: session.token },
      extraHeaders: { origin: baseUrl, cookie },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    const timer = setTimeout(() => reject(new Error('sin login_success a tiempo')), 15_000);
    socket.once('connect_error', (error) => reject(error));
    socket.once('login_error', (payload) => reject(new Error(payload?.message ?? 'login_error')));
    socket.once('connect', () => socket.emit('login', { edu_codigocontacto: session.user.edu_codigocontacto }));
    socket.once('login_success', async () => {
      clearTimeout(timer);
      const joined = await socket.timeout(10_000).emitWithAck('join-chat', { chatId: session.chatId });
      if (joined?.status !== 'ok') return reject(new Error(`join-chat respondió ${JSON.stringify(joined)}`));
      resolve(socket);
    });
  });
}

/** Resolves with the first `new-message` on `socket` whose text is `text`. */
function waitForMessage(socket, text, timeoutMs = 10_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new CheckFailed(`«${text}» no llegó al socket en ${timeoutMs / 1000} s`)), timeoutMs);
    const onMessage = (message) => {
      if (message?.mensaje !== text) return;
      clearTimeout(timer);
      socket.off('new-message', onMessage);
      resolve(message);
    };
    socket.on('new-message', onMessage);
  });
}

/** Sends a chat message from `sender` to `receiver` through the balancer, on the instance of `cookie`. */
async function sendMessage(baseUrl, sender, receiver, text, cookie) {
  const res = await fetch(`${baseUrl}/api/chats/send-message`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      chatId: sender.chatId,
      sender_codigocontacto: sender.user.edu_codigocontacto,
      receiver_codigocontacto: receiver.user.edu_codigocontacto,
      mensaje: text,
      metadata: null,
    }),
  });
  const body = await res.text();
  check(res.status === 201 || res.status === 200, `send-message respondió ${res.status}: ${body.slice(0, 200)}`);
  return res.headers.get('x-campus-instance');
}

/** Students reading through the balancer (no instance cookie) until `stop()`; answers every status and instance. */
function readContinuously(baseUrl, session, clients) {
  let isStopped = false;
  const results = [];
  const loops = Array.from({ length: clients }, async () => {
    while (!isStopped) {
      const startedAt = Date.now();
      try {
        const res = await fetch(`${baseUrl}/api/notifications`, { headers: { authorization: `Bearer ${session.token}` } });
        await res.arrayBuffer();
        results.push({ status: res.status, instance: res.headers.get('x-campus-instance'), at: startedAt });
      } catch (error) {
        results.push({ status: 0, error: error.cause?.code ?? error.message, at: startedAt });
      }
      await sleep(20);
    }
  });
  return {
    results,
    stop: async () => {
      isStopped = true;
      await Promise.all(loops);
    },
  };
}

async function main() {
  requireCommand('haproxy', 'apt-get install haproxy (Debian)');
  requireCommand('redis-server', 'apt-get install redis-server (Debian)');
  await ensureBuilt(process.env.EXAMPLE_BUILD === '1');

  log('Campus con dos instancias tras HAProxy (docs/DEPLOYMENT.md)');
  let databaseUrl;
  if (process.env.DATABASE_URL) {
    const database = await createThrowAwayDatabase(process.env.DATABASE_URL);
    cleanups.push(database.drop);
    databaseUrl = database.url;
  } else {
    const cluster = await startThrowAwayCluster();
    cleanups.push(cluster.stop);
    databaseUrl = cluster.url;
  }
  log(`  PostgreSQL: ${hidePassword(databaseUrl)}`);
  const redisUrl = await startRedis();
  log(`  Redis: ${redisUrl}`);

  const [balancerPort, portA, portB] = [await findFreePort(), await findFreePort(), await findFreePort()];
  const baseUrl = `http://127.0.0.1:${balancerPort}`;
  const shared = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: baseUrl,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // Shared by every instance: a signed file address made by one is opened by another.
    FILES_URL_SECRET: randomBytes(32).toString('base64url'),
    // One files folder for both, standing for a shared volume (or FILE_STORAGE=s3).
    DATA_DIR: path.join(workDir, 'data'),
    TRUST_PROXY: '127.0.0.1',
    // ≥ HAProxy's check interval × fall (deploy/haproxy.cfg: 1 s × 2): it stops sending before the listener closes.
    SHUTDOWN_DRAIN_DELAY_MS: '2500',
    // The demo academy, so there are students to sign in; only an empty database is seeded.
    SEED_DEMO: 'true',
  };
  // The first instance migrates and seeds; the second starts on the ready database.
  const a = await startInstance('a', { port: portA, shared });
  const b = await startInstance('b', { port: portB, shared });
  log(`  Instancias: a → :${portA}, b → :${portB}`);
  const balancer = startProcess('haproxy', 'haproxy', ['-db', '-f', path.join(root, 'deploy/haproxy.cfg')], {
    CAMPUS_LB_BIND: `127.0.0.1:${balancerPort}`,
    CAMPUS_A: `127.0.0.1:${portA}`,
    CAMPUS_B: `127.0.0.1:${portB}`,
  });
  await waitForOk(`${baseUrl}/api/health/ready`, balancer.child, 'HAProxy', 30_000);
  log(`  Balanceador: ${baseUrl}\n`);

  log('1. Reparto');
  // Both servers must be up in HAProxy's health checks before round robin shows both.
  const seen = new Set();
  for (let i = 0; i < 40 && seen.size < 2; i++) {
    const res = await fetch(`${baseUrl}/api/health/ready`);
    await res.arrayBuffer();
    seen.add(res.headers.get('x-campus-instance'));
    if (seen.size < 2) await sleep(150);
  }
  check(seen.has('a') && seen.has('b'), `el balanceador solo envió a ${[...seen].join(', ')}`);
  pass('las dos instancias reciben peticiones');
  const pinned = new Set();
  for (let i = 0; i < 6; i++) {
    const res = await fetch(`${baseUrl}/api/health`, { headers: { cookie: 'campus_instance=b' } });
    await res.arrayBuffer();
    pinned.add(res.headers.get('x-campus-instance'));
  }
  check(pinned.size === 1 && pinned.has('b'), `la cookie campus_instance=b no mantuvo la instancia (${[...pinned].join(', ')})`);
  pass('la cookie campus_instance mantiene a un navegador en su instancia (Socket.IO por sondeo)');

  log('2. Chat entre instancias');
  const lucia = await signIn(baseUrl, MAIN_STUDENT);
  const paula = await signIn(baseUrl, CHAT_PARTNER);
  const chats = await (await fetch(`${baseUrl}/api/chats`, { headers: { authorization: `Bearer ${lucia.token}` } })).json();
  const chat = chats.chats?.find((c) => c.contact.edu_codigocontacto === paula.user.edu_codigocontacto);
  check(chat, `no hay chat de demostración entre ${MAIN_STUDENT} y ${CHAT_PARTNER}`);
  lucia.chatId = chat.id;
  paula.chatId = chat.id;
  pass('las dos alumnas inician sesión a través del balanceador');
  let luciaSocket = await openSocket(baseUrl, lucia, 'campus_instance=a');
  const paulaSocket = await openSocket(baseUrl, paula, 'campus_instance=b');
  const firstText = `Hola desde la instancia b (${new Date().toISOString()})`;
  const arrived = waitForMessage(luciaSocket, firstText);
  const sentThrough = await sendMessage(baseUrl, paula, lucia, firstText, 'campus_instance=b');
  check(sentThrough === 'b', `el envío lo atendió ${sentThrough}, no b`);
  await arrived;
  pass('un mensaje enviado por la instancia b llega al socket de la alumna en la instancia a');

  if (isKept) {
    log(`\nTodo en marcha: ${baseUrl} (cuentas de demostración del README, contraseña Campus.2026).`);
    log(`Registros en ${workDir}. Ctrl-C para parar.`);
    paulaSocket.disconnect();
    luciaSocket.disconnect();
    await new Promise((resolve) => process.once('SIGINT', resolve));
    return;
  }

  log('3. Drenaje de una instancia (SIGTERM a la instancia a)');
  const reads = readContinuously(baseUrl, lucia, 4);
  await sleep(1500);
  const disconnected = new Promise((resolve) => luciaSocket.once('disconnect', resolve));
  const termAt = Date.now();
  a.child.kill('SIGTERM');
  const { code, signal } = await a.exited;
  const exitedAt = Date.now();
  const reason = await Promise.race([disconnected, sleep(5000).then(() => null)]);
  await sleep(2500);
  await reads.stop();
  const failed = reads.results.filter((r) => r.status !== 200);
  check(failed.length === 0, `${failed.length} de ${reads.results.length} lecturas fallaron durante el drenaje: ${JSON.stringify(failed.slice(0, 3))}`);
  const afterExit = reads.results.filter((r) => r.at > exitedAt);
  check(afterExit.length > 0 && afterExit.every((r) => r.instance === 'b'), 'tras la salida de a, las lecturas no fueron todas a b');
  pass(`${reads.results.length} lecturas durante el drenaje, ninguna fallida; tras la salida de a, todas las atiende b`);
  check(code === 0 && signal === null, `la instancia a salió con código ${code} (señal ${signal})`);
  pass(`la instancia a terminó con código 0, ${exitedAt - termAt} ms después del SIGTERM`);
  check(reason !== null, 'el socket de la alumna en a no se cerró');
  pass(`su socket se cerró (${reason})`);
  // A browser tab reconnects by itself; here the same cookie (instance a) is sent again, as a browser would.
  luciaSocket = await openSocket(baseUrl, lucia, 'campus_instance=a');
  const secondText = `¿Sigues ahí? (${new Date().toISOString()})`;
  const arrivedAgain = waitForMessage(luciaSocket, secondText);
  await sendMessage(baseUrl, paula, lucia, secondText, 'campus_instance=b');
  await arrivedAgain;
  pass('al reconectar por el balanceador llega a b, y el siguiente mensaje le llega');
  luciaSocket.disconnect();
  paulaSocket.disconnect();
  void b;
  log('\nTodo correcto.');
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  exitCode = 1;
  console.error(error instanceof CheckFailed ? `\n✗ ${error.message}` : error);
  console.error(`Registros en ${workDir}`);
}
for (const cleanup of cleanups.reverse()) {
  try {
    await cleanup();
  } catch (error) {
    console.error(`Al parar: ${error.message}`);
  }
}
if (exitCode === 0) fs.rmSync(workDir, { recursive: true, force: true });
process.exit(exitCode);
