import { academyTexts } from '@campus/contract';
import {
  type AddGroupTeacherBody,
  type BackOfficeFormation,
  type BackOfficeFormationAnswer,
  type BackOfficeFormationDetailAnswer,
  type BackOfficeFormationsAnswer,
  type BackOfficeGroup,
  type BackOfficeGroupAnswer,
  type BackOfficeGroupDetailAnswer,
  type BackOfficePageQuery,
  type CreateFormationBody,
  type CreateGroupBody,
  findGroupDatesProblem,
  isTeacherContact,
  parseContactTypes,
  toAcademyDay,
  toAcademyInstant,
  type UpdateFormationBody,
  type UpdateGroupBody,
} from '@campus/contract';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { TableChanges } from '../../lib/table-changes';
import { authorize } from '../../policies';
import type { AuditEntry, AuditService } from '../audit/audit.service';
import {
  type AcademyFormationsRepository,
  type Executor,
  type FormationRow,
  type GroupWithPeople,
  type MainFormationRow,
  toLikePattern,
} from './academy-formations.repository';
import type { GroupEnrolmentsRepository } from './group-enrolments.repository';

const t = academyTexts.backOfficeFormations;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);

/** A stored instant as the Madrid day it means (the CRM keeps days as Madrid midnight). */
export const toDayOrNull = (value: Date | null) => (value ? toAcademyDay(value) : null);
const toInstantOrNull = (day: string | null | undefined) => (day ? toAcademyInstant(day) : null);

const DAY_FIELDS = ['edu_fechainicioclases', 'edu_fechafinclases', 'edu_fechainicioacceso', 'edu_fechafinacceso'] as const;
const GROUP_FIELDS = ['edu_formacion', 'edu_nombre', ...DAY_FIELDS, 'cr479_modalidad', 'allow_certificate', 'is_freemium_available'] as const;
type GroupField = (typeof GROUP_FIELDS)[number];
/** A group's editable fields as the API (and the audit log) say them: days, not instants. */
type GroupValues = { [K in GroupField]: K extends (typeof DAY_FIELDS)[number] ? string | null : FormationRow[K] };

const groupValuesOf = (row: FormationRow): GroupValues => ({
  edu_formacion: row.edu_formacion,
  edu_nombre: row.edu_nombre,
  edu_fechainicioclases: toDayOrNull(row.edu_fechainicioclases),
  edu_fechafinclases: toDayOrNull(row.edu_fechafinclases),
  edu_fechainicioacceso: toDayOrNull(row.edu_fechainicioacceso),
  edu_fechafinacceso: toDayOrNull(row.edu_fechafinacceso),
  cr479_modalidad: row.cr479_modalidad,
  allow_certificate: row.allow_certificate,
  is_freemium_available: row.is_freemium_available,
});

const toStoredGroup = (values: Partial<GroupValues>): Partial<FormationRow> => {
  const stored: Partial<FormationRow> = {};
  for (const field of GROUP_FIELDS) {
    if (values[field] === undefined) continue;
    if ((DAY_FIELDS as readonly string[]).includes(field)) stored[field as (typeof DAY_FIELDS)[number]] = toInstantOrNull(values[field] as string | null);
    else Object.assign(stored, { [field]: values[field] });
  }
  return stored;
};

/** Only the fields whose value changed, before and after. */
function diffValues<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const changed = Object.keys(after).filter((key) => after[key] !== undefined && after[key] !== before[key]);
  return {
    changed,
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

export const toBackOfficeFormation = (row: MainFormationRow): BackOfficeFormation => ({ ...row });

export const toBackOfficeGroup = (row: GroupWithPeople): BackOfficeGroup => ({
  ...groupValuesOf(row),
  edu_codigoformacion: row.edu_codigoformacion,
  edu_principalcodigoformacion: row.edu_principalcodigoformacion ?? '',
  studentCount: row.studentCount,
  teachers: row.teachers,
});

const pageOf = (query: BackOfficePageQuery) => ({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize });

/**
 * The back office's main formations and groups and the groups' teachers (issue 31 item 1). Reads pass
 * `readBackOffice` (the CRM's API keys too), writes `writeBackOffice`; every write records its audit rows in the
 * same transaction and publishes the change of each table it wrote (formations by code, teachers by their code).
 */
export function createAcademyFormationsService(deps: {
  repository: AcademyFormationsRepository;
  enrolments: GroupEnrolmentsRepository;
  audit: AuditService;
  changes: TableChanges;
}) {
  const { repository, audit, changes } = deps;

  /** A main formation or 404 (a group's code says it is a group). */
  const requireMain = async (code: string, executor?: Executor) => {
    const found = await repository.findFormationRow(code, executor);
    if (!found) throw new AppError('not_found', t.formationNotFound);
    if (found.edu_principalcodigoformacion !== null) throw new AppError('validation', t.notMainFormation);
    return found;
  };

  /** A group (a formation with a parent) with its people, or 404. */
  const requireGroup = async (code: string, executor?: Executor) => {
    const found = await repository.findGroup(code, executor);
    if (!found) {
      const row = await repository.findFormationRow(code, executor);
      throw row ? new AppError('validation', t.notAGroup) : new AppError('not_found', t.groupNotFound);
    }
    return found;
  };

  const formationAnswer = async (code: string): Promise<BackOfficeFormationAnswer> => {
    const formation = await repository.findMainFormation(code);
    if (!formation) throw new AppError('not_found', t.formationNotFound);
    return { status: 'ok', formation: toBackOfficeFormation(formation) };
  };
  const groupAnswer = async (code: string): Promise<BackOfficeGroupAnswer> => ({ status: 'ok', group: toBackOfficeGroup(await requireGroup(code)) });

  return {
    requireGroup,

    async listFormations(actor: Actor | null, query: BackOfficePageQuery): Promise<BackOfficeFormationsAnswer> {
      authorize(actor, 'readBackOffice');
      const { limit, offset } = pageOf(query);
      const { rows, total } = await repository.listMainFormations(toLikePattern(query.q), limit, offset);
      return { status: 'ok', formations: rows.map(toBackOfficeFormation), page: { page: query.page, pageSize: query.pageSize, total } };
    },

    async getFormation(actor: Actor | null, code: string): Promise<BackOfficeFormationDetailAnswer> {
      authorize(actor, 'readBackOffice');
      const [formation, groups] = await Promise.all([repository.findMainFormation(code), repository.listGroupsOf(code)]);
      if (!formation) {
        const row = await repository.findFormationRow(code);
        throw row ? new AppError('validation', t.notMainFormation) : new AppError('not_found', t.formationNotFound);
      }
      return { status: 'ok', formation: toBackOfficeFormation(formation), groups: groups.map(toBackOfficeGroup) };
    },

    async getGroup(actor: Actor | null, code: string): Promise<BackOfficeGroupDetailAnswer> {
      authorize(actor, 'readBackOffice');
      const [group, siblings] = await Promise.all([repository.findGroup(code), repository.listSiblingGroups(code)]);
      // A missing group: requireGroup tells a main formation's code from an unknown one.
      if (!group) await requireGroup(code);
      if (!group) throw new AppError('not_found', t.groupNotFound);
      return {
        status: 'ok',
        group: toBackOfficeGroup(group),
        formation: { edu_codigoformacion: group.edu_principalcodigoformacion ?? '', edu_formacion: group.parentName },
        siblings,
      };
    },

    async createFormation(actor: Actor | null, body: CreateFormationBody): Promise<BackOfficeFormationAnswer> {
      const checked = authorize(actor, 'writeBackOffice');
      const code = body.edu_codigoformacion;
      await repository.transaction(async (tx) => {
        const values = { edu_codigoformacion: code, edu_formacion: body.edu_formacion, edu_nombre: body.edu_nombre ?? null };
        if (!(await repository.insertFormation(values, tx))) throw new AppError('conflict', t.codeTaken);
        await audit.recordChanges(
          checked,
          [
            {
              action: 'formation.create',
              entityType: 'formation',
              entityId: code,
              summary: fill(t.auditFormationCreate, { name: body.edu_formacion, code }),
              after: values,
            },
          ],
          tx,
        );
      });
      changes.publish('formations', code);
      return formationAnswer(code);
    },

    async updateFormation(actor: Actor | null, code: string, body: UpdateFormationBody): Promise<BackOfficeFormationAnswer> {
      const checked = authorize(actor, 'writeBackOffice');
      await repository.transaction(async (tx) => {
        const before = await requireMain(code, tx);
        const diff = diffValues({ edu_formacion: before.edu_formacion, edu_nombre: before.edu_nombre }, body);
        if (diff.changed.length === 0) return;
        await repository.updateFormation(code, diff.after, tx);
        const summary = fill(t.auditFormationUpdate, { name: body.edu_formacion ?? before.edu_formacion, code });
        await audit.recordChanges(checked, [{ action: 'formation.update', entityType: 'formation', entityId: code, summary, ...diff }], tx);
      });
      changes.publish('formations', code);
      return formationAnswer(code);
    },

    async createGroup(actor: Actor | null, parentCode: string, body: CreateGroupBody): Promise<BackOfficeGroupAnswer> {
      const checked = authorize(actor, 'writeBackOffice');
      const code = body.edu_codigoformacion;
      await repository.transaction(async (tx) => {
        await requireMain(parentCode, tx);
        const values: GroupValues = {
          edu_formacion: body.edu_formacion,
          edu_nombre: body.edu_nombre ?? null,
          edu_fechainicioclases: body.edu_fechainicioclases ?? null,
          edu_fechafinclases: body.edu_fechafinclases ?? null,
          edu_fechainicioacceso: body.edu_fechainicioacceso ?? null,
          edu_fechafinacceso: body.edu_fechafinacceso ?? null,
          cr479_modalidad: body.cr479_modalidad ?? null,
          allow_certificate: body.allow_certificate ?? false,
          is_freemium_available: body.is_freemium_available ?? false,
        };
        const stored = { ...toStoredGroup(values), edu_codigoformacion: code, edu_formacion: values.edu_formacion, edu_principalcodigoformacion: parentCode };
        if (!(await repository.insertFormation(stored, tx))) throw new AppError('conflict', t.codeTaken);
        const summary = fill(t.auditGroupCreate, { name: values.edu_formacion, code });
        await audit.recordChanges(
          checked,
          [{ action: 'group.create', entityType: 'formation', entityId: code, summary, after: { ...values, edu_principalcodigoformacion: parentCode } }],
          tx,
        );
      });
      changes.publish('formations', [code, parentCode]);
      return groupAnswer(code);
    },

    async updateGroup(actor: Actor | null, code: string, body: UpdateGroupBody): Promise<BackOfficeGroupAnswer> {
      const checked = authorize(actor, 'writeBackOffice');
      await repository.transaction(async (tx) => {
        const before = groupValuesOf(await requireGroup(code, tx));
        // The days are checked again on the row as it will be: an edit may move one end past the stored other.
        const problem = findGroupDatesProblem({ ...before, ...stripUndefined(body) });
        if (problem) throw new AppError('validation', problem.message, { issues: [{ path: problem.path, message: problem.message }] });
        const diff = diffValues(before, body);
        if (diff.changed.length === 0) return;
        await repository.updateFormation(code, toStoredGroup(diff.after), tx);
        const summary = fill(t.auditGroupUpdate, { name: body.edu_formacion ?? before.edu_formacion, code });
        await audit.recordChanges(checked, [{ action: 'group.update', entityType: 'formation', entityId: code, summary, ...diff }], tx);
      });
      changes.publish('formations', code);
      return groupAnswer(code);
    },

    async addTeacher(actor: Actor | null, groupCode: string, body: AddGroupTeacherBody): Promise<BackOfficeGroupAnswer> {
      const checked = authorize(actor, 'writeBackOffice');
      await repository.transaction(async (tx) => {
        const group = await requireGroup(groupCode, tx);
        const person = await deps.enrolments.findContact(body.edu_codigocontacto, tx);
        if (!person) throw new AppError('not_found', t.personNotFound);
        if (person.statecode !== 0) throw new AppError('validation', t.personSuspended);
        if (person.freemium || !isTeacherContact(parseContactTypes(person.edu_tipocontacto))) throw new AppError('validation', t.notATeacher);
        const values = { edu_codigoformacion: groupCode, edu_codigocontacto: person.edu_codigocontacto, role: body.role };
        if (!(await repository.insertTeacher(values, tx))) throw new AppError('conflict', t.teacherAlreadyInGroup);
        const entry: AuditEntry = {
          action: 'group.teacher.add',
          entityType: 'formation_teacher',
          entityId: `${groupCode}/${person.edu_codigocontacto}`,
          summary: fill(t.auditTeacherAdd, { person: person.fullname, group: group.edu_formacion }),
          after: values,
        };
        await audit.recordChanges(checked, [entry], tx);
      });
      changes.publish('formation_teachers', body.edu_codigocontacto);
      return groupAnswer(groupCode);
    },

    async removeTeacher(actor: Actor | null, groupCode: string, contactCode: string): Promise<BackOfficeGroupAnswer> {
      const checked = authorize(actor, 'writeBackOffice');
      await repository.transaction(async (tx) => {
        const group = await requireGroup(groupCode, tx);
        const teacher = group.teachers.find((item) => item.edu_codigocontacto === contactCode);
        const removed = teacher ? await repository.deleteTeacher(groupCode, contactCode, tx) : null;
        if (!teacher || !removed) throw new AppError('not_found', t.teacherNotInGroup);
        const entry: AuditEntry = {
          action: 'group.teacher.remove',
          entityType: 'formation_teacher',
          entityId: `${groupCode}/${contactCode}`,
          summary: fill(t.auditTeacherRemove, { person: teacher.fullname, group: group.edu_formacion }),
          before: { edu_codigoformacion: groupCode, edu_codigocontacto: contactCode, role: removed.role },
        };
        await audit.recordChanges(checked, [entry], tx);
      });
      changes.publish('formation_teachers', contactCode);
      return groupAnswer(groupCode);
    },
  };
}

const stripUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;

export type AcademyFormationsService = ReturnType<typeof createAcademyFormationsService>;
