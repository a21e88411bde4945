import {
  contactIdParamsSchema,
  deliverTaskAnswerSchema,
  deliverTaskBodySchema,
  deliverTaskParamsSchema,
  evaluationsAnswerSchema,
  gradeDeliveryAnswerSchema,
  gradeDeliveryBodySchema,
  gradeDeliveryParamsSchema,
  groupContactParamsSchema,
  groupsBodySchema,
  taskFileParamsSchema,
  tasksAnswerSchema,
  taskUploadAnswerSchema,
  teacherDeliveriesAnswerSchema,
  teacherDeliveriesQuerySchema,
} from '../schemas/evaluations';
import type { EndpointSchemas } from './define-endpoint';
import type { evaluationsRoutes } from './evaluations';

export const evaluationsSchemas = {
  listGroupEvaluations: { params: groupContactParamsSchema, answer: evaluationsAnswerSchema },
  listEvaluations: { params: contactIdParamsSchema, body: groupsBodySchema, answer: evaluationsAnswerSchema },
  listTeacherDeliveries: { query: teacherDeliveriesQuerySchema, answer: teacherDeliveriesAnswerSchema },
  listGroupTasks: { params: groupContactParamsSchema, answer: tasksAnswerSchema },
  listTasks: { params: contactIdParamsSchema, body: groupsBodySchema, answer: tasksAnswerSchema },
  uploadTaskFile: { multipart: true, answer: taskUploadAnswerSchema, status: 201 },
  deliverTask: { params: deliverTaskParamsSchema, body: deliverTaskBodySchema, answer: deliverTaskAnswerSchema, status: 201 },
  // 204: no body.
  deleteTaskFile: { params: taskFileParamsSchema, status: 204 },
  gradeDelivery: { params: gradeDeliveryParamsSchema, body: gradeDeliveryBodySchema, answer: gradeDeliveryAnswerSchema },
} as const satisfies Record<keyof typeof evaluationsRoutes, EndpointSchemas>;
