import {
  constants,
  type EvaluationsAnswer,
  getTaskDeliveryBlock,
  type GradeDeliveryAnswer,
  type GradeDeliveryBody,
  type TaskDeliveryBlock,
  type TasksAnswer,
  type TaskUploadAnswer,
  type TeacherDeliveriesAnswer,
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
import { formatGradedMessage, toEvaluation, toTask, toTaskFile, toTeacherDelivery } from './evaluations-presenter';
import type { EvaluationsRepository, TaskWithDelivery } from './evaluations.repository';
import { createProgressAnswers } from './progress-answers';

/** Why an upload or a removal is refused (409), in the words the student reads. */
const blockMessages: Record<TaskDeliveryBlock, string> = {
  graded: texts.evaluations.alreadyGraded,
  deadline: texts.evaluations.deadlinePassed,
  attempts: texts.evaluations.attemptsUsed,
};

/** The contract's delivery rule on a task row and the student's delivery (the same rule the page disables with). */
function blockOf(row: TaskWithDelivery, now: Date, action: 'upload' | 'delete'): TaskDeliveryBlock | null {
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

  function refuseIfBlocked(row: TaskWithDelivery, action: 'upload' | 'delete') {
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
    if (delivery) {
      const entrega = toTeacherDelivery(delivery);
      for (const teacher of teachers) if (teacher !== studentCode) emitter.emitToUser(teacher, 'delivery-updated', { entrega });
    }
    return { tarea, delivery };
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
     * POST /api/formations/tareas/upload-file: one file handed in for a task. When the task id arrives before
     * the file (`knownTaskId`), everything is checked before a byte is stored; `taskId` settles once the whole
     * request was read, and only then is anything committed. The delivery (created
     * by the first upload, one attempt more, delivered now), the file's rows and the activity record (type 5)
     * are written in one transaction; the stored bytes are removed if it fails.
     */
    async handInTaskFile(actor: Actor | null, input: { knownTaskId: number | null; taskId: Promise<number>; file: IncomingFile }): Promise<TaskUploadAnswer> {
      // No session or a free trial: refused before a byte is stored.
      const ownerCode = authorize(actor, 'deliverTask', { isStudentOfGroup: true }).edu_codigocontacto;
      const checkedEarly = input.knownTaskId === null ? null : await authorizeDelivery(actor, input.knownTaskId);
      if (checkedEarly) refuseIfBlocked(checkedEarly.row, 'upload');
      const { file, deliveryId, taskId } = await uploads.storeUploadWithin(ownerCode, { purpose: 'task', file: input.file }, async (writeRows) => {
        // The whole request has been read (the caller settles the task id last): only now may anything commit.
        const finalTaskId = await input.taskId;
        const early = checkedEarly && checkedEarly.row.task.id === finalTaskId ? checkedEarly : null;
        const { checked, row } = early ?? (await authorizeDelivery(actor, finalTaskId));
        // Checked again after the bytes arrived: a long upload may have crossed the deadline.
        refuseIfBlocked(row, 'upload');
        const { task } = row;
        const at = now();
        return repository.inTransaction(async (tx) => {
          const delivery = await repository.countUpload(tx, {
            taskId: task.id,
            contactCode: checked.edu_codigocontacto,
            maxAttempts: task.edu_oportunidades,
            at,
          });
          // Another upload (another tab) took the last attempt, or the teacher graded it meanwhile.
          if (!delivery)
            throw new AppError(
              'conflict',
              (await repository.findTask(task.id, checked.edu_codigocontacto))?.delivery?.graded_at
                ? texts.evaluations.alreadyGraded
                : texts.evaluations.attemptsUsed,
            );
          const stored = await writeRows(tx, { taskDeliveryId: delivery.id, at });
          await activities.recordActivity(
            checked.edu_codigocontacto,
            constants.activityType.taskFile,
            { id_evento: task.event_id, id_tarea: task.id, id_grupo: task.edu_codigoformacion },
            tx,
          );
          return { file: stored, deliveryId: delivery.id, taskId: task.id };
        });
      });
      const pushed = await pushDeliveryChange(taskId, ownerCode, deliveryId);
      const uploaded = pushed?.tarea.files.find((candidate) => candidate.id === file.id);
      return {
        status: 'ok',
        data:
          uploaded ?? toTaskFile({ id: file.id, name: file.name, file_type: file.file_type, size: file.size_bytes, created_at: file.created_at.toISOString() }),
        tarea: pushed!.tarea,
      };
    },

    /** DELETE /api/formations/tareas/{taskId}/files/{fileId}: removes one of the student's files while the task is open (attempts are not given back). */
    async removeTaskFile(actor: Actor | null, taskId: number, fileId: number): Promise<void> {
      const { checked, row } = await authorizeDelivery(actor, taskId);
      if (!row.files.some((file) => file.id === fileId)) throw new AppError('not_found', texts.evaluations.fileNotFound);
      refuseIfBlocked(row, 'delete');
      await uploads.deleteUploadedFile(fileId);
      await pushDeliveryChange(taskId, checked.edu_codigocontacto, row.delivery?.id ?? null);
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
      if (!row.delivery) throw new AppError('not_found', texts.evaluations.deliveryNotFound);
      const grade = body.edu_calificacion;
      await repository.gradeDelivery({
        deliveryId: row.delivery.id,
        taskId,
        contactCode: studentCode,
        grade,
        comment: body.edu_comentario?.trim() || null,
        graderCode: checked.edu_codigocontacto,
        at: now(),
      });
      const pushed = await pushDeliveryChange(taskId, studentCode, row.delivery.id);
      await deps.notify({
        title: texts.evaluations.gradedNotificationTitle,
        message: formatGradedMessage(row.task.edu_titulo, grade),
        typeId: notificationTypeIds.evaluations,
        notifiable: null,
        createdBy: checked.edu_codigocontacto,
        recipients: [studentCode],
      });
      return { status: 'ok', data: toTeacherDelivery(pushed!.delivery!) };
    },
  };
}

export type EvaluationsService = ReturnType<typeof createEvaluationsService>;
