import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Readiness } from './readiness';

export interface GracefulShutdownOptions {
  app: FastifyInstance;
  readiness: Readiness;
  /** Closes the database (and its data-folder lock) once nothing can use it any more. */
  closeDatabase: () => Promise<void>;
  /**
   * Time between reporting not ready and closing the listener, so a load balancer that polls
   * `/api/health/ready` stops sending new requests before connections start being refused.
   */
  drainDelayMs: number;
  /** How long the requests in flight may take to finish once the listener is closed; then they are cut. */
  timeoutMs: number;
  logger: FastifyBaseLogger;
}

export interface ShutdownOutcome {
  /** False when the timeout cut requests that were still running. */
  isClean: boolean;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Takes the instance out of service without dropping work:
 * 1. readiness flips to not ready at once (new socket handshakes refused, answers close their connection);
 * 2. after the drain delay, `app.close()`: the preClose hook closes every Socket.IO transport (clients see
 *    'transport close' and reconnect, through the load balancer, to another instance), the listener stops
 *    accepting connections, idle keep-alive connections are closed and Fastify waits for the requests in
 *    flight; only then do the onClose hooks stop timers and close Redis and the invalidation bus;
 * 3. the database closes last.
 * Requests still running after `timeoutMs` have their connections destroyed so the process can end.
 */
export async function shutDownGracefully(options: GracefulShutdownOptions): Promise<ShutdownOutcome> {
  const { app, readiness, logger } = options;
  readiness.startDraining();
  logger.info({ drainDelayMs: options.drainDelayMs, timeoutMs: options.timeoutMs }, 'draining: not ready any more');
  if (options.drainDelayMs > 0) await wait(options.drainDelayMs);

  let isClean = true;
  const cutOff = setTimeout(() => {
    isClean = false;
    logger.warn({ timeoutMs: options.timeoutMs }, 'requests still in flight after the shutdown timeout: closing their connections');
    app.server.closeAllConnections();
  }, options.timeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cutOff);
  }
  await options.closeDatabase();
  return { isClean };
}
