import { describe, expect, it } from 'vitest';
import { createFileSigner } from './file-signer';

const secret = 'x'.repeat(40);
const signerAt = (iso: string, ttlSeconds = 3600) => createFileSigner({ secret, ttlSeconds, now: () => new Date(iso) });
const grantOf = (url: string) => {
  const parsed = new URL(url, 'http://campus.test');
  return { c: parsed.searchParams.get('c')!, exp: Number(parsed.searchParams.get('exp')), sig: parsed.searchParams.get('sig')!, dl: parsed.searchParams.get('dl') === '1' };
};

describe('file signer', () => {
  it('signs for a contact, a file, a purpose and an expiry rounded up to 5 minutes', () => {
    const signer = signerAt('2026-11-21T10:01:00Z');
    const url = signer.streamUrl(7, 'CON-1');
    const { c, exp, sig } = grantOf(url);
    expect(c).toBe('CON-1');
    expect(exp).toBe(Date.parse('2026-11-21T11:05:00Z') / 1000);
    expect(signer.streamUrl(7, 'CON-1')).toBe(url);
    const grant = { purpose: 'stream' as const, fileId: 7, contactCode: 'CON-1', exp, isDownload: false };
    expect(signer.verify(grant, sig)).toBe(true);
    expect(signer.verify({ ...grant, fileId: 8 }, sig)).toBe(false);
    expect(signer.verify({ ...grant, contactCode: 'CON-2' }, sig)).toBe(false);
    expect(signer.verify({ ...grant, purpose: 'subtitles' }, sig)).toBe(false);
    expect(signer.verify({ ...grant, isDownload: true }, sig)).toBe(false);
    expect(createFileSigner({ secret: 'y'.repeat(40), ttlSeconds: 3600, now: () => new Date('2026-11-21T10:01:00Z') }).verify(grant, sig)).toBe(false);
  });

  it('stops verifying once expired', () => {
    const { exp, sig } = grantOf(signerAt('2026-11-21T10:00:00Z', 60).streamUrl(7, 'CON-1'));
    const grant = { purpose: 'stream' as const, fileId: 7, contactCode: 'CON-1', exp, isDownload: false };
    expect(signerAt('2026-11-21T10:05:00Z').verify(grant, sig)).toBe(true);
    expect(signerAt('2026-11-21T10:05:01Z').verify(grant, sig)).toBe(false);
  });

  it('puts the H5P grant in the path, so relative files of the package share it', () => {
    expect(signerAt('2026-11-21T10:00:00Z').h5pUrl(3, 'CON 1', 'index.html')).toMatch(/^\/api\/files\/h5p\/3\/CON%201\/\d+\/[\w-]{43}\/index\.html$/);
  });
});
