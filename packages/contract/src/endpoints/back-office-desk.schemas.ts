import {
  auditLogAnswerSchema,
  auditLogQuerySchema,
  backOfficeSummaryAnswerSchema,
  deskWithdrawalDecisionAnswerSchema,
  deskWithdrawalDecisionSchema,
  deskWithdrawalParamsSchema,
  deskWithdrawalsAnswerSchema,
  deskWithdrawalsQuerySchema,
} from '../schemas/back-office-desk';
import type { backOfficeDeskRoutes } from './back-office-desk';
import type { EndpointSchemas } from './define-endpoint';

export const backOfficeDeskSchemas = {
  listDeskWithdrawals: { query: deskWithdrawalsQuerySchema, answer: deskWithdrawalsAnswerSchema },
  decideDeskWithdrawal: { params: deskWithdrawalParamsSchema, body: deskWithdrawalDecisionSchema, answer: deskWithdrawalDecisionAnswerSchema },
  listAuditLog: { query: auditLogQuerySchema, answer: auditLogAnswerSchema },
  getBackOfficeSummary: { answer: backOfficeSummaryAnswerSchema },
} as const satisfies Record<keyof typeof backOfficeDeskRoutes, EndpointSchemas>;
