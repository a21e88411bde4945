// Section "sockets": many authenticated Socket.IO clients on one server (memory per socket), then the chat round
// trip: messages sent over HTTP at a steady rate, timed until `new-message` reaches the receiver's socket.
// A socket authenticates like a browser tab (apps/server/src/test/socket-client.ts): handshake with
// auth.token and the app's origin, then `login` with the user's own contact code → `login_success`.
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { io as connect } from 'socket.io-client';
import { Pool } from 'undici';
import { percentile, readProcessCpuMs, summarizeLatencies } from './http-client.mjs';

/** How long the answers of the last sends are awaited, then how long their events. */
const SETTLE_MS = 20_000;
const GRACE_MS = 5_000;

/** Opens one logged-in socket; rejects on refusal or after `timeoutMs`. */
export function openUserSocket(baseUrl, session, timeoutMs = 15_000) {
  return new Promise((resolve, reject) => {
    const socket = connect(baseUrl, {
      path: '/socket.io',
      auth: { token: session.token },
      extraHeaders: { origin: baseUrl },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: timeoutMs,
    });
    const fail = (error) => {
      clearTimeout(timer);
      socket.disconnect();
      reject(error instanceof Error ? error : new Error(String(error?.message ?? error)));
    };
    const timer = setTimeout(() => fail(new Error('sin login_success a tiempo')), timeoutMs);
    socket.once('connect_error', fail);
    socket.once('login_error', (payload) => fail(new Error(payload?.message ?? 'login_error')));
    socket.once('login_success', () => {
      clearTimeout(timer);
      socket.off('connect_error', fail);
      resolve(socket);
    });
    socket.once('connect', () => socket.emit('login', { edu_codigocontacto: session.user.edu_codigocontacto }));
  });
}

// The crowd's sockets live in a worker thread of their own (see runSockets): opened on start, closed on 'close'.
if (!isMainThread && workerData?.role === 'socket-crowd') {
  const { baseUrl, sessions, count, concurrency } = workerData;
  const { sockets, failures, failed } = await openMany(baseUrl, sessions, count, concurrency);
  parentPort.on('message', (message) => {
    if (message !== 'close') return;
    for (const socket of sockets) socket.disconnect();
    parentPort.close();
  });
  parentPort.postMessage({ connected: sockets.length, failures: [...failures], failed });
}

/**
 * Opens the crowd's sockets in a worker thread: the crowd stands for other people's browsers, so its
 * traffic (engine.io pings of thousands of sockets) must not run on the event loop that times the
 * receiver's `new-message`, where it would count against the server. Answers what opened and a close.
 */
async function openCrowd(baseUrl, sessions, count, concurrency) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { role: 'socket-crowd', baseUrl, sessions, count, concurrency } });
  const opened = await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const close = () =>
    new Promise((resolve) => {
      worker.once('exit', resolve);
      worker.postMessage('close');
    });
  return { ...opened, close };
}

/** Opens `count` sockets over `sessions` (round robin), `concurrency` handshakes at a time. */
async function openMany(baseUrl, sessions, count, concurrency) {
  const sockets = [];
  const failures = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      try {
        sockets.push(await openUserSocket(baseUrl, sessions[index % sessions.length]));
      } catch (error) {
        if (failures.length < 5) failures.push(error.message);
        failures.count = (failures.count ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { sockets, failures, failed: failures.count ?? 0 };
}

/**
 * Sends `rate` messages per second for `seconds` from `sender` into `chatId`, each timed until the
 * receiver's socket (joined to the chat) gets its `new-message`. Sends are open-loop: one every 1/rate s
 * whatever the answers do, as many students typing at once would.
 */
async function measureRoundTrip({ baseUrl, sender, receiver, chatId, rate, seconds, acceptEncoding }) {
  const receiverSocket = await openUserSocket(baseUrl, receiver);
  const joined = await receiverSocket.timeout(10_000).emitWithAck('join-chat', { chatId });
  if (joined?.status !== 'ok') throw new Error(`join-chat respondió ${JSON.stringify(joined)}`);
  const runId = Math.random().toString(36).slice(2, 8);
  const sentAt = new Map();
  const latencies = [];
  let duplicates = 0;
  receiverSocket.on('new-message', (message) => {
    const match = /^bench-rt (\w+) (\d+)$/.exec(message?.mensaje ?? '');
    if (!match || match[1] !== runId) return;
    const seq = Number(match[2]);
    const t0 = sentAt.get(seq);
    if (t0 === undefined) return void duplicates++;
    latencies.push(performance.now() - t0);
    sentAt.delete(seq);
  });

  const pool = new Pool(baseUrl, { connections: 32, pipelining: 1, keepAliveTimeout: 60_000 });
  const headers = {
    authorization: `Bearer ${sender.token}`,
    accept: 'application/json',
    'accept-encoding': acceptEncoding,
    'content-type': 'application/json',
  };
  const total = Math.round(rate * seconds);
  const httpLatencies = [];
  const httpErrors = [];
  let httpFailed = 0;
  let isCutOff = false;
  const answered = new Set();
  const send = async (seq, tag = runId) => {
    const body = JSON.stringify({
      chatId,
      sender_codigocontacto: sender.user.edu_codigocontacto,
      receiver_codigocontacto: receiver.user.edu_codigocontacto,
      mensaje: `bench-rt ${tag} ${seq}`,
      metadata: null,
    });
    const t0 = performance.now();
    sentAt.set(seq, t0);
    try {
      const res = await pool.request({ method: 'POST', path: '/api/chats/send-message', headers, body });
      const text = await res.body.text();
      if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`${res.statusCode} ${text.slice(0, 120)}`);
      httpLatencies.push(performance.now() - t0);
      answered.add(seq);
    } catch (error) {
      if (isCutOff) return; // aborted at the end of the run: counted as lost
      httpFailed++;
      sentAt.delete(seq); // not sent: not counted as lost either
      if (httpErrors.length < 3) httpErrors.push(error.message);
    }
  };
  // Warm-up (not timed): the send path's first calls compile and fill caches.
  for (let seq = 0; seq < 20; seq++) await send(seq, 'warmup');
  sentAt.clear();
  answered.clear();
  httpLatencies.length = 0;
  httpFailed = 0;
  httpErrors.length = 0;

  const started = performance.now();
  const inFlight = [];
  for (let seq = 0; seq < total; seq++) {
    const due = started + (seq * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    inFlight.push(send(seq));
  }
  const dispatchMs = performance.now() - started;
  // A server that cannot keep up queues the sends: wait for the answers a bounded time, then give the
  // last events a few seconds; what has not arrived by then is counted as lost (the run must end).
  const isSettled = await Promise.race([Promise.all(inFlight).then(() => true), sleep(SETTLE_MS).then(() => false)]);
  const graceDeadline = performance.now() + GRACE_MS;
  while (sentAt.size > 0 && performance.now() < graceDeadline) await sleep(50);
  // Saved (answered 2xx) but no event: lost. Still unanswered at the cut-off: the server fell behind.
  const lost = [...sentAt.keys()].filter((seq) => answered.has(seq)).length;
  const unanswered = sentAt.size - lost;
  isCutOff = true;
  await (isSettled ? pool.close() : pool.destroy());
  receiverSocket.disconnect();
  latencies.sort((a, b) => a - b);
  httpLatencies.sort((a, b) => a - b);
  return {
    rate,
    seconds,
    sent: total - httpFailed,
    httpErrors: httpFailed,
    httpErrorSamples: httpErrors,
    received: latencies.length,
    lost,
    // Sends still without an HTTP answer SETTLE_MS after the last one left (the server fell behind): neither
    // received nor lost, and left out of the percentiles, which therefore flatter a server that falls behind.
    unanswered,
    isSettled,
    duplicates,
    roundTrip: summarizeLatencies(latencies),
    httpSend: summarizeLatencies(httpLatencies),
    // Sends leave on schedule whatever the server does (open loop): this is the rate they left at.
    achievedRate: Math.round((total / dispatchMs) * 1000 * 10) / 10,
    p90: Math.round(percentile(latencies, 90) * 100) / 100,
  };
}

/**
 * Opens `count` sockets with the tokens of `crowd` (not the two chat members: a real user has a few tabs, and
 * thousands of sockets on the receiver would measure a fan-out nobody has), reads the server's memory before
 * and after, then runs the round trip with the crowd still connected.
 */
export async function runSockets({ baseUrl, server, crowd, sender, receiver, chatId, count, concurrency, rate, seconds, acceptEncoding, log }) {
  const before = await server.readMemory({ isCollected: true });
  log(`  Abriendo ${count} sockets (${concurrency} a la vez, ${crowd.length} sesiones)…`);
  const t0 = performance.now();
  const { connected, failures, failed, close: closeCrowd } = await openCrowd(baseUrl, crowd, count, concurrency);
  const connectSeconds = (performance.now() - t0) / 1000;
  await sleep(1000);
  const after = await server.readMemory({ isCollected: true });
  const perSocket = (a, b) => (a !== null && b !== null && connected ? Math.round((a - b) / connected) : null);
  const memory = {
    before,
    after,
    rssPerSocketBytes: perSocket(after.rssBytes, before.rssBytes),
    heapPerSocketBytes: perSocket(after.heapUsedBytes, before.heapUsedBytes),
  };
  log(`  ${connected} conectados en ${connectSeconds.toFixed(1)} s (${failed} fallidos); RSS ${(after.rssBytes / 2 ** 20).toFixed(0)} MiB`);
  let roundTrip = null;
  let roundTripError = null;
  // Where the time goes while the messages flow: CPU of the server and of this process (the receiver and
  // sender here, the crowd in its worker), and how late the receiver's event loop ran (a late loop here
  // would delay the receiver's `new-message` and count against the server).
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  const serverCpu0 = readProcessCpuMs(server.pid);
  const benchCpu0 = process.cpuUsage();
  const load0 = os.loadavg()[0];
  loopDelay.enable();
  try {
    log(`  Ida y vuelta del chat: ${rate} mensajes/s durante ${seconds} s…`);
    roundTrip = await measureRoundTrip({ baseUrl, sender, receiver, chatId, rate, seconds, acceptEncoding });
  } catch (error) {
    roundTripError = error.message;
  }
  loopDelay.disable();
  const benchCpu = process.cpuUsage(benchCpu0);
  const serverCpuMs = serverCpu0 === null ? null : readProcessCpuMs(server.pid) - serverCpu0;
  const messages = roundTrip?.sent ?? 0;
  const during = {
    serverCpuMsPerMessage: serverCpuMs === null || !messages ? null : Math.round((serverCpuMs / messages) * 100) / 100,
    benchCpuMsPerMessage: messages ? Math.round(((benchCpu.user + benchCpu.system) / 1000 / messages) * 100) / 100 : null,
    benchLoopDelayMs: {
      p50: Math.round(loopDelay.percentile(50) / 1e4) / 100,
      p99: Math.round(loopDelay.percentile(99) / 1e4) / 100,
      max: Math.round(loopDelay.max / 1e4) / 100,
    },
    loadAverage: [load0, os.loadavg()[0]].map((l) => Math.round(l * 100) / 100),
  };
  log(
    `  Durante la ida y vuelta: CPU del servidor ${during.serverCpuMsPerMessage ?? '—'} ms por mensaje (incluye todo su trabajo, sockets de la multitud incluidos), del banco ${during.benchCpuMsPerMessage ?? '—'} ms (con el hilo de la multitud); retraso del bucle del receptor p50 ${during.benchLoopDelayMs.p50} ms, p99 ${during.benchLoopDelayMs.p99} ms, máx ${during.benchLoopDelayMs.max} ms; carga ${during.loadAverage.join(' → ')}`,
  );
  await closeCrowd();
  await sleep(1000); // let the server see the disconnections before the next section
  return {
    requested: count,
    connected,
    failed,
    failureSamples: failures,
    connectSeconds: Math.round(connectSeconds * 10) / 10,
    memory,
    roundTrip,
    roundTripError,
    during,
  };
}
