import { describe, expect, it } from 'vitest';
import { SNIFF_HEAD_BYTES, sniffFileType } from './sniff-file-type';
import { decideFileType } from './uploads.service';

/** The start of an ISO-BMFF file: an `ftyp` box with its major brand, a minor version and its compatible brands, then media bytes. */
function isoFile(major: string, compatible: string[] = []): Buffer {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  box.writeUInt32BE(0, 12);
  compatible.forEach((brand, index) => box.write(brand, 16 + 4 * index, 'latin1'));
  // The next box ('free'), whose bytes must not be read as brands.
  const next = Buffer.from('\x00\x00\x00\x08freeisom', 'latin1');
  return Buffer.concat([box, next]).subarray(0, SNIFF_HEAD_BYTES);
}

describe('sniffFileType', () => {
  it.each([
    ['isom', ['isom', 'iso2', 'avc1', 'mp41']],
    ['iso2', []],
    ['mp41', []],
    ['mp42', ['mp42', 'isom']],
    ['avc1', []],
    ['dash', ['iso6', 'mp41']],
    ['M4V ', ['M4V ', 'M4A ', 'mp42', 'isom']],
  ])('reads MP4 video from the major brand %j', (major, compatible) => {
    expect(sniffFileType(isoFile(major, compatible))).toBe('video/mp4');
  });

  it('tells a QuickTime movie from MP4 (an iPhone .mov)', () => {
    expect(sniffFileType(isoFile('qt  ', ['qt  ']))).toBe('video/quicktime');
  });

  it.each([
    ['heic', ['mif1', 'heic'], 'image/heic'],
    ['heix', ['mif1', 'heix'], 'image/heic'],
    ['heim', [], 'image/heic'],
    ['heis', [], 'image/heic'],
    // An iPhone photo is often `mif1` with `heic` among its compatible brands.
    ['mif1', ['mif1', 'heic', 'miaf'], 'image/heic'],
    ['msf1', ['msf1', 'heis'], 'image/heic'],
    ['mif1', ['mif1', 'miaf'], 'image/heif'],
    ['avif', ['avif', 'mif1', 'miaf'], 'image/avif'],
    ['mif1', ['avif', 'mif1', 'miaf'], 'image/avif'],
    ['avis', ['avis', 'msf1'], 'image/avif'],
  ])('tells a HEIF image from MP4: major %j with %j is %s', (major, compatible, type) => {
    expect(sniffFileType(isoFile(major, compatible))).toBe(type);
  });

  it('tells M4A audio and 3GP video from MP4 video', () => {
    expect(sniffFileType(isoFile('M4A ', ['M4A ', 'mp42', 'isom']))).toBe('audio/mp4');
    expect(sniffFileType(isoFile('3gp4', ['isom', '3gp4']))).toBe('video/3gpp');
    expect(sniffFileType(isoFile('3gp5'))).toBe('video/3gpp');
  });

  it('never calls an unknown brand MP4, unless it declares itself compatible with MP4', () => {
    expect(sniffFileType(isoFile('zzzz'))).toBe('application/octet-stream');
    expect(sniffFileType(isoFile('zzzz', ['zzzz', 'abcd']))).toBe('application/octet-stream');
    // A camera's own brand (Sony's XAVC) over a real MP4.
    expect(sniffFileType(isoFile('XAVC', ['XAVC', 'mp42', 'iso2']))).toBe('video/mp4');
  });

  it('reads compatible brands only inside the ftyp box', () => {
    // The box is 16 bytes (no compatible brand): the `isom` of the next box does not make it MP4.
    expect(sniffFileType(isoFile('zzzz'))).toBe('application/octet-stream');
  });

  it('keeps PNG, JPEG and PDF, and answers null for bytes it does not know', () => {
    expect(sniffFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('image/png');
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffFileType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffFileType(Buffer.from('hola, esto es texto'))).toBeNull();
    expect(sniffFileType(Buffer.from('\x00\x00\x00\x18ftyp', 'latin1'))).toBeNull();
    expect(sniffFileType(Buffer.alloc(0))).toBeNull();
  });
});

describe('decideFileType', () => {
  it('stores a HEIC photo or a QuickTime movie declared as MP4 as what it is, never as MP4', () => {
    expect(decideFileType('video/mp4', isoFile('heic', ['mif1', 'heic']))).toBe('image/heic');
    expect(decideFileType('video/mp4', isoFile('qt  ', ['qt  ']))).toBe('video/quicktime');
    expect(decideFileType('video/mp4', isoFile('zzzz'))).toBe('application/octet-stream');
  });

  it('stores a real MP4 as video/mp4 whatever the browser declared', () => {
    expect(decideFileType('application/octet-stream', isoFile('isom', ['isom', 'iso2', 'avc1', 'mp41']))).toBe('video/mp4');
  });
});
