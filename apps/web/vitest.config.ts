import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

/**
 * The web's unit tests run in two projects:
 * - `web`: every file in a worker shares one jsdom and one module graph (`isolate: false`). Setting up jsdom and
 *   importing the app again for each of a hundred files took two thirds of the project's time.
 * - `web-isolated` (vitest.isolated.config.ts): the files that replace a module with `vi.mock`, each in a fresh
 *   worker, because a module another file already imported stays the real one in a shared graph. A file lands there
 *   by using `vi.mock`; nothing else to do.
 */
const root = import.meta.dirname;
const testFile = /\.test\.tsx?$/;

function listTestFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listTestFiles(full);
    return testFile.test(entry.name) ? [path.relative(root, full).split(path.sep).join('/')] : [];
  });
}

/** The test files that call `vi.mock` (relative to apps/web). */
export const moduleMockingTests = listTestFiles(path.join(root, 'src')).filter((file) => /\bvi\.mock\(/.test(fs.readFileSync(path.join(root, file), 'utf8')));

export function webProject(name: string, test: NonNullable<UserWorkspaceConfig['test']>): UserWorkspaceConfig {
  return {
    plugins: [react()],
    test: {
      name,
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
      ...test,
    },
  };
}

export default defineProject(webProject('web', { include: ['src/**/*.test.{ts,tsx}'], exclude: moduleMockingTests, isolate: false }));
