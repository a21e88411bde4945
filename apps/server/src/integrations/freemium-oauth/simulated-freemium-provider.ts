import { randomInt, timingSafeEqual } from 'node:crypto';
import { texts, type FreemiumProvider } from '@campus/contract';
import { createSecretToken, hashToken } from '../../lib/tokens';
import type { MailSender } from '../mail/mail-sender';
import type { FreemiumIdentity, FreemiumOAuthProvider } from './freemium-oauth-provider';

/** Lifetime of a built-in provider code and of a mailed e-mail code, like the academy's own sign-in codes. */
export const SIMULATED_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong guesses allowed on one mailed code (6 digits: 5 tries leave a 1 in 200,000 chance). */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

export interface EmailChallenge {
  id: string;
  provider: string;
  email: string;
  name: string;
  code_hash: string;
  redirect_uri: string;
  state: string;
}

/** Where the built-in provider keeps its codes (freemium_oauth_codes) and e-mail challenges (freemium_email_challenges). */
export interface SimulatedCodeStore {
  insertCode(row: {
    code_hash: string;
    provider: string;
    email: string;
    name: string;
    redirect_uri: string;
    created_at: Date;
    expires_at: Date;
  }): Promise<void>;
  /** Marks an unused, unexpired code used and returns it; a second call finds nothing. */
  consumeCode(codeHash: string, now: Date): Promise<{ provider: string; email: string; name: string; redirect_uri: string } | undefined>;
  insertChallenge(row: Omit<EmailChallenge, 'id'> & { created_at: Date; expires_at: Date }): Promise<string>;
  /** Counts one attempt on a live challenge (unused, unexpired, attempts left) and returns it; undefined otherwise. */
  countChallengeAttempt(id: string, maxAttempts: number, now: Date): Promise<EmailChallenge | undefined>;
  /** Marks the challenge used; false when another request already did. */
  closeChallenge(id: string, now: Date): Promise<boolean>;
}

export type ChallengeResult =
  { ok: true; code: string; redirectUri: string; state: string } | { ok: false; reason: 'wrong' | 'expired'; challenge?: EmailChallenge };

const isSameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The built-in provider for Google, Microsoft or Facebook without credentials, served by our page
 * `/auth/freemium/{provider}/authorize`. It issues one-time codes (256 bits, single use, 10 minutes,
 * bound to the provider and the return address) that `exchangeCode` redeems like a real provider's.
 * - 'simulation' (development and tests): the page says so and takes a name and an e-mail as typed;
 * - 'email-code' (production with mail): the e-mail is proven first with a 6-digit code sent to it;
 * - 'off' (production without mail): no page, no codes.
 */
export class SimulatedFreemiumProvider implements FreemiumOAuthProvider {
  constructor(
    readonly provider: FreemiumProvider,
    readonly mode: 'simulation' | 'email-code' | 'off',
    private readonly publicUrl: string,
    private readonly store: SimulatedCodeStore,
    private readonly mail: MailSender,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** True while the page may be shown and codes issued. */
  get isAvailable(): boolean {
    return this.mode !== 'off';
  }

  buildAuthorizationUrl(redirectUri: string, state: string): string {
    const url = new URL(`/auth/freemium/${this.provider}/authorize`, this.publicUrl);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    return url.href;
  }

  /** Issues a code for a proven (or, in the simulation, typed) identity. */
  async issueCode(identity: FreemiumIdentity, redirectUri: string): Promise<string> {
    if (this.mode === 'off') throw new Error('El proveedor integrado está desactivado');
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

  /** 'email-code': mails a 6-digit code to the address typed and answers the challenge that waits for it. */
  async startEmailChallenge(identity: FreemiumIdentity, redirectUri: string, state: string): Promise<string> {
    if (this.mode !== 'email-code') throw new Error('El proveedor integrado no pide código por correo');
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const at = this.now();
    const email = identity.email.toLowerCase();
    const id = await this.store.insertChallenge({
      provider: this.provider,
      email,
      name: identity.name,
      code_hash: hashToken(code),
      redirect_uri: redirectUri,
      state,
      created_at: at,
      expires_at: new Date(at.getTime() + SIMULATED_CODE_TTL_MS),
    });
    const body = texts.freemium.emailCodeMailBody.replace('{code}', code);
    await this.mail.sendMail({
      to: email,
      subject: texts.freemium.emailCodeMailSubject,
      text: body,
      html: `<p>${body.replace(code, `<strong style="font-size:1.4em;letter-spacing:.2em">${code}</strong>`)}</p>`,
    });
    return id;
  }

  /** Checks a mailed code: right once → a provider code for the return address; wrong → one attempt spent. */
  async completeEmailChallenge(challengeId: string, typedCode: string): Promise<ChallengeResult> {
    const at = this.now();
    const challenge = await this.store.countChallengeAttempt(challengeId, EMAIL_CODE_MAX_ATTEMPTS, at);
    if (!challenge || challenge.provider !== this.provider) return { ok: false, reason: 'expired' };
    if (!isSameHash(hashToken(typedCode.trim()), challenge.code_hash)) return { ok: false, reason: 'wrong', challenge };
    if (!(await this.store.closeChallenge(challenge.id, at))) return { ok: false, reason: 'expired' };
    const code = await this.issueCode({ email: challenge.email, name: challenge.name }, challenge.redirect_uri);
    return { ok: true, code, redirectUri: challenge.redirect_uri, state: challenge.state };
  }

  async exchangeCode(code: string, redirectUri: string): Promise<FreemiumIdentity | null> {
    if (this.mode === 'off') return null;
    const row = await this.store.consumeCode(hashToken(code), this.now());
    if (!row || row.provider !== this.provider || row.redirect_uri !== redirectUri) return null;
    return { email: row.email, name: row.name };
  }
}
