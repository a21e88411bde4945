import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { adeudos, contratos } from '../db/schema';

/** A debt of an enrolment (a monthly fee of 89 €, pending, unless overridden). */
export async function createDebt(db: Database, enrolment: string, overrides: Partial<typeof adeudos.$inferInsert> = {}) {
  const [row] = await db
    .insert(adeudos)
    .values({ edu_matricula: enrolment, caja_periodoservicio: '2026-01-01', caja_concepto: 'Mensualidad', caja_importe: 89, ...overrides })
    .returning();
  return row!;
}

/** A paid debt with its invoice number (and a card payment id unless `caja_stripeid` is given). */
export async function createPaidDebt(db: Database, enrolment: string, paidAt: Date, overrides: Partial<typeof adeudos.$inferInsert> = {}) {
  const suffix = randomUUID().slice(0, 8).toUpperCase();
  return createDebt(db, enrolment, {
    caja_periodoservicio: paidAt.toISOString().slice(0, 8) + '01',
    caja_pagado: true,
    caja_fechapago: paidAt,
    caja_numerofactura: `F-${suffix}`,
    caja_stripeid: `in_test_${suffix.toLowerCase()}`,
    ...overrides,
  });
}

/** A signed training contract of an enrolment. */
export async function createContract(db: Database, contactCode: string, enrolment: string, overrides: Partial<typeof contratos.$inferInsert> = {}) {
  const [row] = await db
    .insert(contratos)
    .values({
      edu_matricula: enrolment,
      edu_codigocontacto: contactCode,
      edu_referencia: `CT-${randomUUID().slice(0, 8).toUpperCase()}`,
      edu_fechafirma: new Date('2026-01-10T10:00:00Z'),
      edu_mesespermanencia: 6,
      ...overrides,
    })
    .returning();
  return row!;
}
