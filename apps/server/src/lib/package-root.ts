import fs from 'node:fs';
import path from 'node:path';

let cached: string | undefined;

/**
 * The folder of apps/server, found by walking up from this file. The server runs both from source
 * (tsx, vitest) and bundled into dist/, so paths to migrations and the web build cannot be fixed.
 */
export function getServerRoot(): string {
  if (cached) return cached;
  let dir = import.meta.dirname;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@campus/server') return (cached = dir);
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('No se encontró la carpeta de apps/server');
    dir = parent;
  }
}
