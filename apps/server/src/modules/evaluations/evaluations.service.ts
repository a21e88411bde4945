import { academyTexts } from '@campus/contract';
import { randomInt } from 'node:crypto';
import {
  constants,
  type DeliverTaskAnswer,
  type EvaluationsAnswer,
  formatGradeEs,
  getTaskDeliveryBlock,
  type GradeDeliveryAnswer,
  type GradeDeliveryBody,
  type TaskDeliveryBlock,
  type TasksAnswer,
  type TaskUploadAnswer,
  TASK_DRAFT_MAX_FILES,
  type TeacherDeliveriesAnswer,
  type TeacherDelivery,
  texts,
} from '@campus/contract';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { TableChanges } from '../../lib/table-changes';
import { type AccessPolicies, authorize } from '../../policies';
import type { RealtimeEmitter } from '../../realtime/emitter';
import type { ActivitiesService } from '../activities/activities.service';
import { type NotificationInput, notificationTypeIds } from '../notifications/notifications.service';
import type { IncomingFile, UploadsService } from '../uploads/uploads.service';
import type { AuditService } from '../audit/audit.service';
import { fillAuditSummary } from '../audit/audit-summary';
import { formatGradedMessage, toEvaluation, toGradebookChange, toTask, toTaskFile, toTaskReceipt, toTeacherDelivery } from './evaluations-presenter';
import type { EvaluationsRepository, TaskWithDelivery } from './evaluations.repository';
import { createProgressAnswers } from './progress-answers';

/** Why an upload or a removal is refused (409), in the words the student reads. */
const blockMessages: Record<TaskDeliveryBlock, string> = {
  graded: texts.evaluations.alreadyGraded,
  deadline: texts.evaluations.deadlinePassed,
  attempts: texts.evaluations.attemptsUsed,
};

/** Letters of a receipt code that cannot be read as another (no 0/O, 1/I/L). */
const RECEIPT_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A receipt's code: the task, the attempt and 8 random letters ('12-2-7F3K9QAB'), unique in practice and easy to quote. */
function createReceiptCode(taskId: number, attempt: number): string {
  let random = '';
  for (let index = 0; index < 8; index++) random += RECEIPT_ALPHABET[randomInt(RECEIPT_ALPHABET.length)];
  return `${taskId}-${attempt}-${random}`;
}

/** The contract's delivery rule on a task row and the student's delivery (the same rule the page disables with). */
function blockOf(row: TaskWithDelivery, now: Date, action: 'upload' | 'deliver' | 'delete'): TaskDeliveryBlock | null {
  return getTaskDeliveryBlock(
    {
      edu_fechafinmax: row.task.edu_fechafinmax,
      edu_horafinmax: row.task.edu_horafinmax,
      edu_oportunidades: row.task.edu_oportunidades,
      intentos_usados: row.delivery?.intentos ?? 0,
      isGraded: row.delivery?.graded_at != null,
    },
    now,
    action,
  );
}

/**
 * Evaluations, tasks and their delivery (issue 14, spec 002 §Evaluations, §7): a student reads only their own
 * evaluations and tasks of groups they are actively enrolled in, hands in and removes task files within the
 * deadline and attempts; the teachers of the group (and staff) list the deliveries and grade them, which
 * scores the concept the task stands for and rings the student's bell.
 */
export function createEvaluationsService(deps: {
  repository: EvaluationsRepository;
  access: Pick<AccessPolicies, 'loadHoldings'>;
  uploads: Pick<UploadsService, 'storeUploadWithin' | 'deleteUploadedFile'>;
  activities: Pick<ActivitiesService, 'recordActivity'>;
  notify: (input: NotificationInput) => Promise<unknown>;
  emitter: RealtimeEmitter;
  changes: TableChanges;
  now: () => Date;
  /** Issue 31: a teacher's grade goes to the audit log. */
  audit: Pick<AuditService, 'recordChanges'>;
}) {
  const { repository, access, uploads, activities, emitter, now } = deps;
  // The student's lists are served again until one of their deliveries or scores changes (progress-answers.ts).
  const answers = createProgressAnswers(deps.changes);

  /** The student's own data of groups where they hold an active enrolment line (403 for any other group). */
  async function authorizeOwnGroups(actor: Actor | null, contactCode: string, groupCodes: readonly string[]) {
    const checked = authorize(actor, 'readOwnProgress', { contactCode });
    const holdings = await access.loadHoldings(checked);
    const active = new Set(holdings.lines.map(({ line }) => line.edu_codigoformacion));
    authorize(checked, 'studyInGroups', { missingGroups: groupCodes.filter((code) => !active.has(code)) });
    return checked;
  }

  /** A task of a group the actor studies in, with their delivery; 404 for anyone else, 403 for freemium. */
  async function authorizeDelivery(actor: Actor | null, taskId: number) {
    const checked = authorize(actor, 'signedIn');
    const [row, holdings] = await Promise.all([repository.findTask(taskId, checked.edu_codigocontacto), access.loadHoldings(checked)]);
    const isStudentOfGroup = !!row && holdings.lines.some(({ line }) => line.edu_codigoformacion === row.task.edu_codigoformacion);
    authorize(checked, 'deliverTask', { isStudentOfGroup });
    return { checked, row: row! };
  }

  function refuseIfBlocked(row: TaskWithDelivery, action: 'upload' | 'deliver' | 'delete') {
    const block = blockOf(row, now(), action);
    if (block) throw new AppError('conflict', blockMessages[block]);
  }

  /**
   * Tells the student's other tabs (the task as it is now, with its evaluation) and the group's teachers (the
   * delivery as they list it). Reads what it pushes after the change committed.
   */
  async function pushDeliveryChange(taskId: number, studentCode: string, deliveryId: number | null) {
    // A hand-in, a removal or a grade: the student's rows of these tables.
    for (const table of ['task_deliveries', 'evaluation_scores'] as const) deps.changes.publish(table, studentCode);
    const row = await repository.findTask(taskId, studentCode);
    if (!row) return null;
    const [evaluation, delivery, teachers] = await Promise.all([
      row.evaluationId === null ? null : repository.findEvaluation(row.evaluationId, studentCode),
      deliveryId === null ? null : repository.findTeacherDelivery(deliveryId),
      repository.listGroupTeachers(row.task.edu_codigoformacion),
    ]);
    const tarea = toTask(row);
    emitter.emitToUser(studentCode, 'task-updated', { tarea, evaluacion: evaluation ? toEvaluation(evaluation) : null });
    // Issue 30: the changed cell of the group's gradebook, for the teachers' open gradebooks and the grader's answer.
    const celda = delivery ? toGradebookChange(delivery, evaluation, now()) : null;
    if (delivery) {
      const entrega = toTeacherDelivery(delivery);
      for (const teacher of teachers) if (teacher !== studentCode) emitter.emitToUser(teacher, 'delivery-updated', { entrega });
      for (const teacher of teachers) if (teacher !== studentCode) emitter.emitToUser(teacher, 'gradebook-cell-updated', celda!);
    }
    return { tarea, delivery, teachers, celda };
  }

  /**
   * Rings the bell of the group's teachers (issue 30 item 6): one notification, one statement, whatever their
   * number. It runs once the hand-in committed and is not the student's to fail: a notice that could not be
   * written leaves the delivery in the teachers' lists (and pushed live by `delivery-updated`), so the student's
   * 'Entregar' still succeeds.
   */
  async function notifyTeachersOfDelivery(studentCode: string, pushed: NonNullable<Awaited<ReturnType<typeof pushDeliveryChange>>>) {
    const recipients = pushed.teachers.filter((code) => code !== studentCode);
    if (recipients.length === 0 || !pushed.delivery) return;
    const studentName = pushed.delivery.student.fullname;
    await deps
      .notify({
        title: texts.teachingNotices.deliveryTitle(studentName),
        message: texts.teachingNotices.deliveryMessage(pushed.tarea.edu_titulo),
        typeId: notificationTypeIds.evaluations,
        notifiable: { type: 'task', id: pushed.delivery.task.id },
        createdBy: studentCode,
        recipients,
      })
      .catch(() => undefined);
  }

  return {
    /** GET /api/formations/evaluaciones/{group}/{contactId} and the POST of several groups: own evaluations, graded by the contract's rule. */
    async listEvaluations(actor: Actor | null, contactCode: string, groupCodes: readonly string[]): Promise<EvaluationsAnswer> {
      const groups = [...new Set(groupCodes)];
      const checked = await authorizeOwnGroups(actor, contactCode, groups);
      return answers.evaluations(checked.edu_codigocontacto, groups, async () => {
        const rows = await repository.listEvaluations(groups, checked.edu_codigocontacto);
        // In the order the groups were asked for (the repository orders by code within).
        const order = new Map(groups.map((code, index) => [code, index]));
        const sorted = [...rows].sort((a, b) => order.get(a.evaluation.edu_codigoformacion)! - order.get(b.evaluation.edu_codigoformacion)!);
        return { status: 'ok', data: sorted.map(toEvaluation) };
      });
    },

    /** GET /api/formations/tareas/{group}/{contactId} and the POST of several groups: own tasks with their delivery, by deadline. */
    async listTasks(actor: Actor | null, contactCode: string, groupCodes: readonly string[]): Promise<TasksAnswer> {
      const groups = [...new Set(groupCodes)];
      const checked = await authorizeOwnGroups(actor, contactCode, groups);
      return answers.tasks(checked.edu_codigocontacto, groups, async () => ({
        status: 'ok',
        data: { data: (await repository.listTasks(groups, checked.edu_codigocontacto)).map(toTask) },
      }));
    },

    /**
     * POST /api/formations/tareas/upload-file: one file added to the task's draft (issue 29: no attempt is used
     * until 'Entregar'). When the task id arrives before the file (`knownTaskId`), everything is checked before
     * a byte is stored; `taskId` settles once the whole request was read, and only then is anything committed.
     * The delivery (created by the first upload), the file's rows and the activity record (type 5) are written
     * in one transaction; the stored bytes are removed if it fails. A draft holds at most TASK_DRAFT_MAX_FILES.
     */
    async handInTaskFile(actor: Actor | null, input: { knownTaskId: number | null; taskId: Promise<number>; file: IncomingFile }): Promise<TaskUploadAnswer> {
      // No session or a free trial: refused before a byte is stored.
      const ownerCode = authorize(actor, 'deliverTask', { isStudentOfGroup: true }).edu_codigocontacto;
      const checkedEarly = input.knownTaskId === null ? null : await authorizeDelivery(actor, input.knownTaskId);
      if (checkedEarly) {
        refuseIfBlocked(checkedEarly.row, 'upload');
        if (checkedEarly.row.files.filter((file) => file.intento === null).length >= TASK_DRAFT_MAX_FILES)
          throw new AppError('conflict', texts.evaluations.draftFull);
      }
      const { file, taskId } = await uploads.storeUploadWithin(ownerCode, { purpose: 'task', file: input.file }, async (writeRows) => {
        // The whole request has been read (the caller settles the task id last): only now may anything commit.
        const finalTaskId = await input.taskId;
        const early = checkedEarly && checkedEarly.row.task.id === finalTaskId ? checkedEarly : null;
        const { checked, row } = early ?? (await authorizeDelivery(actor, finalTaskId));
        // Checked again after the bytes arrived: a long upload may have crossed the deadline.
        refuseIfBlocked(row, 'upload');
        const { task } = row;
        const at = now();
        return repository.inTransaction(async (tx) => {
          const draft = await repository.openDraft(tx, { taskId: task.id, contactCode: checked.edu_codigocontacto, at });
          // The teacher graded it meanwhile.
          if (!draft) throw new AppError('conflict', texts.evaluations.alreadyGraded);
          // Counted under the delivery's lock: two uploads at once cannot both take the last place.
          if (draft.draftCount >= TASK_DRAFT_MAX_FILES) throw new AppError('conflict', texts.evaluations.draftFull);
          const stored = await writeRows(tx, { taskDeliveryId: draft.delivery.id, at });
          await activities.recordActivity(
            checked.edu_codigocontacto,
            constants.activityType.taskFile,
            { id_evento: task.event_id, id_tarea: task.id, id_grupo: task.edu_codigoformacion },
            tx,
          );
          return { file: stored, taskId: task.id };
        });
      });
      // A draft is the student's own: the teachers are told on 'Entregar', not now.
      const pushed = await pushDeliveryChange(taskId, ownerCode, null);
      const uploaded = pushed?.tarea.files.find((candidate) => candidate.id === file.id);
      return {
        status: 'ok',
        data:
          uploaded ??
          toTaskFile({
            id: file.id,
            name: file.name,
            file_type: file.file_type,
            size: file.size_bytes,
            created_at: file.created_at.toISOString(),
            intento: null,
          }),
        tarea: pushed!.tarea,
      };
    },

    /**
     * POST /api/formations/tareas/{taskId}/entregar (ours, issue 29): 'Entregar' hands the draft in, using exactly
     * one attempt: the one the student confirmed (`intento`), refused as stale when another tab delivered first.
     * The attempt, the files' attempt and the receipt commit together; answers the receipt and the task.
     */
    async deliverTask(actor: Actor | null, taskId: number, body: { intento: number }): Promise<DeliverTaskAnswer> {
      const { checked, row } = await authorizeDelivery(actor, taskId);
      refuseIfBlocked(row, 'deliver');
      if (!row.files.some((file) => file.intento === null)) throw new AppError('conflict', texts.evaluations.noDraftFiles);
      if (body.intento !== (row.delivery?.intentos ?? 0) + 1) throw new AppError('conflict', texts.evaluations.attemptChanged);
      const delivered = await repository.inTransaction(async (tx) => {
        const result = await repository.deliverDraft(tx, {
          taskId,
          contactCode: checked.edu_codigocontacto,
          attempt: body.intento,
          maxAttempts: row.task.edu_oportunidades,
          code: createReceiptCode(taskId, body.intento),
          at: now(),
        });
        // Rolled back: another tab removed the draft or delivered it first, or the teacher graded meanwhile.
        if (result === 'empty') throw new AppError('conflict', texts.evaluations.noDraftFiles);
        if (!result) throw new AppError('conflict', texts.evaluations.attemptChanged);
        return result;
      });
      const pushed = await pushDeliveryChange(taskId, checked.edu_codigocontacto, delivered.delivery.id);
      await notifyTeachersOfDelivery(checked.edu_codigocontacto, pushed!);
      return { status: 'ok', data: toTaskReceipt(delivered.receipt), tarea: pushed!.tarea };
    },

    /**
     * DELETE /api/formations/tareas/{taskId}/files/{fileId}: removes a draft file of the student's while the task
     * is open, at no cost (issue 29). A delivered file stays: its receipt says what was handed in (409).
     */
    async removeTaskFile(actor: Actor | null, taskId: number, fileId: number): Promise<void> {
      const { checked, row } = await authorizeDelivery(actor, taskId);
      const file = row.files.find((candidate) => candidate.id === fileId);
      if (!file) throw new AppError('not_found', texts.evaluations.fileNotFound);
      refuseIfBlocked(row, 'delete');
      if (file.intento !== null) throw new AppError('conflict', texts.evaluations.deliveredFileLocked);
      await uploads.deleteUploadedFile(fileId);
      // Only a draft goes: nothing the teachers see changed.
      await pushDeliveryChange(taskId, checked.edu_codigocontacto, null);
    },

    /**
     * GET /api/formations/tareas/entregas?grupo=&estado= (ours): deliveries of the groups the actor teaches
     * (staff may name any group), ungraded first, with the groups for the filter.
     */
    async listTeacherDeliveries(actor: Actor | null, query: { grupo?: string; estado?: 'Entregada' | 'Corregida' }): Promise<TeacherDeliveriesAnswer> {
      const checked = authorize(actor, 'reviewDeliveries');
      const holdings = await access.loadHoldings(checked);
      const taught = [...holdings.taughtGroups];
      if (query.grupo !== undefined) authorize(checked, 'reviewGroupDeliveries', { groupCode: query.grupo, taughtGroups: holdings.taughtGroups });
      const groups = query.grupo !== undefined ? [query.grupo] : taught;
      const [rows, names] = await Promise.all([repository.listTeacherDeliveries(groups, query.estado), repository.listGroupNames(taught)]);
      return {
        status: 'ok',
        data: rows.map(toTeacherDelivery),
        grupos: names.map((group) => ({ edu_codigoformacion: group.code, edu_formacion: group.name })),
      };
    },

    /**
     * Deliveries of these groups handed in and not graded yet, newest first: the teacher's home (issue 30), in the
     * statement the deliveries list uses. The caller has checked who asks and that he teaches these groups.
     */
    async listUngradedDeliveries(groupCodes: readonly string[]): Promise<TeacherDelivery[]> {
      if (groupCodes.length === 0) return [];
      return (await repository.listTeacherDeliveries([...groupCodes], 'Entregada')).map(toTeacherDelivery);
    },

    /**
     * POST /api/formations/tareas/{taskId}/entregas/{contactId}/calificacion (ours): a teacher of the task's
     * group (or staff) grades a delivery, again if need be. The grade, comment and the concept's score commit
     * together; then the student's bell rings and both sides' pages update live.
     */
    async gradeDelivery(actor: Actor | null, taskId: number, studentCode: string, body: GradeDeliveryBody): Promise<GradeDeliveryAnswer> {
      const checked = authorize(actor, 'signedIn');
      const [row, holdings] = await Promise.all([repository.findTask(taskId, studentCode), access.loadHoldings(checked)]);
      if (!row) throw new AppError('not_found', texts.evaluations.taskNotFound);
      // The path's student is the delivery's author: nobody grades their own work.
      authorize(checked, 'gradeTask', { groupCode: row.task.edu_codigoformacion, taughtGroups: holdings.taughtGroups, authorCode: studentCode });
      // A draft alone is not a delivery (issue 29); a graded one stays re-gradable.
      if (!row.delivery || (row.delivery.intentos === 0 && row.delivery.graded_at === null))
        throw new AppError('not_found', texts.evaluations.deliveryNotFound);
      const grade = body.edu_calificacion;
      const comment = body.edu_comentario?.trim() || null;
      const delivery = row.delivery;
      // Only the fields the grading changed (the grade always, as a re-grade to the same value is still a decision).
      const before: Record<string, unknown> = { edu_calificacion: delivery.edu_calificacion };
      const after: Record<string, unknown> = { edu_calificacion: grade };
      if (delivery.edu_comentario !== comment) {
        before.edu_comentario = delivery.edu_comentario;
        after.edu_comentario = comment;
      }
      await repository.gradeDelivery(
        { deliveryId: delivery.id, taskId, contactCode: studentCode, grade, comment, graderCode: checked.edu_codigocontacto, at: now() },
        (tx, graded) =>
          deps.audit.recordChanges(
            checked,
            [
              {
                action: 'delivery.grade',
                entityType: 'task_delivery',
                entityId: delivery.id,
                summary: fillAuditSummary(academyTexts.auditAcademy.deliveryGrade, {
                  student: graded.studentFullname,
                  task: row.task.edu_titulo,
                  grade: formatGradeEs(grade),
                }),
                before,
                after,
              },
            ],
            tx,
          ),
      );
      const pushed = await pushDeliveryChange(taskId, studentCode, row.delivery.id);
      await deps.notify({
        title: texts.evaluations.gradedNotificationTitle,
        message: formatGradedMessage(row.task.edu_titulo, grade),
        typeId: notificationTypeIds.evaluations,
        notifiable: null,
        createdBy: checked.edu_codigocontacto,
        recipients: [studentCode],
      });
      return { status: 'ok', data: toTeacherDelivery(pushed!.delivery!), celda: pushed!.celda! };
    },
  };
}

export type EvaluationsService = ReturnType<typeof createEvaluationsService>;
