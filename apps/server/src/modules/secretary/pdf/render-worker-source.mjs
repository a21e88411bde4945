// The renderer's worker when the server runs from its TypeScript sources (vitest, `npm run dev`): a worker
// thread does not inherit the parent's TypeScript loader (and on Node 20 ignores `--import tsx` in execArgv),
// so it loads render-worker.ts through tsx itself. The built server runs dist/render-worker.js instead.
import { tsImport } from 'tsx/esm/api';

const { default: renderInWorker } = await tsImport('./render-worker.ts', import.meta.url);
export default renderInWorker;
