import type { ByteRange } from '../../integrations/files/file-storage';

/** What a Range header asks of a file of `size` bytes: the whole file, one range, or nothing satisfiable. */
export type RangeRequest = { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * Parses a single-range `Range: bytes=…` header (RFC 9110 §14): "a-b", "a-" and the suffix "-n". Several
 * ranges, other units or malformed headers are ignored (the whole file is sent), as the RFC allows;
 * a range starting past the end is unsatisfiable (416).
 */
export function parseRangeHeader(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'full' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'full' };
  // Both groups always take part in a match (possibly empty); `?? ''` only tells the compiler so.
  const from = match[1] ?? '';
  const to = match[2] ?? '';
  if (size === 0) return { kind: 'unsatisfiable' };
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'full' };
  return { kind: 'partial', range: { start, end } };
}
