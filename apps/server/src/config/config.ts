import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { getServerRoot } from '../lib/package-root';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'debe ser true o false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalText = () =>
  z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined));

/**
 * TRUST_PROXY → Fastify's `trustProxy`: empty or 'false' trusts no proxy (the client is the TCP peer), 'true'
 * any, a number that many hops, otherwise addresses or CIDR ranges separated by commas.
 */
const trustProxyFromEnv = z
  .string()
  .optional()
  .transform((value, ctx): boolean | number | string[] => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'false') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const isValid = entries.every((entry) => {
      const [address, bits, ...rest] = entry.split('/');
      if (rest.length || !address || net.isIP(address) === 0) return false;
      return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (net.isIPv4(address) ? 32 : 128));
    });
    if (!isValid) {
      ctx.addIssue({ code: 'custom', message: 'debe ser true, false, un número de saltos o direcciones/rangos CIDR separados por comas' });
      return z.NEVER;
    }
    return entries;
  });

/** Default address of the external test space (spec 000 §4, Tests); a real academy sets its own. */
export const DEFAULT_TEST_SPACE_URL = 'https://tests.campus.test/acceso';

/** The digital book password outside production when none is configured (the demo academy's). */
export const DEMO_DIGITAL_BOOK_PASSWORD = 'LibroDemo-2026';

const freemiumProviderKeys = ['GOOGLE', 'MICROSOFT', 'FACEBOOK'] as const;

const baseSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'debe ser un número de puerto' }).int().min(0).max(65535).default(3000),
  /** Public address of the app; the identity provider only returns to `${PUBLIC_URL}/login`. */
  PUBLIC_URL: z.url({ error: 'debe ser una URL completa, p. ej. http://localhost:3000' }).default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Embedded PGlite data folder (used when DATABASE_URL is empty). */
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * Embedded PGlite in a worker thread (default): its statements run synchronously in WebAssembly, and on the
   * request event loop they would hold every other request. `false` keeps it in the server's own thread.
   */
  PGLITE_WORKER: booleanFromEnv.default(true),
  /** postgres://… switches from embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'debe empezar por postgres:// o postgresql://' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Seed the demo academy when the database is empty. Unset, it seeds only the embedded PGlite database:
   * a real PostgreSQL server (DATABASE_URL) is an academy's own data, seeded only when asked explicitly.
   */
  SEED_DEMO: booleanFromEnv.optional().or(z.literal('').transform(() => undefined)),
  /** Folder with the built web app served by this server. */
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(() => path.resolve(getServerRoot(), '../web/dist')),
  /**
   * The web app's server build (apps/web/dist-ssr/entry-server.js): with it, a signed-in browser's GET of the
   * home is answered rendered (http/server-rendered-home). `SERVER_RENDER=false` sends index.html as is.
   */
  WEB_SSR_ENTRY: z
    .string()
    .min(1)
    .default(() => path.resolve(getServerRoot(), '../web/dist-ssr/entry-server.js')),
  SERVER_RENDER: booleanFromEnv.default(true),
  /** Sign-in requests allowed per minute and address (academy page and code exchange). */
  SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  /** WhatsApp support number shown on the error screens, digits with country code. */
  SUPPORT_WHATSAPP: z
    .string()
    .regex(/^\+?[0-9 ]{6,20}$/, { error: 'debe ser un número de teléfono con prefijo' })
    .default('+34 600 123 456'),
  OIDC_ISSUER: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** The OIDC provider's account page, where people change their password (e.g. Keycloak `${issuer}/account`); the issuer's address when unset. */
  OIDC_ACCOUNT_URL: z
    .url({ error: 'debe ser una URL completa' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The load balancers or proxies whose X-Forwarded-For names the client (see trustProxyFromEnv). Behind one,
   * leave it unset and every person counts as the balancer's single address in the per-address rate limits.
   */
  TRUST_PROXY: trustProxyFromEnv,
  /** redis://… shares Socket.IO rooms between several server instances (Redis adapter). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'debe empezar por redis:// o rediss://' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Graceful shutdown (SIGTERM): milliseconds between reporting not ready on /api/health/ready and closing
   * the listener, so a load balancer's health check notices first (set it above the check interval).
   */
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(300_000).default(0),
  /** Graceful shutdown: milliseconds the requests in flight may take to finish before they are cut. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  /** Lead form submissions ("Te llamamos gratis") allowed per hour and address. */
  LEAD_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  /**
   * Per-person limits (keyed by the signed-in person's code, shared through Redis when REDIS_URL is set) on the
   * writes that cost disk, mail reputation or CPU; past them the call answers 429 (README, "Límites por persona").
   */
  /** Mails sent (new, reply, forward) per person and hour. */
  MAIL_SEND_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(30),
  MAIL_OUTSIDE_RECIPIENTS_PER_MAIL: z.coerce.number().int().positive().default(10),
  /** File uploads (chat, board, task deliveries, mail drafts with files) per person and minute. */
  UPLOAD_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** File uploads per person and hour (the minute's limit keeps bursts short; this one the daily disk). */
  UPLOAD_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(100),
  /** Secretary documents (certificates, invoices, contracts) asked for per person and minute. */
  DOCUMENT_ISSUE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Calls per API key (the academy's CRM, issue 31) and minute, on /api/gestion; past it 429 with Retry-After. */
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** Worker threads that render the secretary's PDFs (off the request thread). */
  DOCUMENT_RENDER_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  /** Address of the external test space; the signed token is appended as `?token=…`. */
  TEST_SPACE_URL: z.url({ error: 'debe ser una URL completa' }).default(DEFAULT_TEST_SPACE_URL),
  /** HS256 secret shared with the test space; at least 32 characters. */
  TEST_SPACE_SECRET: z
    .string()
    .min(32, { error: 'debe tener al menos 32 caracteres' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Real OAuth credentials of the freemium providers; without them the built-in simulation serves each one. */
  FREEMIUM_GOOGLE_CLIENT_ID: optionalText(),
  FREEMIUM_GOOGLE_CLIENT_SECRET: optionalText(),
  FREEMIUM_MICROSOFT_CLIENT_ID: optionalText(),
  FREEMIUM_MICROSOFT_CLIENT_SECRET: optionalText(),
  /** Microsoft Entra tenant for the freemium sign-in ('common' accepts personal and work accounts). */
  FREEMIUM_MICROSOFT_TENANT: z
    .string()
    .regex(/^[A-Za-z0-9.-]{1,100}$/, { error: 'no es un tenant válido' })
    .default('common'),
  FREEMIUM_FACEBOOK_CLIENT_ID: optionalText(),
  FREEMIUM_FACEBOOK_CLIENT_SECRET: optionalText(),
  /** Outgoing mail server (`smtp://user:pass@host:587` or `smtps://…`); without it mail is recorded in the database outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'debe empezar por smtp:// o smtps://' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Sender of outgoing mail. */
  MAIL_FROM: z.string().min(3).max(200).default('Campus <no-responder@campus.test>'),
  /**
   * The built-in freemium provider (a provider without credentials): 'simulation' signs in whoever types an
   * e-mail (development and tests only), 'email-code' mails a one-time code first, 'off' disables it. By
   * default: simulation outside production; in production email-code with SMTP_URL, off without.
   */
  FREEMIUM_BUILTIN_MODE: z
    .enum(['simulation', 'email-code', 'off'], { error: 'debe ser simulation, email-code u off' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Folder of the media that ship with the app (`demo/…` storage keys). */
  MEDIA_DIR: z
    .string()
    .min(1)
    .default(() => path.resolve(getServerRoot(), 'media')),
  /** Where uploaded files live: 'disk' (DATA_DIR/files) or 's3'; by default s3 when S3_BUCKET is set. */
  FILE_STORAGE: z
    .enum(['disk', 's3'], { error: 'debe ser disk o s3' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_BUCKET: optionalText(),
  S3_REGION: optionalText(),
  /** S3-compatible endpoint (MinIO, Cloudflare R2…); empty for AWS. */
  S3_ENDPOINT: z
    .url({ error: 'debe ser una URL completa' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  /** HMAC secret of the signed file addresses; at least 32 characters (generated per process when empty). */
  FILES_URL_SECRET: z
    .string()
    .min(32, { error: 'debe tener al menos 32 caracteres' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Lifetime of a signed file address, seconds (long enough to watch a class without re-signing). */
  FILES_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(86_400)
    .default(2 * 3600),
  /** Stripe keys; without them the built-in payment sandbox (Stripe test mode look-alike) is used. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, { error: 'debe empezar por sk_ o rk_' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_/, { error: 'debe empezar por pk_' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, { error: 'debe empezar por whsec_' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Shared password of the digital book (licences tab, lines with group code gru_N4_250): given by the book's
   * publisher, shown only to students holding such a line. Required in production without the demo academy;
   * the demo academy's otherwise.
   */
  DIGITAL_BOOK_PASSWORD: optionalText(),
  /** Address where the digital book opens (the licence card links to it when set). */
  DIGITAL_BOOK_URL: z
    .url({ error: 'debe ser una URL completa' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

const configSchema = baseSchema
  .superRefine((c, ctx) => {
    if (c.OIDC_ISSUER && (!c.OIDC_CLIENT_ID || !c.OIDC_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'OIDC_ISSUER necesita OIDC_CLIENT_ID y OIDC_CLIENT_SECRET' });
    }
    for (const provider of freemiumProviderKeys) {
      const id = c[`FREEMIUM_${provider}_CLIENT_ID`];
      const secret = c[`FREEMIUM_${provider}_CLIENT_SECRET`];
      if (Boolean(id) !== Boolean(secret)) {
        ctx.addIssue({
          code: 'custom',
          path: [`FREEMIUM_${provider}_CLIENT_${id ? 'SECRET' : 'ID'}`],
          message: `FREEMIUM_${provider}_CLIENT_ID y FREEMIUM_${provider}_CLIENT_SECRET van juntos`,
        });
      }
    }
    // A real test space (its own address) must verify our tokens: it needs the shared secret. The demo
    // address has no test space behind it, so `npm start` on a fresh clone still runs without one.
    if (c.NODE_ENV === 'production' && c.TEST_SPACE_URL !== DEFAULT_TEST_SPACE_URL && !c.TEST_SPACE_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['TEST_SPACE_SECRET'], message: 'es obligatorio en producción con TEST_SPACE_URL propia' });
    }
    if ((c.FILE_STORAGE === 's3' || (!c.FILE_STORAGE && c.S3_BUCKET)) && (!c.S3_BUCKET || !c.S3_REGION)) {
      ctx.addIssue({ code: 'custom', path: [c.S3_BUCKET ? 'S3_REGION' : 'S3_BUCKET'], message: 'el almacenamiento S3 necesita S3_BUCKET y S3_REGION' });
    }
    if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntos',
      });
    }
    if (Boolean(c.STRIPE_SECRET_KEY) !== Boolean(c.STRIPE_PUBLISHABLE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.STRIPE_SECRET_KEY ? 'STRIPE_PUBLISHABLE_KEY' : 'STRIPE_SECRET_KEY'],
        message: 'STRIPE_SECRET_KEY y STRIPE_PUBLISHABLE_KEY van juntos',
      });
    }
    // The simulation signs in whoever types an address: never in production.
    if (c.NODE_ENV === 'production' && c.FREEMIUM_BUILTIN_MODE === 'simulation') {
      ctx.addIssue({ code: 'custom', path: ['FREEMIUM_BUILTIN_MODE'], message: 'la simulación no se permite en producción' });
    }
    // A mailed code that never leaves the database would lock every visitor out.
    if (c.FREEMIUM_BUILTIN_MODE === 'email-code' && c.NODE_ENV === 'production' && !c.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'FREEMIUM_BUILTIN_MODE=email-code necesita SMTP_URL en producción' });
    }
    // A real academy (production without the demo academy) shows its publisher's password, never the demo one.
    if (c.NODE_ENV === 'production' && !(c.SEED_DEMO ?? !c.DATABASE_URL) && !c.DIGITAL_BOOK_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['DIGITAL_BOOK_PASSWORD'],
        message: 'es obligatorio en producción sin la academia de demostración (contraseña del libro digital)',
      });
    }
    // Without the webhook, a payment whose browser closes before the success call would never be granted.
    if (c.NODE_ENV === 'production' && c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'es obligatorio en producción con Stripe' });
    }
  })
  .transform((c) => ({
    ...c,
    SEED_DEMO: c.SEED_DEMO ?? !c.DATABASE_URL,
    TEST_SPACE_SECRET: c.TEST_SPACE_SECRET ?? randomBytes(32).toString('base64url'),
    /** True when TEST_SPACE_SECRET was generated for this process (tokens die with it); the app warns. */
    isTestSpaceSecretGenerated: !c.TEST_SPACE_SECRET,
    FILES_URL_SECRET: c.FILES_URL_SECRET ?? randomBytes(32).toString('base64url'),
    DIGITAL_BOOK_PASSWORD: c.DIGITAL_BOOK_PASSWORD ?? DEMO_DIGITAL_BOOK_PASSWORD,
    /** True when FILES_URL_SECRET was generated: signed addresses die with the process and differ between instances. */
    isFilesUrlSecretGenerated: !c.FILES_URL_SECRET,
    /** How a freemium provider without credentials behaves (see FREEMIUM_BUILTIN_MODE). */
    freemiumBuiltinMode:
      c.FREEMIUM_BUILTIN_MODE ?? (c.NODE_ENV !== 'production' ? ('simulation' as const) : c.SMTP_URL ? ('email-code' as const) : ('off' as const)),
    /** The storage of uploaded files. */
    fileStorage: c.FILE_STORAGE ?? (c.S3_BUCKET ? ('s3' as const) : ('disk' as const)),
    /** The payment provider: Stripe with its keys, otherwise the built-in sandbox. */
    paymentProvider: c.STRIPE_SECRET_KEY && c.STRIPE_PUBLISHABLE_KEY ? ('stripe' as const) : ('sandbox' as const),
  }));

export type AppConfig = z.infer<typeof configSchema>;

/** Thrown when the environment is wrong; main prints it and exits without a stack trace. */
export class ConfigError extends Error {}

/**
 * Reads and validates the configuration from environment variables. A wrong value stops the start
 * with a message naming the variable.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Record<keyof z.input<typeof baseSchema>, unknown>> = {},
): AppConfig {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(baseSchema.shape)) {
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
