// Embedded PGlite in a worker thread. PGlite runs every statement synchronously in WebAssembly: on the server's
// only event loop a chat message (~5 ms of SQL) holds every other request. Here the statements run on their own
// thread; the main thread talks to it through pglite-worker-client.ts (the client drizzle-orm/pglite sees).
// Plain ESM JavaScript so that Node runs it as is, from the TypeScript sources (Vitest, tsx) and from dist/.
//
// Messages from the main thread: { id, op, … } with op
//   'query'  { sql, params, rowMode, parserOids, txId? }  → Results (rows, fields, affectedRows)
//   'exec'   { sql, txId? }                               → Results[]
//   'begin'  {}                                           → { txId } once PGlite's transaction holds the database
//   'end'    { txId, commit }                             → after COMMIT (or ROLLBACK when commit is false)
//   'close'  {}                                           → after PGlite closed
// Answers: { id, ok: true, value } or { id, ok: false, error } (error: the PostgreSQL fields as plain data).
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** Thrown inside PGlite's transaction callback to make it roll back; never leaves this file. */
const rollbackSignal = Symbol('rollback');

/**
 * Functions cannot cross threads: the main thread names the type OIDs it has parsers for, and every parser
 * drizzle-orm/pglite passes is the identity (dates, timestamps, intervals and their arrays stay strings). The
 * client checks that before sending, so rebuilding them here as identities is exact.
 */
const parserSets = new Map();
function identityParsers(oids) {
  if (!oids || oids.length === 0) return undefined;
  const key = oids.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(oids.map((oid) => [oid, (value) => value]));
    parserSets.set(key, parsers);
  }
  return parsers;
}

/** An error as plain data: message, name, stack and every primitive field (code, constraint, detail, …). */
function describeError(error) {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error' };
  const data = { message: error.message, name: error.name, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) data[key] = value;
  }
  return data;
}

const { dataDir, templateFile } = workerData ?? {};
// templateFile: an in-memory database that starts from a dumped data folder (tests; see DatabaseOptions).
const db = dataDir ? new PGlite(dataDir) : templateFile ? new PGlite({ loadDataDir: new Blob([readFileSync(templateFile)]) }) : new PGlite();

/** Open transactions: the PGlite transaction object and the function that ends its callback. */
const transactions = new Map();
/** The outcome of each transaction's COMMIT/ROLLBACK, awaited by its 'end' message. */
const finishing = new Map();
let nextTxId = 1;

function target(txId) {
  if (txId === undefined) return db;
  const open = transactions.get(txId);
  if (!open) throw new Error(`La transacción ${txId} ya terminó`);
  return open.tx;
}

function begin() {
  return new Promise((resolveBegin, rejectBegin) => {
    const txId = nextTxId++;
    let isStarted = false;
    const finished = db
      .transaction(
        (tx) =>
          new Promise((resolveEnd, rejectEnd) => {
            isStarted = true;
            transactions.set(txId, { tx, end: (commit) => (commit ? resolveEnd() : rejectEnd(rollbackSignal)) });
            resolveBegin({ txId });
          }),
      )
      .then(
        () => ({ ok: true }),
        (error) => (error === rollbackSignal ? { ok: true } : { ok: false, error }),
      )
      .finally(() => transactions.delete(txId));
    // BEGIN itself failed: the callback never ran.
    finished.then((outcome) => {
      if (!isStarted) rejectBegin(outcome.ok ? new Error('PGlite no abrió la transacción') : outcome.error);
    });
    finishing.set(txId, finished);
  });
}

async function end(txId, commit) {
  const open = transactions.get(txId);
  const finished = finishing.get(txId);
  if (!open || !finished) throw new Error(`La transacción ${txId} ya terminó`);
  open.end(commit);
  finishing.delete(txId);
  const outcome = await finished;
  if (!outcome.ok) throw outcome.error;
}

async function run(message) {
  switch (message.op) {
    case 'query':
      return target(message.txId).query(message.sql, message.params, {
        rowMode: message.rowMode,
        parsers: identityParsers(message.parserOids),
      });
    case 'exec':
      return target(message.txId).exec(message.sql);
    case 'begin':
      return begin();
    case 'end':
      return end(message.txId, message.commit);
    case 'close':
      await db.close();
      return undefined;
    default:
      throw new Error(`Operación desconocida: ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  run(message).then(
    (value) => parentPort.postMessage({ id: message.id, ok: true, value }),
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: describeError(error) }),
  );
});

db.waitReady.then(
  () => parentPort.postMessage({ id: 0, ok: true }),
  (error) => parentPort.postMessage({ id: 0, ok: false, error: describeError(error) }),
);
