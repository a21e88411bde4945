import { ConfigError, loadConfig } from './config/config';
import { openDatabase } from './db/client';
import { DEMO_PASSWORD, demoAccounts, seedDemoAcademy } from './db/seed';
import { buildApp } from './app';
import { shutDownGracefully } from './http/graceful-shutdown';

/**
 * Starts Campus: configuration, database (migrate; seed the demo academy on first run of the embedded
 * database, or on PostgreSQL only with SEED_DEMO=true), HTTP server.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, pgliteWorker: config.PGLITE_WORKER });
  await database.migrate();
  if (config.SEED_DEMO) await seedDemoAcademy(database.db);
  // The sign-in page lists these accounts only while the database holds them (seeded now or before).
  const app = await buildApp({ config, database, demo: { accounts: demoAccounts, password: DEMO_PASSWORD } });
  // Sandbox purchases paid but not granted when the last run stopped (a crash between the two calls).
  const recovered = await app.ctx.checkoutService.grantPaidInvoicesWithoutLine();
  if (recovered.granted > 0 || recovered.failed.length > 0) app.log.warn(recovered, 'compras pagadas sin conceder al arrancar');
  let isClosing = false;
  // Graceful shutdown (docs/DEPLOYMENT.md): not ready at once, in-flight requests finish, sockets move on, exit 0.
  // Exit 1 when the timeout had to cut requests. A repeated signal is ignored: under `npm start` a Ctrl+C
  // reaches node twice (from the terminal and relayed by npm), and the sequence is bounded anyway.
  const shutdown = (signal: NodeJS.Signals) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    // SIGINT is a person at the terminal: no load balancer to wait for.
    const drainDelayMs = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_DELAY_MS : 0;
    // A hard bound on the whole sequence (a hook that never returns must not keep a dead instance around).
    setTimeout(
      () => {
        app.log.error('graceful shutdown did not finish in time: exiting');
        process.exit(1);
      },
      drainDelayMs + config.SHUTDOWN_TIMEOUT_MS + 10_000,
    ).unref();
    shutDownGracefully({
      app,
      readiness: app.readiness,
      closeDatabase: () => database.close(),
      drainDelayMs,
      timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      logger: app.log,
    }).then(
      ({ isClean }) => process.exit(isClean ? 0 : 1),
      (error: unknown) => {
        app.log.error({ err: error }, 'graceful shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Campus está listo en ${config.PUBLIC_URL} (base de datos: ${database.kind})`);
  if (!config.SEED_DEMO && config.DATABASE_URL) app.log.info('Academia de demostración no cargada en PostgreSQL (SEED_DEMO=true para cargarla).');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Campus no pudo arrancar:', error);
  }
  process.exit(1);
});
