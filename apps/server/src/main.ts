import { ConfigError, loadConfig } from './config/config';
import { openDatabase } from './db/client';
import { DEMO_PASSWORD, demoAccounts, seedDemoAcademy } from './db/seed';
import { buildApp } from './app';

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
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
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
