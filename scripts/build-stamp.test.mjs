import { describe, expect, it } from 'vitest';
import { buildMode, computeSourceDigest, createBuildStamp, getRebuildReason, parseBuildStamp } from './build-stamp.mjs';

const sources = [
  { path: 'apps/web/src/main.tsx', content: 'render(<App />);' },
  { path: 'apps/web/index.html', content: '<div id="root"></div>' },
];
const digest = computeSourceDigest(sources);
const expected = createBuildStamp({ mode: buildMode, sourceDigest: digest });

describe('build stamp of npm start', () => {
  it('builds in production mode only', () => {
    expect(buildMode).toBe('production');
  });

  it('asks for a build when the outputs are missing, even with a matching stamp', () => {
    expect(getRebuildReason({ hasOutputs: false, stamp: expected, expected })).toBe('sin compilar');
  });

  it('takes a build made in production mode from the same sources as up to date', () => {
    const stamp = parseBuildStamp(JSON.stringify(createBuildStamp({ mode: 'production', sourceDigest: computeSourceDigest(sources) })));
    expect(getRebuildReason({ hasOutputs: true, stamp, expected })).toBeUndefined();
  });

  it('rebuilds a build made in development mode from the same sources', () => {
    const stamp = createBuildStamp({ mode: 'development', sourceDigest: digest });
    expect(getRebuildReason({ hasOutputs: true, stamp, expected })).toBe('compilado en modo development');
  });

  it('rebuilds a build with no stamp, a damaged stamp or a stamp of another version', () => {
    expect(getRebuildReason({ hasOutputs: true, stamp: undefined, expected })).toBe('compilación sin sello');
    expect(getRebuildReason({ hasOutputs: true, stamp: parseBuildStamp('{"mode":"produ'), expected })).toBe('compilación sin sello');
    expect(getRebuildReason({ hasOutputs: true, stamp: { ...expected, version: 0 }, expected })).toBe('sello de otra versión');
  });

  it('rebuilds when a source file changes, is added or is removed', () => {
    const changed = computeSourceDigest([{ ...sources[0], content: 'render(<Other />);' }, sources[1]]);
    const added = computeSourceDigest([...sources, { path: 'apps/web/src/new.ts', content: '' }]);
    const removed = computeSourceDigest([sources[0]]);
    for (const sourceDigest of [changed, added, removed]) {
      const stamp = createBuildStamp({ mode: 'production', sourceDigest });
      expect(getRebuildReason({ hasOutputs: true, stamp, expected })).toBe('las fuentes han cambiado');
    }
  });

  it('digests the same sources alike in any order, and tells a moved file boundary apart', () => {
    expect(computeSourceDigest([...sources].reverse())).toBe(digest);
    expect(computeSourceDigest([{ path: 'a', content: 'bc' }])).not.toBe(computeSourceDigest([{ path: 'ab', content: 'c' }]));
    expect(computeSourceDigest([{ path: 'a', content: Buffer.from('x') }])).toBe(computeSourceDigest([{ path: 'a', content: 'x' }]));
  });
});
