import { endpoints } from '@campus/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { clearSignInCookie, readCookie, setSignInCookie } from '../../http/sign-in-cookies';
import type { FreemiumSignInBinding } from './freemium.service';

/**
 * The cookie that binds a freemium provider sign-in to the browser that started it: set when the browser
 * leaves for the provider (`GET /auth/freemium/{provider}/authorize`), read by the code exchange. It holds
 * the state and the PKCE code verifier; being HttpOnly and SameSite=Lax, no page script and no other
 * site can read or send it.
 */
export const FREEMIUM_SIGN_IN_COOKIE = 'campus_freemium_signin';
/** Sent only to the code exchange. */
const COOKIE_PATH = endpoints.loginFreemiumWithProvider.path;
/** As long as a provider code lives. */
const COOKIE_MAX_AGE_SECONDS = 10 * 60;

const bindingSchema = z.object({ state: z.string().min(1).max(500), codeVerifier: z.string().min(43).max(128) });

const isSecure = (publicUrl: string) => new URL(publicUrl).protocol === 'https:';

/** Remembers the sign-in in this browser. */
export function rememberFreemiumSignIn(reply: FastifyReply, binding: FreemiumSignInBinding, publicUrl: string): void {
  const value = Buffer.from(JSON.stringify(binding)).toString('base64url');
  setSignInCookie(reply, FREEMIUM_SIGN_IN_COOKIE, value, { path: COOKIE_PATH, maxAgeSeconds: COOKIE_MAX_AGE_SECONDS, isSecure: isSecure(publicUrl) });
}

/** The sign-in this browser started, or null (no cookie, or not ours). */
export function readFreemiumSignIn(request: FastifyRequest): FreemiumSignInBinding | null {
  const value = readCookie(request, FREEMIUM_SIGN_IN_COOKIE);
  if (!value) return null;
  try {
    const parsed = bindingSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** One binding, one exchange. */
export function forgetFreemiumSignIn(reply: FastifyReply, publicUrl: string): void {
  clearSignInCookie(reply, FREEMIUM_SIGN_IN_COOKIE, { path: COOKIE_PATH, isSecure: isSecure(publicUrl) });
}
