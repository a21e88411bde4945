import { z } from 'zod';
import { texts } from '../texts';
import { hasNulCharacter, MAX_DB_INTEGER, textSchema } from './common';

// ─── Information tab: the contact, its rules, the avatar (spec 002 §2 Profile, §3 Contact, §5 Profile, §7) ───────

/** Largest profile picture accepted (issue 13: at most 5 MB); the server keeps a square thumbnail of it. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** The multipart field that carries the picture (spec 002 §7: "form field avatar"). */
export const PROFILE_PICTURE_FIELD = 'avatar';
/** What the picture input offers; the server decides by the bytes, never by this or the file's name. */
export const PROFILE_PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

type TextRule = { kind: 'text'; label: string; min?: number; max: number; isRequired?: boolean; isEmail?: boolean };
type FieldRule = TextRule | { kind: 'integer'; label: string } | { kind: 'boolean'; label: string; isRequired?: boolean } | { kind: 'date'; label: string };

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * 'El campo X debe tener ...' (spec 002 §5), X being the field's Spanish name: every message of the profile's
 * rules comes from here, so they read the same on the form and in the server's 400.
 */
export function profileFieldMessage(rule: FieldRule): string {
  const v = texts.profile.validation;
  if (rule.kind === 'integer') return fill(v.integer, { field: rule.label });
  if (rule.kind === 'boolean') return fill(v.boolean, { field: rule.label });
  if (rule.kind === 'date') return fill(v.date, { field: rule.label });
  if (rule.min !== undefined && rule.min > 1) return fill(v.between, { field: rule.label, min: rule.min, max: rule.max });
  if (rule.isRequired) return fill(v.between, { field: rule.label, min: rule.min ?? 1, max: rule.max });
  return fill(v.atMost, { field: rule.label, max: rule.max });
}

const addressText = (label: string, min = 2): TextRule => ({ kind: 'text', label, min, max: 255 });
const text255 = (label: string): TextRule => ({ kind: 'text', label, max: 255 });
const telephone = (label: string): TextRule => ({ kind: 'text', label, max: 50 });

/**
 * Every rule of spec 002 §5 Profile, by field, with the field's Spanish name. Strings: fullname 2-200,
 * firstname 2-100 and lastname 1-100 required; emailaddress1 2-255; contactid 2-50; mobilephone 1-50;
 * edu_codigocontacto 1-50; edu_codigoo365 2-100; edu_tipocontacto 1-6 required; edu_documentoidentificativo
 * ≤ 15; the free texts ≤ 255; nickname ≤ 100; telephones ≤ 50; address texts 2-255 (line1 and line2 from 1).
 * Integers, booleans (default false, edu_matriculado required) and dates as listed there.
 */
export const profileFieldRules = {
  fullname: { kind: 'text', label: 'Nombre completo', min: 2, max: 200, isRequired: true },
  firstname: { kind: 'text', label: texts.profile.fields.firstname, min: 2, max: 100, isRequired: true },
  lastname: { kind: 'text', label: texts.profile.fields.lastname, min: 1, max: 100, isRequired: true },
  emailaddress1: { kind: 'text', label: texts.profile.fields.educationalEmail, min: 2, max: 255 },
  contactid: { kind: 'text', label: 'Identificador del contacto', min: 2, max: 50 },
  mobilephone: { kind: 'text', label: texts.profile.fields.phone, min: 1, max: 50 },
  edu_codigocontacto: { kind: 'text', label: 'Código de contacto', min: 1, max: 50 },
  edu_codigoo365: { kind: 'text', label: 'Usuario de Microsoft 365', min: 2, max: 100 },
  edu_matriculado: { kind: 'boolean', label: 'Matriculado', isRequired: true },
  edu_tipocontacto: { kind: 'text', label: 'Tipo de contacto', min: 1, max: 6, isRequired: true },
  edu_documentoidentificativo: { kind: 'text', label: texts.profile.fields.document, max: 15 },
  edu_account: text255('Cuenta'),
  edu_empleado: text255('Empleado'),
  edu_medicacion: text255('Medicación'),
  edu_alergias: text255(texts.profile.fields.allergies),
  emailaddress2: { kind: 'text', label: texts.profile.fields.personalEmail, max: 255, isEmail: true },
  emailaddress3: text255('Email alternativo'),
  employeeid: text255('Número de empleado'),
  description: text255('Descripción'),
  foto: text255('Foto'),
  msgdpr_gdprparentid: text255('Tutor legal (RGPD)'),
  nickname: { kind: 'text', label: 'Apodo', max: 100 },
  telephone1: telephone('Teléfono fijo'),
  address1_telephone1: telephone('Teléfono 1 de la dirección'),
  address1_telephone2: telephone('Teléfono 2 de la dirección'),
  address1_telephone3: telephone('Teléfono 3 de la dirección'),
  address1_composite: addressText('Dirección completa'),
  address1_line1: addressText(texts.profile.fields.address, 1),
  address1_line2: addressText('Dirección (línea 2)', 1),
  address1_line3: addressText('Dirección (línea 3)'),
  address1_city: addressText('Ciudad'),
  address1_postalcode: addressText('Código postal'),
  address1_county: addressText('Comarca'),
  address1_stateorprovince: addressText('Provincia'),
  address1_country: addressText('País'),
  address1_primarycontactname: addressText('Persona de contacto de la dirección'),
  address1_name: addressText('Nombre de la dirección'),
  edu_codigousuariomoodle: { kind: 'integer', label: 'Usuario de Moodle' },
  edu_nps: { kind: 'integer', label: 'NPS' },
  address1_postofficebox: { kind: 'integer', label: 'Apartado de correos' },
  address1_freighttermscode: { kind: 'integer', label: 'Condiciones de envío' },
  address1_addresstypecode: { kind: 'integer', label: 'Tipo de dirección' },
  statecode: { kind: 'integer', label: 'Estado' },
  statuscode: { kind: 'integer', label: 'Razón para el estado' },
  edu_modalidad: { kind: 'integer', label: 'Modalidad' },
  edu_tomamedicacion: { kind: 'boolean', label: 'Toma medicación' },
  edu_materialextra: { kind: 'boolean', label: 'Material extra' },
  edu_onboarding: { kind: 'boolean', label: 'Onboarding' },
  edu_renueva: { kind: 'boolean', label: 'Renueva' },
  birthdate: { kind: 'date', label: 'Fecha de nacimiento' },
  edu_fechaalta: { kind: 'date', label: texts.profile.fields.registrationDate },
  createdAt: { kind: 'date', label: 'Fecha de creación' },
  updatedAt: { kind: 'date', label: 'Fecha de actualización' },
} as const satisfies Record<string, FieldRule>;

export type ProfileField = keyof typeof profileFieldRules;

/** An empty or blank optional text means "not given": stored as null, never as ''. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function textField(rule: TextRule) {
  const message = profileFieldMessage(rule);
  const base = z
    .string({ error: fill(texts.profile.validation.text, { field: rule.label }) })
    .max(rule.max + 1000, { message, abort: true })
    .refine((value) => !hasNulCharacter(value), { message: fill(texts.profile.validation.characters, { field: rule.label }), abort: true })
    .trim()
    .min(rule.isRequired ? Math.max(rule.min ?? 1, 1) : (rule.min ?? 0), message)
    .max(rule.max, message);
  const checked = rule.isEmail ? base.refine((value) => EMAIL.test(value), fill(texts.profile.validation.email, { field: rule.label })) : base;
  return rule.isRequired ? checked : z.preprocess(blankToNull, checked.nullable().optional());
}

function buildField(rule: FieldRule) {
  const message = profileFieldMessage(rule);
  switch (rule.kind) {
    case 'text':
      return textField(rule);
    case 'integer':
      return z.preprocess(
        blankToNull,
        z
          .number({ error: message })
          .int({ message })
          .min(-MAX_DB_INTEGER - 1, message)
          .max(MAX_DB_INTEGER, message)
          .nullable()
          .optional(),
      );
    case 'boolean':
      return rule.isRequired ? z.boolean({ error: message }) : z.boolean({ error: message }).default(false);
    case 'date':
      return z.preprocess(
        blankToNull,
        z
          .string({ error: message })
          .max(40, message)
          .refine((value) => ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)), message)
          .nullable()
          .optional(),
      );
  }
}

/** What each kind of rule leaves after the check (the schema is built from the table, so its type is stated here). */
type RuleValue<R> = R extends { kind: 'text'; isRequired: true }
  ? string
  : R extends { kind: 'text' }
    ? string | null | undefined
    : R extends { kind: 'integer' }
      ? number | null | undefined
      : R extends { kind: 'boolean' }
        ? boolean
        : string | null | undefined;

/** The contact after the profile's rules. */
export type ProfileContactValues = { [K in ProfileField]: RuleValue<(typeof profileFieldRules)[K]> };
/** What the rules accept: any field may be missing or of any type (each gets its own message). */
export type ProfileContactInput = Partial<Record<ProfileField, unknown>>;

/**
 * The profile's rules (spec 002 §5) as ONE schema: the information tab's form validates with it, and
 * PUT /api/user/{id}?plataforma=true checks its `contacto` with it. Texts are trimmed, blank optional texts
 * become null, booleans default to false; fields outside the contact are dropped.
 */
// Object.fromEntries loses each field's type, so the schema's types are stated here from the same rules (the
// cast stays: ProfileContactValues is derived from profileFieldRules, the one source of both).
export const profileContactSchema = z.object(
  Object.fromEntries(Object.entries(profileFieldRules).map(([field, rule]) => [field, buildField(rule)])),
) as unknown as z.ZodType<ProfileContactValues, ProfileContactInput>;

/**
 * What a student may change of their own contact from the information tab; the rest (Email educativo,
 * Fecha de alta, codes, types, flags) is the academy's and the server leaves it as it is. `fullname` is
 * derived from `firstname` and `lastname`.
 */
export const profileEditableFields = [
  'firstname',
  'lastname',
  'edu_documentoidentificativo',
  'emailaddress2',
  'mobilephone',
  'address1_line1',
  'edu_alergias',
] as const;
export type ProfileEditableField = (typeof profileEditableFields)[number];

/** The full name a contact is shown by, from its first name and surnames. */
export function composeFullname(firstname: string, lastname: string): string {
  return `${firstname.trim()} ${lastname.trim()}`.replace(/\s+/g, ' ').trim();
}

/**
 * PUT /api/user/{id}?plataforma=true: body `{ contacto }` (spec 002 §7). Ours (issue 27): `currentPassword`,
 * required only when `emailaddress2` (where a credentials reset mails a temporary password) changes.
 */
export const updateProfileBodySchema = z.object({
  contacto: profileContactSchema,
  currentPassword: textSchema(200, { invalid: texts.profile.currentPasswordRequired, tooLong: texts.privacy.wrongCurrentPassword }).optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** `?plataforma=true`: the change comes from the student platform (the CRM's own edits do not pass here). */
export const updateProfileQuerySchema = z.object({ plataforma: z.enum(['true', 'false'], { error: texts.errors.validation }).optional() });

/** `{id}` of the profile calls: a contact code (edu_codigocontacto). */
export const profileParamsSchema = z.object({
  id: textSchema(50, { invalid: texts.profile.userNotFound, tooLong: texts.profile.userNotFound }).min(1, texts.profile.userNotFound),
});

/** `{name}` of a profile picture's public address (GET /api/avatars/{name}): the stored picture's random name. */
export const avatarParamsSchema = z.object({ name: z.string().max(64) });

const nullableText = z.string().nullable();
const nullableInteger = z.number().int().nullable();

/** The contact as the profile calls answer it (spec 002 §3, Contact (profile) and address fields). */
export const profileRecordSchema = z.object({
  edu_codigocontacto: z.string(),
  contactid: z.string(),
  fullname: z.string(),
  firstname: nullableText,
  lastname: nullableText,
  birthdate: nullableText,
  emailaddress1: z.string(),
  emailaddress2: nullableText,
  emailaddress3: nullableText,
  mobilephone: nullableText,
  telephone1: nullableText,
  edu_codigoo365: nullableText,
  edu_codigousuariomoodle: nullableInteger,
  edu_matriculado: z.boolean(),
  edu_tipocontacto: z.string(),
  edu_documentoidentificativo: nullableText,
  edu_tomamedicacion: z.boolean(),
  edu_medicacion: nullableText,
  edu_alergias: nullableText,
  edu_account: nullableText,
  edu_empleado: nullableText,
  edu_fechaalta: nullableText,
  edu_materialextra: z.boolean(),
  edu_modalidad: nullableInteger,
  edu_nps: nullableInteger,
  edu_onboarding: z.boolean(),
  edu_plataformaid: nullableText,
  edu_renueva: z.boolean(),
  employeeid: nullableText,
  statecode: z.number().int(),
  statuscode: z.number().int(),
  nickname: nullableText,
  description: nullableText,
  /** Address the apps load the picture from (a stable path that changes with every new picture), or null. */
  foto: nullableText,
  msgdpr_gdprparentid: nullableText,
  address1_composite: nullableText,
  address1_line1: nullableText,
  address1_line2: nullableText,
  address1_line3: nullableText,
  address1_city: nullableText,
  address1_postalcode: nullableText,
  address1_county: nullableText,
  address1_stateorprovince: nullableText,
  address1_country: nullableText,
  address1_telephone1: nullableText,
  address1_telephone2: nullableText,
  address1_telephone3: nullableText,
  address1_postofficebox: nullableInteger,
  address1_freighttermscode: nullableInteger,
  address1_primarycontactname: nullableText,
  address1_name: nullableText,
  address1_addresstypecode: nullableInteger,
  /** Ours: a free-trial visitor (the web shows only the information tab, with its fields disabled). */
  freemium: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProfileRecord = z.infer<typeof profileRecordSchema>;

/** GET /api/user/{id} and GET /api/user/freemium/{id}: the signed-in person's own contact. */
export const profileAnswerSchema = z.object({ status: z.literal('ok'), contacto: profileRecordSchema });
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

/** PUT /api/user/{id}?plataforma=true: 'Contacto actualizado correctamente' and the contact as saved. */
export const updateProfileAnswerSchema = z.object({ status: z.literal('ok'), message: z.string(), contacto: profileRecordSchema });
export type UpdateProfileAnswer = z.infer<typeof updateProfileAnswerSchema>;

/** POST, DELETE and GET /api/user/profile-pic: the picture's address now (null without one). */
export const profilePictureAnswerSchema = z.object({ status: z.literal('ok'), foto: z.string().nullable(), message: z.string().optional() });
export type ProfilePictureAnswer = z.infer<typeof profilePictureAnswerSchema>;

/**
 * Ours: the `profile-changed` socket event to `user:<code>`: the name or picture changed (in another tab or
 * device), so every open header and profile shows it at once.
 */
export const profileChangedPayloadSchema = z.object({
  edu_codigocontacto: z.string(),
  fullname: z.string(),
  firstname: nullableText,
  lastname: nullableText,
  foto: nullableText,
});
export type ProfileChangedPayload = z.infer<typeof profileChangedPayloadSchema>;

// ─── Privacy and security tab: passwords and credentials reset ───────────────────────────────────────────────
// Kept apart from the information tab's schema above. The password rule is shared by the privacy tab's form,
// POST /api/auth/change-password and the academy sign-in's forced change after a temporary password.

/** Shortest and longest password the academy accepts (scrypt hashes the whole text, so it is bounded). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** A new password: 10 to 128 characters mixing letters and digits. */
export const newPasswordSchema = z
  .string({ error: texts.privacy.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { message: texts.privacy.passwordTooLong, abort: true })
  .refine((value) => !hasNulCharacter(value), { message: texts.errors.invalidCharacters, abort: true })
  .min(PASSWORD_MIN_LENGTH, texts.privacy.passwordTooShort)
  .refine((value) => /\p{L}/u.test(value) && /\p{N}/u.test(value), texts.privacy.passwordNeedsLetterAndDigit);

/** The new password typed twice: the second must match (its issue sits on `confirmPassword`). */
const passwordPairShape = {
  newPassword: newPasswordSchema,
  confirmPassword: textSchema(PASSWORD_MAX_LENGTH, { invalid: texts.privacy.passwordsDoNotMatch, tooLong: texts.privacy.passwordsDoNotMatch }),
};

/** POST /api/auth/change-password: the current password and the new one twice (built-in identity provider). */
export const changePasswordBodySchema = z
  .object({
    currentPassword: textSchema(200, { invalid: texts.privacy.currentPasswordRequired, tooLong: texts.privacy.wrongCurrentPassword }).min(
      1,
      texts.privacy.currentPasswordRequired,
    ),
    ...passwordPairShape,
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== value.newPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: texts.privacy.passwordsDoNotMatch });
    if (value.currentPassword !== '' && value.newPassword === value.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: texts.privacy.passwordSameAsCurrent });
    }
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** Answer of the password calls: status and the Spanish message to show. */
export const passwordAnswerSchema = z.object({ status: z.literal('ok'), message: z.string() });
export type PasswordAnswer = z.infer<typeof passwordAnswerSchema>;

/**
 * POST /api/auth/reset-credentials (spec 002 §7): body emailaddress2, edu_codigoo365, fullname,
 * forcePasswordChange. Only one's own account: the personal address must be the one saved in the profile
 * (the temporary password goes there and nowhere else) and a given Microsoft 365 code must be the user's.
 */
export const resetCredentialsBodySchema = z.object({
  emailaddress2: textSchema(255, { invalid: texts.privacy.personalEmailMissing, tooLong: texts.privacy.personalEmailInvalid })
    .trim()
    .min(1, texts.privacy.personalEmailMissing)
    .email(texts.privacy.personalEmailInvalid),
  edu_codigoo365: textSchema(100).nullable().optional(),
  fullname: textSchema(200).optional(),
  /** The temporary password must be replaced at the next sign-in (the web always asks for it). */
  forcePasswordChange: z.boolean().optional().default(true),
});
export type ResetCredentialsBody = z.input<typeof resetCredentialsBodySchema>;

/** Answer of the reset: the message and the personal address it went to, partly hidden (l•••@correo.test). */
export const resetCredentialsAnswerSchema = z.object({ status: z.literal('ok'), message: z.string(), sentTo: z.string() });
export type ResetCredentialsAnswer = z.infer<typeof resetCredentialsAnswerSchema>;

/**
 * GET /api/auth/password-settings: who manages the password. With the built-in provider the privacy tab
 * changes it; with an OIDC issuer it links to that provider's account page (`accountUrl`).
 */
export const passwordSettingsAnswerSchema = z.object({
  status: z.literal('ok'),
  provider: z.enum(['builtin', 'oidc']),
  accountUrl: z.string().nullable(),
});
export type PasswordSettingsAnswer = z.infer<typeof passwordSettingsAnswerSchema>;

/** The academy sign-in's forced change (POST /auth/authorize/password, form-encoded): a one-time ticket and the new password twice. */
export const identityPasswordChangeFormSchema = z
  .object({
    ticket: textSchema(256).min(16),
    redirect_uri: textSchema(2000).min(1),
    state: textSchema(500).optional().default(''),
    ...passwordPairShape,
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== value.newPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: texts.privacy.passwordsDoNotMatch });
  });
