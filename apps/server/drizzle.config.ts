import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` from apps/server writes the SQL migrations that openDatabase().migrate() runs.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
  strict: true,
});
