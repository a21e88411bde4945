// Owned by issue 13; filled in by its sub-area.
import { z } from 'zod';
import { texts } from '../texts';
import { hasNulCharacter, textSchema } from './common';

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
    currentPassword: textSchema(200, { invalid: texts.privacy.currentPasswordRequired, tooLong: texts.privacy.wrongCurrentPassword }).min(1, texts.privacy.currentPasswordRequired),
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
