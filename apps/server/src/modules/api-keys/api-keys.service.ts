import { academyTexts } from '@campus/contract';
import { randomBytes } from 'node:crypto';
import { type ApiKey, type ApiKeyAnswer, type ApiKeysAnswer, type CreateApiKeyBody, type CreatedApiKeyAnswer } from '@campus/contract';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { createSecretToken, hashToken } from '../../lib/tokens';
import { authorize } from '../../policies';
import type { AuditService } from '../audit/audit.service';
import type { ApiKeysRepository, ApiKeyWithCreator, LiveApiKey } from './api-keys.repository';

const t = academyTexts.backOfficeApiKeys;

/** Every key starts so: a leaked one is recognisable (secret scanners, logs) and told apart from a session token. */
export const API_KEY_PREFIX = 'campus_';
/** `campus_<8 hex: the visible prefix>_<43 base64url: 256 random bits>`. */
const API_KEY_PATTERN = /^campus_([0-9a-f]{8})_[A-Za-z0-9_-]{43}$/;
/** `last_used_at` is written at most this often per key: a CRM calling in bursts costs no write per call. */
export const API_KEY_TOUCH_INTERVAL_MS = 60_000;
/**
 * Who an API-key actor is when the key's creator has been deleted (`created_by` set null): not a contact, so
 * nothing can be read or written in a person's name through it, and the audit log still tells the key (api_key_id).
 */
export const API_KEY_ORPHAN_CODE = 'CLAVE-API';

/** Whether a credential has the shape of an API key (cheap; says nothing of whether it is valid). */
export function isApiKeyShaped(credential: string): boolean {
  return credential.startsWith(API_KEY_PREFIX);
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

function toApiKey(row: ApiKeyWithCreator): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: `${API_KEY_PREFIX}${row.key_prefix}`,
    createdBy: row.created_by && row.creatorFullname !== null ? { edu_codigocontacto: row.created_by, fullname: row.creatorFullname } : null,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

function toApiKeyActor(key: LiveApiKey): Actor {
  return Object.freeze({
    edu_codigocontacto: key.created_by ?? API_KEY_ORPHAN_CODE,
    emailaddress1: key.creatorEmail ?? '',
    freemium: false,
    contactTypes: Object.freeze([]) as unknown as number[],
    sessionId: 0,
    isAdmin: false,
    apiKey: Object.freeze({ id: key.id, name: key.name, scope: key.scope }),
  });
}

/**
 * API keys of the academy's CRM (issue 31 item 4): people of the academy side create them (named, scoped read or
 * write), see them listed without their secret and revoke them. A key is shown once; only its SHA-256 is kept.
 * The auth hook resolves a key (only on /api/gestion routes) into an actor that only the back-office policies let
 * through. Keys are never cached: a revocation stops the next call on every instance.
 */
export function createApiKeysService(deps: { repository: ApiKeysRepository; audit: AuditService; now: () => Date }) {
  const { repository } = deps;
  return {
    async listKeys(actor: Actor | null): Promise<ApiKeysAnswer> {
      authorize(actor, 'manageApiKeys');
      return { status: 'ok', keys: (await repository.listKeys()).map(toApiKey) };
    },

    async createKey(actor: Actor | null, body: CreateApiKeyBody): Promise<CreatedApiKeyAnswer> {
      const checked = authorize(actor, 'manageApiKeys');
      const prefix = randomBytes(4).toString('hex');
      const secret = `${API_KEY_PREFIX}${prefix}_${createSecretToken(32)}`;
      const created = await repository.transaction(async (tx) => {
        const row = await repository.insertKey(
          {
            name: body.name,
            scope: body.scope,
            key_hash: hashToken(secret),
            key_prefix: prefix,
            created_by: checked.edu_codigocontacto,
            created_at: deps.now(),
          },
          tx,
        );
        await deps.audit.recordChanges(
          checked,
          [
            {
              action: 'api_key.create',
              entityType: 'api_key',
              entityId: row.id,
              summary: fill(t.auditCreate, { name: row.name, scope: row.scope === 'write' ? t.scopeWrite : t.scopeRead }),
              before: null,
              // Never the secret nor its hash: the prefix is enough to tell the key.
              after: { name: row.name, scope: row.scope, key_prefix: row.key_prefix },
            },
          ],
          tx,
        );
        return row;
      });
      return { status: 'ok', key: toApiKey(created), secret };
    },

    async revokeKey(actor: Actor | null, id: number): Promise<ApiKeyAnswer> {
      const checked = authorize(actor, 'manageApiKeys');
      const at = deps.now();
      const revoked = await repository.transaction(async (tx) => {
        const row = await repository.revokeKey(id, at, tx);
        if (!row) {
          throw (await repository.hasKey(id, tx)) ? new AppError('conflict', t.alreadyRevoked) : new AppError('not_found', t.notFound);
        }
        await deps.audit.recordChanges(
          checked,
          [
            {
              action: 'api_key.revoke',
              entityType: 'api_key',
              entityId: row.id,
              summary: fill(t.auditRevoke, { name: row.name }),
              before: { revoked_at: null },
              after: { revoked_at: at.toISOString() },
            },
          ],
          tx,
        );
        return row;
      });
      return { status: 'ok', key: toApiKey(revoked) };
    },

    /**
     * The actor of an API key, or null for a malformed, unknown or revoked one (the caller answers 401 as for a
     * bad session). One indexed read per call; its last use is written at most once a minute.
     */
    async resolveApiKey(credential: string, onTouchError: (error: unknown) => void = () => {}): Promise<Actor | null> {
      if (!API_KEY_PATTERN.test(credential)) return null;
      const key = await repository.findLiveKey(hashToken(credential));
      if (!key) return null;
      const at = deps.now();
      if (!key.last_used_at || at.getTime() - key.last_used_at.getTime() >= API_KEY_TOUCH_INTERVAL_MS) {
        // Awaited (once a minute per key, so no cost to speak of) but never failing the call it rides on.
        await repository.touchKey(key.id, at, API_KEY_TOUCH_INTERVAL_MS).catch(onTouchError);
      }
      return toApiKeyActor(key);
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
