import { z } from 'zod';
import { textSchema } from './common';

/** The signed-in user as the login calls answer it (spec 000 §3, 001 §3). */
export const sessionUserSchema = z.object({
  edu_codigocontacto: z.string(),
  fullname: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  emailaddress1: z.string().nullable(),
  emailaddress2: z.string().nullable(),
  foto: z.string().nullable(),
  admin: z.boolean(),
  freemium: z.boolean(),
  /** The text '0' means not enrolled. */
  edu_matriculado: z.string(),
  /** Comma-separated contact types, e.g. "1,4" (see rules/contact-types). */
  edu_tipocontacto: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Onboarding state sent with the session (spec 000 §3). */
export const onboardingSchema = z.object({
  id: z.number().int(),
  onboarding_name: z.string(),
  completed: z.boolean().nullable(),
  onboarding_visible: z.boolean(),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

export const platformSchema = z.literal('alumno', { error: 'La plataforma debe ser alumno' });

/** GET /api/auth/login-app-alumno?code&platform=alumno */
export const loginAppAlumnoQuerySchema = z.object({
  code: textSchema(256, { invalid: 'Falta el código de inicio de sesión', tooLong: 'El código de inicio de sesión no es válido' }).min(
    16,
    'El código de inicio de sesión no es válido',
  ),
  platform: platformSchema,
});
export type LoginAppAlumnoQuery = z.infer<typeof loginAppAlumnoQuerySchema>;

/** GET /api/auth/login-token-profesor?t&platform=alumno */
export const loginTokenProfesorQuerySchema = z.object({
  t: textSchema(512, { invalid: 'Falta el token del profesor', tooLong: 'El token del profesor no es válido' }).min(16, 'El token del profesor no es válido'),
  platform: platformSchema,
});
export type LoginTokenProfesorQuery = z.infer<typeof loginTokenProfesorQuerySchema>;

/** Answer of both login calls: `{status, token, user, onBoarding}`. */
export const loginAnswerSchema = z.object({
  status: z.literal('ok'),
  token: z.string(),
  user: sessionUserSchema,
  onBoarding: z.array(onboardingSchema),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** GET /api/auth/logout and POST /api/auth/logout-all-sessions: status 'ok' means success. */
/** `endSessionUrl`: with an OIDC provider, its end-session address the browser goes to next (RP-initiated logout). */
export const logoutAnswerSchema = z.object({ status: z.literal('ok'), message: z.string().optional(), endSessionUrl: z.string().optional() });
export type LogoutAnswer = z.infer<typeof logoutAnswerSchema>;

/**
 * GET /api/auth/session: the session check the client makes every 240 s (spec 002 §9). The path is not
 * shown in the spec; it answers the current user so that a changed profile reaches open tabs.
 */
export const sessionAnswerSchema = z.object({ status: z.literal('ok'), user: sessionUserSchema });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** Built-in identity provider sign-in form (POST /auth/authorize, form-encoded). */
export const identitySignInFormSchema = z.object({
  email: textSchema(255, { tooLong: 'Introduce un correo válido' }).trim().toLowerCase().email('Introduce un correo válido'),
  password: textSchema(200).min(1, 'Introduce tu contraseña'),
  redirect_uri: textSchema(2000).min(1),
  state: textSchema(500).optional().default(''),
});
export type IdentitySignInForm = z.infer<typeof identitySignInFormSchema>;
