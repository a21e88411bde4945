import { academyTexts } from '../academy-texts';
import { z } from 'zod';
import { backOfficePageQuerySchema, backOfficePageSchema } from './back-office';
import { idParamSchema, textSchema } from './common';
import { withdrawalStatuses } from './enrolment-records';

/**
 * The back office's desk (issue 31 item 1): the withdrawal requests the academy decides, the audit log and the
 * landing's figures. Every list is paged with the back office's page query and page shape.
 */

// --- Solicitudes de baja: GET /api/gestion/bajas, PATCH /api/gestion/bajas/:id ---

/** `status` narrows the list to one state; without it every request is listed, the pending ones first. */
export const deskWithdrawalsQuerySchema = backOfficePageQuerySchema.extend({
  status: z.enum(withdrawalStatuses).optional(),
});
export type DeskWithdrawalsQuery = z.infer<typeof deskWithdrawalsQuerySchema>;

/** A withdrawal request as the academy sees it: the student, the line with its group and formation, the survey. */
export const deskWithdrawalSchema = z.object({
  id: z.number().int(),
  status: z.enum(withdrawalStatuses),
  /** The Madrid day the withdrawal applies from. */
  effective_date: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  response: z.string().nullable(),
  /** Who decided it (null while pending, or when the academy's CRM decided it with an API key alone). */
  decidedBy: z.object({ edu_codigocontacto: z.string(), fullname: z.string() }).nullable(),
  student: z.object({ edu_codigocontacto: z.string(), fullname: z.string(), emailaddress1: z.string() }),
  line: z.object({
    edu_codigolineamatricula: z.string(),
    edu_matricula: z.string(),
    /** 0 active, 1 ended. */
    edu_activa: z.number().int(),
    edu_fechafin: z.string().nullable(),
  }),
  group: z.object({ edu_codigoformacion: z.string(), edu_formacion: z.string() }),
  /** The group's parent formation (null for a group without one). */
  formation: z.object({ edu_codigoformacion: z.string(), edu_formacion: z.string() }).nullable(),
  survey: z.object({ motivo: z.string().nullable(), valoracion: z.number().int().nullable(), comentarios: z.string().nullable() }),
});
export type DeskWithdrawal = z.infer<typeof deskWithdrawalSchema>;

export const deskWithdrawalsAnswerSchema = z.object({
  status: z.literal('ok'),
  data: z.array(deskWithdrawalSchema),
  page: backOfficePageSchema,
  /** Pending requests in the whole academy, whatever the filters (the section's badge). */
  pendingTotal: z.number().int(),
});
export type DeskWithdrawalsAnswer = z.infer<typeof deskWithdrawalsAnswerSchema>;

export const deskWithdrawalParamsSchema = z.object({ id: idParamSchema(academyTexts.backOfficeDesk.withdrawalNotFound) });

export const DESK_RESPONSE_MAX = 2000;

/** The decision: approve, or reject with the reason the student reads (required to reject). */
export const deskWithdrawalDecisionSchema = z
  .object({
    decision: z.enum(['aprobado', 'rechazado'], { error: academyTexts.backOfficeDesk.decisionRequired }),
    response: textSchema(DESK_RESPONSE_MAX, { tooLong: academyTexts.backOfficeDesk.responseTooLong }).trim().optional().nullable(),
  })
  .refine((value) => value.decision !== 'rechazado' || !!value.response, { message: academyTexts.backOfficeDesk.rejectReasonRequired, path: ['response'] });
export type DeskWithdrawalDecisionInput = z.input<typeof deskWithdrawalDecisionSchema>;
export type DeskWithdrawalDecision = z.output<typeof deskWithdrawalDecisionSchema>;

export const deskWithdrawalDecisionAnswerSchema = z.object({ status: z.literal('ok'), message: z.string(), data: deskWithdrawalSchema });
export type DeskWithdrawalDecisionAnswer = z.infer<typeof deskWithdrawalDecisionAnswerSchema>;

// --- Auditoría: GET /api/gestion/auditoria ---

const auditDaySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, academyTexts.backOfficeDesk.auditDateInvalid)
  .optional()
  .or(z.literal('').transform(() => undefined));

/** Search in the summary, an entity type and id, an actor (code or name), Madrid days from and to (both included). */
export const auditLogQuerySchema = backOfficePageQuerySchema
  .extend({
    entidad: z.string().trim().max(40).optional(),
    id: z.string().trim().max(100).optional(),
    actor: z.string().trim().max(100).optional(),
    desde: auditDaySchema,
    hasta: auditDaySchema,
  })
  .refine((value) => !value.desde || !value.hasta || value.desde <= value.hasta, { message: academyTexts.backOfficeDesk.auditDatesInvalid, path: ['hasta'] });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** Who made a change: a person, an API key of the academy's CRM, or the command-line import (no actor). */
export const auditActorSchema = z.object({
  kind: z.enum(['person', 'apiKey', 'commandLine']),
  /** The person's contact code (null for a key alone or the command line). */
  edu_codigocontacto: z.string().nullable(),
  /** The name to show: the person's, «Clave API «name»», or «Importación por línea de órdenes». */
  name: z.string(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: auditActorSchema,
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  summary: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntryItem = z.infer<typeof auditEntrySchema>;

export const auditLogAnswerSchema = z.object({ status: z.literal('ok'), data: z.array(auditEntrySchema), page: backOfficePageSchema });
export type AuditLogAnswer = z.infer<typeof auditLogAnswerSchema>;

// --- Landing: GET /api/gestion/resumen ---

export const backOfficeSummaryAnswerSchema = z.object({
  status: z.literal('ok'),
  data: z.object({
    people: z.number().int(),
    activeStudents: z.number().int(),
    formations: z.number().int(),
    groups: z.number().int(),
    pendingWithdrawals: z.number().int(),
    activeApiKeys: z.number().int(),
    auditEntries: z.number().int(),
    /** When data was last imported (the back office, the API or the command line), or null. */
    lastImportAt: z.string().nullable(),
    /** The newest audit entries. */
    latestAudit: z.array(auditEntrySchema),
  }),
});
export type BackOfficeSummaryAnswer = z.infer<typeof backOfficeSummaryAnswerSchema>;
