import type { InvalidationBus } from '../../lib/invalidation-bus';
import { createKeyedCache } from '../../lib/keyed-cache';
import type { ContactRow, ContactsService } from '../contacts/contacts.service';
import type { AuthRepository, SessionRow } from './auth.repository';

/** Bus topics: every instance drops the same entries (see docs/ARCHITECTURE.md "Caches"). */
export const SESSION_CACHE_TOPIC = 'auth-sessions';
export const CONTACT_CACHE_TOPIC = 'auth-contacts';

/** Whether a SQL statement changes a stored contact (tests that write one directly drop the cached rows). */
export function isContactWrite(statement: string): boolean {
  return /^\s*(update|delete\s+from)\s+"contacts"/i.test(statement);
}

export interface SessionCacheOptions {
  repository: Pick<AuthRepository, 'findSessionByTokenHash'>;
  /** The contacts module: the contact row behind a session. */
  contacts: Pick<ContactsService, 'findContactByCode'>;
  bus: InvalidationBus;
  /** Safety bound on staleness if an invalidation is ever lost (Redis down); every write also invalidates. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * The rows every authenticated request reads: the session by token hash and its contact by code, each
 * cached for a short time and dropped on every instance by the writes that change them (revocation,
 * renewal, contact changes). The session row is cached as stored, revoked or not, so callers always check
 * `revoked_at` and `expires_at` against now; an unknown token hash is cached too (tokens are random and
 * written before they are handed out, so an unknown hash never becomes a session).
 */
export function createSessionCache(options: SessionCacheOptions) {
  const common = { bus: options.bus, ttlMs: options.ttlMs ?? 30_000, maxEntries: options.maxEntries ?? 20_000, ...(options.now ? { now: options.now } : {}) };
  const sessionsByHash = createKeyedCache<SessionRow | undefined>({ topic: SESSION_CACHE_TOPIC, ...common });
  const contactsByCode = createKeyedCache<ContactRow | undefined>({ topic: CONTACT_CACHE_TOPIC, ...common });
  const { repository, contacts } = options;

  return {
    findSession: (tokenHash: string) => sessionsByHash.get(tokenHash, () => repository.findSessionByTokenHash(tokenHash)),
    findContact: (code: string) => contactsByCode.get(code, () => contacts.findContactByCode(code)),
    /** After a write to these sessions (revoked, shortened): the next request reads them again, on every instance. */
    invalidateSessions(tokenHashes: readonly string[]) {
      for (const hash of tokenHashes) sessionsByHash.invalidate(hash);
    },
    /** After a write to the contact (deactivated, type, e-mail, enrolment flag…): every session of it sees the change. */
    invalidateContact(code: string) {
      contactsByCode.invalidate(code);
    },
    /** After a write to many contacts at once (or behind the app's back, in tests): every contact is read again. */
    invalidateAllContacts() {
      contactsByCode.invalidateAll();
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
