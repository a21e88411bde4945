import type { FreemiumProvider } from '@campus/contract';
import { createSecretToken, hashToken } from '../../lib/tokens';
import type { FreemiumIdentity, FreemiumOAuthProvider } from './freemium-oauth-provider';

/** Lifetime of a simulated provider code, like the academy's own sign-in codes. */
export const SIMULATED_CODE_TTL_MS = 10 * 60 * 1000;

/** Where the simulated codes live (the freemium_oauth_codes table). */
export interface SimulatedCodeStore {
  insertCode(row: { code_hash: string; provider: string; email: string; name: string; redirect_uri: string; created_at: Date; expires_at: Date }): Promise<void>;
  /** Marks an unused, unexpired code used and returns it; a second call finds nothing. */
  consumeCode(codeHash: string, now: Date): Promise<{ provider: string; email: string; name: string; redirect_uri: string } | undefined>;
}

/**
 * The built-in stand-in for a provider without credentials: our page `/auth/freemium/{provider}/authorize`
 * says plainly that it is a simulation, takes a name and an e-mail and returns a one-time code
 * (256 bits, single use, 10 minutes, bound to the provider and the return address).
 */
export class SimulatedFreemiumProvider implements FreemiumOAuthProvider {
  readonly isSimulated = true;

  constructor(
    readonly provider: FreemiumProvider,
    private readonly publicUrl: string,
    private readonly store: SimulatedCodeStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  buildAuthorizationUrl(redirectUri: string, state: string): string {
    const url = new URL(`/auth/freemium/${this.provider}/authorize`, this.publicUrl);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    return url.href;
  }

  /** Issues a code for what the visitor typed on the simulation page. */
  async issueCode(identity: FreemiumIdentity, redirectUri: string): Promise<string> {
    const code = createSecretToken(32);
    const at = this.now();
    await this.store.insertCode({
      code_hash: hashToken(code),
      provider: this.provider,
      email: identity.email.toLowerCase(),
      name: identity.name,
      redirect_uri: redirectUri,
      created_at: at,
      expires_at: new Date(at.getTime() + SIMULATED_CODE_TTL_MS),
    });
    return code;
  }

  async exchangeCode(code: string, redirectUri: string): Promise<FreemiumIdentity | null> {
    const row = await this.store.consumeCode(hashToken(code), this.now());
    if (!row || row.provider !== this.provider || row.redirect_uri !== redirectUri) return null;
    return { email: row.email, name: row.name };
  }
}
