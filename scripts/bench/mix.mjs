// Section "mix": many simulated students doing what students do, with think time between pages:
// - home: session check, then (together, as the page asks them) my formations, agenda, notifications, unread badge;
// - formation: my formations, then the content tree of their group;
// - chat: the chat list, then the messages of one chat, and now and then a message sent to that chat.
// The students share the pool's sessions (a demo academy has far fewer accounts than 200 students), each with
// its own keep-alive connections like its own browser.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import { Pool } from 'undici';
import { summarizeLatencies } from './http-client.mjs';
import { apiHeaders, scenarios } from './scenarios.mjs';

const pathOf = (name, ctx) => scenarios.find((s) => s.name === name).path(ctx);

/** Pages and their weights; `calls` answers the call groups in order (calls of one group run together). */
const pages = [
  {
    name: 'home',
    weight: 4,
    calls: (ctx) => [
      [['session', pathOf('session', ctx)]],
      [
        ['my-formations', pathOf('my-formations', ctx)],
        ['home-agenda', pathOf('home-agenda', ctx)],
        ['notifications', pathOf('notifications', ctx)],
        ['unread-number', '/api/notifications/unread-number'],
      ],
    ],
  },
  {
    name: 'formation',
    weight: 3,
    calls: (ctx) => [[['my-formations', pathOf('my-formations', ctx)]], ctx.group ? [['content-tree', pathOf('content-tree', ctx)]] : []],
  },
  { name: 'chat', weight: 3, calls: () => [[['chat-list', '/api/chats']]] },
];
const totalWeight = pages.reduce((sum, p) => sum + p.weight, 0);

function pickPage() {
  let r = Math.random() * totalWeight;
  for (const page of pages) if ((r -= page.weight) < 0) return page;
  return pages[0];
}

/**
 * Runs `students` simulated students for `seconds` over the signed-in `contexts` (round robin), with a think
 * time drawn uniformly in [thinkMs/2, thinkMs*3/2] between pages. One chat visit in `sendEvery` sends a message.
 */
export async function runMix({ baseUrl, contexts, students, seconds, thinkMs, acceptEncoding, sendEvery = 4, log }) {
  const byCall = new Map();
  const errorSamples = [];
  let chatVisits = 0;
  const record = (name, ms, isOk, detail) => {
    let entry = byCall.get(name);
    if (!entry) byCall.set(name, (entry = { latencies: [], errors: 0 }));
    if (isOk) entry.latencies.push(ms);
    else {
      entry.errors++;
      if (errorSamples.length < 5) errorSamples.push(`${name}: ${detail}`);
    }
  };
  const deadline = performance.now() + seconds * 1000;

  const call = async (pool, name, options) => {
    const t0 = performance.now();
    try {
      const res = await pool.request(options);
      const chunks = [];
      for await (const chunk of res.body) chunks.push(chunk);
      const isOk = res.statusCode >= 200 && res.statusCode < 300;
      record(name, performance.now() - t0, isOk, isOk ? '' : `${res.statusCode} ${Buffer.concat(chunks).toString('utf8').slice(0, 120)}`);
      return isOk ? decodeBody(Buffer.concat(chunks), res.headers['content-encoding']) : null;
    } catch (error) {
      record(name, performance.now() - t0, false, error.message);
      return null;
    }
  };

  const visitChat = async (pool, ctx, headers) => {
    const list = await call(pool, 'chat-list', { method: 'GET', path: '/api/chats', headers });
    const chats = list ? (decodeJson(list)?.chats ?? []) : [];
    if (!chats.length) return;
    const chat = chats[Math.floor(Math.random() * chats.length)];
    await call(pool, 'chat-messages', { method: 'GET', path: `/api/chats/${chat.id}/messages?page=1&limit=20`, headers });
    if (++chatVisits % sendEvery !== 0) return;
    const body = JSON.stringify({
      chatId: chat.id,
      sender_codigocontacto: ctx.code,
      receiver_codigocontacto: chat.contact.edu_codigocontacto,
      mensaje: `bench ${Date.now()}`,
      metadata: null,
    });
    await call(pool, 'chat-send', { method: 'POST', path: '/api/chats/send-message', headers: { ...headers, 'content-type': 'application/json' }, body });
  };

  const runStudent = async (index) => {
    const ctx = contexts[index % contexts.length];
    const headers = apiHeaders(ctx.token, acceptEncoding);
    // A browser opens up to 6 connections per origin.
    const pool = new Pool(baseUrl, { connections: 6, pipelining: 1, keepAliveTimeout: 60_000 });
    try {
      // Students arrive spread over one think time, not all in the same millisecond.
      await sleep(Math.random() * thinkMs);
      while (performance.now() < deadline) {
        const page = pickPage();
        if (page.name === 'chat') await visitChat(pool, ctx, headers);
        else for (const group of page.calls(ctx)) await Promise.all(group.map(([name, path]) => call(pool, name, { method: 'GET', path, headers })));
        await sleep(thinkMs * (0.5 + Math.random()));
      }
    } finally {
      await pool.close().catch(() => undefined);
    }
  };

  const started = performance.now();
  log(`  ${students} alumnos simulados durante ${seconds} s (pausa media ${thinkMs} ms entre páginas, ${contexts.length} sesiones)…`);
  await Promise.all(Array.from({ length: students }, (_, i) => runStudent(i)));
  const wallMs = performance.now() - started;

  const calls = {};
  const all = [];
  let errors = 0;
  for (const [name, entry] of [...byCall.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    entry.latencies.sort((a, b) => a - b);
    all.push(...entry.latencies);
    errors += entry.errors;
    calls[name] = { ...summarizeLatencies(entry.latencies), errors: entry.errors };
  }
  all.sort((a, b) => a - b);
  return {
    students,
    seconds,
    thinkMs,
    sessions: contexts.length,
    calls,
    overall: { ...summarizeLatencies(all), errors, requestsPerSecond: Math.round(((all.length + errors) / wallMs) * 1000) },
    totalRequests: all.length + errors,
    errorSamples,
  };
}

/** The body as sent, decompressed when the server compressed it (the chat list is read for its ids). */
function decodeBody(buffer, encoding) {
  if (encoding === 'gzip') return zlib.gunzipSync(buffer);
  if (encoding === 'br') return zlib.brotliDecompressSync(buffer);
  if (encoding === 'deflate') return zlib.inflateSync(buffer);
  return buffer;
}

function decodeJson(buffer) {
  try {
    return JSON.parse(buffer.toString('utf8'));
  } catch {
    return null;
  }
}
