import { texts, type TestSpaceTokenAnswer } from '@campus/contract';
import { SignJWT } from 'jose';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { authorize } from '../../policies';

/** Lifetime of a test-space token: enough to open the new tab, too short to be worth stealing. */
export const TEST_SPACE_TOKEN_TTL_S = 5 * 60;

export interface TestSpaceDeps {
  /** Test space address (TEST_SPACE_URL); its origin is the token's audience. */
  url: string;
  /** Origin of PUBLIC_URL: the token's issuer. */
  issuer: string;
  secret: string;
  findContact: (contactCode: string) => Promise<{ fullname: string; emailaddress1: string } | undefined>;
  now: () => Date;
}

/** The external test space: a short-lived HS256 token naming the student, and where to open it. */
export function createTestsSpaceService(deps: TestSpaceDeps) {
  const key = new TextEncoder().encode(deps.secret);
  return {
    /** GET /api/vilearning/token: students only; freemium visitors get the purchase gate (403). */
    async issueToken(actor: Actor | null): Promise<TestSpaceTokenAnswer> {
      const checked = authorize(actor, 'openTestsSpace');
      const contact = await deps.findContact(checked.edu_codigocontacto);
      if (!contact) throw new AppError('unauthorized', texts.errors.unauthorized);
      const issuedAt = Math.floor(deps.now().getTime() / 1000);
      const expiresAt = issuedAt + TEST_SPACE_TOKEN_TTL_S;
      const token = await new SignJWT({ name: contact.fullname, email: contact.emailaddress1 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(checked.edu_codigocontacto)
        .setIssuer(deps.issuer)
        .setAudience(new URL(deps.url).origin)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      const url = new URL(deps.url);
      url.searchParams.set('token', token);
      return { status: 'ok', data: { token, url: url.href, expiresAt: new Date(expiresAt * 1000).toISOString() } };
    },
  };
}

export type TestsSpaceService = ReturnType<typeof createTestsSpaceService>;
