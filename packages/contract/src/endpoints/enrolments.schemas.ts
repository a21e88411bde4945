import {
  createWithdrawalAnswerSchema,
  enrolmentInfoAnswerSchema,
  enrolmentRecordsParamsSchema,
  enrolmentsAnswerSchema,
  licencesAnswerSchema,
  withdrawalChecksAnswerSchema,
  withdrawalRequestBodySchema,
  withdrawalRequestsAnswerSchema,
} from '../schemas/enrolment-records';
import { contactFormationsAnswerSchema, contactFormationsParamsSchema, contactFormationsQuerySchema } from '../schemas/formations';
import type { EndpointSchemas } from './define-endpoint';
import type { enrolmentsRoutes } from './enrolments';

export const enrolmentsSchemas = {
  getContactFormations: { params: contactFormationsParamsSchema, query: contactFormationsQuerySchema, answer: contactFormationsAnswerSchema },
  getEnrolmentInfo: { params: enrolmentRecordsParamsSchema, answer: enrolmentInfoAnswerSchema },
  checkWithdrawals: { params: enrolmentRecordsParamsSchema, answer: withdrawalChecksAnswerSchema },
  listEnrolments: { params: enrolmentRecordsParamsSchema, answer: enrolmentsAnswerSchema },
  requestWithdrawal: { params: enrolmentRecordsParamsSchema, body: withdrawalRequestBodySchema, answer: createWithdrawalAnswerSchema, status: 201 },
  listWithdrawalRequests: { params: enrolmentRecordsParamsSchema, answer: withdrawalRequestsAnswerSchema },
  listLicences: { params: enrolmentRecordsParamsSchema, answer: licencesAnswerSchema },
} as const satisfies Record<keyof typeof enrolmentsRoutes, EndpointSchemas>;
