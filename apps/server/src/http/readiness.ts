import type { FastifyInstance } from 'fastify';

/**
 * Whether this instance should still be sent traffic. It flips once, on SIGTERM/SIGINT (graceful shutdown):
 * from then on `/api/health/ready` answers 503, new Socket.IO handshakes are refused and every answer
 * closes its connection, so a load balancer moves people to another instance while the requests already
 * here finish.
 */
export interface Readiness {
  isDraining(): boolean;
  startDraining(): void;
}

export function createReadiness(): Readiness {
  let isDraining = false;
  return {
    isDraining: () => isDraining,
    startDraining: () => {
      isDraining = true;
    },
  };
}

/**
 * While draining, answers carry `Connection: close`: a keep-alive connection would otherwise keep this
 * instance's port busy (and keep bringing requests) until its idle timeout, long after the listener closed.
 */
export function registerDrainingHooks(app: FastifyInstance, readiness: Readiness): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (readiness.isDraining() && !reply.raw.headersSent) reply.header('connection', 'close');
    return payload;
  });
}
