import { academyTexts } from '../academy-texts';
import { z } from 'zod';
import { contactType, formatContactTypes } from '../rules/contact-types';
import { backOfficePageQuerySchema, backOfficePageSchema } from './back-office';
import { codeSchema, textSchema } from './common';

/**
 * The back office's people (issue 31 item 1): the list and its filters, a person's detail, the person form (create
 * and edit), suspension and invitations. `GET /api/gestion/personas` is also the academy CRM's read of people.
 */

const t = academyTexts.backOfficePeople;

/** The contact types the back office gives (spec 000 §1): student, limited access, staff, teacher, teacher and staff. */
export const personContactTypeValues = [contactType.student, contactType.limited, contactType.staff, contactType.teacher, contactType.teacherStaff] as const;
export type PersonContactType = (typeof personContactTypeValues)[number];

/**
 * Why a set of contact types cannot be stored, or null: at least one, at most three (the column holds "1,4,5"),
 * and never student (1) with limited access (3), which the access rules read as two different people.
 */
export function findContactTypesProblem(types: readonly number[]): string | null {
  const unique = [...new Set(types)];
  if (unique.length === 0) return t.validation.typesRequired;
  if (unique.length > 3 || formatContactTypes(unique).length > 6) return t.validation.typesTooMany;
  if (unique.includes(contactType.student) && unique.includes(contactType.limited)) return t.validation.typesStudentAndLimited;
  return null;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A DNI or NIE as stored: upper case, without spaces, dots or hyphens ("12345678-z" → "12345678Z"). */
export function normalizeIdentityDocument(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * A Spanish DNI (8 digits and the check letter) or NIE (X, Y or Z, 7 digits and the letter; X=0, Y=1, Z=2):
 * the letter is the number modulo 23 in the Interior Ministry's table.
 */
export function isValidIdentityDocument(value: string): boolean {
  const normalized = normalizeIdentityDocument(value);
  const match = /^([XYZ]\d{7}|\d{8})([A-Z])$/.exec(normalized);
  if (!match) return false;
  const digits = match[1]!.replace(/^[XYZ]/, (letter) => String('XYZ'.indexOf(letter)));
  return DNI_LETTERS[Number(digits) % 23] === match[2];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An empty optional field is absent (null), whatever the form sent. */
const blankToNull = (value: string) => (value === '' ? null : value);

const nameSchema = (message: string) => textSchema(100, { invalid: message }).trim().min(1, message);
const emailSchema = textSchema(255, { invalid: t.validation.email })
  .trim()
  .toLowerCase()
  .refine((value) => EMAIL.test(value), t.validation.email);
const optionalEmailSchema = textSchema(255, { invalid: t.validation.personalEmail })
  .trim()
  .refine((value) => value === '' || EMAIL.test(value), t.validation.personalEmail)
  .transform(blankToNull)
  .nullable();
const mobileSchema = textSchema(50, { invalid: t.validation.mobile })
  .trim()
  .refine((value) => value === '' || /^\+?[\d\s]{6,20}$/.test(value), t.validation.mobile)
  .transform(blankToNull)
  .nullable();
const documentSchema = textSchema(15, { invalid: t.validation.document, tooLong: t.validation.document })
  .trim()
  .refine((value) => value === '' || isValidIdentityDocument(value), t.validation.document)
  .transform((value) => blankToNull(normalizeIdentityDocument(value)))
  .nullable();
const contactTypesSchema = z
  .array(z.coerce.number({ error: t.validation.typesRequired }).int(), { error: t.validation.typesRequired })
  .max(5, t.validation.typesTooMany)
  .check((ctx) => {
    if (ctx.value.some((type) => !(personContactTypeValues as readonly number[]).includes(type))) {
      ctx.issues.push({ code: 'custom', message: t.validation.typesRequired, input: ctx.value });
      return;
    }
    const problem = findContactTypesProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  })
  .transform((types) => [...new Set(types)].sort((a, b) => a - b));

/** A contact code typed by staff (else the next free `CON-` number is given). */
export const personCodePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,49}$/;
const personCodeSchema = textSchema(50, { invalid: t.validation.code, tooLong: t.validation.code })
  .trim()
  .refine((value) => value === '' || personCodePattern.test(value), t.validation.code)
  .transform(blankToNull)
  .nullable();

/** The fields staff write about a person (create and edit). */
const personFields = {
  firstname: nameSchema(t.validation.firstname),
  lastname: nameSchema(t.validation.lastname),
  emailaddress1: emailSchema,
  emailaddress2: optionalEmailSchema.optional(),
  mobilephone: mobileSchema.optional(),
  edu_documentoidentificativo: documentSchema.optional(),
  contactTypes: contactTypesSchema,
  admin: z.boolean().optional(),
};

/** POST /api/gestion/personas: a new student, teacher or staff member; optionally invited at once. */
export const createPersonSchema = z.object({
  ...personFields,
  edu_codigocontacto: personCodeSchema.optional(),
  sendInvitation: z.boolean().optional().default(false),
});
export type CreatePersonBody = z.output<typeof createPersonSchema>;
export type CreatePersonInput = z.input<typeof createPersonSchema>;

/** PATCH /api/gestion/personas/:contactCode: only the fields sent change (at least one). */
export const updatePersonSchema = z
  .object({
    firstname: personFields.firstname.optional(),
    lastname: personFields.lastname.optional(),
    emailaddress1: personFields.emailaddress1.optional(),
    emailaddress2: personFields.emailaddress2,
    mobilephone: personFields.mobilephone,
    edu_documentoidentificativo: personFields.edu_documentoidentificativo,
    contactTypes: personFields.contactTypes.optional(),
    admin: personFields.admin,
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), t.validation.nothingToChange);
export type UpdatePersonBody = z.output<typeof updatePersonSchema>;

export const personCodeParamsSchema = z.object({ contactCode: codeSchema(t.notFound) });

export const personStateValues = ['active', 'suspended'] as const;
export type PersonState = (typeof personStateValues)[number];

/** GET /api/gestion/personas?q&page&pageSize&type&state */
export const peopleQuerySchema = backOfficePageQuerySchema.extend({
  type: z.coerce
    .number()
    .int()
    .refine((value) => (personContactTypeValues as readonly number[]).includes(value), t.validation.typesRequired)
    .optional(),
  state: z.enum(personStateValues).optional(),
});
/** The list's query as a caller writes it (the schema coerces the query string's texts). */
export type PeopleQuery = { q?: string; page?: number; pageSize?: number; type?: number; state?: PersonState };

/** A person as the list shows them. */
export const personSummarySchema = z.object({
  edu_codigocontacto: z.string(),
  fullname: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  emailaddress1: z.string(),
  emailaddress2: z.string().nullable(),
  mobilephone: z.string().nullable(),
  edu_documentoidentificativo: z.string().nullable(),
  contactTypes: z.array(z.number().int()),
  admin: z.boolean(),
  state: z.enum(personStateValues),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

export const peopleAnswerSchema = z.object({ status: z.literal('ok'), people: z.array(personSummarySchema), ...backOfficePageSchema.shape });
export type PeopleAnswer = z.infer<typeof peopleAnswerSchema>;

/** One of the person's enrolment lines, with its group and the group's main formation. */
export const personEnrolmentSchema = z.object({
  edu_codigolineamatricula: z.string(),
  edu_codigomatricula: z.string(),
  groupCode: z.string(),
  groupName: z.string(),
  formationCode: z.string().nullable(),
  formationName: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  isActive: z.boolean(),
});
export type PersonEnrolment = z.infer<typeof personEnrolmentSchema>;

/** A group the person teaches. */
export const personTaughtGroupSchema = z.object({
  groupCode: z.string(),
  groupName: z.string(),
  formationCode: z.string().nullable(),
  formationName: z.string().nullable(),
  role: z.string().nullable(),
  classesStartAt: z.string().nullable(),
  classesEndAt: z.string().nullable(),
});
export type PersonTaughtGroup = z.infer<typeof personTaughtGroupSchema>;

/** Where the person's invitation stands: none sent, pending until a date, expired, or accepted (a password chosen). */
export const personInvitationStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('none') }),
  z.object({ state: z.literal('pending'), expiresAt: z.string() }),
  z.object({ state: z.literal('expired'), expiresAt: z.string() }),
  z.object({ state: z.literal('accepted') }),
]);
export type PersonInvitationState = z.infer<typeof personInvitationStateSchema>;

export const personDetailSchema = personSummarySchema.extend({
  suspendedAt: z.string().nullable(),
  suspendedBy: z.object({ edu_codigocontacto: z.string(), fullname: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  enrolments: z.array(personEnrolmentSchema),
  groupsTaught: z.array(personTaughtGroupSchema),
  /** The latest session check, or the latest day with activity (at its start) when no session is kept. */
  lastConnectionAt: z.string().nullable(),
  invitation: personInvitationStateSchema,
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

/** An invitation just sent: mailed, or a link for staff to hand over (no SMTP configured). */
export const sentInvitationSchema = z.object({
  emailaddress1: z.string(),
  delivery: z.enum(['smtp', 'link']),
  url: z.string().nullable(),
  expiresAt: z.string(),
});
export type SentInvitation = z.infer<typeof sentInvitationSchema>;

/** The answer of every write: the person as they are now, and the invitation when one was sent. */
export const personAnswerSchema = z.object({ status: z.literal('ok'), person: personDetailSchema, invitation: sentInvitationSchema.nullable() });
export type PersonAnswer = z.infer<typeof personAnswerSchema>;
