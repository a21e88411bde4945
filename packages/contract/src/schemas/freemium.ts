import { z } from 'zod';
import { loginAnswerSchema } from './auth';
import { formationSchema } from './formations';

export const freemiumProviderSchema = z.enum(['google', 'microsoft', 'facebook'], { error: 'El proveedor no es válido' });
export type FreemiumProvider = z.infer<typeof freemiumProviderSchema>;
export const freemiumProviders = freemiumProviderSchema.options;

/** The OAuth state of a freemium sign-in begins with freemium:{provider}:{course} (spec 000 §4). */
export function buildFreemiumState(provider: FreemiumProvider, course: string, nonce: string): string {
  return `freemium:${provider}:${course}:${nonce}`;
}

/** Reads freemium:{provider}:{course}[:nonce]; null for any other state. */
export function parseFreemiumState(state: string | null | undefined): { provider: FreemiumProvider; course: string; nonce: string } | null {
  if (!state?.startsWith('freemium:')) return null;
  const [, provider, course, nonce = ''] = state.split(':');
  const parsed = freemiumProviderSchema.safeParse(provider);
  if (!parsed.success || !course) return null;
  return { provider: parsed.data, course, nonce };
}

/**
 * GET /api/auth/freemium/{provider}/authorize-url?course: where to send the browser for a freemium
 * sign-in. The server builds the provider's address (the real provider when configured, else the
 * built-in simulation) with `${PUBLIC_URL}/login` as return address and a fresh
 * `freemium:{provider}:{course}:{nonce}` state, which the web keeps and compares when the browser returns.
 * A course without free content answers 404, like the code exchange.
 */
export const freemiumAuthorizeUrlParamsSchema = z.object({ provider: freemiumProviderSchema });
export const freemiumAuthorizeUrlQuerySchema = z.object({ course: z.string({ error: 'Falta la formación' }).trim().min(1, 'Falta la formación').max(100, 'La formación no es válida').regex(/^[^:]+$/, 'La formación no es válida') });
export const freemiumAuthorizeUrlAnswerSchema = z.object({
  status: z.literal('ok'),
  url: z.string(),
  state: z.string(),
  /** True when no credentials are configured for the provider and the built-in simulation serves it. */
  simulated: z.boolean(),
});
export type FreemiumAuthorizeUrlAnswer = z.infer<typeof freemiumAuthorizeUrlAnswerSchema>;

/** POST /api/auth/login-oauth-alumno-freemium. `course` is a formation (or group) code or slug. */
export const oauthFreemiumBodySchema = z.object({
  provider: freemiumProviderSchema,
  code: z.string({ error: 'Falta el código del proveedor' }).min(8, 'El código del proveedor no es válido').max(2048),
  redirectUri: z.url({ error: 'La dirección de retorno no es válida' }),
  course: z.string({ error: 'Falta la formación' }).trim().min(1, 'Falta la formación').max(100),
});
export type OauthFreemiumBody = z.infer<typeof oauthFreemiumBodySchema>;

/** Answer of both freemium sign-ins: the session plus the formations the visitor may try. */
export const freemiumLoginAnswerSchema = loginAnswerSchema.extend({ formations: z.array(formationSchema) });
export type FreemiumLoginAnswer = z.infer<typeof freemiumLoginAnswerSchema>;

/** POST /api/auth/login-app-alumno-freemium: a visitor arriving from a lead (spec 000 §2). */
export const leadFreemiumBodySchema = z.object({
  leadid: z.string({ error: 'Falta el identificador del contacto' }).trim().min(1, 'Falta el identificador del contacto').max(100),
  groupId: z.string({ error: 'Falta el grupo' }).trim().min(1, 'Falta el grupo').max(50),
  namefree: z.string().trim().max(200).optional().default(''),
  emailfree: z.string().trim().max(255).optional().default(''),
  phonefree: z.string().trim().max(30).optional().default(''),
});
export type LeadFreemiumBody = z.input<typeof leadFreemiumBodySchema>;

/** POST /api/formations/byCodes: [{edu_codigoformacion}] (or plain codes) → formations.formations. */
export const formationsByCodesBodySchema = z
  .array(z.union([z.string().min(1).max(50), z.object({ edu_codigoformacion: z.string().min(1).max(50) })]), { error: 'Indica una lista de formaciones' })
  .max(50, 'Demasiadas formaciones')
  .transform((items) => items.map((i) => (typeof i === 'string' ? i : i.edu_codigoformacion)));
export const formationsByCodesAnswerSchema = z.object({ status: z.literal('ok'), formations: z.object({ formations: z.array(formationSchema) }) });
export type FormationsByCodesAnswer = z.infer<typeof formationsByCodesAnswerSchema>;
