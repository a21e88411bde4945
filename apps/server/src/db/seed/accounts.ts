import type { Database } from '../client';
import { contacts, teacherTokens, userOnboardings } from '../schema';
import { hashToken } from '../../lib/tokens';
import type { DemoClock } from './dates';
import { damStudents, dawClassmates } from './classmates';
import { demoProfileDetails } from './profiles';

type ContactInsert = typeof contacts.$inferInsert;

/** Contact codes of the demo academy, stable across runs so tests and docs can name them. */
export const demoContactCodes = {
  student: 'CON-10001',
  admin: 'CON-10002',
  limited: 'CON-10003',
  staff: 'CON-10004',
  noAccess: 'CON-10005',
  freemium: 'CON-10006',
  teacher: 'CON-20001',
  teacherDaw: 'CON-20002',
  teacherNursing: 'CON-20003',
  teacherExams: 'CON-20004',
} as const;

/**
 * The long-lived teacher sign-in token of the demo teacher (`/login?t=…`). Only its SHA-256 is stored.
 * 43 URL-safe characters, the length of a 256-bit base64url token.
 */
export const DEMO_TEACHER_TOKEN = 'demoProfesorCampus2026_tokenDeAccesoDocente';

interface Person {
  code: string;
  firstname: string;
  lastname: string;
  email: string;
  type: string;
  /** Years before now the person was born. */
  age: number;
  city: [city: string, postalcode: string, province: string];
  extra?: Partial<ContactInsert>;
}

const C = demoContactCodes;

/** 'Óscar' → 'oscar': the ASCII form of a name in a campus address. */
const mailName = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const people: Person[] = [
  {
    code: C.student,
    firstname: 'Lucía',
    lastname: 'Fernández Ortega',
    email: 'alumno@campus.test',
    type: '1',
    age: 24,
    city: ['Madrid', '28015', 'Madrid'],
    extra: {
      emailaddress2: 'lucia.fernandez.ortega@correo.test',
      mobilephone: '+34 612 345 678',
      telephone1: '+34 915 550 123',
      edu_documentoidentificativo: '51234567C',
      edu_alergias: 'Alergia a la penicilina y al polen de gramíneas',
      edu_tomamedicacion: true,
      edu_medicacion: 'Antihistamínico en primavera',
      address1_line1: 'Calle de Fuencarral, 112, 3.º B',
      edu_nps: 9,
      edu_modalidad: 1,
      nickname: 'Lucía',
      description: 'Estudiante de DAW y Auxiliar de Enfermería. Me encanta el desarrollo front-end.',
      edu_codigousuariomoodle: 48213,
    },
  },
  {
    code: C.admin,
    firstname: 'Marta',
    lastname: 'Ruiz Calvo',
    email: 'admin@campus.test',
    type: '1',
    age: 38,
    city: ['Valencia', '46004', 'Valencia'],
    extra: { admin: true, mobilephone: '+34 622 118 907', edu_documentoidentificativo: '22345678F', address1_line1: 'Gran Vía del Marqués del Turia, 41' },
  },
  {
    code: C.limited,
    firstname: 'Sergio',
    lastname: 'Navarro Gil',
    email: 'limitado@campus.test',
    type: '3',
    age: 31,
    city: ['Zaragoza', '50001', 'Zaragoza'],
    extra: { mobilephone: '+34 633 210 456', address1_line1: 'Paseo de la Independencia, 8' },
  },
  {
    code: C.staff,
    firstname: 'Elena',
    lastname: 'Martín Prieto',
    email: 'staff@campus.test',
    type: '1,4',
    age: 35,
    city: ['Madrid', '28004', 'Madrid'],
    extra: { mobilephone: '+34 644 908 112', edu_empleado: 'Coordinación académica', employeeid: 'EMP-0042', address1_line1: 'Calle de Hortaleza, 63' },
  },
  {
    code: C.noAccess,
    firstname: 'Javier',
    lastname: 'Romero Díaz',
    email: 'sinacceso@campus.test',
    type: '5',
    age: 52,
    city: ['Sevilla', '41001', 'Sevilla'],
    extra: { edu_matriculado: '0', statecode: 1, statuscode: 2, description: 'Antiguo colaborador; ya no tiene acceso a la plataforma.' },
  },
  {
    code: C.freemium,
    firstname: 'Pablo',
    lastname: 'Herrera Vidal',
    email: 'freemium@campus.test',
    type: '1',
    age: 22,
    city: ['Málaga', '29001', 'Málaga'],
    extra: { freemium: true, mobilephone: '+34 655 321 789', emailaddress2: 'pablo.herrera@correo.test' },
  },
  {
    code: C.teacher,
    firstname: 'Alberto',
    lastname: 'Sánchez Molina',
    email: 'profesor@campus.test',
    type: '5',
    age: 44,
    city: ['Madrid', '28010', 'Madrid'],
    extra: {
      mobilephone: '+34 666 404 303',
      description: 'Ingeniero informático. Profesor de desarrollo web en entorno cliente y servidor.',
      edu_empleado: 'Docente',
    },
  },
  {
    code: C.teacherDaw,
    firstname: 'Raquel',
    lastname: 'Domínguez Pardo',
    email: 'raquel.dominguez@campus.test',
    type: '5',
    age: 39,
    city: ['Getafe', '28901', 'Madrid'],
    extra: { edu_empleado: 'Docente' },
  },
  {
    code: C.teacherNursing,
    firstname: 'Carmen',
    lastname: 'López Vega',
    email: 'carmen.lopez@campus.test',
    type: '5',
    age: 47,
    city: ['Alcalá de Henares', '28801', 'Madrid'],
    extra: { edu_empleado: 'Docente', description: 'Enfermera en el Hospital Universitario y docente de TCAE.' },
  },
  {
    code: C.teacherExams,
    firstname: 'Ignacio',
    lastname: 'Moreno Castillo',
    email: 'ignacio.moreno@campus.test',
    type: '6',
    age: 56,
    city: ['Toledo', '45001', 'Toledo'],
    extra: { edu_empleado: 'Docente y jefe de estudios' },
  },
  // Classmates, so chats, rankings and group lists look alive.
  {
    code: 'CON-10007',
    firstname: 'Daniel',
    lastname: 'García Soto',
    email: 'daniel.garcia@campus.test',
    type: '1',
    age: 21,
    city: ['Madrid', '28039', 'Madrid'],
  },
  {
    code: 'CON-10008',
    firstname: 'Paula',
    lastname: 'Jiménez Rubio',
    email: 'paula.jimenez@campus.test',
    type: '1',
    age: 26,
    city: ['Móstoles', '28931', 'Madrid'],
  },
  {
    code: 'CON-10009',
    firstname: 'Hugo',
    lastname: 'Alonso Marín',
    email: 'hugo.alonso@campus.test',
    type: '1',
    age: 29,
    city: ['Granada', '18001', 'Granada'],
  },
  {
    code: 'CON-10010',
    firstname: 'Sara',
    lastname: 'Gómez Delgado',
    email: 'sara.gomez@campus.test',
    type: '1',
    age: 23,
    city: ['Bilbao', '48001', 'Vizcaya'],
  },
  {
    code: 'CON-10011',
    firstname: 'Adrián',
    lastname: 'Vázquez Serrano',
    email: 'adrian.vazquez@campus.test',
    type: '1',
    age: 33,
    city: ['Vigo', '36201', 'Pontevedra'],
  },
  {
    code: 'CON-10012',
    firstname: 'Claudia',
    lastname: 'Ramos Iglesias',
    email: 'claudia.ramos@campus.test',
    type: '1',
    age: 20,
    city: ['Salamanca', '37001', 'Salamanca'],
  },
  {
    code: 'CON-10013',
    firstname: 'Álvaro',
    lastname: 'Castro Ortiz',
    email: 'alvaro.castro@campus.test',
    type: '1',
    age: 41,
    city: ['Murcia', '30001', 'Murcia'],
  },
  {
    code: 'CON-10014',
    firstname: 'Nerea',
    lastname: 'Molina Cabrera',
    email: 'nerea.molina@campus.test',
    type: '1',
    age: 27,
    city: ['Las Palmas de Gran Canaria', '35001', 'Las Palmas'],
  },
  {
    code: 'CON-10015',
    firstname: 'Iván',
    lastname: 'Santos Herrero',
    email: 'ivan.santos@campus.test',
    type: '1',
    age: 30,
    city: ['Valladolid', '47001', 'Valladolid'],
  },
  {
    code: 'CON-10016',
    firstname: 'Irene',
    lastname: 'Blanco Medina',
    email: 'irene.blanco@campus.test',
    type: '1',
    age: 25,
    city: ['Córdoba', '14001', 'Córdoba'],
  },
  {
    code: 'CON-10017',
    firstname: 'Mario',
    lastname: 'Peña Fuentes',
    email: 'mario.pena@campus.test',
    type: '1',
    age: 36,
    city: ['Alicante', '03001', 'Alicante'],
  },
  { code: 'CON-10018', firstname: 'Laura', lastname: 'Cano Reyes', email: 'laura.cano@campus.test', type: '1', age: 28, city: ['Oviedo', '33001', 'Asturias'] },
  // The rest of DAW group A (seed/classmates.ts), after everybody else so the codes and details above stay as they were.
  ...dawClassmates.map(({ code, firstname, lastname, age, city }) => ({
    code,
    firstname,
    lastname,
    email: `${mailName(firstname)}.${mailName(lastname.split(' ')[0]!)}@campus.test`,
    type: '1',
    age,
    city,
  })),
  // DAM group A, the demo teacher's second group (issue 30), after everybody else for the same reason.
  ...damStudents.map(({ code, firstname, lastname, age, city }) => ({
    code,
    firstname,
    lastname,
    email: `${mailName(firstname)}.${mailName(lastname.split(' ')[0]!)}@campus.test`,
    type: '1',
    age,
    city,
  })),
];

/** Codes of the classmates (plain students besides the demo accounts). */
export const classmateCodes = people.filter((p) => /^CON-100(0[7-9]|1\d)$/.test(p.code)).map((p) => p.code);

/** `n` as exactly `width` digits (a deterministic, made-up phone fragment). */
const digits = (n: number, width: number) => String(n % 10 ** width).padStart(width, '0');

function toContact(person: Person, index: number, clock: DemoClock, passwordHash: string): ContactInsert {
  const contact = describeContact(person, index, clock, passwordHash);
  // The secretary recorded the personal address: it is proven (a credentials reset mails it).
  return { ...contact, emailaddress2_proven: contact.emailaddress2 ?? null };
}

function describeContact(person: Person, index: number, clock: DemoClock, passwordHash: string): ContactInsert {
  const [city, postalcode, province] = person.city;
  const fullname = `${person.firstname} ${person.lastname}`;
  const line1 = person.extra?.address1_line1 ?? `Calle Mayor, ${10 + index}`;
  const birthYear = Number(clock.today.slice(0, 4)) - person.age;
  return {
    edu_codigocontacto: person.code,
    fullname,
    firstname: person.firstname,
    lastname: person.lastname,
    emailaddress1: person.email,
    birthdate: `${birthYear}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
    edu_tipocontacto: person.type,
    edu_matriculado: '1',
    edu_codigoo365: person.email.replace('@campus.test', '@alumnos.campus.test'),
    edu_fechaalta: clock.day(-150 - index * 3),
    edu_plataformaid: `PLT-${person.code.slice(4)}`,
    mobilephone: `+34 6${digits(index * 17 + 12, 2)} ${digits(index * 379 + 101, 3)} ${digits(index * 613 + 257, 3)}`,
    address1_line1: line1,
    address1_city: city,
    address1_postalcode: postalcode,
    address1_stateorprovince: province,
    address1_country: 'España',
    address1_composite: `${line1}\n${postalcode} ${city}\n${province}\nEspaña`,
    password_hash: passwordHash,
    ...demoProfileDetails(person, index),
    ...person.extra,
  };
}

/** Inserts every demo person with the one password hash, and the demo teacher's sign-in token. */
export async function seedAccounts(db: Database, clock: DemoClock, passwordHash: string): Promise<void> {
  await db.insert(contacts).values(people.map((person, index) => toContact(person, index, clock, passwordHash)));
  await db.insert(teacherTokens).values({
    token_hash: hashToken(DEMO_TEACHER_TOKEN),
    edu_codigocontacto: C.teacher,
    created_at: clock.at(-120, '09:00'),
    expires_at: clock.at(365),
  });
}

/** The student who has not opened a formation yet: Hugo Alonso, whose first-formation tour is pending. */
export const FIRST_FORMATION_PENDING = 'CON-10009';

/**
 * Onboarding state: the demo student still has the home tour pending (spec 000 §4, walked by the onboarding
 * journey) but has studied her formations for months, so the first-formation tour is long answered; Hugo
 * Alonso (DAW group A, no other journey signs in as him) has not opened a formation yet, so his is pending.
 * Everybody else finished both tours long ago.
 */
export async function seedOnboardings(db: Database, clock: DemoClock): Promise<void> {
  const HOME = 1;
  const FIRST_FORMATION = 2;
  const done = (code: string, onboarding_id: number) => ({
    edu_codigocontacto: code,
    onboarding_id,
    completed: true,
    onboarding_visible: false,
    updated_at: clock.at(-100),
  });
  await db
    .insert(userOnboardings)
    .values([
      { edu_codigocontacto: C.student, onboarding_id: HOME, completed: null, onboarding_visible: true, updated_at: clock.now },
      done(C.student, FIRST_FORMATION),
      ...people.filter((p) => p.code !== C.student).map((p) => done(p.code, HOME)),
      ...people.filter((p) => p.code !== C.student && p.code !== FIRST_FORMATION_PENDING).map((p) => done(p.code, FIRST_FORMATION)),
      { edu_codigocontacto: FIRST_FORMATION_PENDING, onboarding_id: FIRST_FORMATION, completed: null, onboarding_visible: true, updated_at: clock.now },
    ]);
}

/**
 * Demo sign-in accounts, for the sign-in page of the built-in identity provider and the README. `code` is
 * the seed's marker: the page lists an account only while a contact with this code and e-mail exists.
 */
export const demoAccounts: readonly { code: string; email: string; role: string; description: string }[] = [
  {
    code: C.student,
    email: 'alumno@campus.test',
    role: 'Alumna',
    description:
      'Lucía Fernández Ortega: matriculada en DAW, Auxiliar de Enfermería y Auxiliar Administrativo del Estado, con bonos comprados, notificaciones sin leer y una racha de 6 días.',
  },
  {
    code: C.admin,
    email: 'admin@campus.test',
    role: 'Administradora',
    description:
      'Marta Ruiz Calvo: alumna con el indicador de administración; ve el grupo Gestión del menú: notificaciones del panel para grupos o personas y la cola de incidencias.',
  },
  {
    code: C.limited,
    email: 'limitado@campus.test',
    role: 'Acceso limitado',
    description: 'Sergio Navarro Gil: contacto de tipo 3 en un grupo de Oposiciones; abre solo las clases gratuitas, y las demás ofrecen la compra.',
  },
  {
    code: C.staff,
    email: 'staff@campus.test',
    role: 'Personal de la academia',
    description: 'Elena Martín Prieto: alumna y personal (tipos 1 y 4), ve el control de edición de contenidos.',
  },
  {
    code: C.teacher,
    email: 'profesor@campus.test',
    role: 'Profesor',
    description:
      'Alberto Sánchez Molina: docente de DAW y tutor de un grupo de DAM; aprueba o rechaza tutorías y corrige entregas; entra también con el enlace de acceso de profesor.',
  },
  {
    code: C.freemium,
    email: 'freemium@campus.test',
    role: 'Freemium',
    description: 'Pablo Herrera Vidal: prueba gratuita de Auxiliar de Enfermería (solo contenido gratuito).',
  },
  {
    code: C.noAccess,
    email: 'sinacceso@campus.test',
    role: 'Sin acceso',
    description: 'Javier Romero Díaz: sin matrícula ni tipo de alumno; el acceso se rechaza.',
  },
];
