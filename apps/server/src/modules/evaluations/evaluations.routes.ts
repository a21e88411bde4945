import { TASK_DRAFT_MAX_FILES, TASK_FILE_MAX_BYTES, taskIdFieldSchema, texts } from '@campus/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';
import { sendSharedAnswer } from '../../http/shared-answer';
import { AppError, isAppError } from '../../lib/app-error';
import { UPLOAD_FIELD } from '../uploads/uploads.routes';
import type { EvaluationsService } from './evaluations.service';

const tags = ['evaluations'];
const errors = [400, 401, 403, 404] as const;
const TASK_ID_FIELD = 'tareaId';

/** The parser's own limit errors (@fastify/multipart), told apart by code. */
const isLimitError = (error: unknown) =>
  typeof error === 'object' && error !== null && ['FST_FILES_LIMIT', 'FST_REQ_FILE_TOO_LARGE'].includes(String((error as { code?: unknown }).code));

/**
 * Reads `tareaId` and exactly one file in `files`, in either order, and hands the file in as it streams. When
 * the task id came first everything is checked before a byte is stored. Nothing is committed before the whole
 * request was read and found well-formed (a second file, a bad field): until then the hand-in waits on
 * `complete`, and a refusal removes the stored bytes.
 */
async function receiveTaskFile(request: FastifyRequest, service: EvaluationsService) {
  if (!request.isMultipart()) throw new AppError('validation', texts.evaluations.uploadError);
  let taskId: number | null = null;
  const settle: { resolve?: (id: number) => void; reject?: (error: Error) => void } = {};
  const complete = new Promise<number>((resolve, reject) => {
    settle.resolve = resolve;
    settle.reject = reject;
  });
  // Handled by the hand-in when one started; otherwise nobody waits on it.
  complete.catch(() => undefined);
  let handing: ReturnType<EvaluationsService['handInTaskFile']> | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: TASK_FILE_MAX_BYTES } })) {
      if (part.type === 'field') {
        if (part.fieldname !== TASK_ID_FIELD) continue;
        const parsed = taskIdFieldSchema.safeParse(part.value);
        if (!parsed.success) throw new AppError('validation', texts.evaluations.taskNotFound);
        taskId = parsed.data;
        continue;
      }
      if (part.fieldname !== UPLOAD_FIELD || handing) {
        part.file.resume();
        throw new AppError('validation', handing ? texts.chat.oneFileOnly : texts.evaluations.uploadError);
      }
      handing = service.handInTaskFile(request.actor, {
        knownTaskId: taskId,
        taskId: complete,
        file: { filename: part.filename, mimetype: part.mimetype, stream: part.file },
      });
      // The parser moves on only once the file's bytes are read: a refusal before storing drains them.
      const stream = part.file;
      handing.catch(() => stream.resume());
    }
  } catch (error) {
    settle.reject!(new AppError('validation', texts.evaluations.uploadError));
    if (handing) await (handing as Promise<unknown>).catch(() => undefined);
    if (isLimitError(error)) throw new AppError('validation', texts.chat.oneFileOnly);
    if (isAppError(error)) throw error;
    throw new AppError('validation', texts.evaluations.uploadError, { cause: error });
  }
  if (!handing) throw new AppError('validation', texts.evaluations.uploadError);
  if (taskId === null) settle.reject!(new AppError('validation', texts.evaluations.taskNotFound));
  else settle.resolve!(taskId);
  return handing;
}

/** Evaluations and tasks of the student, task delivery and the teacher's grading (issue 14). */
export function createEvaluationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.evaluationsService;
  return async (app) => {
    app.route({
      ...endpointRoute('listGroupEvaluations', {
        tags,
        summary:
          "The student's own evaluations of one group they are actively enrolled in: each concept with their score (null while not graded) and weight in %; the grade is the contract's computeEvaluationGrade (null = 'Sin calificar')",
        errors,
      }),
      handler: async (request, reply) =>
        sendSharedAnswer(request, reply, await service.listEvaluations(request.actor, request.params.contactId, [request.params.group])),
    });

    app.route({
      ...endpointRoute('listEvaluations', {
        tags,
        summary: "The student's own evaluations of several groups (body grupos), in the order asked; any group without an active enrolment line is 403",
        errors,
      }),
      handler: async (request, reply) =>
        sendSharedAnswer(request, reply, await service.listEvaluations(request.actor, request.params.contactId, request.body.grupos)),
    });

    app.route({
      ...endpointRoute('listTeacherDeliveries', {
        tags,
        summary:
          "Ours: deliveries (handed in or graded) of the groups the teacher teaches (staff: any group named in grupo), ungraded first then newest; estado 'Entregada' = ungraded, 'Corregida' = graded; grupos = the teacher's groups for the filter",
        errors,
      }),
      handler: async (request) => service.listTeacherDeliveries(request.actor, request.query),
    });

    app.route({
      ...endpointRoute('listGroupTasks', {
        tags,
        summary:
          "The student's own tasks of one group (data.data), by deadline: their delivery (attempts used, last delivery, grade and comment once graded, files) and state Pendiente / Entregada / Corregida (contract getTaskState)",
        errors,
      }),
      handler: async (request, reply) =>
        sendSharedAnswer(request, reply, await service.listTasks(request.actor, request.params.contactId, [request.params.group])),
    });

    app.route({
      ...endpointRoute('listTasks', {
        tags,
        summary: "The student's own tasks of several groups (body grupos) in data.data; any group without an active enrolment line is 403",
        errors,
      }),
      handler: async (request, reply) =>
        sendSharedAnswer(request, reply, await service.listTasks(request.actor, request.params.contactId, request.body.grupos)),
    });

    app.route({
      ...endpointRoute('uploadTaskFile', {
        tags,
        summary:
          'Adds one file to the draft of a task of a group the student is enrolled in (201 with the file in data, intento null, and the task as it is now in tarea); no attempt is used until entregar (issue 29)',
        description: `multipart/form-data: \`${TASK_ID_FIELD}\` and exactly one file in \`${UPLOAD_FIELD}\` (at most ${TASK_FILE_MAX_BYTES} bytes; the stored type comes from the bytes). Refused with 409 after the deadline (Madrid day and hour), when every attempt is used or once graded (the contract's getTaskDeliveryBlock), and when the draft already holds ${TASK_DRAFT_MAX_FILES} files. The first upload creates the delivery (0 attempts); the file's rows, the delivery and the activity record (type 5 with id_evento, id_tarea, id_grupo) commit together. Pushes task-updated to the student. Files open through /api/files/activos/file/{id} for the student, the group's teachers and staff.`,
        errors: [...errors, 409, 413, 429],
      }),
      preHandler: app.personLimits.uploads,
      handler: async (request, reply) => reply.status(201).send(await receiveTaskFile(request, service)),
    });

    app.route({
      ...endpointRoute('deliverTask', {
        tags,
        summary:
          "Ours (issue 29): 'Entregar' hands the task's draft files in, using exactly one attempt, and answers its receipt (attempt, date, files, code) with the task as it is now (201)",
        description:
          "Body `intento`: the attempt the student confirmed, which must be the next one (409 when another tab delivered first). 409 with no draft file, after the deadline, with every attempt used or once graded. The attempt, the files' attempt and the receipt commit together; pushes task-updated to the student and delivery-updated to the group's teachers.",
        errors: [...errors, 409],
      }),
      handler: async (request, reply) => reply.status(201).send(await service.deliverTask(request.actor, request.params.taskId, request.body)),
    });

    app.route({
      ...endpointRoute('deleteTaskFile', {
        tags,
        summary:
          "Removes a draft file of the student's task (204) at no cost while it is open: 409 once graded, after the deadline, or for a file already delivered (its receipt stands)",
        errors: [...errors, 409],
      }),
      handler: async (request, reply) => {
        await service.removeTaskFile(request.actor, request.params.taskId, request.params.fileId);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...endpointRoute('gradeDelivery', {
        tags,
        summary:
          "Ours: a teacher of the task's group (or staff) grades a student's delivery, 0–10 with 2 decimals and a comment (again to re-grade); the concept scored by this task gets the same score in the same transaction; the student gets a bell notification (type 6) and task-updated, the teachers delivery-updated",
        errors,
      }),
      handler: async (request) => service.gradeDelivery(request.actor, request.params.taskId, request.params.contactId, request.body),
    });
  };
}
