import { defineProject } from 'vitest/config';
import { moduleMockingTests, webProject } from './vitest.config';

/** The web test files that use `vi.mock`, each in a fresh worker (see vitest.config.ts). */
export default defineProject(webProject('web-isolated', { include: moduleMockingTests, isolate: true }));
