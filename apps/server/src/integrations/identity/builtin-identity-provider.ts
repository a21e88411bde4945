import type { signInCodes } from '../../db/schema';
import { createSecretToken, hashToken } from '../../lib/tokens';
import type { IdentityProvider, RedeemedIdentity } from './identity-provider';

/**
 * Where the codes are kept (the auth module's repository, wired in by app-context): declared here, so the
 * integration does not import a module.
 */
export interface SignInCodeStore {
  insertSignInCode(row: typeof signInCodes.$inferInsert): Promise<void>;
  /** Marks an unused, unexpired code as used and returns it; a second call finds nothing (single use). */
  consumeSignInCode(codeHash: string, now: Date): Promise<typeof signInCodes.$inferSelect | undefined>;
}

/** Lifetime of a one-time sign-in code. */
export const SIGN_IN_CODE_TTL_MS = 10 * 60 * 1000;

/**
 * The academy's own sign-in: checks e-mail and password on its page and issues one-time codes
 * (256 bits, single use, 10 minutes, bound to the return address).
 */
export class BuiltinIdentityProvider implements IdentityProvider {
  readonly kind = 'builtin' as const;

  constructor(
    private readonly repository: SignInCodeStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Issues a code for a contact that has just proven who they are (through an OIDC provider: with its ID token). */
  async issueCode(contactCode: string, redirectUri: string, idToken?: string): Promise<string> {
    const code = createSecretToken(32);
    const now = this.now();
    await this.repository.insertSignInCode({
      code_hash: hashToken(code),
      edu_codigocontacto: contactCode,
      redirect_uri: redirectUri,
      created_at: now,
      expires_at: new Date(now.getTime() + SIGN_IN_CODE_TTL_MS),
      id_token: idToken ?? null,
    });
    return code;
  }

  async redeemCode(code: string, redirectUri: string): Promise<RedeemedIdentity | null> {
    const row = await this.repository.consumeSignInCode(hashToken(code), this.now());
    if (!row || row.redirect_uri !== redirectUri) return null;
    return row.id_token ? { contactCode: row.edu_codigocontacto, idToken: row.id_token } : { contactCode: row.edu_codigocontacto };
  }
}
