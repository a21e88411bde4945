// The bench's HTTP client: undici (already in node_modules), one keep-alive connection per simulated client,
// bodies read as raw bytes (never decompressed: what was on the wire is what is measured and copied).
// The client shares the machine's cores with the server, so it stays as lean as possible: no parsing, no
// per-request objects beyond undici's own.
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
 * Closed-loop load: `clients` connections, each sending `request` again as soon as the previous answer is
 * read, first for `warmupSeconds` (discarded: JIT, caches, pools), then for `seconds`. An answer that is not
 * 2xx, or a request that fails, is an error. Answers latencies (ms, sorted), errors, statuses and req/s.
 */
export async function runClosedLoop({ origin, clients, seconds, warmupSeconds, request }) {
  const connections = Array.from({ length: clients }, () => openConnection(origin));
  try {
    if (warmupSeconds > 0) await loopFor(connections, request, warmupSeconds * 1000);
    return await loopFor(connections, request, seconds * 1000);
  } finally {
    await Promise.all(connections.map((c) => c.close().catch(() => undefined)));
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
