import { academyTexts } from '@campus/contract';
import {
  addCalendarDays,
  eventTypeValues,
  type EventType,
  formatContactTypes,
  type ImportError,
  type ImportFileName,
  toAcademyInstant,
} from '@campus/contract';
import { z } from 'zod';
import { type CsvFile, type CsvRow, fill } from './import-csv';

const t = academyTexts.backOfficeImport;

/*
 * Each file's rows turned into typed records, cell by cell, with every problem of a cell collected (file, line,
 * column, Spanish message). Nothing here reads the database: references between rows and to Campus's rows are
 * checked by import-plan.ts. A field is `undefined` when its column is not in the file (left as it is on an
 * existing row), `null` when its cell is empty (cleared).
 */

export interface ContactRecord {
  line: number;
  code: string;
  firstname: string;
  lastname: string | null;
  emailaddress1: string;
  /** As Campus stores it: "1,4". */
  edu_tipocontacto: string;
  types: number[];
  emailaddress2?: string | null;
  admin?: boolean;
  mobilephone?: string | null;
  edu_documentoidentificativo?: string | null;
}

export interface FormationRecord {
  line: number;
  code: string;
  name: string;
  /** The parent's code on a group; null on a parent (main) formation. */
  parent: string | null;
  classesFrom?: Date | null;
  classesTo?: Date | null;
  accessFrom?: Date | null;
  accessTo?: Date | null;
  modality?: number | null;
}

export interface TeacherRecord {
  line: number;
  contact: string;
  group: string;
}

export interface EnrolmentRecord {
  line: number;
  code: string;
  matricula: string;
  student: string;
  group: string;
  from?: Date | null;
  to?: Date | null;
}

export interface EventRecord {
  line: number;
  sourceId: string;
  group: string;
  title: string;
  type: EventType;
  start: Date;
  end: Date;
  isAllDay: boolean;
  joinUrl?: string | null;
  freemium?: boolean;
  description?: string | null;
}

export interface ImportRecords {
  contacts: ContactRecord[];
  formations: FormationRecord[];
  teachers: TeacherRecord[];
  enrolments: EnrolmentRecord[];
  events: EventRecord[];
}

const DAY_ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DAY_ES = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const emailSchema = z.email();
const allowedContactTypes = new Set([1, 3, 4, 5, 6]);
const pad2 = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' or 'DD/MM/YYYY' as a 'YYYY-MM-DD' day, or null when it is no real day (31/02/2026). */
export function parseDay(value: string): string | null {
  const iso = DAY_ISO.exec(value);
  const es = iso ? null : DAY_ES.exec(value);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : es ? [es[3], es[2], es[1]] : [];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return `${year}-${pad2(Number(month))}-${pad2(Number(day))}`;
}

/** 'YYYY-MM-DD HH:mm' (or with DD/MM/YYYY, or a 'T') as the academy's wall clock in Madrid: its day and time. */
export function parseDayTime(value: string): { day: string; time: string | null } | null {
  const [dayPart = '', timePart, ...rest] = value.split(/[ T]+/);
  const day = parseDay(dayPart);
  if (!day || rest.length > 0) return null;
  if (timePart === undefined) return { day, time: null };
  const match = TIME.exec(timePart);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return { day, time: `${pad2(Number(match[1]))}:${match[2]}` };
}

/** Reads the cells of one row, writing each problem once into `errors`. */
function createCellReader(file: ImportFileName, row: CsvRow, errors: ImportError[]) {
  const fail = (column: string, message: string) => {
    errors.push({ file, line: row.line, column, message });
    return undefined;
  };
  const cellOf = (column: string) => row.cells.get(column);
  return {
    fail,
    /** A text cell: undefined when the column is absent (or the required cell empty: an error), null when empty. */
    text(column: string, options: { max: number; isRequired?: boolean }): string | null | undefined {
      const value = cellOf(column);
      if (value === undefined) return undefined;
      if (value === '') return options.isRequired ? fail(column, t.required) : null;
      if (value.length > options.max) return fail(column, fill(t.tooLong, { max: options.max }));
      return value;
    },
    flag(column: string): boolean | undefined {
      const value = cellOf(column);
      if (value === undefined) return undefined;
      if (value === '' || value === '0') return false;
      if (value === '1') return true;
      return fail(column, t.invalidFlag);
    },
    email(column: string, isRequired: boolean): string | null | undefined {
      const value = this.text(column, { max: 255, isRequired });
      if (!value) return value;
      return emailSchema.safeParse(value).success ? value : fail(column, fill(t.invalidEmail, { value }));
    },
    /** A CRM day: local midnight in Madrid, as the CRM keeps days (see db/schema/formations.ts). */
    day(column: string): Date | null | undefined {
      const value = cellOf(column);
      if (value === undefined) return undefined;
      if (value === '') return null;
      const day = parseDay(value);
      return day ? toAcademyInstant(day) : fail(column, fill(t.invalidDate, { value }));
    },
    dayTime(column: string): { day: string; time: string | null } | undefined {
      const value = cellOf(column);
      if (!value) return fail(column, t.required);
      return parseDayTime(value) ?? fail(column, fill(t.invalidDateTime, { value }));
    },
  };
}

/** Later rows repeating a key are errors; the first one stands. */
function keepFirstByKey<R extends { line: number }>(
  file: ImportFileName,
  column: string,
  records: R[],
  keyOf: (record: R) => string,
  errors: ImportError[],
): R[] {
  const firstLine = new Map<string, number>();
  return records.filter((record) => {
    const key = keyOf(record);
    const line = firstLine.get(key);
    if (line === undefined) return (firstLine.set(key, record.line), true);
    errors.push({ file, line: record.line, column, message: fill(t.repeatedCode, { code: key, line }) });
    return false;
  });
}

function checkOrder(read: ReturnType<typeof createCellReader>, column: string, from: Date | null | undefined, to: Date | null | undefined) {
  if (from && to && to.getTime() < from.getTime()) read.fail(column, t.endBeforeStart);
}

function readContacts(csv: CsvFile, errors: ImportError[]): ContactRecord[] {
  const records: ContactRecord[] = [];
  for (const row of csv.rows) {
    const before = errors.length;
    const read = createCellReader(csv.file, row, errors);
    const code = read.text('edu_codigocontacto', { max: 50, isRequired: true });
    const firstname = read.text('firstname', { max: 100, isRequired: true });
    const lastname = read.text('lastname', { max: 100 });
    const emailaddress1 = read.email('emailaddress1', true);
    const emailaddress2 = read.email('emailaddress2', false);
    const typesCell = row.cells.get('edu_tipocontacto') ?? '';
    const parts = typesCell.split(/[|,]/).map((part) => part.trim());
    const types = parts.map(Number);
    let edu_tipocontacto = '';
    if (typesCell === '') read.fail('edu_tipocontacto', t.required);
    else if (!types.every((type, index) => /^\d$/.test(parts[index]!) && allowedContactTypes.has(type))) {
      read.fail('edu_tipocontacto', fill(t.invalidContactTypes, { value: typesCell }));
    } else if ((edu_tipocontacto = formatContactTypes(types)).length > 6) read.fail('edu_tipocontacto', t.tooManyContactTypes);
    const admin = read.flag('admin');
    const mobilephone = read.text('mobilephone', { max: 50 });
    const document = read.text('edu_documentoidentificativo', { max: 15 });
    if (errors.length > before || !code || !firstname || !emailaddress1) continue;
    records.push({
      line: row.line,
      code,
      firstname,
      lastname: lastname ?? null,
      emailaddress1,
      edu_tipocontacto,
      types: [...new Set(types)].sort((a, b) => a - b),
      ...(emailaddress2 !== undefined ? { emailaddress2 } : {}),
      ...(admin !== undefined ? { admin } : {}),
      ...(mobilephone !== undefined ? { mobilephone } : {}),
      ...(document !== undefined ? { edu_documentoidentificativo: document } : {}),
    });
  }
  return keepFirstByKey(csv.file, 'edu_codigocontacto', records, (record) => record.code, errors);
}

function readFormations(csv: CsvFile, errors: ImportError[]): FormationRecord[] {
  const records: FormationRecord[] = [];
  for (const row of csv.rows) {
    const before = errors.length;
    const read = createCellReader(csv.file, row, errors);
    const code = read.text('edu_codigoformacion', { max: 50, isRequired: true });
    const name = read.text('edu_nombre', { max: 255, isRequired: true });
    const parent = read.text('edu_principalcodigoformacion', { max: 50 });
    const classesFrom = read.day('edu_fechainicioclases');
    const classesTo = read.day('edu_fechafinclases');
    const accessFrom = read.day('edu_fechainicioacceso');
    const accessTo = read.day('edu_fechafinacceso');
    checkOrder(read, 'edu_fechafinclases', classesFrom, classesTo);
    checkOrder(read, 'edu_fechafinacceso', accessFrom, accessTo);
    const modalityCell = row.cells.get('cr479_modalidad');
    let modality: number | null | undefined;
    if (modalityCell !== undefined) {
      modality = modalityCell === '' ? null : /^\d{1,3}$/.test(modalityCell) ? Number(modalityCell) : read.fail('cr479_modalidad', t.invalidModality);
    }
    if (errors.length > before || !code || !name) continue;
    if (parent === code) {
      read.fail('edu_principalcodigoformacion', fill(t.parentIsGroup, { code }));
      continue;
    }
    records.push({
      line: row.line,
      code,
      name,
      parent: parent ?? null,
      ...(classesFrom !== undefined ? { classesFrom } : {}),
      ...(classesTo !== undefined ? { classesTo } : {}),
      ...(accessFrom !== undefined ? { accessFrom } : {}),
      ...(accessTo !== undefined ? { accessTo } : {}),
      ...(modality !== undefined ? { modality } : {}),
    });
  }
  return keepFirstByKey(csv.file, 'edu_codigoformacion', records, (record) => record.code, errors);
}

function readTeachers(csv: CsvFile, errors: ImportError[]): TeacherRecord[] {
  const records: TeacherRecord[] = [];
  for (const row of csv.rows) {
    const read = createCellReader(csv.file, row, errors);
    const contact = read.text('edu_codigocontacto', { max: 50, isRequired: true });
    const group = read.text('edu_codigoformacion', { max: 50, isRequired: true });
    if (contact && group) records.push({ line: row.line, contact, group });
  }
  return keepFirstByKey(csv.file, 'edu_codigocontacto', records, (record) => `${record.contact} · ${record.group}`, errors);
}

function readEnrolments(csv: CsvFile, errors: ImportError[]): EnrolmentRecord[] {
  const records: EnrolmentRecord[] = [];
  for (const row of csv.rows) {
    const before = errors.length;
    const read = createCellReader(csv.file, row, errors);
    const code = read.text('edu_codigolineamatricula', { max: 50, isRequired: true });
    const matricula = read.text('edu_codigomatricula', { max: 50, isRequired: true });
    const student = read.text('edu_codigoalumno', { max: 50, isRequired: true });
    const group = read.text('edu_codigoformacion', { max: 50, isRequired: true });
    const from = read.day('edu_fechainicio');
    const to = read.day('edu_fechafin');
    checkOrder(read, 'edu_fechafin', from, to);
    if (errors.length > before || !code || !matricula || !student || !group) continue;
    records.push({
      line: row.line,
      code,
      matricula,
      student,
      group,
      ...(from !== undefined ? { from } : {}),
      ...(to !== undefined ? { to } : {}),
    });
  }
  return keepFirstByKey(csv.file, 'edu_codigolineamatricula', records, (record) => record.code, errors);
}

const MINUTE_MS = 60_000;

function readEvents(csv: CsvFile, errors: ImportError[]): EventRecord[] {
  const records: EventRecord[] = [];
  const types = new Set<string>(eventTypeValues);
  for (const row of csv.rows) {
    const before = errors.length;
    const read = createCellReader(csv.file, row, errors);
    const sourceId = read.text('id_externo', { max: 100, isRequired: true });
    const group = read.text('edu_codigoformacion', { max: 50, isRequired: true });
    const title = read.text('title', { max: 255, isRequired: true });
    const type = read.text('event_type', { max: 30, isRequired: true });
    if (type && !types.has(type)) read.fail('event_type', fill(t.invalidEventType, { value: type, types: eventTypeValues.join(', ') }));
    const isAllDay = read.flag('all_day') ?? false;
    const start = read.dayTime('start');
    const end = read.dayTime('end');
    if (!isAllDay && start && !start.time) read.fail('start', fill(t.invalidDateTime, { value: row.cells.get('start') ?? '' }));
    if (!isAllDay && end && !end.time) read.fail('end', fill(t.invalidDateTime, { value: row.cells.get('end') ?? '' }));
    const joinUrl = read.text('join_url', { max: 2000 });
    if (joinUrl && !/^https?:\/\/\S+$/i.test(joinUrl)) read.fail('join_url', t.invalidUrl);
    const freemium = read.flag('freemium');
    const description = read.text('description', { max: 10_000 });
    if (errors.length > before || !sourceId || !group || !title || !type || !start || !end) continue;
    // An all-day event runs from its first day's midnight to one minute before the midnight after its last day.
    const startAt = isAllDay ? toAcademyInstant(start.day) : toAcademyInstant(start.day, start.time!);
    const endAt = isAllDay ? new Date(toAcademyInstant(addCalendarDays(end.day, 1)).getTime() - MINUTE_MS) : toAcademyInstant(end.day, end.time!);
    if (endAt.getTime() < startAt.getTime()) {
      read.fail('end', t.endBeforeStart);
      continue;
    }
    records.push({
      line: row.line,
      sourceId,
      group,
      title,
      type: type as EventType,
      start: startAt,
      end: endAt,
      isAllDay,
      ...(joinUrl !== undefined ? { joinUrl } : {}),
      ...(freemium !== undefined ? { freemium } : {}),
      ...(description !== undefined ? { description } : {}),
    });
  }
  return keepFirstByKey(csv.file, 'id_externo', records, (record) => record.sourceId, errors);
}

/** Every file's records (a file absent: none), with every cell's problem in `errors`. */
export function readImportRecords(files: Partial<Record<ImportFileName, CsvFile>>, errors: ImportError[]): ImportRecords {
  const rowsOf = <R>(name: ImportFileName, reader: (csv: CsvFile, errors: ImportError[]) => R[]) => {
    const csv = files[name];
    return csv ? reader(csv, errors) : [];
  };
  return {
    contacts: rowsOf('contacts.csv', readContacts),
    formations: rowsOf('formations.csv', readFormations),
    teachers: rowsOf('teachers.csv', readTeachers),
    enrolments: rowsOf('enrolments.csv', readEnrolments),
    events: rowsOf('events.csv', readEvents),
  };
}
