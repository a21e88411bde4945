import { z } from 'zod';
import { codeSchema, textSchema } from './common';
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
export const freemiumAuthorizeUrlQuerySchema = z.object({
  course: textSchema(100, { invalid: 'Falta la formación', tooLong: 'La formación no es válida' })
    .trim()
    .min(1, 'Falta la formación')
    .regex(/^[^:]+$/, 'La formación no es válida'),
});
export const freemiumAuthorizeUrlAnswerSchema = z.object({
  status: z.literal('ok'),
  url: z.string(),
  state: z.string(),
  /** True when no credentials are configured for the provider and the built-in simulation serves it. */
  simulated: z.boolean(),
});
export type FreemiumAuthorizeUrlAnswer = z.infer<typeof freemiumAuthorizeUrlAnswerSchema>;

/**
 * GET /api/auth/freemium/providers: how each provider signs a visitor in right now. 'oauth' is the real
 * provider; without its credentials the built-in one is a 'simulation' (development and tests only), asks
 * for a one-time code mailed to the visitor ('email-code'), or is 'off' (the web says it is not available).
 */
export const freemiumProviderModeSchema = z.enum(['oauth', 'simulation', 'email-code', 'off']);
export type FreemiumProviderMode = z.infer<typeof freemiumProviderModeSchema>;
export const freemiumProvidersAnswerSchema = z.object({
  status: z.literal('ok'),
  providers: z.array(z.object({ provider: freemiumProviderSchema, mode: freemiumProviderModeSchema })),
});
export type FreemiumProvidersAnswer = z.infer<typeof freemiumProvidersAnswerSchema>;

/** POST /api/auth/login-oauth-alumno-freemium. `course` is a formation (or group) code or slug. */
export const oauthFreemiumBodySchema = z.object({
  provider: freemiumProviderSchema,
  code: textSchema(2048, { invalid: 'Falta el código del proveedor', tooLong: 'El código del proveedor no es válido' }).min(
    8,
    'El código del proveedor no es válido',
  ),
  redirectUri: textSchema(2000, { invalid: 'La dirección de retorno no es válida', tooLong: 'La dirección de retorno no es válida' }).pipe(
    z.url({ error: 'La dirección de retorno no es válida' }),
  ),
  course: textSchema(100, { invalid: 'Falta la formación' }).trim().min(1, 'Falta la formación'),
});
export type OauthFreemiumBody = z.infer<typeof oauthFreemiumBodySchema>;

/** Answer of both freemium sign-ins: the session plus the formations the visitor may try. */
export const freemiumLoginAnswerSchema = loginAnswerSchema.extend({ formations: z.array(formationSchema) });
export type FreemiumLoginAnswer = z.infer<typeof freemiumLoginAnswerSchema>;

/** POST /api/auth/login-app-alumno-freemium: a visitor arriving from a lead (spec 000 §2). */
export const leadFreemiumBodySchema = z.object({
  leadid: textSchema(100, { invalid: 'Falta el identificador del contacto' }).trim().min(1, 'Falta el identificador del contacto'),
  groupId: textSchema(50, { invalid: 'Falta el grupo' }).trim().min(1, 'Falta el grupo'),
  namefree: textSchema(200).trim().optional().default(''),
  emailfree: textSchema(255).trim().optional().default(''),
  phonefree: textSchema(30).trim().optional().default(''),
});
export type LeadFreemiumBody = z.input<typeof leadFreemiumBodySchema>;

// An item is a code or {edu_codigoformacion}; read first (not a union) so that a bad code reports its own message.
function readFormationCode(item: unknown): unknown {
  return typeof item === 'object' && item !== null && 'edu_codigoformacion' in item ? item.edu_codigoformacion : item;
}

/** POST /api/formations/byCodes: [{edu_codigoformacion}] (or plain codes) → formations.formations. */
export const formationsByCodesBodySchema = z
  .array(z.preprocess(readFormationCode, codeSchema()), { error: 'Indica una lista de formaciones' })
  .max(50, 'Demasiadas formaciones');
export const formationsByCodesAnswerSchema = z.object({ status: z.literal('ok'), formations: z.object({ formations: z.array(formationSchema) }) });
export type FormationsByCodesAnswer = z.infer<typeof formationsByCodesAnswerSchema>;
