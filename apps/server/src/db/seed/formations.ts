import type { Database } from '../client';
import { formations, formationTeachers } from '../schema';
import { demoContactCodes as C } from './accounts';
import type { DemoClock } from './dates';

/** Formation and group codes of the demo academy. */
export const demoFormationCodes = {
  daw: 'FOR-DAW',
  nursing: 'FOR-ENF',
  exams: 'FOR-AAE',
  /** The demo teacher's second formation (issue 30): a DAM group he tutors. */
  dam: 'FOR-DAM',
} as const;

export const demoGroupCodes = {
  /** DAW group that started five months ago. */
  dawA: 'GRU-DAW-2026-A',
  /** DAW group starting on the first day of next month. */
  dawB: 'GRU-DAW-2026-B',
  /** Nursing group that started last month; open to freemium trials; N4 code gru_N4_250 (digital book). */
  nursingA: 'GRU-ENF-2026-A',
  /** Civil-service exam group that started three months ago. */
  examsA: 'GRU-AAE-2026-A',
  /** Civil-service exam group starting next month. */
  examsB: 'GRU-AAE-2026-B',
  /** DAM group that started ten weeks ago, tutored by the demo teacher (issue 30: his second full group). */
  damA: 'GRU-DAM-2026-A',
} as const;

/** The N4 code that gives the digital book licence (spec 002, profile "Licencias"). */
export const LICENCE_GRU_N4 = 'gru_N4_250';

type FormationInsert = typeof formations.$inferInsert;
type GroupBuilder = (code: string, parent: FormationInsert, name: string, classesFrom: number, classesTo: number) => FormationInsert;

/** Inserts the three main formations, their five groups and the groups' teachers, then the demo teacher's DAM formation and group. */
export async function seedFormations(db: Database, clock: DemoClock): Promise<void> {
  const F = demoFormationCodes;
  const G = demoGroupCodes;
  const nextMonthOffset = clock.offsetOf(clock.monthStart(1));

  const parents: FormationInsert[] = [
    {
      edu_codigoformacion: F.daw,
      edu_formacion: 'Técnico Superior en Desarrollo de Aplicaciones Web',
      edu_nombre: 'CFGS Desarrollo de Aplicaciones Web (DAW)',
      edu_path: 'informatica-y-comunicaciones/desarrollo-de-aplicaciones-web',
      slug: 'desarrollo-aplicaciones-web',
      edu_gru_n4: 'gru_N4_112',
      cr479_modalidad: 1,
      allow_certificate: true,
      created_at: clock.at(-400),
    },
    {
      edu_codigoformacion: F.nursing,
      edu_formacion: 'Auxiliar de Enfermería',
      edu_nombre: 'Técnico en Cuidados Auxiliares de Enfermería (TCAE)',
      edu_path: 'sanidad/auxiliar-de-enfermeria',
      slug: 'auxiliar-enfermeria',
      edu_gru_n4: LICENCE_GRU_N4,
      cr479_modalidad: 2,
      allow_certificate: true,
      is_freemium_available: true,
      created_at: clock.at(-400),
    },
    {
      edu_codigoformacion: F.exams,
      edu_formacion: 'Oposiciones Auxiliar Administrativo del Estado',
      edu_nombre: 'Preparación de oposiciones al Cuerpo General Auxiliar de la Administración del Estado',
      edu_path: 'oposiciones/auxiliar-administrativo-del-estado',
      slug: 'oposiciones-auxiliar-administrativo-estado',
      edu_gru_n4: 'gru_N4_310',
      cr479_modalidad: 1,
      allow_certificate: false,
      created_at: clock.at(-400),
    },
  ];

  const group = (
    code: string,
    parent: FormationInsert,
    name: string,
    classesFrom: number,
    classesTo: number,
    extra: Partial<FormationInsert> = {},
  ): FormationInsert => ({
    edu_codigoformacion: code,
    edu_formacion: name,
    edu_nombre: null,
    edu_principalcodigoformacion: parent.edu_codigoformacion,
    edu_path: parent.edu_path,
    slug: code.toLowerCase(),
    edu_gru_n4: parent.edu_gru_n4,
    cr479_modalidad: parent.cr479_modalidad,
    allow_certificate: parent.allow_certificate,
    edu_fechainicioclases: clock.at(classesFrom),
    edu_fechafinclases: clock.at(classesTo),
    edu_fechainicioacceso: clock.at(classesFrom),
    edu_fechafinacceso: clock.at(classesTo + 30),
    created_at: clock.at(Math.min(classesFrom, 0) - 60),
    ...extra,
  });

  const [daw, nursing, exams] = parents as [FormationInsert, FormationInsert, FormationInsert];
  const groups: FormationInsert[] = [
    group(G.dawA, daw, 'DAW · Grupo A (tardes)', -150, 420),
    group(G.dawB, daw, 'DAW · Grupo B (mañanas)', nextMonthOffset, nextMonthOffset + 570),
    group(G.nursingA, nursing, 'Auxiliar de Enfermería · Grupo A', -35, 300, { is_freemium_available: true }),
    group(G.examsA, exams, 'Auxiliar Administrativo del Estado · Grupo A (online)', -95, 240),
    group(G.examsB, exams, 'Auxiliar Administrativo del Estado · Grupo B (presencial Madrid)', nextMonthOffset, nextMonthOffset + 300, {
      cr479_modalidad: 3,
    }),
  ];

  await db.insert(formations).values(parents);
  await db.insert(formations).values(groups);
  await db.insert(formationTeachers).values([
    { edu_codigoformacion: G.dawA, edu_codigocontacto: C.teacher, role: 'Tutor del grupo · Desarrollo web en entorno cliente' },
    { edu_codigoformacion: G.dawA, edu_codigocontacto: C.teacherDaw, role: 'Desarrollo web en entorno servidor' },
    { edu_codigoformacion: G.dawB, edu_codigocontacto: C.teacher, role: 'Tutor del grupo' },
    { edu_codigoformacion: G.nursingA, edu_codigocontacto: C.teacherNursing, role: 'Tutora del grupo · Técnicas básicas de enfermería' },
    { edu_codigoformacion: G.examsA, edu_codigocontacto: C.teacherExams, role: 'Tutor del grupo · Organización pública' },
    { edu_codigoformacion: G.examsA, edu_codigocontacto: C.teacher, role: 'Ofimática' },
    { edu_codigoformacion: G.examsB, edu_codigocontacto: C.teacherExams, role: 'Tutor del grupo' },
  ]);
  await seedDamFormation(db, clock, group);
}

/** Start of DAM group A's classes, days from today. */
export const DAM_A_START = -70;

/**
 * The demo teacher's second group (issue 30): DAM group A, online, ten weeks into the course, tutored by him.
 * Written after the other formations so nothing seeded before it changes.
 */
async function seedDamFormation(db: Database, clock: DemoClock, group: GroupBuilder): Promise<void> {
  const dam: FormationInsert = {
    edu_codigoformacion: demoFormationCodes.dam,
    edu_formacion: 'Técnico Superior en Desarrollo de Aplicaciones Multiplataforma',
    edu_nombre: 'CFGS Desarrollo de Aplicaciones Multiplataforma (DAM)',
    edu_path: 'informatica-y-comunicaciones/desarrollo-de-aplicaciones-multiplataforma',
    slug: 'desarrollo-aplicaciones-multiplataforma',
    edu_gru_n4: 'gru_N4_114',
    cr479_modalidad: 1,
    allow_certificate: true,
    created_at: clock.at(-400),
  };
  await db.insert(formations).values(dam);
  await db.insert(formations).values(group(demoGroupCodes.damA, dam, 'DAM · Grupo A (online)', DAM_A_START, 500));
  await db.insert(formationTeachers).values({
    edu_codigoformacion: demoGroupCodes.damA,
    edu_codigocontacto: C.teacher,
    role: 'Tutor del grupo · Lenguajes de marcas y sistemas de gestión de información',
  });
}
