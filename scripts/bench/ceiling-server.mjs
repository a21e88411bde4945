// The ceiling: a bare node:http server that answers every request with the exact bytes Campus answered for a
// scenario (same status, same headers, same body), precomputed. What it reaches is what this
// machine, this Node and this client can do for that answer without any application work.
// It runs in its own process, like Campus: in the bench's process it would share one event loop with the client.
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

/**
 * Headers of Campus's answer that are not copied: the ones node:http writes itself per connection or per
 * answer (date, keep-alive, length) and a renewed session token (per request). Every other header (type,
 * encoding, vary, cache-control, and the dozen security headers: about a third of a bare server's cost
 * for a small answer) is part of the bytes both servers send.
 */
const PER_ANSWER_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'authorization']);

/** Starts the ceiling process on a free loopback port for one recorded answer `{ status, headers, body }`. */
export function startCeilingServer(answer) {
  const headers = { 'content-length': String(answer.body.length) };
  for (const [name, value] of Object.entries(answer.headers)) if (!PER_ANSWER_HEADERS.has(name) && value !== undefined) headers[name] = value;
  const child = fork(fileURLToPath(import.meta.url), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`el servidor techo terminó (${code})`)));
    child.once('message', ({ port }) => {
      resolve({
        origin: `http://127.0.0.1:${port}`,
        pid: child.pid,
        close: () =>
          new Promise((r) => {
            child.removeAllListeners('exit');
            child.once('exit', () => r());
            child.kill('SIGTERM');
          }),
      });
    });
    child.send({ status: answer.status, headers, body: answer.body.toString('base64') });
  });
}

/** In the child: serve the answer the parent sends, then tell it the port. */
function serveAnswer({ status, headers, body }) {
  const bytes = Buffer.from(body, 'base64');
  const server = http.createServer((req, res) => {
    // Reading the request to its end keeps keep-alive working for requests with a body.
    req.resume();
    res.writeHead(status, headers);
    res.end(bytes);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.once('SIGTERM', () => process.exit(0));
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.send) process.once('message', serveAnswer);
