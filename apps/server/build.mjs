// Bundles the server (with the workspace contract) into dist/main.js; npm packages stay external.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {});

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
// Shared by both bundles: npm packages stay external, and bundled CommonJS code gets a `require`.
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: { js: "import { createRequire as __campusCreateRequire } from 'node:module'; const require = __campusCreateRequire(import.meta.url);" },
};
await build({ ...common, entryPoints: [path.join(root, 'src/main.ts')], outfile: path.join(root, 'dist/main.js') });
// The document renderer's worker thread (modules/secretary/pdf/render-pool.ts loads ./render-worker.js beside main.js).
await build({ ...common, entryPoints: [path.join(root, 'src/modules/secretary/pdf/render-worker.ts')], outfile: path.join(root, 'dist/render-worker.js') });
// The PGlite worker thread is loaded by file (new URL('./pglite-worker.mjs', import.meta.url)): next to main.js.
fs.copyFileSync(path.join(root, 'src/db/pglite-worker.mjs'), path.join(root, 'dist/pglite-worker.mjs'));
console.log('server built: dist/main.js');
