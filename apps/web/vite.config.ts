import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** Where the API server listens in development; the dev server proxies the API, sign-in pages and socket to it. */
const apiTarget = 'http://localhost:3000';

/** Text assets the server may send precompressed (source maps are left out: only devtools fetch them). */
const compressibleAsset = /\.(?:js|mjs|css|html|svg|json|wasm|txt)$/;
const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a `.br` and a `.gz` next to every text asset of the build, at the strongest settings: it is
 * paid once per build, and the server (@fastify/static `preCompressed`) then sends those bytes with
 * no work per request. Brotli is what browsers take; gzip is for the clients without it.
 */
function precompressAssets(): Plugin {
  return {
    name: 'campus-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      // The manifest (.vite/) is read by the budgets test, never served.
      const fileNames = Object.keys(bundle).filter((fileName) => compressibleAsset.test(fileName) && !fileName.startsWith('.vite/'));
      // index.html and public/ files are not in `bundle` as emitted chunks in every setup; add them from disk.
      const publicFiles = (await fs.readdir(outDir, { withFileTypes: true }))
        .filter((entry) => entry.isFile() && compressibleAsset.test(entry.name))
        .map((entry) => entry.name);
      for (const fileName of new Set([...fileNames, ...publicFiles])) {
        const filePath = path.join(outDir, fileName);
        const source = await fs.readFile(filePath);
        const [brotli, gzipped] = await Promise.all([
          brotliCompress(source, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          }),
          gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([fs.writeFile(`${filePath}.br`, brotli), fs.writeFile(`${filePath}.gz`, gzipped)]);
      }
    },
  };
}

/** The module whose chunk the signed-in home renders (app/router.tsx loads it lazily). */
const homeRouteModule = '/src/features/home/home-route.tsx';
/** The boot script (src/boot.ts): an entry of its own, listed in index.html before the app. */
const bootModule = '/src/boot.ts';

/**
 * Lists the home route's chunk, the chunks it imports and its CSS in index.html as preloads, so the
 * browser fetches them alongside the entry instead of after the entry has run and asked for them. The
 * home is the page most visits open on; on other pages this costs a few kilobytes fetched idle. It also
 * puts the boot script (src/boot.ts, which starts the home's first API request) first in the head.
 */
function preloadHomeRoute(): Plugin {
  return {
    name: 'campus-preload-home-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const home = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(homeRouteModule));
        const boot = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(bootModule));
        const entry = chunks.find((chunk) => chunk.isEntry && chunk !== boot);
        if (!home || !entry) throw new Error(`La compilación no tiene el trozo de ${homeRouteModule}`);
        if (!boot) throw new Error(`La compilación no tiene el trozo de ${bootModule}`);
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const staticGraph = (root: string, into: Set<string>) => {
          if (into.has(root)) return into;
          into.add(root);
          for (const imported of byName.get(root)?.imports ?? []) staticGraph(imported, into);
          return into;
        };
        const loadedByEntry = staticGraph(entry.fileName, new Set());
        const scripts = [...staticGraph(home.fileName, new Set())].filter((fileName) => !loadedByEntry.has(fileName));
        const styles = scripts.flatMap((fileName) => [...(byName.get(fileName)?.viteMetadata?.importedCss ?? [])]);
        return [
          // First in <head> and async: it runs as soon as it has arrived, while the app's chunks still load.
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `/${boot.fileName}` }, injectTo: 'head-prepend' as const },
          ...scripts.map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' as const })),
          ...styles.map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/**
 * The server's build of src/entry-server.tsx (`vite build --ssr`): one self-contained bundle in dist-ssr/ that
 * the API server imports to render the signed-in home (nothing of it is served to browsers).
 */
const serverRenderBuild = defineConfig({
  plugins: [react()],
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: true,
  },
  // Bundled whole (React, the router, the contract's TypeScript), so it runs from dist-ssr/ without node_modules.
  ssr: { noExternal: true },
  // React's production build whatever NODE_ENV the server runs with: its development build renders a few times slower.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});

export default defineConfig((env) => (env.isSsrBuild ? serverRenderBuild : browserBuild));

const browserBuild = defineConfig({
  plugins: [react(), precompressAssets(), preloadHomeRoute()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget },
      // Only the identity provider pages: a bare '/auth' prefix would also swallow any future '/author…' route.
      '^/auth/': { target: apiTarget },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  preview: { port: 4173, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunk each route loads; e2e/budgets.spec.ts reads it to check the byte budgets.
    manifest: true,
    // Routes are split with React.lazy in src/app/router.tsx; each route module becomes its own chunk.
    // The libraries every page needs get stable chunks of their own, cached across app releases.
    rolldownOptions: {
      // index.html (the app) and the boot script, which index.html loads first (preloadHomeRoute adds its tag).
      input: { index: path.resolve(import.meta.dirname, 'index.html'), boot: path.resolve(import.meta.dirname, 'src/boot.ts') },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // Only what the first load runs anyway (the query cache). A library placed here loads with every page
            // even when only a lazily loaded screen uses it: Radix Dialog and its helpers (react-remove-scroll,
            // aria-hidden…), sonner and Radix Tooltip are left to the chunks that use them (e2e/budgets.spec.ts).
            { name: 'vendor', test: /node_modules[\\/]@tanstack[\\/]/ },
            // zod loads after the first paint (src/lib/contract-schemas), with the schemas or a form's chunk: a
            // stable chunk of its own, never part of the first load.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});
