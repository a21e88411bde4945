import { defineProject } from 'vitest/config';
import { systemTests } from './vitest.config';

/** The server's system suites (see vitest.config.ts): `npm run test:system`. */
export default defineProject({
  test: {
    name: 'system',
    environment: 'node',
    include: systemTests,
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
