// The bench's HTTP client: undici (already in node_modules), one keep-alive connection per simulated client,
// bodies read as raw bytes (never decompressed: what was on the wire is what is measured and copied).
// The client shares the machine's cores with the server, so it stays as lean as possible: no parsing, no
// per-request objects beyond undici's own.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Client } from 'undici';

/** What a browser sends: the bench asks for compression like one, and the ceiling serves the same encoded bytes. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, br';

/** One keep-alive connection to `origin`. */
export function openConnection(origin) {
  return new Client(origin, { pipelining: 1, keepAliveTimeout: 60_000, keepAliveMaxTimeout: 600_000, connect: { noDelay: true } });
}

/** Sends one request and reads the whole body as bytes; answers status, headers, body and latency (ms). */
export async function sendRequest(connection, { method = 'GET', path, headers = {}, body }) {
  const t0 = performance.now();
  const res = await connection.request({ method, path, headers, body });
  const chunks = [];
  for await (const chunk of res.body) chunks.push(chunk);
  return { status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - t0 };
}

/** Reads and drops a body, counting its bytes (cheaper than keeping it). */
async function drainBody(body) {
  let bytes = 0;
  for await (const chunk of body) bytes += chunk.length;
  return bytes;
}

/**
 * Closed-loop load against several servers by turns: `clients` connections to each, each sending `request`
 * again as soon as the previous answer is read. Each server is warmed up for `warmupSeconds` (discarded: JIT,
 * caches, pools), then the measured `seconds` are cut into `slices` and the servers take turns, one slice each
 * (the first of each round alternating): whatever else runs on the machine weighs on every server alike,
 * instead of on whichever one it overlapped. An answer that is not 2xx, or a request that fails, is an error.
 * Answers per target: latencies (ms, sorted), errors, statuses, req/s and the server's CPU per request (`serverPid`).
 */
export async function runInterleaved({ targets, clients, seconds, warmupSeconds, request, slices }) {
  const pools = targets.map((t) => Array.from({ length: clients }, () => openConnection(t.origin)));
  try {
    if (warmupSeconds > 0) for (const pool of pools) await loopFor(pool, request, warmupSeconds * 1000);
    const totals = targets.map(() => ({ latencies: [], errors: 0, statuses: {}, errorSamples: [], bytes: 0, wallMs: 0, cpuMs: 0, isCpuKnown: true }));
    const sliceMs = (seconds * 1000) / slices;
    for (let slice = 0; slice < slices; slice++) {
      const order = targets.map((_, i) => i);
      if (slice % 2 === 1) order.reverse();
      for (const i of order) {
        const cpuBefore = readProcessCpuMs(targets[i].serverPid);
        const part = await loopFor(pools[i], request, sliceMs);
        const cpuAfter = readProcessCpuMs(targets[i].serverPid);
        const total = totals[i];
        for (const latency of part.latencies) total.latencies.push(latency);
        total.errors += part.errors;
        for (const [status, count] of Object.entries(part.statuses)) total.statuses[status] = (total.statuses[status] ?? 0) + count;
        for (const sample of part.errorSamples) if (total.errorSamples.length < 3) total.errorSamples.push(sample);
        total.bytes += part.bytes;
        total.wallMs += part.wallMs;
        if (cpuBefore === null || cpuAfter === null) total.isCpuKnown = false;
        else total.cpuMs += cpuAfter - cpuBefore;
      }
    }
    return totals.map(({ cpuMs, isCpuKnown, ...total }) => {
      total.latencies.sort((a, b) => a - b);
      const requests = total.latencies.length + total.errors;
      return {
        ...total,
        requestsPerSecond: total.wallMs > 0 ? (requests / total.wallMs) * 1000 : 0,
        // The server's CPU (every thread, user + system) per request in the measured slices: what its own work costs,
        // which moves much less than req/s when something else shares the machine.
        serverCpuMicros: isCpuKnown && requests > 0 ? Math.round((cpuMs * 1000) / requests) : null,
      };
    });
  } finally {
    await Promise.all(pools.flat().map((c) => c.close().catch(() => undefined)));
  }
}

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time (ms, user + system, all threads) a process has used so far, from /proc/<pid>/stat (Linux; null
 * elsewhere or without a pid). Clock ticks are 1/100 s on Linux: over a 10 s window that is well under 1 %.
 */
export function readProcessCpuMs(pid) {
  if (!pid) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

async function loopFor(connections, request, windowMs) {
  const latencies = [];
  const statuses = {};
  const errorSamples = [];
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + windowMs;
  const runOne = async (connection) => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const res = await connection.request(request);
        bytes += await drainBody(res.body);
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        if (res.statusCode >= 200 && res.statusCode < 300) latencies.push(performance.now() - t0);
        else errors++;
      } catch (error) {
        errors++;
        if (errorSamples.length < 3) errorSamples.push(error.message);
      }
    }
  };
  await Promise.all(connections.map(runOne));
  const wallMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return { latencies, errors, statuses, errorSamples, bytes, wallMs, requestsPerSecond: ((latencies.length + errors) / wallMs) * 1000 };
}

/** The p-th percentile (nearest rank) of sorted values; NaN when empty. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** p50/p99/max of sorted latencies, rounded to 0.01 ms. */
export function summarizeLatencies(sorted) {
  const round = (v) => (Number.isNaN(v) ? null : Math.round(v * 100) / 100);
  return { count: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? NaN) };
}
