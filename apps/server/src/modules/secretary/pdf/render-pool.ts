import { Tinypool } from 'tinypool';
import type { DocumentContent } from './render-document';

/**
 * Run from the TypeScript sources (vitest, `npm run dev`) this module is a .ts file and its worker loads
 * render-worker.ts through tsx (render-worker-source.mjs); bundled (build.mjs), it is part of dist/main.js and the
 * worker is dist/render-worker.js beside it.
 */
const isSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(isSource ? './render-worker-source.mjs' : './render-worker.js', import.meta.url).href;

/** Renders documents to PDF bytes; `close` ends its threads (the app's onClose). */
export interface DocumentRenderer {
  render(content: DocumentContent): Promise<Buffer>;
  close(): Promise<void>;
  /** Documents rendered by the pool's threads so far (the tests see the work left the request thread). */
  readonly completed: number;
}

/**
 * A pool of worker threads that render the secretary's PDFs (tinypool), so a burst of certificates never stalls
 * the event loop that answers everyone else. Threads start on demand and end when idle; tasks beyond the
 * threads wait in the pool's queue (each person's issuing is also rate-limited).
 */
export function createDocumentRenderer(options: { threads: number }): DocumentRenderer {
  const pool = new Tinypool({
    filename: workerFile,
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: 30_000,
  });
  return {
    async render(content) {
      const bytes = (await pool.run(content)) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: () => pool.destroy(),
    get completed() {
      return pool.completed;
    },
  };
}
