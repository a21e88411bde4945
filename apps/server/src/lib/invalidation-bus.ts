import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { REDIS_KEY_PREFIX } from './redis-client';

/** What a cache listens to: `topic` names the cache (e.g. 'formation-structure'), `key` the entry that changed. */
export type InvalidationHandler = (key: string) => void;

/**
 * Tells every instance that a cached entry changed. In-process handlers run at once (so the instance that
 * wrote never serves its own stale entry); with REDIS_URL the message also goes through Redis pub/sub to the
 * other instances, which drop the entry when it arrives. A message lost while Redis is down is bounded by
 * each cache's TTL, which is why every cache built on this bus keeps one.
 */
export interface InvalidationBus {
  publish(topic: string, key: string): void;
  subscribe(topic: string, handler: InvalidationHandler): void;
  close(): Promise<void>;
}

const CHANNEL = `${REDIS_KEY_PREFIX}invalidate`;

function createHandlers() {
  const handlers = new Map<string, Set<InvalidationHandler>>();
  return {
    add(topic: string, handler: InvalidationHandler) {
      const set = handlers.get(topic) ?? new Set();
      set.add(handler);
      handlers.set(topic, set);
    },
    run(topic: string, key: string) {
      for (const handler of handlers.get(topic) ?? []) handler(key);
    },
  };
}

/** One process, no Redis: publishing runs the handlers. */
export function createLocalInvalidationBus(): InvalidationBus {
  const handlers = createHandlers();
  return {
    publish: (topic, key) => handlers.run(topic, key),
    subscribe: (topic, handler) => handlers.add(topic, handler),
    close: async () => {},
  };
}

/** Several instances: local handlers at once, the others through Redis pub/sub. */
export async function connectRedisInvalidationBus(url: string, logger: FastifyBaseLogger): Promise<InvalidationBus> {
  const instanceId = randomUUID();
  const handlers = createHandlers();
  const { createClient } = await import('redis');
  const pub = createClient({ url, disableOfflineQueue: true });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on('error', (error: unknown) => logger.error({ err: error }, 'redis error'));
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(CHANNEL, (message) => {
    try {
      const { from, topic, key } = JSON.parse(message) as { from: string; topic: string; key: string };
      if (from !== instanceId) handlers.run(topic, key);
    } catch (error) {
      logger.warn({ err: error }, 'invalid cache invalidation message');
    }
  });
  return {
    publish(topic, key) {
      handlers.run(topic, key);
      pub
        .publish(CHANNEL, JSON.stringify({ from: instanceId, topic, key }))
        .catch((error: unknown) => logger.error({ err: error }, 'cache invalidation not published'));
    },
    subscribe: (topic, handler) => handlers.add(topic, handler),
    async close() {
      await Promise.allSettled([sub.close(), pub.close()]);
    },
  };
}
