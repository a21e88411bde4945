import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Where the API server listens in development; the dev server proxies the API, sign-in pages and socket to it. */
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
    // Routes are split with React.lazy in src/app/router.tsx; each route module becomes its own chunk.
    // The libraries every page needs get stable chunks of their own, cached across app releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/](@tanstack|zod|sonner|@radix-ui|react-remove-scroll[^\\/]*|aria-hidden|tslib|use-[^\\/]+|get-nonce|detect-node-es)[\\/]/ },
          ],
        },
      },
    },
  },
});
