import { defineProject } from 'vitest/config';

/**
 * The system suites: whole server processes (crash safety, a graceful shutdown by signal) and pairs of instances
 * on one database and one Redis. They take minutes, not seconds, so they are their own project (`system`, in
 * vitest.system.config.ts): `npm test`, `npm run test:pg` and CI run it; `npm run test:unit` does not.
 */
export const systemTests = ['src/scale-out/**/*.test.ts', 'src/http/graceful-shutdown.test.ts'];

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: systemTests,
    // Every test file's database is a copy of one migrated once per run (src/test/global-setup.ts).
    globalSetup: ['./src/test/global-setup.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
