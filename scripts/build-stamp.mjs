// The build stamp of `npm start` (scripts/start.mjs): what made a build, so a build made in another mode or from
// other sources is never taken as up to date. A build's output alone cannot say it: a `NODE_ENV=development` build
// of the web app is complete on disk and yet fails in the browser ("jsxDEV is not a function"), and file times
// say nothing about the mode. Pure Node with no dependencies: it runs before `npm ci` on a fresh clone.
import { createHash } from 'node:crypto';

/** The only mode `npm start` builds in, whatever NODE_ENV the server is then started with. */
export const buildMode = 'production';

/** Bumped when the stamp's meaning changes, so older stamps read as stale. */
const stampVersion = 1;

/**
 * A digest of the build's inputs: each file's path (relative, with `/`) and content, in path order, so the same
 * sources give the same digest on any checkout, whatever their modification times.
 * @param {{ path: string, content: Buffer | string }[]} files
 */
export function computeSourceDigest(files) {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    const content = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
    // Lengths first: no file boundary can be moved to produce the same stream from other files.
    hash.update(`${file.path.length}:${file.path}:${content.length}:`);
    hash.update(content);
  }
  return hash.digest('hex');
}

/** The stamp a build gets once it has succeeded. */
export function createBuildStamp({ mode, sourceDigest }) {
  return { version: stampVersion, mode, sourceDigest };
}

/**
 * Why a build must be made again, or undefined when it is up to date: its outputs exist and its stamp says it was
 * made in `expected.mode` from sources with `expected.sourceDigest`.
 * @param {{ hasOutputs: boolean, stamp: unknown, expected: { mode: string, sourceDigest: string } }} state
 */
export function getRebuildReason({ hasOutputs, stamp, expected }) {
  if (!hasOutputs) return 'sin compilar';
  if (!stamp || typeof stamp !== 'object') return 'compilación sin sello';
  if (stamp.version !== stampVersion) return 'sello de otra versión';
  if (stamp.mode !== expected.mode) return `compilado en modo ${String(stamp.mode)}`;
  if (stamp.sourceDigest !== expected.sourceDigest) return 'las fuentes han cambiado';
  return undefined;
}

/** The stamp's text as written to disk, or undefined when the text is not a stamp (a damaged file is stale). */
export function parseBuildStamp(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
