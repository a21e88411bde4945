import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisClient } from '../lib/redis-client';

// One atomic step per request: count it and start the window with the first one (fixed window, like the
// in-memory store), answering the count and the milliseconds left.
const INCREMENT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {current, tonumber(ARGV[1])}
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

type RouteParams = Parameters<FastifyRateLimitStore['child']>[0] & { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A @fastify/rate-limit store on Redis (REDIS_URL), so every server instance counts the same requests.
 * Written on the node-redis client the app already uses (the plugin's own Redis store needs ioredis).
 */
export function createRedisRateLimitStore(client: RedisClient, prefix: string): FastifyRateLimitStoreCtor {
  class RedisRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly keyPrefix = `${prefix}rate-limit:`,
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      client
        .eval(INCREMENT_SCRIPT, { keys: [`${this.keyPrefix}${key}`], arguments: [String(Math.max(1, Math.trunc(timeWindow)))] })
        .then((reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current, ttl });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    /** Each route with its own limit counts apart (method and path in the key). */
    child(routeOptions: RouteParams): FastifyRateLimitStore {
      const { method, url } = routeOptions.routeInfo ?? {};
      return new RedisRateLimitStore({}, `${this.keyPrefix}${[method].flat().join(',')}${url ?? ''}:`);
    }
  }
  return RedisRateLimitStore;
}
