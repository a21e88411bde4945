import { z } from 'zod';

/**
 * Shapes shared by the whole back office (issue 31). Each part keeps its own schemas in `back-office-<part>.ts`;
 * these are the ones more than one part (or the CLI and the web) reads.
 */

/** An API key's scope: `read` reads people, groups and enrolments; `write` also imports and changes them. */
export const apiKeyScopeValues = ['read', 'write'] as const;
export const apiKeyScopeSchema = z.enum(apiKeyScopeValues);
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

/**
 * The query of every paged back-office list: a search text, a 1-based page and its size (at most 100, so a list
 * stays one bounded statement whatever the academy's size).
 */
export const backOfficePageQuerySchema = z.object({
  q: z.string().trim().max(100).optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(25),
});
export type BackOfficePageQuery = z.infer<typeof backOfficePageQuerySchema>;

/** The page part of a paged answer: `total` counts every row the search matches. */
export const backOfficePageSchema = z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export type BackOfficePage = z.infer<typeof backOfficePageSchema>;

// --- The bulk import (issue 31 item 3): POST /api/gestion/importaciones and `npm run import -- <folder>` ---

/** The five files an import may carry, by their names (each optional). */
export const importFileNames = ['contacts.csv', 'formations.csv', 'teachers.csv', 'enrolments.csv', 'events.csv'] as const;
export type ImportFileName = (typeof importFileNames)[number];

/** Counts per kind of row: contacts, formations (parents and groups), teachers of groups, enrolment lines, events. */
export const importCountsSchema = z.object({
  contacts: z.number().int(),
  formations: z.number().int(),
  teachers: z.number().int(),
  enrolments: z.number().int(),
  events: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** One problem of an import: the file, its 1-based line (the header is line 1), the column and a Spanish message. */
export const importErrorSchema = z.object({
  file: z.string(),
  line: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

/** An invitation link of a contact the import created (only without SMTP, for the academy to hand over). */
export const importInvitationSchema = z.object({
  edu_codigocontacto: z.string(),
  emailaddress1: z.string(),
  url: z.string(),
});

/** `?dryRun=true` previews (nothing is written); `false` applies in one transaction. */
export const importQuerySchema = z.object({ dryRun: z.enum(['true', 'false']).optional().default('true') });

/**
 * The import's answer (200, or 422 with `errors` and nothing changed): what was (or would be) created and updated,
 * the errors, and the invitations of new contacts when no SMTP server is configured.
 */
export const importResultSchema = z.object({
  status: z.enum(['ok', 'error']),
  dryRun: z.boolean(),
  created: importCountsSchema,
  updated: importCountsSchema,
  errors: z.array(importErrorSchema),
  invitations: z.array(importInvitationSchema).optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

// --- Live (issue 31 item 5) ---

/**
 * Ours (issue 31): the academy changed the person's enrolments (enrolled, unenrolled, moved to another group, a
 * withdrawal decided). Sent to `user:<code>` of the student; every open page that depends on their groups reloads
 * them (the formations list, a formation page, the calendar, the timeline, the home).
 */
export const enrolmentsChangedPayloadSchema = z.object({
  reason: z.enum(['enrolled', 'unenrolled', 'moved', 'withdrawal-decided', 'updated']),
  /** The groups that gained or lost the student. */
  groupCodes: z.array(z.string()),
});
export type EnrolmentsChangedPayload = z.infer<typeof enrolmentsChangedPayloadSchema>;
