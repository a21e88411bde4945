import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('salts, and verifies only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('Campus.2026'), hashPassword('Campus.2026')]);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('Campus.2026', a)).toBe(true);
    expect(await verifyPassword('campus.2026', a)).toBe(false);
    expect(await verifyPassword('Campus.2026', null)).toBe(false);
    expect(await verifyPassword('Campus.2026', 'garbage')).toBe(false);
  });
});
