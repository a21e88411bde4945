import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';

/** The query options drizzle-orm/pglite passes (session.js): a row mode and identity parsers per type OID. */
interface WorkerQueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

/** What `transaction(fn)` hands to `fn`: the statements of that transaction, as PGlite's own `Transaction`. */
export interface WorkerTransaction {
  query<T>(sql: string, params?: unknown[], options?: WorkerQueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

interface Answer {
  id: number;
  ok: boolean;
  value?: unknown;
  error?: Record<string, unknown> & { message: string; name?: string; stack?: string };
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * A PGlite error rebuilt on this side of the thread: the same message and PostgreSQL fields (code, constraint,
 * detail, table, …), so that callers that read `error.code` (23505 → 409, class 22 → 400) behave as in-process.
 */
export class PgliteWorkerError extends Error {
  [field: string]: unknown;
  constructor(data: NonNullable<Answer['error']>) {
    super(data.message);
    for (const [key, value] of Object.entries(data)) {
      if (key !== 'message' && key !== 'stack') this[key] = value;
    }
    this.name = data.name ?? 'Error';
    // The worker's stack says where PGlite failed; the caller's own frames are in Drizzle's wrapping error.
    if (data.stack) this.stack = data.stack;
  }
}

/** Probes that a parser is the identity: only those can be rebuilt in the worker (functions do not cross threads). */
const checkedParsers = new WeakMap<object, number[]>();
function parserOids(parsers: WorkerQueryOptions['parsers']): number[] | undefined {
  if (!parsers) return undefined;
  const known = checkedParsers.get(parsers);
  if (known) return known;
  const oids = Object.entries(parsers).map(([oid, parse]) => {
    if (parse('1970-01-01', Number(oid)) !== '1970-01-01') {
      throw new Error(`El hilo de PGlite solo admite parsers identidad (tipo ${oid})`);
    }
    return Number(oid);
  });
  checkedParsers.set(parsers, oids);
  return oids;
}

function checkOptions(options: WorkerQueryOptions | undefined): void {
  const unsupported = Object.keys(options ?? {}).filter((key) => key !== 'rowMode' && key !== 'parsers');
  if (unsupported.length > 0) throw new Error(`El hilo de PGlite no admite las opciones: ${unsupported.join(', ')}`);
}

/**
 * The client drizzle-orm/pglite gets when PGlite runs in a worker thread (pglite-worker.mjs): `query`, `exec`,
 * interactive `transaction`, `waitReady` and `close`, each one message to the worker. A transaction holds PGlite's
 * own transaction in the worker while its statements, tagged with its id, arrive one by one; every other
 * statement waits there for it, as it waits in-process.
 */
export class PgliteWorkerClient {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | null = null;
  private isClosing = false;
  private closing: Promise<void> | undefined;

  /**
   * `dataDir` undefined: an in-memory database (the conformance tests), empty or loaded from `templateFile` (a
   * dumped data folder, see DatabaseOptions.templateFile).
   */
  constructor(dataDir?: string, templateFile?: string) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir, templateFile } });
    this.waitReady = new Promise<void>((resolve, reject) => {
      this.pending.set(0, { resolve: () => resolve(), reject });
    });
    this.worker.on('message', (answer: Answer) => {
      const pending = this.pending.get(answer.id);
      if (!pending) return;
      this.pending.delete(answer.id);
      if (answer.ok) pending.resolve(answer.value);
      else pending.reject(new PgliteWorkerError(answer.error ?? { message: 'Error desconocido en el hilo de PGlite' }));
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => {
      if (!this.isClosing) this.fail(new Error(`El hilo de PGlite terminó inesperadamente (código ${code})`));
    });
  }

  query<T>(sql: string, params?: unknown[], options?: WorkerQueryOptions): Promise<Results<T>> {
    return this.queryIn(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.call('exec', { sql }) as Promise<Results[]>;
  }

  /** Commits when `fn` resolves, rolls back when it throws (or called `rollback`), like PGlite's `transaction`. */
  async transaction<T>(fn: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const { txId } = (await this.call('begin', {})) as { txId: number };
    let isClosed = false;
    const checkOpen = () => {
      if (isClosed) throw new Error('Transaction is closed');
    };
    const tx: WorkerTransaction = {
      query: async (sql, params, options) => {
        checkOpen();
        return this.queryIn(txId, sql, params, options);
      },
      exec: async (sql) => {
        checkOpen();
        return this.call('exec', { sql, txId }) as Promise<Results[]>;
      },
      rollback: async () => {
        checkOpen();
        isClosed = true;
        await this.call('end', { txId, commit: false });
      },
      get closed() {
        return isClosed;
      },
    };
    try {
      const result = await fn(tx);
      if (!isClosed) {
        isClosed = true;
        await this.call('end', { txId, commit: true });
      }
      return result;
    } catch (error) {
      if (!isClosed) {
        isClosed = true;
        await this.call('end', { txId, commit: false });
      }
      throw error;
    }
  }

  /** Closes PGlite (its files flushed), then ends the thread. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      try {
        await this.call('close', {});
      } finally {
        await this.destroy();
      }
    })();
    return this.closing;
  }

  /** Ends the thread without closing PGlite (it failed to open). */
  async destroy(): Promise<void> {
    this.isClosing = true;
    await this.worker.terminate();
    this.fail(new Error('El hilo de PGlite está cerrado'));
  }

  private queryIn<T>(txId: number | undefined, sql: string, params: unknown[] | undefined, options: WorkerQueryOptions | undefined) {
    try {
      checkOptions(options);
      return this.call('query', { sql, params: params ?? [], rowMode: options?.rowMode, parserOids: parserOids(options?.parsers), txId }) as Promise<
        Results<T>
      >;
    } catch (error) {
      return Promise.reject(error);
    }
  }

  private call(op: string, fields: Record<string, unknown>): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.isClosing) return Promise.reject(new Error('El hilo de PGlite está cerrado'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, op, ...fields });
    });
  }

  /** The worker died: every waiting statement fails, and so does every later one (no silent hang). */
  private fail(error: Error): void {
    this.failure ??= error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}
