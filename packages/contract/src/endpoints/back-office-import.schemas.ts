import { importQuerySchema, importResultSchema } from '../schemas/back-office';
import type { backOfficeImportRoutes } from './back-office-import';
import type { EndpointSchemas } from './define-endpoint';

export const backOfficeImportSchemas = {
  // Multipart: one part per CSV file, named as the file (contacts.csv, formations.csv…). 422 answers the same shape.
  importAcademyData: { query: importQuerySchema, multipart: true, answer: importResultSchema },
} as const satisfies Record<keyof typeof backOfficeImportRoutes, EndpointSchemas>;
