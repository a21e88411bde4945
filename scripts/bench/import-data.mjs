// The bench's import (issue 31): a large academy written as the five CSV files of `POST /api/gestion/importaciones`,
// deterministically (the same bytes every run), in a temp folder. Codes start with BEN- so they never meet the demo's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A small seeded generator (mulberry32): the same academy on every run and machine. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST_NAMES = [
  'Lucía',
  'Hugo',
  'Martina',
  'Mateo',
  'Sofía',
  'Leo',
  'Julia',
  'Daniel',
  'Paula',
  'Álvaro',
  'Valeria',
  'Pablo',
  'Emma',
  'Manuel',
  'Noa',
  'Adrián',
];
const LAST_NAMES = [
  'García',
  'Fernández',
  'González',
  'Rodríguez',
  'López',
  'Martínez',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Martín',
  'Jiménez',
  'Ruiz',
  'Hernández',
  'Díaz',
  'Moreno',
  'Muñoz',
];
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

const pad = (value, width) => String(value).padStart(width, '0');
/** A CSV field: quoted when it holds the separator, a quote or a line break. */
const field = (value) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const toCsv = (header, rows) => `${[header, ...rows].map((row) => row.map((value) => field(String(value))).join(',')).join('\n')}\n`;

/**
 * Writes contacts.csv (teachers first, then students), formations.csv (parents, then groups), teachers.csv (one
 * teacher per group) and enrolments.csv (lines spread over the groups, an enrolment per student and formation) into a new temp
 * folder. Answers the folder and the row counts.
 */
export function writeImportFolder({
  persons = 5000,
  groups = 200,
  formations = 20,
  enrolments = 20_000,
  teachers = Math.max(1, Math.round(persons / 50)),
} = {}) {
  const random = seededRandom(31);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-import-'));

  const contactRows = [];
  const teacherCodes = [];
  const studentCodes = [];
  for (let i = 1; i <= persons; i++) {
    const isTeacher = i <= teachers;
    const code = `BEN-${isTeacher ? 'T' : 'A'}${pad(i, 5)}`;
    (isTeacher ? teacherCodes : studentCodes).push(code);
    const dniNumber = 10_000_000 + i * 7919;
    contactRows.push([
      code,
      pick(FIRST_NAMES),
      `${pick(LAST_NAMES)} ${pick(LAST_NAMES)}`,
      `${code.toLowerCase()}@academia-banco.test`,
      '',
      isTeacher ? '5' : '1',
      '0',
      `6${pad(10_000_000 + i, 8)}`,
      `${dniNumber}${DNI_LETTERS[dniNumber % 23]}`,
    ]);
  }

  const formationRows = [];
  const groupCodes = [];
  for (let f = 1; f <= formations; f++) {
    formationRows.push([`BEN-F${pad(f, 2)}`, `Formación de prueba ${pad(f, 2)}`, '', '2026-09-15', '2027-06-15', '2026-09-01', '2027-07-31', '1']);
  }
  for (let g = 0; g < groups; g++) {
    const parent = `BEN-F${pad((g % formations) + 1, 2)}`;
    const code = `${parent}-G${pad(Math.floor(g / formations) + 1, 3)}`;
    groupCodes.push(code);
    formationRows.push([code, `Grupo ${pad(g + 1, 3)}`, parent, '2026-09-15', '2027-06-15', '2026-09-01', '2027-07-31', String(1 + (g % 2))]);
  }

  const teacherRows = groupCodes.map((group, g) => [teacherCodes[g % teacherCodes.length], group]);

  // Each student's lines go to groups of distinct formations: student s takes groups s, s+7, s+14… (mod the groups).
  const enrolmentRows = [];
  const step = 7;
  for (let line = 0; line < enrolments; line++) {
    const studentIndex = line % studentCodes.length;
    const round = Math.floor(line / studentCodes.length);
    const groupIndex = (studentIndex + round * step) % groupCodes.length;
    // An enrolment gathers the groups of one main formation: one per student and formation.
    const enrolment = `BEN-M${pad(studentIndex + 1, 5)}-${pad((groupIndex % formations) + 1, 2)}`;
    enrolmentRows.push([`BEN-L${pad(line + 1, 6)}`, enrolment, studentCodes[studentIndex], groupCodes[groupIndex], '2026-09-15', '2027-06-15']);
  }

  const files = {
    'contacts.csv': toCsv(
      [
        'edu_codigocontacto',
        'firstname',
        'lastname',
        'emailaddress1',
        'emailaddress2',
        'edu_tipocontacto',
        'admin',
        'mobilephone',
        'edu_documentoidentificativo',
      ],
      contactRows,
    ),
    'formations.csv': toCsv(
      [
        'edu_codigoformacion',
        'edu_nombre',
        'edu_principalcodigoformacion',
        'edu_fechainicioclases',
        'edu_fechafinclases',
        'edu_fechainicioacceso',
        'edu_fechafinacceso',
        'cr479_modalidad',
      ],
      formationRows,
    ),
    'teachers.csv': toCsv(['edu_codigocontacto', 'edu_codigoformacion'], teacherRows),
    'enrolments.csv': toCsv(
      ['edu_codigolineamatricula', 'edu_codigomatricula', 'edu_codigoalumno', 'edu_codigoformacion', 'edu_fechainicio', 'edu_fechafin'],
      enrolmentRows,
    ),
  };
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), text);
  return {
    folder,
    files,
    counts: { contacts: contactRows.length, formations: formationRows.length, teachers: teacherRows.length, enrolments: enrolmentRows.length },
    groupCodes,
  };
}
