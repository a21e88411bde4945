import { describe, expect, it } from 'vitest';
import { demoAccounts } from './accounts';

describe('demo accounts listed on the sign-in page', () => {
  // No admin-only menu entry exists yet (apps/web/src/app/layout/menu-items.ts): the page must not promise one.
  it('does not promise admin options that do not exist', () => {
    const admin = demoAccounts.find((account) => account.email === 'admin@campus.test');
    expect(admin?.description).toBeDefined();
    expect(admin?.description).not.toMatch(/opciones de administra/i);
    expect(admin?.description).toContain('aún no hay páginas de administración');
  });
});
