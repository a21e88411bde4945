import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe secret of `bytes` bytes (default 32 = 256 bits). */
export function createSecretToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 of a token, hex: what the database keeps instead of the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
