import { describe, expect, it } from 'vitest';
import { parseRangeHeader } from './byte-range';

describe('parseRangeHeader', () => {
  it.each([
    [undefined, { kind: 'full' }],
    ['bytes=0-99', { kind: 'partial', range: { start: 0, end: 99 } }],
    ['bytes=900-', { kind: 'partial', range: { start: 900, end: 999 } }],
    ['bytes=900-5000', { kind: 'partial', range: { start: 900, end: 999 } }],
    ['bytes=-100', { kind: 'partial', range: { start: 900, end: 999 } }],
    ['bytes=-5000', { kind: 'partial', range: { start: 0, end: 999 } }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-9', { kind: 'full' }],
    ['items=0-1', { kind: 'full' }],
    ['bytes=9-3', { kind: 'full' }],
    ['bytes=-', { kind: 'full' }],
  ])('%s of 1000 bytes → %o', (header, expected) => {
    expect(parseRangeHeader(header, 1000)).toEqual(expected);
  });

  it('has nothing to give of an empty file', () => {
    expect(parseRangeHeader('bytes=0-0', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
