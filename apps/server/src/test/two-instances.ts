import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config/config';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { startTestRedis } from './redis-server';
import { createThrowAwayPgDatabase, openTestDatabase } from './test-app';

type App = Awaited<ReturnType<typeof buildApp>>;

/** One Campus instance of the pair: the app (for closing only) and the address it listens on. */
export interface ListeningInstance {
  name: 'A' | 'B';
  app: App;
  baseUrl: string;
}

export interface TwoInstances {
  a: ListeningInstance;
  b: ListeningInstance;
  /** The shared database, for the factories' set-up writes (assertions go through HTTP and sockets). */
  db: Database;
  kind: DatabaseHandle['kind'];
  config: AppConfig;
  redisUrl: string;
  close(): Promise<void>;
}

/**
 * The database both instances use. With TEST_DATABASE_URL (`npm run test:pg`, CI's PostgreSQL run) it is one
 * fresh PostgreSQL database and each instance opens its own connection pool to it, exactly as two processes
 * would. Without it (`npm test`) both share one in-memory PGlite handle: PGlite is one process's database, so
 * that run proves what goes through Redis, and the PostgreSQL run proves the real deployment.
 */
async function openSharedDatabase(): Promise<{ handles: [DatabaseHandle, DatabaseHandle]; close(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openTestDatabase();
    await handle.migrate();
    return { handles: [handle, handle], close: () => handle.close() };
  }
  const throwAway = await createThrowAwayPgDatabase(adminUrl, 'campus_scale');
  const first = await openDatabase({ databaseUrl: throwAway.url, dataDir: 'memory://' });
  const second = await openDatabase({ databaseUrl: throwAway.url, dataDir: 'memory://' });
  // Each instance migrates as it starts, as main.ts does: two starting together must take turns, not collide.
  await Promise.all([first.migrate(), second.migrate()]);
  return {
    handles: [first, second],
    close: async () => {
      await Promise.allSettled([first.close(), second.close()]);
      await throwAway.drop();
    },
  };
}

/**
 * Two Campus instances as a load balancer would have them: one database, one Redis (REDIS_URL), the same
 * configuration (FILES_URL_SECRET included) and one shared files folder, each listening on its own loopback
 * port with its own Socket.IO server. `env` adds to the configuration of both.
 */
export async function startTwoInstances(env: Record<string, string> = {}): Promise<TwoInstances> {
  const redis = await startTestRedis();
  const database = await openSharedDatabase().catch(async (error: unknown) => {
    await redis.stop();
    throw error;
  });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'campus-scale-out-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    DATA_DIR: dataDir,
    REDIS_URL: redis.url,
    FILES_URL_SECRET: randomBytes(32).toString('base64url'),
    ...env,
  });
  const started: App[] = [];
  const close = async () => {
    await Promise.allSettled(started.map((app) => app.close()));
    await database.close();
    await redis.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const listen = async (name: 'A' | 'B', handle: DatabaseHandle): Promise<ListeningInstance> => {
      const app = await buildApp({ config, database: handle });
      started.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (typeof address !== 'object' || !address) throw new Error(`la instancia ${name} no escucha`);
      return { name, app, baseUrl: `http://127.0.0.1:${address.port}` };
    };
    const [a, b] = await Promise.all([listen('A', database.handles[0]), listen('B', database.handles[1])]);
    return { a, b, db: database.handles[0].db, kind: database.handles[0].kind, config, redisUrl: redis.url, close };
  } catch (error) {
    await close();
    throw error;
  }
}
