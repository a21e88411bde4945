import type { Database } from '../client';
import { lineasMatricula, lineasProducto, matriculas, products } from '../schema';
import { demoContactCodes as C } from './accounts';
import { damStudentCodes, dawClassmateCodes } from './classmates';
import type { ContentIds } from './content';
import type { DemoClock } from './dates';
import { DAM_A_START, demoFormationCodes as F, demoGroupCodes as G, LICENCE_GRU_N4 } from './formations';

type ProductInsert = typeof products.$inferInsert;
type ProductLineInsert = typeof lineasProducto.$inferInsert;

/** Enrolment-line codes of the demo student, for tests and docs. */
export const demoEnrolmentLineCodes = {
  /** Still inside its permanence (edu_fechafinpermanencia a year after the group's start). */
  studentDaw: 'LM-2026-0001',
  /** Carries edu_gru_n4 'gru_N4_250' (digital book licence); a withdrawal already requested (seed/withdrawals.ts). */
  studentNursing: 'LM-2026-0002',
  /** Its enrolment (MAT-2026-0003) has pending debts (seed/secretary.ts). */
  studentExams: 'LM-2026-0003',
} as const;

/** Enrolment codes of the demo student (one per formation, in seed order). */
export const demoEnrolmentCodes = {
  studentDaw: 'MAT-2026-0001',
  studentNursing: 'MAT-2026-0002',
  studentExams: 'MAT-2026-0003',
} as const;

/** Who is in which group, and since when (days from today; null = the group's start). */
const enrolments: { contact: string; group: string; formation: string; from?: number }[] = [
  { contact: C.student, group: G.dawA, formation: F.daw },
  { contact: C.student, group: G.nursingA, formation: F.nursing },
  { contact: C.student, group: G.examsB, formation: F.exams },
  { contact: C.admin, group: G.examsA, formation: F.exams },
  { contact: C.limited, group: G.examsA, formation: F.exams },
  { contact: C.staff, group: G.dawA, formation: F.daw },
  { contact: C.freemium, group: G.nursingA, formation: F.nursing, from: -1 },
  { contact: 'CON-10007', group: G.dawA, formation: F.daw },
  { contact: 'CON-10008', group: G.dawA, formation: F.daw },
  { contact: 'CON-10009', group: G.dawA, formation: F.daw },
  { contact: 'CON-10010', group: G.dawA, formation: F.daw },
  // Joined late: the classes before the month of his start stay closed to him.
  { contact: 'CON-10011', group: G.dawA, formation: F.daw, from: -60 },
  { contact: 'CON-10012', group: G.nursingA, formation: F.nursing },
  { contact: 'CON-10014', group: G.nursingA, formation: F.nursing },
  { contact: 'CON-10016', group: G.nursingA, formation: F.nursing },
  { contact: 'CON-10018', group: G.nursingA, formation: F.nursing },
  { contact: 'CON-10013', group: G.examsA, formation: F.exams },
  { contact: 'CON-10015', group: G.examsA, formation: F.exams },
  { contact: 'CON-10017', group: G.examsA, formation: F.exams },
  { contact: 'CON-10015', group: G.dawB, formation: F.daw },
  { contact: 'CON-10016', group: G.dawB, formation: F.daw },
  { contact: 'CON-10018', group: G.examsB, formation: F.exams },
];

/**
 * The rest of DAW group A (issue 14), enrolled from the group's start. Written after the demo student's bonus
 * lines, so every enrolment, line and product-line code seeded before them stays the same.
 */
const dawClassmateEnrolments = dawClassmateCodes.map((contact) => ({ contact, group: G.dawA, formation: F.daw }));

/** DAM group A, the demo teacher's second group (issue 30), enrolled from its start; written last of all. */
const damEnrolments = damStudentCodes.map((contact) => ({ contact, group: G.damA, formation: F.dam }));

/** Contacts enrolled in a group, in seed order. */
export function demoGroupMembers(group: string): string[] {
  return [...enrolments, ...dawClassmateEnrolments, ...damEnrolments].filter((e) => e.group === group).map((e) => e.contact);
}

const groupStart: Record<string, (clock: DemoClock) => number> = {
  [G.dawA]: () => -150,
  [G.dawB]: (clock) => clock.offsetOf(clock.monthStart(1)),
  [G.nursingA]: () => -35,
  [G.examsA]: () => -95,
  [G.examsB]: (clock) => clock.offsetOf(clock.monthStart(1)),
  [G.damA]: () => DAM_A_START,
};

const monthlyFee: Record<string, string> = {
  [G.dawA]: 'PRD-MEN-DAW',
  [G.dawB]: 'PRD-MEN-DAW',
  [G.nursingA]: 'PRD-MEN-ENF',
  [G.examsA]: 'PRD-MEN-AAE',
  [G.examsB]: 'PRD-MEN-AAE-P',
  [G.damA]: 'PRD-MEN-DAM',
};

function buildProducts(clock: DemoClock, ids: ContentIds): ProductInsert[] {
  const fee = (code: string, name: string, price: number, recurrencia: string, modalidad: number | null): ProductInsert => ({
    edu_codigoproducto: code,
    xerppa_nombreproducto: name,
    recurrencia,
    mkt_precio: price,
    xcrm_codigolistaprecios: `price_demo_${code.toLowerCase().replace(/-/g, '_')}`,
    cr479_modalidad: modalidad,
    created_at: clock.at(-400),
  });
  const bonus = (code: string, name: string, price: number, notas: string, grant: Partial<ProductInsert>): ProductInsert => ({
    ...fee(code, name, price, 'Única', 1),
    is_bonus: true,
    ...grant,
    metadata: { bonus_grupo: null, mkt_notas: notas, ...grant.metadata },
  });
  return [
    fee('PRD-MAT', 'Matrícula', 120, 'Única', null),
    fee('PRD-MEN-DAW', 'Mensualidad CFGS Desarrollo de Aplicaciones Web (online)', 89, 'Mensual', 1),
    fee('PRD-MEN-ENF', 'Mensualidad Auxiliar de Enfermería (semipresencial)', 79, 'Mensual', 2),
    fee('PRD-MEN-AAE', 'Mensualidad Oposiciones Auxiliar Administrativo (online)', 69, 'Mensual', 1),
    fee('PRD-MEN-AAE-P', 'Mensualidad Oposiciones Auxiliar Administrativo (presencial)', 99, 'Mensual', 3),
    fee('PRD-LIB-ENF', 'Libro digital de Auxiliar de Enfermería', 35, 'Única', null),
    bonus('PRD-BON-DAW-DOCKER', 'Unidad extra: Despliegue con Docker y Kubernetes', 49, 'Acceso permanente a la unidad extra, con sus grabaciones y apuntes.', {
      tipo: 'unidad',
      unidad_id: ids.units['daw-ux'],
    }),
    bonus(
      'PRD-BON-DAW-DOCKER-TUT',
      'Unidad extra Docker y Kubernetes con tutoría personal',
      79,
      'La unidad extra completa y una tutoría individual de 45 minutos para revisar tu despliegue.',
      {
        tipo: 'unidad',
        unidad_id: ids.units['daw-ux'],
      },
    ),
    bonus('PRD-BON-ENF-SVB', 'Unidad extra: Primeros auxilios avanzados', 39, 'Incluye las clases de RCP y DEA con certificado de aprovechamiento.', {
      tipo: 'unidad',
      unidad_id: ids.units['enf-ux'],
    }),
    bonus('PRD-BON-ENF-TALLERES', 'Pack de talleres prácticos de enfermería', 29, 'Dos talleres prácticos en directo y sus grabaciones.', {
      events_id: [ids.events['enf-workshop1']!, ids.events['enf-workshop2']!],
    }),
    bonus(
      'PRD-BON-ENF-ANTICIPADO',
      'Acceso anticipado al temario de Auxiliar de Enfermería',
      19,
      'Desbloquea las clases grabadas del curso sin esperar a su fecha de publicación.',
      {},
    ),
    bonus(
      'PRD-BON-DAW-REC1',
      'Bono de recuperación de clases grabadas de DAW (bloque 1)',
      25,
      'Recupera las clases grabadas de las unidades 1 y 2 que ya no están disponibles.',
      {
        tipo: 'fecha',
        fecha_inicio_bonus: clock.at(-120),
        fecha_fin_bonus: clock.at(-80),
        metadata: { bonus_grupo: G.dawA },
      },
    ),
    bonus(
      'PRD-BON-DAW-REC2',
      'Bono de recuperación de clases grabadas de DAW (bloque 2)',
      25,
      'Recupera las clases grabadas de React que ya no están disponibles.',
      {
        tipo: 'fecha',
        fecha_inicio_bonus: clock.at(-75),
        fecha_fin_bonus: clock.at(-45),
        metadata: { bonus_grupo: G.dawA },
      },
    ),
    // Last, so every product seeded before it keeps its id.
    fee('PRD-MEN-DAM', 'Mensualidad CFGS Desarrollo de Aplicaciones Multiplataforma (online)', 89, 'Mensual', 1),
  ];
}

/**
 * Inserts the product catalogue, one enrolment per student and main formation with its group lines,
 * and the product lines: fees for everybody and, for the demo student, one bonus of each kind (extra
 * unit, event list, enrolment lines, date window with bonus_grupo).
 */
export async function seedEnrolments(db: Database, clock: DemoClock, ids: ContentIds): Promise<void> {
  const catalogue = await db.insert(products).values(buildProducts(clock, ids)).returning();
  const productByCode = new Map(catalogue.map((p) => [p.edu_codigoproducto, p]));
  const product = (code: string) => {
    const found = productByCode.get(code);
    if (!found) throw new Error(`Producto de demostración desconocido: ${code}`);
    return found;
  };

  const matriculaByKey = new Map<string, string>();
  const matriculaRows: (typeof matriculas.$inferInsert)[] = [];
  const lineRows: (typeof lineasMatricula.$inferInsert)[] = [];
  const productLines: ProductLineInsert[] = [];
  const nextCode = (prefix: string, n: number) => `${prefix}-2026-${String(n).padStart(4, '0')}`;

  const addProductLine = (matricula: string, code: string, from: number, to: number | null, grant: Partial<ProductLineInsert> = {}) => {
    const p = product(code);
    productLines.push({
      edu_codigolineaproducto: nextCode('LP', productLines.length + 1),
      edu_matricula: matricula,
      product_id: p.id,
      edu_precio: p.mkt_precio,
      edu_fechainicio: clock.at(from),
      edu_fechafin: to === null ? null : clock.at(to),
      created_at: clock.at(Math.min(from, 0)),
      ...grant,
    });
  };

  const enrol = (enrolment: (typeof enrolments)[number]) => {
    const start = enrolment.from ?? groupStart[enrolment.group]!(clock);
    const key = `${enrolment.contact}|${enrolment.formation}`;
    let matricula = matriculaByKey.get(key);
    if (!matricula) {
      matricula = nextCode('MAT', matriculaRows.length + 1);
      matriculaByKey.set(key, matricula);
      matriculaRows.push({
        edu_codigomatricula: matricula,
        edu_codigocontacto: enrolment.contact,
        edu_codigoformacion: enrolment.formation,
        edu_fechamatricula: clock.at(start - 20),
        created_at: clock.at(Math.min(start, 0) - 20),
      });
      addProductLine(matricula, 'PRD-MAT', start - 20, null);
    }
    const isLicence = enrolment.contact === C.student && enrolment.group === G.nursingA;
    // Lucía's DAW line is still inside its 12-month permanence (her withdrawal is refused for it).
    const hasPermanence = enrolment.contact === C.student && enrolment.group === G.dawA;
    lineRows.push({
      edu_codigolineamatricula: nextCode('LM', lineRows.length + 1),
      edu_matricula: matricula,
      edu_codigoformacion: enrolment.group,
      edu_codigoalumno: enrolment.contact,
      edu_gru_n4: isLicence ? LICENCE_GRU_N4 : null,
      edu_fechainicio: clock.at(start),
      edu_fechafin: clock.at(start + 365),
      edu_activa: 0,
      edu_fechafinpermanencia: hasPermanence ? clock.day(start + 365) : null,
      created_at: clock.at(Math.min(start, 0) - 20),
    });
    addProductLine(matricula, monthlyFee[enrolment.group]!, start, start + 365);
  };
  enrolments.forEach(enrol);

  const L = demoEnrolmentLineCodes;
  const studentMatricula = (formation: string) => matriculaByKey.get(`${C.student}|${formation}`)!;
  const bonusGrant = (code: string): Partial<ProductLineInsert> => {
    const p = product(code);
    return {
      tipo: p.tipo,
      unidad_id: p.unidad_id,
      events_id: p.events_id,
      fecha_inicio_bonus: p.fecha_inicio_bonus,
      fecha_fin_bonus: p.fecha_fin_bonus,
      metadata: p.metadata,
    };
  };
  addProductLine(studentMatricula(F.nursing), 'PRD-LIB-ENF', -35, null);
  addProductLine(studentMatricula(F.daw), 'PRD-BON-DAW-REC1', -30, null, { ...bonusGrant('PRD-BON-DAW-REC1'), invoice_id: 'in_demo_0001' });
  addProductLine(studentMatricula(F.nursing), 'PRD-BON-ENF-SVB', -12, null, { ...bonusGrant('PRD-BON-ENF-SVB'), invoice_id: 'in_demo_0002' });
  addProductLine(studentMatricula(F.nursing), 'PRD-BON-ENF-TALLERES', -16, null, { ...bonusGrant('PRD-BON-ENF-TALLERES'), invoice_id: 'in_demo_0003' });
  addProductLine(studentMatricula(F.nursing), 'PRD-BON-ENF-ANTICIPADO', -8, null, {
    ...bonusGrant('PRD-BON-ENF-ANTICIPADO'),
    edu_codigoslineamatricula: L.studentNursing,
    invoice_id: 'in_demo_0004',
  });
  dawClassmateEnrolments.forEach(enrol);
  damEnrolments.forEach(enrol);

  await db.insert(matriculas).values(matriculaRows);
  await db.insert(lineasMatricula).values(lineRows);
  await db.insert(lineasProducto).values(productLines);
}
