import { describe, expect, it } from 'vitest';
import { createFileSigner } from './file-signer';

const secret = 'x'.repeat(40);
const holder = { contactCode: 'CON-1', sessionId: 41 };
const signerAt = (iso: string, ttlSeconds = 3600) => createFileSigner({ secret, ttlSeconds, now: () => new Date(iso) });
const grantOf = (url: string) => {
  const parsed = new URL(url, 'http://campus.test');
  const get = (name: string) => parsed.searchParams.get(name);
  return { c: get('c')!, s: Number(get('s')), exp: Number(get('exp')), sig: get('sig')!, dl: get('dl') === '1' };
};

describe('file signer', () => {
  it('signs for a contact, a session, a file, a purpose and an expiry rounded up to 5 minutes', () => {
    const signer = signerAt('2026-11-21T10:01:00Z');
    const url = signer.streamUrl(7, holder);
    const { c, s, exp, sig } = grantOf(url);
    expect({ c, s }).toEqual({ c: 'CON-1', s: 41 });
    expect(exp).toBe(Date.parse('2026-11-21T11:05:00Z') / 1000);
    expect(signer.streamUrl(7, holder)).toBe(url);
    const grant = { purpose: 'stream' as const, fileId: 7, ...holder, exp, isDownload: false };
    expect(signer.verify(grant, sig)).toBe(true);
    expect(signer.verify({ ...grant, fileId: 8 }, sig)).toBe(false);
    expect(signer.verify({ ...grant, contactCode: 'CON-2' }, sig)).toBe(false);
    expect(signer.verify({ ...grant, sessionId: 42 }, sig)).toBe(false);
    expect(signer.verify({ ...grant, purpose: 'subtitles' }, sig)).toBe(false);
    expect(signer.verify({ ...grant, isDownload: true }, sig)).toBe(false);
    expect(createFileSigner({ secret: 'y'.repeat(40), ttlSeconds: 3600, now: () => new Date('2026-11-21T10:01:00Z') }).verify(grant, sig)).toBe(false);
  });

  it('stops verifying once expired', () => {
    const { exp, sig } = grantOf(signerAt('2026-11-21T10:00:00Z', 60).streamUrl(7, holder));
    const grant = { purpose: 'stream' as const, fileId: 7, ...holder, exp, isDownload: false };
    expect(signerAt('2026-11-21T10:05:00Z').verify(grant, sig)).toBe(true);
    expect(signerAt('2026-11-21T10:05:01Z').verify(grant, sig)).toBe(false);
  });

  it('puts the H5P grant in the path, so relative files of the package share it', () => {
    expect(signerAt('2026-11-21T10:00:00Z').h5pUrl(3, { contactCode: 'CON 1', sessionId: 41 }, 'index.html')).toMatch(
      /^\/api\/files\/h5p\/3\/CON%201\/41\/\d+\/[\w-]{43}\/index\.html$/,
    );
  });
});
