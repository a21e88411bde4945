import { describe, expect, it } from 'vitest';
import { demoAccounts } from './accounts';

const descriptionOf = (email: string) => demoAccounts.find((account) => account.email === email)?.description ?? '';

describe('demo accounts listed on the sign-in page', () => {
  // Issue 29: the table is true to the seed and the README (three formations; the admin's Gestión pages exist).
  it('names the demo student’s three formations', () => {
    expect(descriptionOf('alumno@campus.test')).toMatch(/DAW, Auxiliar de Enfermería y Auxiliar Administrativo del Estado/);
  });

  it('names the admin’s Gestión pages (apps/web/src/app/layout/menu-items.ts) and no longer says there are none', () => {
    const admin = descriptionOf('admin@campus.test');
    expect(admin).toContain('Gestión');
    expect(admin).toMatch(/notificaciones/);
    expect(admin).toMatch(/incidencias/);
    expect(admin).not.toContain('aún no hay páginas de administración');
  });

  it('says what the restricted account can open (the free classes)', () => {
    expect(descriptionOf('limitado@campus.test')).toMatch(/clases gratuitas/);
  });
});
