import type { AppConfig } from './config/config';
import type { DatabaseHandle } from './db/client';
import type { IdentityProvider } from './integrations/identity/identity-provider';
import { BuiltinIdentityProvider } from './integrations/identity/builtin-identity-provider';
import { OidcIdentityProvider } from './integrations/identity/oidc-identity-provider';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { createEnrolmentsRepository } from './modules/enrolments/enrolments.repository';
import { createEnrolmentsService } from './modules/enrolments/enrolments.service';
import { createIdentityService } from './modules/identity/identity.service';
import { createProgressRepository } from './modules/progress/progress.repository';
import { createProgressService } from './modules/progress/progress.service';

/**
 * The services of one running app, wired once. Modules receive what they need from here instead of
 * reaching for globals, so tests build the same graph on an in-memory database.
 */
export function createAppContext(config: AppConfig, database: DatabaseHandle, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const authRepository = createAuthRepository(database.db);
  const builtinIdentity = new BuiltinIdentityProvider(authRepository, now);
  const identityProvider: IdentityProvider =
    config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
      ? new OidcIdentityProvider({ issuer: config.OIDC_ISSUER, clientId: config.OIDC_CLIENT_ID, clientSecret: config.OIDC_CLIENT_SECRET })
      : builtinIdentity;
  const loginRedirectUri = new URL('/login', config.PUBLIC_URL).href;
  return {
    config,
    database,
    now,
    loginRedirectUri,
    identityProvider,
    authService: createAuthService({ repository: authRepository, identityProvider, loginRedirectUri, sessionTtlMs: config.SESSION_TTL_HOURS * 3600_000, now }),
    identityService: createIdentityService({ repository: authRepository, provider: builtinIdentity, now }),
    enrolmentsService: createEnrolmentsService(createEnrolmentsRepository(database.db)),
    progressService: createProgressService(createProgressRepository(database.db)),
  };
}

export type AppContext = ReturnType<typeof createAppContext>;
