import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { adeudos, contratos, eventContacts, eventFormations, eventTopics, matriculas } from '../schema';
import { demoContactCodes as C } from './accounts';
import type { DemoClock } from './dates';
import { demoFormationCodes as F, demoGroupCodes as G } from './formations';

type DebtInsert = typeof adeudos.$inferInsert;

/** Day of the month the academy charges its monthly fees. */
const CHARGE_DAY = 5;

/**
 * The demo student's secretary: her debts over two calendar years (her CFGS DAW is a two-year course: the
 * first year's fees come before the group she is in now), paid by card (Stripe invoice id), by direct debit
 * or at the cash desk; the only debts due and unpaid are on her Exams enrolment (the one whose withdrawal
 * is blocked by them); the contract of her DAW enrolment; and her Nursing content index completed (the
 * content certificate is issued for it, refused for DAW and Exams). Attendance records of her live classes
 * come from the progress seed (type 3 on the classes she joined).
 */
export async function seedSecretary(db: Database, clock: DemoClock): Promise<void> {
  const rows = await db.select().from(matriculas).where(eq(matriculas.edu_codigocontacto, C.student));
  const enrolmentOf = (formation: string) => {
    const found = rows.find((row) => row.edu_codigoformacion === formation);
    if (!found) throw new Error(`La alumna de demostración no tiene matrícula en ${formation}`);
    return found;
  };
  const daw = enrolmentOf(F.daw);
  const nursing = enrolmentOf(F.nursing);
  const exams = enrolmentOf(F.exams);

  const debts: DebtInsert[] = [];
  let invoiceSequence = 0;
  const paidAt = (period: string) => clock.at(clock.offsetOf(period) + CHARGE_DAY - 1, '09:30');
  const addPaid = (enrolment: string, period: string, concept: string, amount: number, method: 'card' | 'debit' | 'cashier') => {
    invoiceSequence += 1;
    const at = paidAt(period);
    const year = at.getUTCFullYear();
    const number = `F${year}-${String(invoiceSequence).padStart(6, '0')}`;
    debts.push({
      edu_matricula: enrolment,
      caja_periodoservicio: period,
      caja_concepto: concept,
      caja_importe: amount,
      caja_pagado: true,
      caja_cajero: method === 'cashier',
      caja_fechapago: at,
      caja_stripeid: method === 'card' ? `in_demo_lucia_${String(invoiceSequence).padStart(4, '0')}` : null,
      caja_numerofactura: number,
      created_at: at,
    });
  };

  // DAW: 14 months of fees, the first year's before the present group; a few at the cash desk, the rest by card or debit.
  for (let month = -14; month <= 0; month += 1) {
    const period = clock.monthStart(month);
    const isFirstYear = clock.offsetOf(period) < -150;
    const concept = `Mensualidad CFGS Desarrollo de Aplicaciones Web · ${isFirstYear ? '1.er' : '2.º'} curso`;
    const method = month === -9 || month === -3 ? 'cashier' : month % 2 === 0 ? 'card' : 'debit';
    addPaid(daw.edu_codigomatricula, period, concept, 89, method);
  }
  addPaid(daw.edu_codigomatricula, clock.monthStart(-14), 'Matrícula CFGS Desarrollo de Aplicaciones Web', 120, 'card');
  // Nursing since it started last month, with the digital book.
  for (let month = -1; month <= 0; month += 1)
    addPaid(nursing.edu_codigomatricula, clock.monthStart(month), 'Mensualidad Auxiliar de Enfermería (semipresencial)', 79, 'card');
  addPaid(nursing.edu_codigomatricula, clock.monthStart(-1), 'Matrícula Auxiliar de Enfermería', 120, 'debit');
  addPaid(nursing.edu_codigomatricula, clock.monthStart(-1), 'Libro digital de Auxiliar de Enfermería', 35, 'cashier');
  // Exams: the enrolment fee and this month's reservation are due and unpaid; next month's fee is not due yet.
  const examsPeriod = clock.monthStart(0);
  debts.push(
    {
      edu_matricula: exams.edu_codigomatricula,
      caja_periodoservicio: examsPeriod,
      caja_concepto: 'Matrícula Oposiciones Auxiliar Administrativo del Estado',
      caja_importe: 120,
      created_at: clock.at(-10),
    },
    {
      edu_matricula: exams.edu_codigomatricula,
      caja_periodoservicio: examsPeriod,
      caja_concepto: 'Reserva de plaza · grupo presencial de Madrid',
      caja_importe: 99,
      created_at: clock.at(-10),
    },
    {
      edu_matricula: exams.edu_codigomatricula,
      caja_periodoservicio: clock.monthStart(1),
      caja_concepto: 'Mensualidad Oposiciones Auxiliar Administrativo (presencial)',
      caja_importe: 99,
      created_at: clock.at(-10),
    },
  );
  await db.insert(adeudos).values(debts);

  await db.insert(contratos).values({
    edu_matricula: daw.edu_codigomatricula,
    edu_codigocontacto: C.student,
    edu_referencia: `CT-${clock.today.slice(0, 4)}-0042`,
    edu_fechafirma: daw.edu_fechamatricula ?? clock.at(-170, '11:00'),
    edu_mesespermanencia: 12,
    created_at: daw.edu_fechamatricula ?? clock.at(-170),
  });

  // Nursing: she has completed every content item of the index (her early-access bonus opens the whole
  // course), so its content certificate can be issued.
  const nursingContent = await db
    .selectDistinct({ id: eventTopics.event_id })
    .from(eventTopics)
    .innerJoin(eventFormations, eq(eventFormations.event_id, eventTopics.event_id))
    .where(eq(eventFormations.edu_codigoformacion, G.nursingA));
  if (nursingContent.length) {
    await db
      .insert(eventContacts)
      .values(
        nursingContent.map(({ id }, index) => ({
          event_id: id,
          edu_codigocontacto: C.student,
          completed: 1,
          updated_at: clock.at(-30 + (index % 28), '19:00'),
        })),
      )
      .onConflictDoUpdate({ target: [eventContacts.event_id, eventContacts.edu_codigocontacto], set: { completed: 1 } });
  }
}
