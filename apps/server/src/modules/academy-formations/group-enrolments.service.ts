import { academyTexts } from '@campus/contract';
import { randomBytes } from 'node:crypto';
import {
  type BackOfficeGroupStudent,
  type BackOfficeGroupStudentsAnswer,
  type BackOfficePageQuery,
  type EnrolmentsChangedPayload,
  type EnrolStudentBody,
  type GroupCandidatesAnswer,
  type GroupCandidatesQuery,
  type GroupStudentAnswer,
  type MoveStudentAnswer,
  type MoveStudentBody,
  toAcademyDay,
  toAcademyInstant,
} from '@campus/contract';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { TableChanges } from '../../lib/table-changes';
import { authorize } from '../../policies';
import type { RealtimeEmitter } from '../../realtime/emitter';
import type { AuditEntry, AuditService } from '../audit/audit.service';
import { type AcademyFormationsRepository, toLikePattern } from './academy-formations.repository';
import type { AcademyFormationsService } from './academy-formations.service';
import { toDayOrNull } from './academy-formations.service';
import type { GroupEnrolmentsRepository, GroupStudentRow, LineRow } from './group-enrolments.repository';

const t = academyTexts.backOfficeFormations;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);

/** A generated record code, e.g. 'LM-7Q2K9XBD': random, so two staff members enrolling at once never clash. */
const newCode = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex').toUpperCase()}`;

export const toGroupStudent = ({ line, fullname, emailaddress1 }: GroupStudentRow): BackOfficeGroupStudent => ({
  edu_codigolineamatricula: line.edu_codigolineamatricula,
  edu_codigomatricula: line.edu_matricula,
  edu_codigocontacto: line.edu_codigoalumno,
  fullname,
  emailaddress1,
  edu_fechainicio: toDayOrNull(line.edu_fechainicio),
  edu_fechafin: toDayOrNull(line.edu_fechafin),
  isActive: line.edu_activa === 0,
});

/** A line as the audit log keeps it (days, not instants). */
const lineValues = (line: LineRow) => ({
  edu_codigolineamatricula: line.edu_codigolineamatricula,
  edu_matricula: line.edu_matricula,
  edu_codigoformacion: line.edu_codigoformacion,
  edu_codigoalumno: line.edu_codigoalumno,
  edu_fechainicio: toDayOrNull(line.edu_fechainicio),
  edu_fechafin: toDayOrNull(line.edu_fechafin),
  edu_activa: line.edu_activa,
});

/**
 * The students of a group in the back office (issue 31 items 1 and 5): list, enrol, unenrol, move. A student's
 * groups are their ACTIVE lines (`edu_activa` 0: what every access rule and list reads), so unenrolling deactivates
 * the line and writes the day it ended in `edu_fechafin` (kept as history, never deleted); a move ends the old line
 * and opens one in the target group of the same matrícula, keeping the start day (content released since the
 * student's enrolment stays released). Each change publishes `matriculas`/`lineas_matricula` for the student and
 * tells the student's open tabs (`enrolments-changed`), and the groups' teachers, whose lists show them.
 */
export function createGroupEnrolmentsService(deps: {
  repository: GroupEnrolmentsRepository;
  formations: AcademyFormationsRepository;
  groups: Pick<AcademyFormationsService, 'requireGroup'>;
  audit: AuditService;
  changes: TableChanges;
  emitter: RealtimeEmitter;
  now: () => Date;
}) {
  const { repository, formations, audit, changes } = deps;

  /** Publishes the student's change and tells them and the groups' teachers, after the commit. */
  const announce = async (studentCode: string, payload: EnrolmentsChangedPayload, wroteMatricula: boolean) => {
    if (wroteMatricula) changes.publish('matriculas', studentCode);
    changes.publish('lineas_matricula', studentCode);
    const teachers = await formations.listTeacherCodes(payload.groupCodes);
    for (const code of new Set([studentCode, ...teachers])) deps.emitter.emitToUser(code, 'enrolments-changed', payload);
  };

  const requireActiveLine = async (groupCode: string, lineCode: string, executor: Parameters<typeof repository.findGroupLine>[2]) => {
    const found = await repository.findGroupLine(groupCode, lineCode, executor);
    if (!found) throw new AppError('not_found', t.lineNotFound);
    if (found.line.edu_activa !== 0) throw new AppError('conflict', t.lineAlreadyEnded);
    return found;
  };

  /** Today, as the Madrid midnight the CRM stores for a day. */
  const today = () => toAcademyInstant(toAcademyDay(deps.now()));

  return {
    async listStudents(actor: Actor | null, groupCode: string, query: BackOfficePageQuery): Promise<BackOfficeGroupStudentsAnswer> {
      authorize(actor, 'readBackOffice');
      const offset = (query.page - 1) * query.pageSize;
      const [{ rows, total }, group] = await Promise.all([
        repository.listGroupStudents(groupCode, toLikePattern(query.q), query.pageSize, offset),
        formations.findFormationRow(groupCode),
      ]);
      if (!group || group.edu_principalcodigoformacion === null) await deps.groups.requireGroup(groupCode);
      return { status: 'ok', students: rows.map(toGroupStudent), page: { page: query.page, pageSize: query.pageSize, total } };
    },

    async listCandidates(actor: Actor | null, groupCode: string, query: GroupCandidatesQuery): Promise<GroupCandidatesAnswer> {
      authorize(actor, 'readBackOffice');
      const offset = (query.page - 1) * query.pageSize;
      const { rows, total } = await repository.listCandidates(groupCode, query.tipo, toLikePattern(query.q), query.pageSize, offset);
      return { status: 'ok', people: rows, page: { page: query.page, pageSize: query.pageSize, total } };
    },

    async enrol(actor: Actor | null, groupCode: string, body: EnrolStudentBody): Promise<GroupStudentAnswer> {
      const checked = authorize(actor, 'writeBackOffice');
      const result = await formations.transaction(async (tx) => {
        const group = await deps.groups.requireGroup(groupCode, tx);
        const parentCode = group.edu_principalcodigoformacion!;
        const person = await repository.findContact(body.edu_codigocontacto, tx);
        if (!person) throw new AppError('not_found', t.personNotFound);
        if (person.freemium) throw new AppError('validation', t.personFreemium);
        if (person.statecode !== 0) throw new AppError('validation', t.personSuspended);
        if (await repository.hasActiveLine(groupCode, person.edu_codigocontacto, tx)) throw new AppError('conflict', t.alreadyEnrolled);

        const entries: AuditEntry[] = [];
        let wroteMatricula = true;
        let matricula = await repository.findMatricula(person.edu_codigocontacto, parentCode, tx);
        if (!matricula) {
          const code = body.edu_codigomatricula ?? newCode('MAT');
          if (body.edu_codigomatricula && (await repository.findMatriculaByCode(code, tx))) throw new AppError('conflict', t.enrolmentCodeTaken);
          matricula = await repository.insertMatricula(
            { edu_codigomatricula: code, edu_codigocontacto: person.edu_codigocontacto, edu_codigoformacion: parentCode, edu_fechamatricula: deps.now() },
            tx,
          );
          entries.push({
            action: 'enrolment.create',
            entityType: 'enrolment',
            entityId: code,
            summary: fill(t.auditEnrolmentCreate, { enrolment: code, person: person.fullname, formation: group.parentName }),
            after: { edu_codigomatricula: code, edu_codigocontacto: person.edu_codigocontacto, edu_codigoformacion: parentCode },
          });
        } else if (body.edu_codigomatricula && body.edu_codigomatricula !== matricula.edu_codigomatricula) {
          throw new AppError('conflict', t.enrolmentCodeTaken);
        } else if (matricula.statecode !== 0) {
          await repository.reactivateMatricula(matricula.edu_codigomatricula, tx);
        } else {
          wroteMatricula = false;
        }
        const start = body.edu_fechainicio ? toAcademyInstant(body.edu_fechainicio) : (group.edu_fechainicioclases ?? today());
        const line = await repository.insertLine(
          {
            edu_codigolineamatricula: body.edu_codigolineamatricula ?? newCode('LM'),
            edu_matricula: matricula.edu_codigomatricula,
            edu_codigoformacion: groupCode,
            edu_codigoalumno: person.edu_codigocontacto,
            edu_fechainicio: start,
            edu_activa: 0,
          },
          tx,
        );
        if (!line) throw new AppError('conflict', t.lineCodeTaken);
        entries.push({
          action: 'enrolment.enrol',
          entityType: 'enrolment_line',
          entityId: line.edu_codigolineamatricula,
          summary: fill(t.auditEnrol, { person: person.fullname, group: group.edu_formacion }),
          after: lineValues(line),
        });
        await audit.recordChanges(checked, entries, tx);
        return { student: toGroupStudent({ line, fullname: person.fullname, emailaddress1: person.emailaddress1 }), wroteMatricula };
      });
      await announce(result.student.edu_codigocontacto, { reason: 'enrolled', groupCodes: [groupCode] }, result.wroteMatricula);
      return { status: 'ok', student: result.student };
    },

    async unenrol(actor: Actor | null, groupCode: string, lineCode: string): Promise<GroupStudentAnswer> {
      const checked = authorize(actor, 'writeBackOffice');
      const student = await formations.transaction(async (tx) => {
        const group = await deps.groups.requireGroup(groupCode, tx);
        const found = await requireActiveLine(groupCode, lineCode, tx);
        const ended = await repository.endLine(lineCode, today(), tx);
        await audit.recordChanges(
          checked,
          [
            {
              action: 'enrolment.unenrol',
              entityType: 'enrolment_line',
              entityId: lineCode,
              summary: fill(t.auditUnenrol, { person: found.fullname, group: group.edu_formacion }),
              before: { edu_activa: found.line.edu_activa, edu_fechafin: toDayOrNull(found.line.edu_fechafin) },
              after: { edu_activa: ended.edu_activa, edu_fechafin: toDayOrNull(ended.edu_fechafin) },
            },
          ],
          tx,
        );
        return toGroupStudent({ ...found, line: ended });
      });
      await announce(student.edu_codigocontacto, { reason: 'unenrolled', groupCodes: [groupCode] }, false);
      return { status: 'ok', student };
    },

    async move(actor: Actor | null, groupCode: string, lineCode: string, body: MoveStudentBody): Promise<MoveStudentAnswer> {
      const checked = authorize(actor, 'writeBackOffice');
      const target = body.targetGroupCode;
      const moved = await formations.transaction(async (tx) => {
        const group = await deps.groups.requireGroup(groupCode, tx);
        const found = await requireActiveLine(groupCode, lineCode, tx);
        if (target === groupCode) throw new AppError('validation', t.moveSameGroup);
        const targetGroup = await deps.groups.requireGroup(target, tx);
        if (targetGroup.edu_principalcodigoformacion !== group.edu_principalcodigoformacion) throw new AppError('validation', t.moveOtherFormation);
        if (await repository.hasActiveLine(target, found.line.edu_codigoalumno, tx)) throw new AppError('conflict', t.alreadyEnrolled);
        const ended = await repository.endLine(lineCode, today(), tx);
        const opened = await repository.insertLine(
          {
            edu_codigolineamatricula: newCode('LM'),
            edu_matricula: found.line.edu_matricula,
            edu_codigoformacion: target,
            edu_codigoalumno: found.line.edu_codigoalumno,
            edu_fechainicio: found.line.edu_fechainicio,
            edu_gru_n4: found.line.edu_gru_n4,
            edu_fechafinpermanencia: found.line.edu_fechafinpermanencia,
            edu_activa: 0,
          },
          tx,
        );
        if (!opened) throw new AppError('conflict', t.lineCodeTaken);
        await audit.recordChanges(
          checked,
          [
            {
              action: 'enrolment.move',
              entityType: 'enrolment_line',
              entityId: lineCode,
              summary: fill(t.auditMove, { person: found.fullname, from: group.edu_formacion, to: targetGroup.edu_formacion }),
              before: lineValues(found.line),
              after: { ended: lineValues(ended), opened: lineValues(opened) },
            },
          ],
          tx,
        );
        return { from: toGroupStudent({ ...found, line: ended }), to: toGroupStudent({ ...found, line: opened }) };
      });
      await announce(moved.from.edu_codigocontacto, { reason: 'moved', groupCodes: [groupCode, target] }, false);
      return { status: 'ok', ...moved };
    },
  };
}

export type GroupEnrolmentsService = ReturnType<typeof createGroupEnrolmentsService>;
