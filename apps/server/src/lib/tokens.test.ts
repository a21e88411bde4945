import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretToken, hashToken } from './tokens';

describe('hashToken', () => {
  it('is the hex SHA-256 the sessions, codes and leads tables keep (the standard test vector)', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('hashes a bearer token as the UTF-8 digest a Hash object gives', () => {
    for (const token of [createSecretToken(), createSecretToken(64), 'señal-ñ-€']) {
      expect(hashToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    }
  });
});
