import type { FastifyBaseLogger } from 'fastify';
import type * as Redis from 'redis';

function createCommandClient(createClient: typeof Redis.createClient, url: string) {
  return createClient({ url, disableOfflineQueue: true });
}

/** A connected node-redis client (commands, not pub/sub). */
export type RedisClient = ReturnType<typeof createCommandClient>;

/** Prefix of every key Campus writes, so a Redis shared with other software keeps them apart. */
export const REDIS_KEY_PREFIX = 'campus:';

/**
 * Connects the command client shared by the rate limits and the sign-in lockout (REDIS_URL). Commands
 * fail at once while Redis is unreachable instead of queueing, so a request never hangs on it; the
 * client keeps reconnecting in the background. A start with an unreachable Redis fails loudly.
 */
export async function connectRedis(url: string, logger: FastifyBaseLogger): Promise<RedisClient> {
  // Loaded only with REDIS_URL set: node-redis took 0.2-0.3 s of every start of a single instance.
  const { createClient } = await import('redis');
  const client = createCommandClient(createClient, url);
  client.on('error', (error: unknown) => logger.error({ err: error }, 'redis error'));
  await client.connect();
  return client;
}
