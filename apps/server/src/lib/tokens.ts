import { hash, randomBytes } from 'node:crypto';

/** A random URL-safe secret of `bytes` bytes (default 32 = 256 bits). */
export function createSecretToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * SHA-256 of a token, hex: what the database keeps instead of the token itself. Every signed-in request hashes
 * its bearer token, so this is the one-shot `crypto.hash` (Node ≥ 20.12), about half the cost of a Hash object.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
