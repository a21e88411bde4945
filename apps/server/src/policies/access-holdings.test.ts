import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { formationTeachers } from '../db/schema';
import { createEnrolmentsRepository } from '../modules/enrolments/enrolments.repository';
import { createBonusLine, createContact, createEnrolment, createFormationWithGroup, createProduct } from '../test/factories';
import { openTestDatabase } from '../test/test-app';
import { createAccessRepository } from './access.repository';

// The holdings every access decision loads come in one statement (JSON rows read back with each column's
// mapping); they must be exactly what the three separate queries answer, dates, numbers and arrays included.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(async () => {
  await database.close();
});

describe('access repository loadHoldingRows', () => {
  it('answers the same lines, bonus lines and taught groups as the separate queries, in their order', async () => {
    const db = database.db;
    const access = createAccessRepository(db);
    const enrolments = createEnrolmentsRepository(db);
    const student = await createContact(db);
    const early = await createFormationWithGroup(db, { group: { edu_fechainicioclases: new Date('2025-09-15T07:30:00.123Z') } });
    const late = await createFormationWithGroup(db, { group: { edu_fechainicioclases: new Date('2026-02-01T08:00:00Z') } });
    const undated = await createFormationWithGroup(db, { group: { edu_fechainicioclases: null } });
    const { matricula } = await createEnrolment(db, student, late.group, { line: { edu_fechafin: new Date('2027-06-30T21:59:59.999Z') } });
    await createEnrolment(db, student, early.group);
    await createEnrolment(db, student, undated.group);
    await createEnrolment(db, student, early.group, { line: { edu_activa: 1 } });
    await createBonusLine(db, matricula, { tipo: 'unidad', unidad_id: null, mkt_precio: 19.95, metadata: { bonus_grupo: late.group.edu_codigoformacion } });
    await createBonusLine(db, matricula, {
      tipo: 'fecha',
      events_id: [3, 1, 2],
      fecha_inicio_bonus: new Date('2026-03-01T00:00:00Z'),
      fecha_fin_bonus: new Date('2026-04-01T12:34:56.789Z'),
      edu_codigoslineamatricula: 'LM-1,LM-2',
    });
    await createBonusLine(db, matricula, { tipo: 'fecha', statecode: 1 });
    // A line of a product that is not a bonus is not a bonus line.
    const fee = await createProduct(db, { is_bonus: false });
    const { lineasProducto } = await import('../db/schema');
    await db.insert(lineasProducto).values({ edu_codigolineaproducto: `LP-FEE-${fee.id}`, edu_matricula: matricula.edu_codigomatricula, product_id: fee.id });
    await db.insert(formationTeachers).values([
      { edu_codigoformacion: early.group.edu_codigoformacion, edu_codigocontacto: student.edu_codigocontacto },
      { edu_codigoformacion: late.parent.edu_codigoformacion, edu_codigocontacto: student.edu_codigocontacto },
    ]);

    const combined = await access.loadHoldingRows(student.edu_codigocontacto);
    const lines = await enrolments.listActiveLinesWithGroups(student.edu_codigocontacto);
    const bonuses = await enrolments.listBonusLines(student.edu_codigocontacto);
    expect(lines).toHaveLength(3);
    expect(bonuses).toHaveLength(2);
    expect(combined.lines).toEqual(lines);
    expect(combined.bonusLines).toEqual(bonuses);
    expect(combined.lines[0]!.line.created_at).toBeInstanceOf(Date);
    expect(combined.bonusLines.map(({ line }) => line.edu_precio)).toEqual([19.95, 30]);
    expect([...combined.taughtGroups].sort()).toEqual([...(await access.listTaughtGroups(student.edu_codigocontacto))].sort());
    expect(combined.taughtGroups).toHaveLength(2);
  });

  it('answers empty holdings for a contact without any', async () => {
    const nobody = await createContact(database.db);
    expect(await createAccessRepository(database.db).loadHoldingRows(nobody.edu_codigocontacto)).toEqual({ lines: [], bonusLines: [], taughtGroups: [] });
  });
});
