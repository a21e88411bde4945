import { academyTexts } from '@campus/contract';
import { importFileNames, type ImportFileName, importResultSchema } from '@campus/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';
import { AppError, isAppError } from '../../lib/app-error';
import { fill } from './import-csv';
import type { ImportFile } from './imports.service';

const t = academyTexts.backOfficeImport;

/**
 * The size limits of an import (README, "Importación"): each CSV file at most 10 MB (20,000 enrolment lines take
 * about 2 MB), the five files at most once each; and each person at most IMPORT_LIMIT_PER_HOUR imports (dry runs
 * included) an hour, counted across instances like the other per-person limits.
 */
export const IMPORT_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const IMPORT_LIMIT_PER_HOUR = 60;

/** The file a part carries: its field name, else its file name (a browser sends `contacts.csv` either way). */
function toImportFileName(part: { fieldname: string; filename: string }): ImportFileName | null {
  const names = importFileNames as readonly string[];
  const candidates = [part.fieldname, part.filename.split(/[\\/]/).at(-1) ?? ''].map((name) => name.trim().toLowerCase());
  return (candidates.find((name) => names.includes(name)) as ImportFileName | undefined) ?? null;
}

const isLimitError = (error: unknown, code: string) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/** Reads the multipart request: one file part per CSV file, each in memory (bounded by the size limit). */
async function receiveImportFiles(request: FastifyRequest): Promise<ImportFile[]> {
  if (!request.isMultipart()) throw new AppError('validation', t.notMultipart);
  const files: ImportFile[] = [];
  try {
    const parts = request.parts({
      limits: { files: importFileNames.length, fileSize: IMPORT_MAX_FILE_BYTES, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 100 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const name = toImportFileName(part);
      if (!name) {
        part.file.resume();
        throw new AppError('validation', fill(t.unknownFile, { name: part.filename || part.fieldname }));
      }
      if (files.some((file) => file.name === name)) {
        part.file.resume();
        throw new AppError('validation', fill(t.repeatedFile, { name }));
      }
      files.push({ name, bytes: await part.toBuffer() });
    }
  } catch (error) {
    if (isAppError(error)) throw error;
    if (isLimitError(error, 'FST_REQ_FILE_TOO_LARGE') || isLimitError(error, 'FST_FILES_LIMIT') || isLimitError(error, 'FST_PARTS_LIMIT')) {
      throw new AppError('too_large', fill(t.fileTooLarge, { megabytes: IMPORT_MAX_FILE_BYTES / 1024 / 1024 }));
    }
    throw new AppError('validation', t.notMultipart, { cause: error });
  }
  if (files.length === 0) throw new AppError('validation', t.noFiles);
  return files;
}

/** One counter per person (or API key's creator) across instances, as http/person-limits.ts counts the others. */
function createImportLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: IMPORT_LIMIT_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request) => `imports-hour:${request.actor ? `person:${request.actor.edu_codigocontacto}` : `ip:${request.ip}`}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    void reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError('rate_limited', t.rateLimited);
  };
}

/** The bulk import from the back office and the academy's CRM (issue 31 item 3). */
export function createImportsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.importsService;
  return async (app) => {
    const route = endpointRoute('importAcademyData', {
      tags: ['back-office'],
      summary: 'Imports the academy’s CSV files (contacts, formations, teachers, enrolments, events): a dry run by default, or applied in one transaction',
      description: [
        'multipart/form-data with one file part per CSV file, named (field or file name) contacts.csv, formations.csv, teachers.csv, enrolments.csv or events.csv; any may be absent.',
        `Each file at most ${IMPORT_MAX_FILE_BYTES / 1024 / 1024} MB (413); at most ${IMPORT_LIMIT_PER_HOUR} imports an hour per person (429).`,
        'UTF-8 with or without BOM, `,` or `;` separators, dates YYYY-MM-DD or DD/MM/YYYY, event times YYYY-MM-DD HH:mm in Europe/Madrid.',
        '`?dryRun=true` (the default) computes what would be created and updated without writing; `false` applies it in one transaction.',
        'Rows are known by their codes (contact, formation, teacher pair, enrolment line, event id_externo): importing the same files again creates nothing and updates only what changed; the import never deletes.',
        'With any error the answer is 422 with every error (file, 1-based line with the header as line 1, column, Spanish message) and nothing is written.',
        'New contacts are invited to choose their password; without SMTP their links come back in `invitations`.',
        'Callable by admin and staff, or with a write-scoped API key.',
      ].join(' '),
      errors: [400, 401, 403, 413, 429],
    });
    // The 422 carries the import's own answer (every error), not the common error shape.
    (route.schema.response as Record<number, unknown>)[422] = importResultSchema;
    app.route({
      ...route,
      preHandler: createImportLimit(app),
      handler: async (request, reply) => {
        const result = await service.importFiles(request.actor, () => receiveImportFiles(request), { isDryRun: request.query.dryRun === 'true' });
        return reply.status(result.status === 'ok' ? 200 : 422).send(result);
      },
    });
  };
}
