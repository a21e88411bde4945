import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Byte budgets of the built web app (issue 9): bytes, not time, so it holds on any machine. It reads
 * apps/web/dist as `npm run build` leaves it: Vite's manifest (which chunk imports which) and the .br
 * file written next to every script, the bytes a browser receives.
 */
const distDir = path.join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const KB = 1000;
/** What the signed-in home loads before it can show anything, brotli-compressed (issue 9). */
const HOME_FIRST_LOAD_BUDGET = 170 * KB;
/** Each route's own chunk, brotli-compressed. */
const ROUTE_CHUNK_BUDGET = 80 * KB;
/** Libraries that must stay in the chunks of the screens that use them, loaded on demand. */
const heavyLibraries: Record<string, RegExp> = {
  'pdf.js / react-pdf': /node_modules\/(?:pdfjs-dist|react-pdf)\//,
  'Tiptap / ProseMirror': /node_modules\/(?:@tiptap\/|prosemirror-)/,
  Stripe: /node_modules\/@stripe\//,
  charts: /node_modules\/(?:chart\.js|recharts|d3-[^/]+|echarts|apexcharts|victory[^/]*)\//,
  'video players': /node_modules\/(?:video\.js|hls\.js|plyr|react-player|shaka-player|dashjs)\//,
};
const HOME_ROUTE = 'src/features/home/home-route.tsx';
/** The boot script (apps/web/src/boot.ts): an entry of its own that index.html loads first, so part of every first load. */
const BOOT_SCRIPT = 'src/boot.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  expect(fs.existsSync(file), `falta ${file}: compila antes (npm run build)`).toBe(true);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The manifest keys of `roots` and of every chunk they import statically (what loads with them). */
function staticGraph(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(manifest[key]?.imports ?? []));
  }
  return seen;
}

/** Size of the precompressed brotli file the server sends for `file`. */
function brotliBytes(file: string): number {
  const compressed = path.join(distDir, `${file}.br`);
  expect(fs.existsSync(compressed), `falta ${compressed}: la compilación escribe .br y .gz junto a cada archivo`).toBe(true);
  expect(fs.existsSync(path.join(distDir, `${file}.gz`))).toBe(true);
  return fs.statSync(compressed).size;
}

/** The node_modules packages a chunk was built from, read from its source map. */
function sourcesOf(file: string): string[] {
  const map = JSON.parse(fs.readFileSync(path.join(distDir, `${file}.map`), 'utf8')) as { sources: string[] };
  return map.sources;
}

const scriptsOf = (manifest: Manifest, keys: Iterable<string>) => [...keys].map((key) => manifest[key]!.file).filter((file) => /\.m?js$/.test(file));
const formatKb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

test('the signed-in home loads at most its budget of script, compressed', () => {
  const manifest = readManifest();
  expect(manifest['index.html']?.isEntry).toBe(true);
  expect(manifest[HOME_ROUTE]?.isDynamicEntry, 'the home route is a lazily loaded chunk').toBe(true);
  expect(manifest[BOOT_SCRIPT]?.isEntry, 'the boot script is an entry of the build').toBe(true);
  const scripts = scriptsOf(manifest, staticGraph(manifest, ['index.html', BOOT_SCRIPT, HOME_ROUTE]));
  const total = scripts.reduce((sum, file) => sum + brotliBytes(file), 0);
  test.info().annotations.push({ type: 'home first-load JS (brotli)', description: `${formatKb(total)} in ${scripts.length} files` });
  expect(total, `home first-load JS: ${formatKb(total)} brotli`).toBeLessThanOrEqual(HOME_FIRST_LOAD_BUDGET);
});

test('every route chunk stays within its budget, compressed', () => {
  const manifest = readManifest();
  // Route modules are named *-route.tsx and loaded lazily by app/router.tsx.
  const routes = Object.entries(manifest).filter(([key, chunk]) => chunk.isDynamicEntry && /-route\.tsx$/.test(key));
  expect(routes.map(([key]) => key)).toEqual(
    expect.arrayContaining([HOME_ROUTE, 'src/features/formation/formation-route.tsx', 'src/features/chat/chat-route.tsx']),
  );
  const sizes = routes.map(([key, chunk]) => ({ route: key, bytes: brotliBytes(chunk.file) }));
  test
    .info()
    .annotations.push({ type: 'route chunks (brotli)', description: sizes.map(({ route, bytes }) => `${path.basename(route)} ${formatKb(bytes)}`).join(', ') });
  for (const { route, bytes } of sizes) expect(bytes, `${route}: ${formatKb(bytes)} brotli`).toBeLessThanOrEqual(ROUTE_CHUNK_BUDGET);
});

test('heavy libraries load only with the screens that use them, never with the app or a route', () => {
  const manifest = readManifest();
  const routeKeys = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && /-route\.tsx$/.test(key));
  const alwaysLoaded = new Set(scriptsOf(manifest, staticGraph(manifest, ['index.html', ...routeKeys])));
  const found: string[] = [];
  for (const chunk of new Set(Object.values(manifest).map((entry) => entry.file))) {
    if (!/\.m?js$/.test(chunk) || !fs.existsSync(path.join(distDir, `${chunk}.map`))) continue;
    const sources = sourcesOf(chunk);
    for (const [library, pattern] of Object.entries(heavyLibraries)) {
      if (!sources.some((source) => pattern.test(source))) continue;
      found.push(`${library} → ${chunk}`);
      expect(alwaysLoaded.has(chunk), `${library} is in ${chunk}, which loads with the app or with a route`).toBe(false);
    }
  }
  test.info().annotations.push({ type: 'heavy library chunks', description: found.join(', ') });
  // The check above must have looked at something: the PDF viewer and the editor exist today.
  expect(found.some((entry) => entry.startsWith('pdf.js'))).toBe(true);
  expect(found.some((entry) => entry.startsWith('Tiptap'))).toBe(true);
});
