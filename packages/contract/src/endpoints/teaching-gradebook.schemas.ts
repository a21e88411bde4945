import {
  gradebookAnswerSchema,
  gradebookExportQuerySchema,
  gradebookParamsSchema,
  teachingTaskAnswerSchema,
  teachingTaskParamsSchema,
} from '../schemas/teaching-gradebook';
import type { EndpointSchemas } from './define-endpoint';
import type { teachingGradebookRoutes } from './teaching-gradebook';

// exportGradebook answers the CSV or XLSX file, not JSON: no answer schema (its errors are still the error answer).
export const teachingGradebookSchemas = {
  getGradebook: { params: gradebookParamsSchema, answer: gradebookAnswerSchema },
  exportGradebook: { params: gradebookParamsSchema, query: gradebookExportQuerySchema },
  getTeachingTask: { params: teachingTaskParamsSchema, answer: teachingTaskAnswerSchema },
} as const satisfies Record<keyof typeof teachingGradebookRoutes, EndpointSchemas>;
