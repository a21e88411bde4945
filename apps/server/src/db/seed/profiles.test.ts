import { profileContactSchema } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toProfileRecord } from '../../modules/profile/profile.service';
import { openTestDatabase } from '../../test/test-app';
import type { DatabaseHandle } from '../client';
import { contacts } from '../schema';
import { seedAccounts } from './accounts';
import { createDemoClock } from './dates';
import { demoDni, demoProfileDetails } from './profiles';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  await seedAccounts(database.db, createDemoClock(new Date()), 'scrypt$hash-de-prueba');
});
afterAll(async () => {
  await database.close();
});

describe('demo profile details', () => {
  it('makes well-formed DNIs whose control letter matches the number, different for each person', () => {
    const dnis = Array.from({ length: 40 }, (_, index) => demoDni(index + 1));
    for (const dni of dnis) {
      expect(dni).toMatch(/^\d{8}[A-Z]$/);
      expect(dni[8]).toBe(DNI_LETTERS[Number(dni.slice(0, 8)) % 23]);
    }
    expect(new Set(dnis).size).toBe(dnis.length);
  });

  it('gives each person a personal e-mail without accents', () => {
    expect(demoProfileDetails({ firstname: 'Álvaro', lastname: 'Castro Ortiz' }, 12).emailaddress2).toBe('alvaro.castro@correo.test');
  });

  it('seeds every demo person with a DNI, a personal e-mail and a date of registration, saveable as it is', async () => {
    const rows = await database.db.select().from(contacts);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.edu_documentoidentificativo, row.fullname).toBeTruthy();
      expect(row.emailaddress2, row.fullname).toMatch(/^[a-z.]+@correo\.test$/);
      expect(row.edu_fechaalta, row.fullname).toBeTruthy();
      // What the information tab sends back untouched passes the rules the server checks.
      const checked = profileContactSchema.safeParse(toProfileRecord(row));
      expect(checked.success ? [] : checked.error.issues.map((issue) => issue.message), row.fullname).toEqual([]);
    }
    expect(rows.filter((row) => row.edu_alergias).length).toBeGreaterThan(1);
  });
});
