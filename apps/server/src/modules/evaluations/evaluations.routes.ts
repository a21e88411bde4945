import {
  contactIdParamsSchema,
  errorAnswerSchema,
  evaluationsAnswerSchema,
  gradeDeliveryAnswerSchema,
  gradeDeliveryBodySchema,
  gradeDeliveryParamsSchema,
  groupContactParamsSchema,
  groupsBodySchema,
  TASK_FILE_MAX_BYTES,
  taskFileParamsSchema,
  taskIdFieldSchema,
  tasksAnswerSchema,
  taskUploadAnswerSchema,
  teacherDeliveriesAnswerSchema,
  teacherDeliveriesQuerySchema,
  texts,
} from '@campus/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { sendSharedAnswer } from '../../http/shared-answer';
import { AppError, isAppError } from '../../lib/app-error';
import { UPLOAD_FIELD } from '../uploads/uploads.routes';
import type { EvaluationsService } from './evaluations.service';

const security = [{ bearer: [] }];
const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema };
const TASK_ID_FIELD = 'tareaId';

/** The parser's own limit errors (@fastify/multipart), told apart by code. */
const isLimitError = (error: unknown) => typeof error === 'object' && error !== null && ['FST_FILES_LIMIT', 'FST_REQ_FILE_TOO_LARGE'].includes(String((error as { code?: unknown }).code));

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
      handing = service.handInTaskFile(request.actor, { knownTaskId: taskId, taskId: complete, file: { filename: part.filename, mimetype: part.mimetype, stream: part.file } });
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
    app.get(
      '/api/formations/evaluaciones/:group/:contactId',
      {
        schema: {
          tags: ['evaluations'],
          summary:
            "The student's own evaluations of one group they are actively enrolled in: each concept with their score (null while not graded) and weight in %; the grade is the contract's computeEvaluationGrade (null = 'Sin calificar')",
          security,
          params: groupContactParamsSchema,
          response: { 200: evaluationsAnswerSchema, ...errors },
        },
      },
      async (request, reply) => sendSharedAnswer(request, reply, await service.listEvaluations(request.actor, request.params.contactId, [request.params.group])),
    );

    app.post(
      '/api/formations/evaluaciones/:contactId',
      {
        schema: {
          tags: ['evaluations'],
          summary: "The student's own evaluations of several groups (body grupos), in the order asked; any group without an active enrolment line is 403",
          security,
          params: contactIdParamsSchema,
          body: groupsBodySchema,
          response: { 200: evaluationsAnswerSchema, ...errors },
        },
      },
      async (request, reply) => sendSharedAnswer(request, reply, await service.listEvaluations(request.actor, request.params.contactId, request.body.grupos)),
    );

    app.get(
      '/api/formations/tareas/entregas',
      {
        schema: {
          tags: ['evaluations'],
          summary:
            "Ours: deliveries (handed in or graded) of the groups the teacher teaches (staff: any group named in grupo), ungraded first then newest; estado 'Entregada' = ungraded, 'Corregida' = graded; grupos = the teacher's groups for the filter",
          security,
          querystring: teacherDeliveriesQuerySchema,
          response: { 200: teacherDeliveriesAnswerSchema, ...errors },
        },
      },
      async (request) => service.listTeacherDeliveries(request.actor, request.query),
    );

    app.get(
      '/api/formations/tareas/:group/:contactId',
      {
        schema: {
          tags: ['evaluations'],
          summary:
            "The student's own tasks of one group (data.data), by deadline: their delivery (attempts used, last delivery, grade and comment once graded, files) and state Pendiente / Entregada / Corregida (contract getTaskState)",
          security,
          params: groupContactParamsSchema,
          response: { 200: tasksAnswerSchema, ...errors },
        },
      },
      async (request, reply) => sendSharedAnswer(request, reply, await service.listTasks(request.actor, request.params.contactId, [request.params.group])),
    );

    app.post(
      '/api/formations/tareas/:contactId',
      {
        schema: {
          tags: ['evaluations'],
          summary: "The student's own tasks of several groups (body grupos) in data.data; any group without an active enrolment line is 403",
          security,
          params: contactIdParamsSchema,
          body: groupsBodySchema,
          response: { 200: tasksAnswerSchema, ...errors },
        },
      },
      async (request, reply) => sendSharedAnswer(request, reply, await service.listTasks(request.actor, request.params.contactId, request.body.grupos)),
    );

    app.post(
      '/api/formations/tareas/upload-file',
      {
        schema: {
          tags: ['evaluations'],
          summary: 'Hands in one file for a task of a group the student is enrolled in (201 with the file in data and the task as it is now in tarea)',
          description: `multipart/form-data: \`${TASK_ID_FIELD}\` and exactly one file in \`${UPLOAD_FIELD}\` (at most ${TASK_FILE_MAX_BYTES} bytes; the stored type comes from the bytes). Refused with 409 after the deadline (Madrid day and hour), when every attempt is used or once graded (the contract's getTaskDeliveryBlock). The first upload creates the delivery; each upload counts one attempt and sets the delivery date; the file's rows, the delivery and the activity record (type 5 with id_evento, id_tarea, id_grupo) commit together. Pushes task-updated to the student and delivery-updated to the group's teachers. Files open through /api/files/activos/file/{id} for the student, the group's teachers and staff.`,
          security,
          consumes: ['multipart/form-data'],
          response: { 201: taskUploadAnswerSchema, ...errors, 409: errorAnswerSchema, 413: errorAnswerSchema, 429: errorAnswerSchema },
        },
        preHandler: app.personLimits.uploads,
      },
      async (request, reply) => reply.status(201).send(await receiveTaskFile(request, service)),
    );

    app.delete(
      '/api/formations/tareas/:taskId/files/:fileId',
      {
        schema: {
          tags: ['evaluations'],
          summary: "Removes one of the student's files of a task (204) while it is open: 409 once graded or after the deadline; the attempt is not given back",
          security,
          params: taskFileParamsSchema,
          response: { 204: z.null(), ...errors, 409: errorAnswerSchema },
        },
      },
      async (request, reply) => {
        await service.removeTaskFile(request.actor, request.params.taskId, request.params.fileId);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/formations/tareas/:taskId/entregas/:contactId/calificacion',
      {
        schema: {
          tags: ['evaluations'],
          summary:
            "Ours: a teacher of the task's group (or staff) grades a student's delivery, 0–10 with 2 decimals and a comment (again to re-grade); the concept scored by this task gets the same score in the same transaction; the student gets a bell notification (type 6) and task-updated, the teachers delivery-updated",
          security,
          params: gradeDeliveryParamsSchema,
          body: gradeDeliveryBodySchema,
          response: { 200: gradeDeliveryAnswerSchema, ...errors },
        },
      },
      async (request) => service.gradeDelivery(request.actor, request.params.taskId, request.params.contactId, request.body),
    );
  };
}
