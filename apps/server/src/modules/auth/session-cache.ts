import type { TableChanges } from '../../lib/table-changes';
import { createKeyedCache } from '../../lib/keyed-cache';
import type { ContactRow, ContactsService } from '../contacts/contacts.service';
import type { AuthRepository, SessionRow } from './auth.repository';

export interface SessionCacheOptions {
  repository: Pick<AuthRepository, 'findSessionByTokenHash'>;
  /** The contacts module: the contact row behind a session. */
  contacts: Pick<ContactsService, 'findContactByCode'>;
  changes: TableChanges;
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
  const common = {
    changes: options.changes,
    ttlMs: options.ttlMs ?? 30_000,
    maxEntries: options.maxEntries ?? 20_000,
    ...(options.now ? { now: options.now } : {}),
  };
  const sessionsByHash = createKeyedCache<SessionRow | undefined>({ dependsOn: { sessions: 'entry' }, ...common });
  const contactsByCode = createKeyedCache<ContactRow | undefined>({ dependsOn: { contacts: 'entry' }, ...common });
  const { repository, contacts } = options;

  return {
    findSession: (tokenHash: string) => sessionsByHash.get(tokenHash, () => repository.findSessionByTokenHash(tokenHash)),
    findContact: (code: string) => contactsByCode.get(code, () => contacts.findContactByCode(code)),
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
