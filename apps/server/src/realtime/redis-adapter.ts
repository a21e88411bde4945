import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';

/**
 * Shares rooms between server instances through Redis (REDIS_URL), so an emit to `user:<code>` reaches
 * the user's sockets on every instance and a logout disconnects them wherever they are.
 */
export async function connectRedisAdapter(io: Server, url: string, logger: FastifyBaseLogger): Promise<{ close(): Promise<void> }> {
  // Loaded only with REDIS_URL set, as the other Redis clients: a single instance starts without them.
  const [{ createAdapter }, { createClient }] = await Promise.all([import('@socket.io/redis-adapter'), import('redis')]);
  const pub = createClient({ url });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on('error', (error: unknown) => logger.error({ err: error }, 'redis error'));
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub));
  logger.info('realtime: Redis adapter connected');
  return {
    async close() {
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
}
