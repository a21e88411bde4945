import { backOfficePageQuerySchema } from '../schemas/back-office';
import {
  addGroupTeacherSchema,
  backOfficeFormationAnswerSchema,
  backOfficeFormationDetailAnswerSchema,
  backOfficeFormationsAnswerSchema,
  backOfficeGroupAnswerSchema,
  backOfficeGroupDetailAnswerSchema,
  backOfficeGroupStudentsAnswerSchema,
  createFormationSchema,
  createGroupSchema,
  enrolStudentSchema,
  formationCodeParamsSchema,
  groupCandidatesAnswerSchema,
  groupCandidatesQuerySchema,
  groupCodeParamsSchema,
  groupLineParamsSchema,
  groupStudentAnswerSchema,
  groupTeacherParamsSchema,
  moveStudentAnswerSchema,
  moveStudentSchema,
  updateFormationSchema,
  updateGroupSchema,
} from '../schemas/back-office-formations';
import type { backOfficeFormationsRoutes } from './back-office-formations';
import type { EndpointSchemas } from './define-endpoint';

export const backOfficeFormationsSchemas = {
  listBackOfficeFormations: { query: backOfficePageQuerySchema, answer: backOfficeFormationsAnswerSchema },
  createBackOfficeFormation: { body: createFormationSchema, answer: backOfficeFormationAnswerSchema, status: 201 },
  getBackOfficeFormation: { params: formationCodeParamsSchema, answer: backOfficeFormationDetailAnswerSchema },
  updateBackOfficeFormation: { params: formationCodeParamsSchema, body: updateFormationSchema, answer: backOfficeFormationAnswerSchema },
  createBackOfficeGroup: { params: formationCodeParamsSchema, body: createGroupSchema, answer: backOfficeGroupAnswerSchema, status: 201 },
  getBackOfficeGroup: { params: groupCodeParamsSchema, answer: backOfficeGroupDetailAnswerSchema },
  updateBackOfficeGroup: { params: groupCodeParamsSchema, body: updateGroupSchema, answer: backOfficeGroupAnswerSchema },
  listGroupCandidates: { params: groupCodeParamsSchema, query: groupCandidatesQuerySchema, answer: groupCandidatesAnswerSchema },
  addGroupTeacher: { params: groupCodeParamsSchema, body: addGroupTeacherSchema, answer: backOfficeGroupAnswerSchema },
  removeGroupTeacher: { params: groupTeacherParamsSchema, answer: backOfficeGroupAnswerSchema },
  listGroupStudents: { params: groupCodeParamsSchema, query: backOfficePageQuerySchema, answer: backOfficeGroupStudentsAnswerSchema },
  enrolGroupStudent: { params: groupCodeParamsSchema, body: enrolStudentSchema, answer: groupStudentAnswerSchema, status: 201 },
  unenrolGroupStudent: { params: groupLineParamsSchema, answer: groupStudentAnswerSchema },
  moveGroupStudent: { params: groupLineParamsSchema, body: moveStudentSchema, answer: moveStudentAnswerSchema },
} as const satisfies Record<keyof typeof backOfficeFormationsRoutes, EndpointSchemas>;
