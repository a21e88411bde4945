import { academyTexts } from '../academy-texts';
import { z } from 'zod';
import { apiKeyScopeSchema, apiKeyScopeValues, backOfficePageQuerySchema, backOfficePageSchema } from './back-office';
import { codeSchema, textSchema } from './common';

const t = academyTexts.backOfficeApiKeys;

// --- API keys (issue 31 item 4): GET, POST /api/gestion/claves-api, DELETE /api/gestion/claves-api/{id} ---

/**
 * A key as the back office lists it: never its secret. `prefix` is the key's visible start ('campus_1a2b3c4d'),
 * enough to tell keys apart in the list and in the CRM's configuration.
 */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: apiKeyScopeSchema,
  prefix: z.string(),
  /** Who created it; null when that person was deleted. */
  createdBy: z.object({ edu_codigocontacto: z.string(), fullname: z.string() }).nullable(),
  createdAt: z.string(),
  /** Its last use, to the minute (null: never used). */
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** Every key, newest first (an academy has a handful: not paged). */
export const apiKeysAnswerSchema = z.object({ status: z.literal('ok'), keys: z.array(apiKeySchema) });
export type ApiKeysAnswer = z.infer<typeof apiKeysAnswerSchema>;

/** The "Nueva clave" form and the body of POST /api/gestion/claves-api. */
export const createApiKeySchema = z.object({
  name: textSchema(100, { invalid: t.nameRequired, tooLong: t.nameTooLong }).trim().min(1, t.nameRequired),
  scope: z.enum(apiKeyScopeValues, { error: t.scopeRequired }),
});
export type CreateApiKeyBody = z.input<typeof createApiKeySchema>;

/** The created key and, this once, its secret: `campus_<prefix>_<secret>` (only a SHA-256 of it is kept). */
export const createdApiKeyAnswerSchema = z.object({ status: z.literal('ok'), key: apiKeySchema, secret: z.string() });
export type CreatedApiKeyAnswer = z.infer<typeof createdApiKeyAnswerSchema>;

export const apiKeyIdParamsSchema = z.object({
  id: z.coerce.number({ error: t.notFound }).int(t.notFound).positive(t.notFound).max(2_147_483_647, t.notFound),
});

/** A revocation answers the key as it now is. */
export const apiKeyAnswerSchema = z.object({ status: z.literal('ok'), key: apiKeySchema });
export type ApiKeyAnswer = z.infer<typeof apiKeyAnswerSchema>;

// --- The CRM's read of enrolment lines: GET /api/gestion/matriculas ---

const sincePattern = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Filters of the enrolment lines: `grupo` (a group's code), `alumno` (a student's code), `desde` (lines created
 * since a day, Madrid midnight, or an ISO 8601 instant), `q` (line, enrolment or student code, student's name).
 */
export const crmEnrolmentsQuerySchema = backOfficePageQuerySchema.extend({
  grupo: codeSchema().optional(),
  alumno: codeSchema().optional(),
  desde: textSchema(40, { invalid: t.invalidSince })
    .trim()
    .refine((value) => sincePattern.test(value) && !Number.isNaN(Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value)), t.invalidSince)
    .optional(),
});
export type CrmEnrolmentsQuery = z.input<typeof crmEnrolmentsQuerySchema>;

/** One enrolment line as the CRM reads it (the spec's column names; dates are ISO 8601 instants). */
export const crmEnrolmentSchema = z.object({
  edu_codigolineamatricula: z.string(),
  edu_codigomatricula: z.string(),
  edu_codigoalumno: z.string(),
  alumno_fullname: z.string(),
  /** The group. */
  edu_codigoformacion: z.string(),
  /** The group's main (parent) formation. */
  edu_principalcodigoformacion: z.string().nullable(),
  edu_fechainicio: z.string().nullable(),
  edu_fechafin: z.string().nullable(),
  /** 0 active (the CRM's value). */
  edu_activa: z.number().int(),
  created_at: z.string(),
});
export type CrmEnrolment = z.infer<typeof crmEnrolmentSchema>;

export const crmEnrolmentsAnswerSchema = z.object({ status: z.literal('ok'), enrolments: z.array(crmEnrolmentSchema), page: backOfficePageSchema });
export type CrmEnrolmentsAnswer = z.infer<typeof crmEnrolmentsAnswerSchema>;
