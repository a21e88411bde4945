import { defineRoutes } from './define-endpoint';

/** The bulk import of CSV files (issue 31 item 3): a dry run previews, then the same files are applied. */
export const backOfficeImportRoutes = defineRoutes({
  importAcademyData: { method: 'POST', path: '/api/gestion/importaciones' },
});
