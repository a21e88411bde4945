import path from 'node:path';
import { z } from 'zod';
import { getServerRoot } from '../lib/package-root';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'debe ser true o false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number({ error: 'debe ser un número de puerto' }).int().min(0).max(65535).default(3000),
    /** Public address of the app; the identity provider only returns to `${PUBLIC_URL}/login`. */
    PUBLIC_URL: z.url({ error: 'debe ser una URL completa, p. ej. http://localhost:3000' }).default('http://localhost:3000'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Embedded PGlite data folder (used when DATABASE_URL is empty). */
    DATA_DIR: z.string().min(1).default('./data'),
    /** postgres://… switches from embedded PGlite to a PostgreSQL server. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'debe empezar por postgres:// o postgresql://' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Seed the demo academy when the database is empty. */
    SEED_DEMO: booleanFromEnv.default(true),
    /** Folder with the built web app served by this server. */
    WEB_DIST_DIR: z.string().min(1).default(() => path.resolve(getServerRoot(), '../web/dist')),
    /** Sign-in requests allowed per minute and address (academy page and code exchange). */
    SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
    SESSION_TTL_HOURS: z.coerce.number().positive().max(24 * 30).default(12),
    /** WhatsApp support number shown on the error screens, digits with country code. */
    SUPPORT_WHATSAPP: z.string().regex(/^\+?[0-9 ]{6,20}$/, { error: 'debe ser un número de teléfono con prefijo' }).default('+34 600 123 456'),
    OIDC_ISSUER: z.url().optional().or(z.literal('').transform(() => undefined)),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
  })
  .superRefine((c, ctx) => {
    if (c.OIDC_ISSUER && (!c.OIDC_CLIENT_ID || !c.OIDC_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'OIDC_ISSUER necesita OIDC_CLIENT_ID y OIDC_CLIENT_SECRET' });
    }
  });

export type AppConfig = z.infer<typeof configSchema>;

/** Thrown when the environment is wrong; main prints it and exits without a stack trace. */
export class ConfigError extends Error {}

/**
 * Reads and validates the configuration from environment variables. A wrong value stops the start
 * with a message naming the variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Record<keyof AppConfig, unknown>> = {}): AppConfig {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(configSchema.shape ?? {})) {
    const value = env[key];
    if (value !== undefined) raw[key] = value;
  }
  const result = configSchema.safeParse({ ...raw, ...overrides });
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.') || '(config)'}: ${i.message}`);
    throw new ConfigError(`Configuración no válida:\n${lines.join('\n')}`);
  }
  return result.data;
}
