import { randomBytes } from 'node:crypto';
import type { RedisClient } from '../../lib/redis-client';

/** Who tried to sign in: the account (e-mail, any case) and the client address. */
export interface SignInAttempt {
  email: string;
  ip: string;
}

/**
 * Failed academy sign-ins inside a sliding window, per account and per address: the lockout's memory.
 * The database keeps them by default; with REDIS_URL they live in Redis, so every instance counts together.
 */
export interface SignInLockout {
  /** Failures inside the window, for the attempt's account and for its address. */
  countRecentFailures(attempt: SignInAttempt): Promise<{ byAccount: number; byAddress: number }>;
  recordFailure(attempt: SignInAttempt): Promise<void>;
  /** After a successful sign-in the account starts again; the address keeps its count. */
  clearAccount(email: string): Promise<void>;
}

/** The stored failed sign-ins the database lockout reads (the auth module's repository, wired in app-context). */
export interface FailedSignInStore {
  countFailedSignIns(since: Date, by: { email?: string; ip?: string }): Promise<number>;
  recordFailedSignIn(email: string, ip: string, at: Date): Promise<void>;
  clearFailedSignIns(email: string): Promise<void>;
}

interface LockoutOptions {
  windowMs: number;
  now: () => Date;
}

/** Failures as rows of `sign_in_attempts` (one PostgreSQL or PGlite shared by every instance). */
export function createDatabaseSignInLockout(repository: FailedSignInStore, options: LockoutOptions): SignInLockout {
  return {
    async countRecentFailures({ email, ip }) {
      const since = new Date(options.now().getTime() - options.windowMs);
      const [byAccount, byAddress] = await Promise.all([repository.countFailedSignIns(since, { email }), repository.countFailedSignIns(since, { ip })]);
      return { byAccount, byAddress };
    },
    recordFailure: ({ email, ip }) => repository.recordFailedSignIn(email, ip, options.now()),
    clearAccount: (email) => repository.clearFailedSignIns(email),
  };
}

/**
 * Failures in Redis: one sorted set per account and per address, scored by the failure's time, so the
 * window slides exactly as the database's does. Each write is one MULTI (add, drop what left the window,
 * expire the key with the window), atomic across instances; idle keys expire by themselves.
 */
export function createRedisSignInLockout(client: RedisClient, options: LockoutOptions & { prefix: string }): SignInLockout {
  const accountKey = (email: string) => `${options.prefix}sign-in-failures:account:${email.toLowerCase()}`;
  const addressKey = (ip: string) => `${options.prefix}sign-in-failures:address:${ip}`;
  return {
    async countRecentFailures({ email, ip }) {
      const since = options.now().getTime() - options.windowMs;
      const [byAccount, byAddress] = await Promise.all([
        client.zCount(accountKey(email), `(${since}`, '+inf'),
        client.zCount(addressKey(ip), `(${since}`, '+inf'),
      ]);
      return { byAccount, byAddress };
    },
    async recordFailure({ email, ip }) {
      const at = options.now().getTime();
      // Unique members: two failures in the same millisecond both count.
      const member = `${at}:${randomBytes(6).toString('base64url')}`;
      const transaction = client.multi();
      for (const key of [accountKey(email), addressKey(ip)]) {
        transaction.zAdd(key, { score: at, value: member });
        transaction.zRemRangeByScore(key, '-inf', at - options.windowMs);
        transaction.pExpire(key, options.windowMs);
      }
      await transaction.exec();
    },
    async clearAccount(email) {
      await client.del(accountKey(email));
    },
  };
}
