import { ConfigError, loadConfig } from './config/config';
import { openDatabase } from './db/client';
import { DEMO_PASSWORD, demoAccounts, seedDemoAcademy } from './db/seed';
import { buildApp } from './app';

/** Starts Campus: configuration, database (migrate, seed on first run), HTTP server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  if (config.SEED_DEMO) await seedDemoAcademy(database.db);
  const app = await buildApp({ config, database, demo: config.SEED_DEMO ? { accounts: demoAccounts, password: DEMO_PASSWORD } : null });
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
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Campus no pudo arrancar:', error);
  }
  process.exit(1);
});
