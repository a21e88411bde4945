import { z } from 'zod';
import { texts } from '../texts';
import { textSchema } from './common';

/**
 * The case status table of spec 002 §4: statecode 0 active (yellow), 1 resolved (green), 2 cancelled (red),
 * each with its own statuscode values. A change of status must name a pair of this table.
 */
export const caseStatusTable = {
  0: [1, 2, 3, 4],
  1: [5, 1000],
  2: [6, 2000],
} as const satisfies Record<number, readonly number[]>;
export type CaseStatecode = keyof typeof caseStatusTable;
export const caseStatecodes = [0, 1, 2] as const satisfies readonly CaseStatecode[];

/** Whether (statecode, statuscode) is a pair of the spec's table. */
export function isCaseStatusPair(statecode: number, statuscode: number): boolean {
  const allowed = (caseStatusTable as Record<number, readonly number[] | undefined>)[statecode];
  return !!allowed && allowed.includes(statuscode);
}

/** A case's status as the page shows it: the statuscode label and the statecode's colour family (spec 002 §4). */
export function getCaseStatusView(statecode: number, statuscode: number): { label: string; tone: 'active' | 'resolved' | 'cancelled' } {
  const tone = statecode === 1 ? 'resolved' : statecode === 2 ? 'cancelled' : 'active';
  const label = (texts.cases.status as Record<number, string | undefined>)[statuscode] ?? texts.cases.state[tone];
  return { label, tone };
}

/**
 * The bell notification a case change sends its customer: the ticket in the title; the status, and the
 * resolution when one was written, in the message.
 */
export function formatCaseNotification(
  item: { ticketnumber: string; title: string; statecode: number; statuscode: number },
  resolution?: string,
): { title: string; message: string } {
  const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  const status = getCaseStatusView(item.statecode, item.statuscode).label;
  return {
    title: fill(texts.cases.notificationTitle, { ticket: item.ticketnumber }),
    message: fill(resolution !== undefined ? texts.cases.notificationResolution : texts.cases.notificationStatus, {
      title: item.title,
      status,
      resolution: resolution ?? '',
    }),
  };
}

/** Case types (spec 002 §5): 0 'Problema técnico', 1 'Consulta administración'. */
export const caseTypes = [0, 1] as const;
/** `technology` is fixed 9 by the web (spec 002 §7). */
export const CASE_TECHNOLOGY = 9;
export const CASE_TITLE_MAX = 200;
export const CASE_DESCRIPTION_MAX = 5000;
export const CASE_RESOLUTION_MAX = 5000;

/**
 * Ticket numbers read out on the phone ('CAS-4827-K3M'): 'CAS-', 4 digits without 0 and 1, '-', and 3
 * characters from letters without look-alikes of digits (no B, I, L, O, S, Z) and the digits 3, 4, 7, 9.
 * 8^4 · 24^3 ≈ 57 million numbers; uniqueness is the database's (a unique column, retried on a clash).
 */
export const TICKET_DIGITS = '23456789';
export const TICKET_CHARACTERS = 'ACDEFGHJKMNPQRTUVWXY3479';
export const ticketNumberPattern = /^CAS-[2-9]{4}-[ACDEFGHJKMNPQRTUVWXY3479]{3}$/;

/**
 * A ticket number as a whole number and back (each position read in its alphabet; 0 to 56,623,103): a bell
 * notification names what it opens by an integer, so a case's notification carries its ticket this way.
 */
export function ticketToNumber(ticket: string): number | null {
  if (!ticketNumberPattern.test(ticket)) return null;
  const digits = ticket.slice(4, 8);
  const characters = ticket.slice(9, 12);
  let value = 0;
  for (const digit of digits) value = value * TICKET_DIGITS.length + TICKET_DIGITS.indexOf(digit);
  for (const character of characters) value = value * TICKET_CHARACTERS.length + TICKET_CHARACTERS.indexOf(character);
  return value;
}

/** The ticket number `ticketToNumber` turned into `value`; null for a number no ticket has. */
export function ticketFromNumber(value: number): string | null {
  const limit = TICKET_DIGITS.length ** 4 * TICKET_CHARACTERS.length ** 3;
  if (!Number.isInteger(value) || value < 0 || value >= limit) return null;
  let rest = value;
  let characters = '';
  for (let index = 0; index < 3; index += 1) {
    characters = TICKET_CHARACTERS[rest % TICKET_CHARACTERS.length] + characters;
    rest = Math.floor(rest / TICKET_CHARACTERS.length);
  }
  let digits = '';
  for (let index = 0; index < 4; index += 1) {
    digits = TICKET_DIGITS[rest % TICKET_DIGITS.length] + digits;
    rest = Math.floor(rest / TICKET_DIGITS.length);
  }
  return `CAS-${digits}-${characters}`;
}

/** A search typed as someone dictates a ticket ("cas 4827 k3m", "4827-K3M") reduced to its letters and digits, upper case. */
export function normalizeTicketSearch(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * A support case (incidencia) as GET /api/user/casos lists it (spec 002 §3). statecode/statuscode follow
 * the table of spec 002 §4; `ticketnumber` is short enough to read out on the phone.
 */
export const supportCaseSchema = z.object({
  incidentid: z.string(),
  ticketnumber: z.string(),
  title: z.string(),
  description: z.string(),
  /** 0 'Problema técnico', 1 'Consulta administración'. */
  tipoIncidencia: z.number().int(),
  customerid_contact: z.object({ fullname: z.string(), edu_codigocontacto: z.string() }),
  statecode: z.number().int(),
  statuscode: z.number().int(),
  /** Ours: whether a resolution was written (the detail then asks for it). */
  hasResolution: z.boolean(),
  createdon: z.string(),
  modifiedon: z.string(),
});
export type SupportCase = z.infer<typeof supportCaseSchema>;

/** Ours: a case was registered or changed (status, resolution). Sent to its customer and to staff. */
export type CaseUpdatedPayload = SupportCase;

/** GET /api/user/casos: the caller's own cases, newest first. */
export const casesAnswerSchema = z.object({ status: z.literal('ok'), casos: z.array(supportCaseSchema) });
export type CasesAnswer = z.infer<typeof casesAnswerSchema>;

const required = (max: number) =>
  textSchema(max, { invalid: texts.cases.allFieldsRequired, tooLong: texts.cases.tooLong }).trim().min(1, texts.cases.allFieldsRequired);

/**
 * The incident form and the body of POST /api/user/casos (spec 002 §5, §7): title, description and type
 * required ('Todos los campos son requridos.'), technology fixed 9.
 */
export const createCaseSchema = z.object({
  title: required(CASE_TITLE_MAX),
  description: required(CASE_DESCRIPTION_MAX),
  // Only a number or a numeric text is a type: an unchosen one ('' from the form's select, null, false) is
  // missing, not 0 'Problema técnico' as Number('') would read it.
  tipoIncidencia: z.preprocess(
    (value) => (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? value : undefined),
    z.coerce
      .number({ error: texts.cases.allFieldsRequired })
      .int(texts.cases.allFieldsRequired)
      .refine((value) => (caseTypes as readonly number[]).includes(value), texts.cases.allFieldsRequired),
  ),
  technology: z.literal(CASE_TECHNOLOGY, { error: texts.cases.invalidTechnology }).default(CASE_TECHNOLOGY),
});
export type CreateCaseInput = z.input<typeof createCaseSchema>;
export type CreateCaseBody = z.output<typeof createCaseSchema>;

/** POST /api/user/casos answers the registered case. */
export const caseAnswerSchema = z.object({ status: z.literal('ok'), message: z.string(), caso: supportCaseSchema });
export type CaseAnswer = z.infer<typeof caseAnswerSchema>;

/** GET /api/user/caso/resolucion/{incidentId} and PATCH /api/gestion/casos/{incidentId}. */
export const caseIdParamsSchema = z.object({ incidentId: z.uuid({ error: texts.cases.notFound }) });

/** The resolution: a list whose first item's `subject` is the text (spec 002 §7); empty while there is none. */
export const caseResolutionSchema = z.object({ subject: z.string(), createdon: z.string(), resolvedBy: z.string().nullable() });
export const caseResolutionAnswerSchema = z.object({ status: z.literal('ok'), data: z.array(caseResolutionSchema) });
export type CaseResolutionAnswer = z.infer<typeof caseResolutionAnswerSchema>;

/** GET /api/gestion/casos (ours): the academy's queue, one state at a time (open by default), with a search. */
export const academyCasesQuerySchema = z.object({
  statecode: z.coerce
    .number({ error: texts.cases.invalidStatus })
    .int(texts.cases.invalidStatus)
    .refine((value) => (caseStatecodes as readonly number[]).includes(value), texts.cases.invalidStatus)
    .default(0),
  search: textSchema(100).trim().default(''),
});
export type AcademyCasesQuery = z.input<typeof academyCasesQuerySchema>;

/**
 * PATCH /api/gestion/casos/{incidentId} (ours): staff change the status (a pair of the spec's table) and/or
 * write the resolution. Something must change.
 */
export const updateCaseSchema = z
  .object({
    statecode: z.number({ error: texts.cases.invalidStatus }).int(texts.cases.invalidStatus).optional(),
    statuscode: z.number({ error: texts.cases.invalidStatus }).int(texts.cases.invalidStatus).optional(),
    resolution: textSchema(CASE_RESOLUTION_MAX, { tooLong: texts.cases.tooLong }).trim().optional(),
  })
  .check((ctx) => {
    const { statecode, statuscode, resolution } = ctx.value;
    const hasStatus = statecode !== undefined || statuscode !== undefined;
    if (hasStatus && (statecode === undefined || statuscode === undefined || !isCaseStatusPair(statecode, statuscode))) {
      ctx.issues.push({ code: 'custom', message: texts.cases.invalidStatus, path: ['statuscode'], input: statuscode });
    }
    if (resolution !== undefined && resolution === '') {
      ctx.issues.push({ code: 'custom', message: texts.cases.resolutionRequired, path: ['resolution'], input: resolution });
    }
    if (!hasStatus && resolution === undefined) {
      ctx.issues.push({ code: 'custom', message: texts.cases.nothingToChange, path: [], input: ctx.value });
    }
  });
export type UpdateCaseBody = z.input<typeof updateCaseSchema>;
