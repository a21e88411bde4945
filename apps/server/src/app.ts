import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { texts } from '@campus/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/config';
import type { DatabaseHandle } from './db/client';
import { createAppContext, type AppContext } from './app-context';
import { registerAuthHook } from './http/auth-hook';
import { API_KEY_SCHEME_DESCRIPTION } from './http/endpoint-route';
import { DEFAULT_BODY_LIMIT_BYTES } from './http/body-limits';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler';
import { registerJsonBodyParser } from './http/json-body-parser';
import { createReadiness, registerDrainingHooks, type Readiness } from './http/readiness';
import { createResponseSerializerCompiler } from './http/response-serializer';
import { serializeRequestForLog } from './http/redact-url';
import { registerRouteAccess } from './http/route-access';
import { createServerRenderedHome } from './http/server-rendered-home';
import { registerSecurityHeaders } from './http/security-headers';
import { ANSWER_ENCODINGS, BROTLI_QUALITY, COMPRESSION_THRESHOLD_BYTES, GZIP_LEVEL } from './http/shared-answer';
import { getServerRoot } from './lib/package-root';
import { connectRedisInvalidationBus, createLocalInvalidationBus } from './lib/invalidation-bus';
import { connectRedis, REDIS_KEY_PREFIX } from './lib/redis-client';
import { createRedisRateLimitStore } from './http/redis-rate-limit-store';
import { registerPersonLimits } from './http/person-limits';
import { createActivitiesRoutes } from './modules/activities/activities.routes';
import { createAuthRoutes } from './modules/auth/auth.routes';
import { createCalendarRoutes } from './modules/calendar/calendar.routes';
import { createCasesRoutes } from './modules/cases/cases.routes';
import { createAcademyFormationsRoutes } from './modules/academy-formations/academy-formations.routes';
import { createPeopleRoutes } from './modules/people/people.routes';
import { createWithdrawalDeskRoutes } from './modules/withdrawal-desk/withdrawal-desk.routes';
import { DUE_WITHDRAWALS_SWEEP_MS } from './modules/withdrawal-desk/withdrawal-desk.service';
import { createAuditLogRoutes } from './modules/audit/audit-log.routes';
import { createChatsRoutes } from './modules/chats/chats.routes';
import { createCheckoutRoutes, createCheckoutWebhookRoutes } from './modules/checkout/checkout.routes';
import { createContentRoutes } from './modules/content/content.routes';
import { createEnrolmentsRoutes } from './modules/enrolments/enrolments.routes';
import { createEnrolmentRecordsRoutes } from './modules/enrolments/enrolment-records.routes';
import { createEvaluationsRoutes } from './modules/evaluations/evaluations.routes';
import { createGradebookRoutes } from './modules/teaching/gradebook.routes';
import { createEventsRoutes } from './modules/events/events.routes';
import { createFilesRoutes } from './modules/files/files.routes';
import { createFormationsRoutes } from './modules/formations/formations.routes';
import { createFreemiumRoutes } from './modules/freemium/freemium.routes';
import { createFreemiumSimulationRoutes } from './modules/auth/freemium-simulation.routes';
import { createIdentityRoutes } from './modules/auth/identity.routes';
import { createInvitationsRoutes } from './modules/invitations/invitations.routes';
import type { DemoAcademy } from './modules/auth/demo-accounts';
import { createLeadsRoutes } from './modules/leads/leads.routes';
import { createMailRoutes } from './modules/mail/mail.routes';
import { createNotificationsRoutes } from './modules/notifications/notifications.routes';
import { createDashboardNotificationsRoutes } from './modules/notifications/dashboard-notifications.routes';
import { createOnboardingRoutes } from './modules/onboarding/onboarding.routes';
import { createPostsRoutes } from './modules/posts/posts.routes';
import { createProductsRoutes } from './modules/products/products.routes';
import { createProfileRoutes } from './modules/profile/profile.routes';
import { createProgressRoutes } from './modules/content/progress.routes';
import { createRequestsRoutes } from './modules/requests/requests.routes';
import { createSecretaryRoutes } from './modules/secretary/secretary.routes';
import { createSystemRoutes } from './modules/system/system.routes';
import { createTestsSpaceRoutes } from './modules/tests-space/tests-space.routes';
import { createTeachingShellRoutes } from './modules/teaching/teaching-shell.routes';
import { createStatisticsRoutes } from './modules/statistics/statistics.routes';
import { createTimelineRoutes } from './modules/timeline/timeline.routes';
import { createTeachingHomeRoutes } from './modules/teaching/teaching-home.routes';
import { createParticipantsRoutes } from './modules/teaching/participants.routes';
import { createApiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { createCrmEnrolmentsRoutes } from './modules/api-keys/crm-enrolments.routes';
import { createUploadsRoutes, MULTIPART_LIMITS } from './modules/uploads/uploads.routes';
import { createLiveAttendanceRoutes } from './modules/teaching/live-attendance.routes';
import { UNATTACHED_UPLOAD_SWEEP_MS } from './modules/uploads/uploads.service';
import { attachSocketServer } from './realtime/socket-server';
import { createImportsRoutes } from './modules/imports/imports.routes';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Clock for tests. */
  now?: () => Date;
  /**
   * The demo academy's accounts: the built-in sign-in page lists those the database actually holds
   * (seeded), never merely because they are configured.
   */
  demo?: DemoAcademy | null;
  /** Where the log goes instead of stdout (tests that read what the access log writes). */
  logStream?: { write(line: string): void };
}

/** The name of a file Vite writes in the web build's assets/ folder (`home-route-AbC123.js`, its .br, .gz or .map). */
const WEB_ASSET_NAME = /^[\w-][\w.-]*$/;

/** Content-Security-Policy the app itself passes: no inline scripts, same-origin everything. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // https: images only for the mail reader: its sandboxed frame inherits this policy and adds its own, which
  // blocks remote images until the reader allows them ('Mostrar imágenes'); nothing else loads remote images.
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  mediaSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * The policy for this configuration: with Stripe keys, Stripe Elements needs its script, frames and API
 * (https://docs.stripe.com/security/guide#content-security-policy); without them nothing leaves the origin.
 */
export function buildContentSecurityPolicy(config: Pick<AppConfig, 'STRIPE_PUBLISHABLE_KEY'>) {
  if (!config.STRIPE_PUBLISHABLE_KEY) return contentSecurityPolicy;
  return {
    ...contentSecurityPolicy,
    // Stripe.js of a pinned release ('/endive/stripe.js') and its 3-D Secure frames (hooks.stripe.com).
    scriptSrc: [...contentSecurityPolicy.scriptSrc, 'https://js.stripe.com', 'https://*.js.stripe.com'],
    frameSrc: [...contentSecurityPolicy.frameSrc, 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    connectSrc: [...contentSecurityPolicy.connectSrc, 'https://api.stripe.com'],
  };
}

function readVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(getServerRoot(), 'package.json'), 'utf8')) as { version?: string };
  return manifest.version ?? '0.0.0';
}

/** Trusts the nearest `hops` addresses of X-Forwarded-For (TRUST_PROXY=<number>). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/**
 * Builds the Fastify app without listening, so tests drive it through `inject`. `main.ts` listens. The
 * realtime server (Socket.IO, path /socket.io) is attached to the app's HTTP server here, so it serves
 * as soon as the app listens (`app.listen({ port: 0 })` in socket tests).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance & { ctx: AppContext; readiness: Readiness }> {
  const { config } = options;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers.authorization'],
            // URLs carry credentials (the teacher's token, one-time codes, calendar feeds, signed file addresses).
            serializers: { req: serializeRequestForLog },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
    // request.ip (rate limits, the sign-in lockout, logs) is the client's, not the load balancer's, when trusted.
    // A hop count is a function for Fastify's types (proxy-addr takes the number the same way at run time).
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  // With REDIS_URL, rate limits and the sign-in lockout are counted in Redis, shared by every instance.
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, app.log) : null;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.close();
    });
  }
  const invalidation = config.REDIS_URL ? await connectRedisInvalidationBus(config.REDIS_URL, app.log) : createLocalInvalidationBus();
  app.addHook('onClose', async () => {
    await invalidation.close();
  });
  const ctx = createAppContext(config, options.database, { ...(options.now ? { now: options.now } : {}), redis, demo: options.demo ?? null, invalidation });
  const version = readVersion();
  // Flipped by the graceful shutdown (main.ts): /api/health/ready, socket handshakes and keep-alive follow it.
  const readiness = createReadiness();
  registerDrainingHooks(app, readiness);

  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by schemas compiled once (not re-validated by zod); outside production zod still checks them.
  app.setSerializerCompiler(createResponseSerializerCompiler({ isVerifying: config.NODE_ENV !== 'production' }));
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  if (config.isFilesUrlSecretGenerated && config.NODE_ENV !== 'test') {
    app.log.warn(
      'FILES_URL_SECRET no está configurado: se usa uno generado para este proceso; las direcciones firmadas de archivos no valen entre instancias ni tras reiniciar.',
    );
  }
  if (config.paymentProvider === 'sandbox' && config.NODE_ENV === 'production') {
    app.log.warn('Pagos en modo de prueba (sandbox): configura STRIPE_SECRET_KEY y STRIPE_PUBLISHABLE_KEY para cobrar de verdad.');
  }
  if (config.isTestSpaceSecretGenerated && config.NODE_ENV !== 'test') {
    app.log.warn('TEST_SPACE_SECRET no está configurado: se usa uno generado para este proceso; el espacio de tests externo no podrá verificar los tokens.');
  }

  registerSecurityHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: buildContentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    hsts: config.PUBLIC_URL.startsWith('https:'),
  });
  // File deliveries (/api/files/…) stream stored bytes with Content-Length and byte ranges (video
  // seeking): they go out untouched. They are opted out before the compress plugin sees any route.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/files/')) route.compress = false;
  });
  // Answers over 1 KB go out compressed when the client accepts it. Brotli at quality 4 and gzip at 5
  // keep the CPU cost per answer small (brotli's default 11 would cut throughput several times); media,
  // octet streams and server-sent events are never compressed. The web build's files carry their own
  // .br/.gz (preCompressed below), so this only works on API answers and the few files without one.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: [...ANSWER_ENCODINGS],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
    customTypes: /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|^application\/(?:x-)?javascript|^image\/svg\+xml/,
  });
  await app.register(
    rateLimit,
    redis
      ? // Fail open on a Redis outage: the rate limits are a brake on floods; the account lockout (which
        // fails closed) still guards passwords, and the rest of the app keeps answering.
        { global: false, store: createRedisRateLimitStore(redis, REDIS_KEY_PREFIX), skipOnError: true }
      : { global: false },
  );
  // Per-person limits on the writes that cost mail, disk or CPU, one counter per person across their routes.
  registerPersonLimits(app, config);
  // After the rate limiter (its per-route hooks count refused calls too), before every route.
  registerRouteAccess(app);
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  // Uploads (chat and board files) stream part by part to the file storage, never buffered; one file per request.
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Campus API', description: 'API de la plataforma del alumno Campus. Todas las respuestas son JSON con un campo status.', version },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // The academy's CRM (issue 31): a key created in /gestion/claves-api, only on /api/gestion routes.
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: API_KEY_SCHEME_DESCRIPTION },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { docExpansion: 'list', deepLinking: true } });

  registerAuthHook(app, ctx.authService, { resolver: ctx.apiKeysService, perMinute: config.API_KEY_RATE_LIMIT_PER_MINUTE });
  await app.register(createSystemRoutes(ctx, version, readiness));
  await app.register(createAuthRoutes(ctx));
  await app.register(createIdentityRoutes(ctx));
  await app.register(createInvitationsRoutes(ctx));
  await app.register(createEnrolmentsRoutes(ctx));
  await app.register(createEnrolmentRecordsRoutes(ctx));
  await app.register(createProgressRoutes(ctx));
  await app.register(createFreemiumSimulationRoutes(ctx));
  await app.register(createFreemiumRoutes(ctx));
  await app.register(createLeadsRoutes(ctx));
  await app.register(createNotificationsRoutes(ctx));
  await app.register(createDashboardNotificationsRoutes(ctx));
  await app.register(createChatsRoutes(ctx));
  await app.register(createOnboardingRoutes(ctx));
  await app.register(createActivitiesRoutes(ctx));
  await app.register(createEventsRoutes(ctx));
  await app.register(createTimelineRoutes(ctx));
  await app.register(createStatisticsRoutes(ctx));
  await app.register(createFormationsRoutes(ctx));
  await app.register(createRequestsRoutes(ctx));
  await app.register(createTestsSpaceRoutes(ctx));
  await app.register(createContentRoutes(ctx));
  await app.register(createCalendarRoutes(ctx));
  await app.register(createFilesRoutes(ctx));
  await app.register(createProductsRoutes(ctx));
  await app.register(createPostsRoutes(ctx));
  await app.register(createCasesRoutes(ctx));
  await app.register(createSecretaryRoutes(ctx));
  await app.register(createUploadsRoutes(ctx));
  await app.register(createEvaluationsRoutes(ctx));
  await app.register(createMailRoutes(ctx));
  await app.register(createCheckoutRoutes(ctx));
  await app.register(createCheckoutWebhookRoutes(ctx));
  await app.register(createProfileRoutes(ctx));
  await app.register(createTeachingShellRoutes(ctx));
  await app.register(createTeachingHomeRoutes(ctx));
  await app.register(createLiveAttendanceRoutes(ctx));
  await app.register(createGradebookRoutes(ctx));
  await app.register(createParticipantsRoutes(ctx));
  await app.register(createImportsRoutes(ctx));
  await app.register(createAcademyFormationsRoutes(ctx));
  await app.register(createApiKeysRoutes(ctx));
  await app.register(createCrmEnrolmentsRoutes(ctx));
  await app.register(createPeopleRoutes(ctx));
  await app.register(createWithdrawalDeskRoutes(ctx));
  await app.register(createAuditLogRoutes(ctx));

  const realtime = await attachSocketServer(app.server, {
    authService: ctx.authService,
    chatsService: ctx.chatsService,
    emitter: ctx.realtime,
    publicOrigin: new URL(config.PUBLIC_URL).origin,
    redisUrl: config.REDIS_URL,
    logger: app.log,
    isDraining: readiness.isDraining,
  });
  // Sockets are closed first, or the HTTP server would wait for them to end.
  app.addHook('preClose', async () => {
    await realtime.close();
  });
  // Scheduled notifications: a timer for the next due instant read from the database (so a restart loses
  // nothing), re-armed after each release and scheduling, with a 30 s poll as a safety net.
  await ctx.scheduledRelease.start({ onError: (error) => app.log.error({ err: error }, 'scheduled notifications failed') });
  app.addHook('onClose', async () => ctx.scheduledRelease.stop());
  // The secretary's PDF worker threads.
  app.addHook('onClose', async () => ctx.documentRenderer.close());
  // Mail for outside addresses: what a stopped instance left waiting is delivered now, then retried periodically.
  const stopMailDeliveries = ctx.mailService.startDeliveries({ onError: (error, context) => app.log.error({ err: error }, context) });
  app.addHook('onClose', async () => {
    stopMailDeliveries();
    await ctx.mailService.whenDeliveriesIdle();
  });
  // Uploads nothing carries (a form closed with its files, a file taken off a post) are swept once a day old.
  const uploadSweep = setInterval(() => {
    ctx.uploadsService.sweepUnattachedUploads(ctx.now()).catch((error: unknown) => app.log.error({ err: error }, 'unattached uploads sweep failed'));
  }, UNATTACHED_UPLOAD_SWEEP_MS);
  uploadSweep.unref();
  app.addHook('onClose', async () => clearInterval(uploadSweep));
  // Lines whose approved withdrawal applies from a later day are deactivated when that day comes (issue 31).
  const withdrawalSweep = setInterval(() => {
    ctx.withdrawalDeskService.applyDueWithdrawals().catch((error: unknown) => app.log.error({ err: error }, 'due withdrawals sweep failed'));
  }, DUE_WITHDRAWALS_SWEEP_MS);
  withdrawalSweep.unref();
  app.addHook('onClose', async () => clearInterval(withdrawalSweep));

  const indexHtml = path.join(config.WEB_DIST_DIR, 'index.html');
  const hasWebBuild = fs.existsSync(indexHtml);
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST_DIR,
      // A route per file of the build's top level (index.html, the favicon); assets/ has the one route below:
      // a route per hashed asset (about 900 files with their .br, .gz and maps) cost every start 0.5-1.4 s of CPU.
      wildcard: false,
      globIgnore: ['assets/**'],
      index: false,
      // The build writes .br and .gz next to each text file: sent as is, with content-encoding and vary.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The hashed assets, through the plugin's sendFile (same precompressed files and headers). Vite writes them flat
    // in assets/: any other name (a sub-folder, a dot file, `..`) is not one of them, and a missing file goes on to the
    // not-found handler below, as it did when no route matched it.
    app.route({
      method: ['GET', 'HEAD'],
      url: '/assets/*',
      schema: { hide: true },
      handler: (request, reply) => {
        const name = (request.params as { '*': string })['*'];
        return WEB_ASSET_NAME.test(name) ? reply.sendFile(`assets/${name}`) : reply.callNotFound();
      },
    });
  }

  const renderedHome =
    hasWebBuild && config.SERVER_RENDER
      ? await createServerRenderedHome({ app, authService: ctx.authService, indexHtmlPath: indexHtml, entryPath: config.WEB_SSR_ENTRY })
      : null;

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/auth/') || url.startsWith('/socket.io');
    if (!isApi && request.method === 'GET' && hasWebBuild) {
      const isHome = url === '/' || url.startsWith('/?');
      if (isHome && renderedHome && (await renderedHome.trySend(request, reply))) return reply;
      // The web app routes every other path itself (including its own not-found page).
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ status: 'error', code: 'not_found', message: texts.errors.notFound });
  });

  await app.ready();
  return Object.assign(app, { ctx, readiness });
}
