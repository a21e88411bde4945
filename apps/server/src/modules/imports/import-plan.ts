import { academyTexts } from '@campus/contract';
import {
  type ImportCounts,
  type ImportError,
  type ImportFileName,
  parseContactTypes,
  teacherContactTypes,
  toAcademyDay,
  toAcademyTime,
} from '@campus/contract';
import type { AuditEntry } from '../audit/audit.service';
import { fill } from './import-csv';
import type { ContactRecord, ImportRecords } from './import-rows';
import {
  type ContactInsert,
  type EventInsert,
  type FormationInsert,
  type ImportSnapshot,
  type LineInsert,
  type MatriculaInsert,
  type SnapshotKeys,
  teacherPairKey,
} from './imports.repository';

const t = academyTexts.backOfficeImport;

/*
 * The import's plan: every reference checked (a group's parent, a teacher's contact and group, an enrolment's
 * student and group, an event's group: in the same import or in Campus), and each row compared with what Campus
 * has, so that an unchanged row is neither created nor updated. Pure: the dry run and the apply compute the same
 * plan from the same snapshot; only the apply writes it.
 */

type Changes = { before: Record<string, unknown>; after: Record<string, unknown> };

/** The fields whose values differ (dates by instant), or null when nothing changed. */
function compare(existing: Record<string, unknown>, desired: Record<string, unknown>): Changes | null {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(desired)) {
    if (value === undefined) continue;
    const old = existing[key];
    const isSame = value instanceof Date || old instanceof Date ? toTime(old) === toTime(value) : JSON.stringify(old ?? null) === JSON.stringify(value);
    if (!isSame) {
      before[key] = old ?? null;
      after[key] = value;
    }
  }
  return Object.keys(after).length > 0 ? { before, after } : null;
}
const toTime = (value: unknown) => (value instanceof Date ? value.getTime() : value == null ? null : new Date(value as string).getTime());
const definedOnly = <T extends Record<string, unknown>>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** Which rows of Campus the plan needs: one read per kind (imports.repository.ts). */
export function listSnapshotKeys(records: ImportRecords): SnapshotKeys {
  const contactCodes = new Set([
    ...records.contacts.map((r) => r.code),
    ...records.teachers.map((r) => r.contact),
    ...records.enrolments.map((r) => r.student),
  ]);
  const formationCodes = new Set([
    ...records.formations.flatMap((r) => (r.parent ? [r.code, r.parent] : [r.code])),
    ...records.teachers.map((r) => r.group),
    ...records.enrolments.map((r) => r.group),
    ...records.events.map((r) => r.group),
  ]);
  return {
    contactCodes: [...contactCodes],
    emails: [...new Set(records.contacts.map((r) => r.emailaddress1.toLowerCase()))],
    formationCodes: [...formationCodes],
    codesBecomingGroups: records.formations.filter((r) => r.parent).map((r) => r.code),
    teacherPairs: records.teachers.map((r) => ({ contact: r.contact, group: r.group })),
    matriculaCodes: [...new Set(records.enrolments.map((r) => r.matricula))],
    lineCodes: records.enrolments.map((r) => r.code),
    eventSourceIds: records.events.map((r) => r.sourceId),
  };
}

export interface ImportPlan {
  errors: ImportError[];
  created: ImportCounts;
  updated: ImportCounts;
  contacts: { rows: ContactInsert[]; updatedColumns: (keyof ContactInsert)[]; created: ContactRecord[] };
  formations: { parents: FormationInsert[]; groups: FormationInsert[]; updatedColumns: (keyof FormationInsert)[] };
  teachers: { edu_codigocontacto: string; edu_codigoformacion: string }[];
  matriculas: MatriculaInsert[];
  lines: { rows: LineInsert[]; updatedColumns: (keyof LineInsert)[] };
  events: { rows: EventInsert[]; updatedColumns: (keyof EventInsert)[]; groupOf: Map<string, string>; movedIds: number[]; knownIds: Map<string, number> };
  audit: AuditEntry[];
  /** Keys written per table, for the caches (table-changes.ts: what each table's key names). */
  changed: {
    contacts: Set<string>;
    formations: Set<string>;
    teachers: Set<string>;
    students: Set<string>;
    eventFormations: Set<string>;
    hasMovedEvents: boolean;
  };
  /** Students whose enrolment lines were created or changed, with the groups they gained or lost. */
  students: Map<string, { reason: 'enrolled' | 'moved' | 'updated'; groupCodes: Set<string> }>;
}

const zero = (): ImportCounts => ({ contacts: 0, formations: 0, teachers: 0, enrolments: 0, events: 0 });

/** Checks every reference and compares every row with Campus's: the errors, the counts and what to write. */
export function planImport(
  records: ImportRecords,
  snapshot: ImportSnapshot,
  columns: Partial<Record<ImportFileName, ReadonlySet<string>>>,
  now: Date,
): ImportPlan {
  const errors: ImportError[] = [];
  const plan: ImportPlan = {
    errors,
    created: zero(),
    updated: zero(),
    contacts: { rows: [], updatedColumns: [], created: [] },
    formations: { parents: [], groups: [], updatedColumns: [] },
    teachers: [],
    matriculas: [],
    lines: { rows: [], updatedColumns: [] },
    events: { rows: [], updatedColumns: [], groupOf: new Map(), movedIds: [], knownIds: new Map() },
    audit: [],
    changed: { contacts: new Set(), formations: new Set(), teachers: new Set(), students: new Set(), eventFormations: new Set(), hasMovedEvents: false },
    students: new Map(),
  };
  const has = (file: ImportFileName, column: string) => columns[file]?.has(column) === true;
  const fail = (file: ImportFileName, line: number, column: string, message: string) => errors.push({ file, line, column, message });

  // --- Contacts ---
  const importedContacts = new Map(records.contacts.map((r) => [r.code, r]));
  const emailLines = new Map<string, { code: string; line: number }>();
  plan.contacts.updatedColumns = [
    'firstname',
    'lastname',
    'fullname',
    'emailaddress1',
    'edu_tipocontacto',
    ...(['emailaddress2', 'admin', 'mobilephone', 'edu_documentoidentificativo'] as const).filter((c) => has('contacts.csv', c)),
    'updatedAt',
  ];
  for (const record of records.contacts) {
    const email = record.emailaddress1.toLowerCase();
    const twin = emailLines.get(email);
    const owner = snapshot.contactCodeByEmail.get(email);
    if (twin) fail('contacts.csv', record.line, 'emailaddress1', fill(t.repeatedEmail, { email: record.emailaddress1, code: twin.code, line: twin.line }));
    else if (owner && owner !== record.code)
      fail('contacts.csv', record.line, 'emailaddress1', fill(t.emailTaken, { email: record.emailaddress1, code: owner }));
    emailLines.set(email, twin ?? { code: record.code, line: record.line });
    const desired = definedOnly({
      firstname: record.firstname,
      lastname: record.lastname,
      fullname: [record.firstname, record.lastname].filter(Boolean).join(' '),
      emailaddress1: record.emailaddress1,
      edu_tipocontacto: record.edu_tipocontacto,
      emailaddress2: record.emailaddress2,
      admin: record.admin,
      mobilephone: record.mobilephone,
      edu_documentoidentificativo: record.edu_documentoidentificativo,
    });
    const existing = snapshot.contacts.get(record.code);
    const changes = existing ? compare(existing, desired) : null;
    if (existing && !changes) continue;
    plan.contacts.rows.push({ edu_codigocontacto: record.code, ...desired, updatedAt: now });
    plan.changed.contacts.add(record.code);
    const values = { name: desired.fullname, code: record.code };
    if (existing) {
      plan.updated.contacts++;
      plan.audit.push({ action: 'contact.update', entityType: 'contact', entityId: record.code, summary: fill(t.auditContactUpdate, values), ...changes });
    } else {
      plan.created.contacts++;
      plan.contacts.created.push(record);
      plan.audit.push({
        action: 'contact.create',
        entityType: 'contact',
        entityId: record.code,
        summary: fill(t.auditContactCreate, values),
        before: null,
        after: desired,
      });
    }
  }
  const contactTypesOf = (code: string): number[] | null => {
    const imported = importedContacts.get(code);
    if (imported) return imported.types;
    const existing = snapshot.contacts.get(code);
    return existing ? parseContactTypes(existing.edu_tipocontacto) : null;
  };

  // --- Formations: parents, then groups (a group names its parent) ---
  const importedFormations = new Map(records.formations.map((r) => [r.code, r]));
  const parentOf = (code: string): { isKnown: boolean; parent: string | null } => {
    const imported = importedFormations.get(code);
    if (imported) return { isKnown: true, parent: imported.parent };
    const existing = snapshot.formations.get(code);
    return existing ? { isKnown: true, parent: existing.edu_principalcodigoformacion } : { isKnown: false, parent: null };
  };
  const importedParents = new Set(records.formations.flatMap((r) => (r.parent ? [r.parent] : [])));
  const optionalFormationColumns = [
    ['edu_fechainicioclases', 'classesFrom'],
    ['edu_fechafinclases', 'classesTo'],
    ['edu_fechainicioacceso', 'accessFrom'],
    ['edu_fechafinacceso', 'accessTo'],
    ['cr479_modalidad', 'modality'],
  ] as const;
  plan.formations.updatedColumns = [
    'edu_formacion',
    'edu_nombre',
    'edu_principalcodigoformacion',
    ...optionalFormationColumns.filter(([column]) => has('formations.csv', column)).map(([column]) => column),
  ];
  for (const record of records.formations) {
    if (record.parent) {
      const parent = parentOf(record.parent);
      if (!parent.isKnown) fail('formations.csv', record.line, 'edu_principalcodigoformacion', fill(t.unknownFormation, { code: record.parent }));
      else if (parent.parent) fail('formations.csv', record.line, 'edu_principalcodigoformacion', fill(t.parentIsGroup, { code: record.parent }));
      if (importedParents.has(record.code) || snapshot.parentsWithGroups.has(record.code)) {
        fail('formations.csv', record.line, 'edu_principalcodigoformacion', fill(t.formationHasGroups, { code: record.code }));
      }
    }
    const desired = definedOnly({
      edu_formacion: record.name,
      edu_nombre: record.name,
      edu_principalcodigoformacion: record.parent,
      edu_fechainicioclases: record.classesFrom,
      edu_fechafinclases: record.classesTo,
      edu_fechainicioacceso: record.accessFrom,
      edu_fechafinacceso: record.accessTo,
      cr479_modalidad: record.modality,
    });
    const existing = snapshot.formations.get(record.code);
    const changes = existing ? compare(existing, desired) : null;
    if (existing && !changes) continue;
    const row: FormationInsert = { edu_codigoformacion: record.code, ...desired, ...(existing ? {} : { slug: record.code.toLowerCase() }) };
    (record.parent ? plan.formations.groups : plan.formations.parents).push(row);
    plan.changed.formations.add(record.code);
    const values = { name: record.name, code: record.code };
    if (existing) {
      plan.updated.formations++;
      plan.audit.push({
        action: 'formation.update',
        entityType: 'formation',
        entityId: record.code,
        summary: fill(t.auditFormationUpdate, values),
        ...changes,
      });
    } else {
      plan.created.formations++;
      plan.audit.push({
        action: 'formation.create',
        entityType: 'formation',
        entityId: record.code,
        summary: fill(t.auditFormationCreate, values),
        before: null,
        after: desired,
      });
    }
  }
  /** The group's parent code, or null after recording why the code is no group. */
  const checkGroup = (file: ImportFileName, line: number, code: string): string | null => {
    const known = parentOf(code);
    if (!known.isKnown) fail(file, line, 'edu_codigoformacion', fill(t.unknownFormation, { code }));
    else if (!known.parent) fail(file, line, 'edu_codigoformacion', fill(t.notAGroup, { code }));
    return known.parent;
  };

  // --- Teachers of groups (created when missing; the import never removes one) ---
  for (const record of records.teachers) {
    const types = contactTypesOf(record.contact);
    if (!types) fail('teachers.csv', record.line, 'edu_codigocontacto', fill(t.unknownContact, { code: record.contact }));
    else if (!types.some((type) => teacherContactTypes.includes(type)))
      fail('teachers.csv', record.line, 'edu_codigocontacto', fill(t.notATeacher, { code: record.contact }));
    checkGroup('teachers.csv', record.line, record.group);
    if (snapshot.teacherPairs.has(teacherPairKey(record.contact, record.group))) continue;
    plan.teachers.push({ edu_codigocontacto: record.contact, edu_codigoformacion: record.group });
    plan.changed.teachers.add(record.contact);
    plan.created.teachers++;
    plan.audit.push({
      action: 'formation_teacher.create',
      entityType: 'formation_teacher',
      entityId: `${record.group}:${record.contact}`,
      summary: fill(t.auditTeacherCreate, { contact: record.contact, group: record.group }),
      before: null,
      after: { edu_codigocontacto: record.contact, edu_codigoformacion: record.group },
    });
  }

  // --- Enrolments: the matrícula (one per student and main formation) and its line in a group ---
  const matriculaOwners = new Map<string, { student: string; formation: string | null; line: number }>();
  plan.lines.updatedColumns = [
    'edu_matricula',
    'edu_codigoformacion',
    'edu_codigoalumno',
    ...(['edu_fechainicio', 'edu_fechafin'] as const).filter((c) => has('enrolments.csv', c)),
  ];
  for (const record of records.enrolments) {
    if (!contactTypesOf(record.student)) fail('enrolments.csv', record.line, 'edu_codigoalumno', fill(t.unknownContact, { code: record.student }));
    const formation = checkGroup('enrolments.csv', record.line, record.group);
    const known = snapshot.matriculas.get(record.matricula) ?? matriculaOwners.get(record.matricula);
    if (known && known.student !== record.student) {
      fail('enrolments.csv', record.line, 'edu_codigomatricula', fill(t.matriculaOfAnotherStudent, { code: record.matricula, student: known.student }));
    } else if (known?.formation && formation && known.formation !== formation) {
      fail('enrolments.csv', record.line, 'edu_codigomatricula', fill(t.matriculaOfAnotherFormation, { code: record.matricula, formation: known.formation }));
    } else if (!known) {
      matriculaOwners.set(record.matricula, { student: record.student, formation, line: record.line });
      plan.matriculas.push({
        edu_codigomatricula: record.matricula,
        edu_codigocontacto: record.student,
        edu_codigoformacion: formation,
        edu_fechamatricula: record.from ?? now,
      });
    }
    const desired = definedOnly({
      edu_matricula: record.matricula,
      edu_codigoformacion: record.group,
      edu_codigoalumno: record.student,
      edu_fechainicio: record.from,
      edu_fechafin: record.to,
    });
    const existing = snapshot.lines.get(record.code);
    const changes = existing ? compare(existing, desired) : null;
    if (existing && !changes) continue;
    plan.lines.rows.push({ edu_codigolineamatricula: record.code, ...desired });
    plan.changed.students.add(record.student);
    const values = { code: record.code, student: record.student, group: record.group };
    const touched = plan.students.get(record.student) ?? { reason: 'updated' as const, groupCodes: new Set<string>() };
    touched.groupCodes.add(record.group);
    if (existing) {
      plan.updated.enrolments++;
      plan.changed.students.add(existing.edu_codigoalumno);
      if (existing.edu_codigoformacion !== record.group) {
        touched.groupCodes.add(existing.edu_codigoformacion);
        if (touched.reason === 'updated') touched.reason = 'moved';
      }
      plan.audit.push({
        action: 'enrolment_line.update',
        entityType: 'enrolment_line',
        entityId: record.code,
        summary: fill(t.auditEnrolmentUpdate, values),
        ...changes,
      });
    } else {
      plan.created.enrolments++;
      touched.reason = 'enrolled';
      plan.audit.push({
        action: 'enrolment_line.create',
        entityType: 'enrolment_line',
        entityId: record.code,
        summary: fill(t.auditEnrolmentCreate, values),
        before: null,
        after: desired,
      });
    }
    plan.students.set(record.student, touched);
  }

  // --- Events: in their group's calendar (event_formations), known by id_externo ---
  plan.events.updatedColumns = [
    'title',
    'event_type',
    'event_date',
    'start_date',
    'end_date',
    'start_hour',
    'end_hour',
    'all_day',
    ...(['join_url', 'freemium', 'description'] as const).filter((c) => has('events.csv', c)),
    'updated_at',
  ];
  for (const record of records.events) {
    const formation = checkGroup('events.csv', record.line, record.group);
    const desired = definedOnly({
      title: record.title,
      event_type: record.type,
      start_date: record.start,
      end_date: record.end,
      all_day: record.isAllDay,
      join_url: record.joinUrl,
      freemium: record.freemium,
      description: record.description,
    });
    const existing = snapshot.events.get(record.sourceId);
    const changes = existing ? compare({ ...existing, groups: existing.groups }, { ...desired, groups: [record.group] }) : null;
    if (existing && !changes) continue;
    plan.events.rows.push({
      ...desired,
      source_id: record.sourceId,
      event_date: toAcademyDay(record.start),
      start_hour: record.isAllDay ? null : toAcademyTime(record.start),
      end_hour: record.isAllDay ? null : toAcademyTime(record.end),
      updated_at: now,
    });
    plan.events.groupOf.set(record.sourceId, record.group);
    if (formation) plan.changed.eventFormations.add(formation);
    const values = { title: record.title, code: record.sourceId };
    if (existing) {
      plan.updated.events++;
      plan.events.knownIds.set(record.sourceId, existing.id);
      if (existing.groups.join() !== record.group) {
        plan.events.movedIds.push(existing.id);
        plan.changed.hasMovedEvents = true;
      }
      plan.audit.push({ action: 'event.update', entityType: 'event', entityId: record.sourceId, summary: fill(t.auditEventUpdate, values), ...changes });
    } else {
      plan.created.events++;
      plan.audit.push({
        action: 'event.create',
        entityType: 'event',
        entityId: record.sourceId,
        summary: fill(t.auditEventCreate, values),
        before: null,
        after: { ...desired, edu_codigoformacion: record.group },
      });
    }
  }
  return plan;
}
