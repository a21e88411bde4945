import { formationDetailAnswerSchema, formationDetailParamsSchema } from '../schemas/content';
import { formationsByCodesAnswerSchema, formationsByCodesBodySchema } from '../schemas/freemium';
import type { EndpointSchemas } from './define-endpoint';
import type { formationsRoutes } from './formations';

export const formationsSchemas = {
  listFormationsByCodes: { body: formationsByCodesBodySchema, answer: formationsByCodesAnswerSchema },
  getFormationDetail: { params: formationDetailParamsSchema, answer: formationDetailAnswerSchema },
} as const satisfies Record<keyof typeof formationsRoutes, EndpointSchemas>;
