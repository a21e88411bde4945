/**
 * What an uploaded file's first bytes say it is. Only the types the site shows inline (PNG, JPEG, PDF, MP4
 * video) need to be told for certain; the other ISO-BMFF kinds are named too, so a HEIC photo or a QuickTime
 * movie (which share MP4's `ftyp` box) is never stored, and then streamed, as MP4.
 */

/** How many leading bytes the sniffing reads: the `ftyp` box's major brand and its first compatible brands. */
export const SNIFF_HEAD_BYTES = 64;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** ISO-BMFF brands (four characters, space-padded) and the type each one means. */
const BRAND_TYPES: Record<string, string> = {
  isom: 'video/mp4',
  iso2: 'video/mp4',
  iso3: 'video/mp4',
  iso4: 'video/mp4',
  iso5: 'video/mp4',
  iso6: 'video/mp4',
  mp41: 'video/mp4',
  mp42: 'video/mp4',
  avc1: 'video/mp4',
  dash: 'video/mp4',
  'M4V ': 'video/mp4',
  M4VH: 'video/mp4',
  M4VP: 'video/mp4',
  'qt  ': 'video/quicktime',
  heic: 'image/heic',
  heix: 'image/heic',
  heim: 'image/heic',
  heis: 'image/heic',
  hevc: 'image/heic-sequence',
  hevx: 'image/heic-sequence',
  avif: 'image/avif',
  avis: 'image/avif',
  'M4A ': 'audio/mp4',
  'M4B ': 'audio/mp4',
  '3gp4': 'video/3gpp',
  '3gp5': 'video/3gpp',
  '3gp6': 'video/3gpp',
  '3gg6': 'video/3gpp',
  '3g2a': 'video/3gpp2',
};

/**
 * Generic HEIF brands: the image kind (HEIC or AVIF) is named by a compatible brand, so these are only read
 * from there; alone they mean a HEIF image.
 */
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1']);

/** Each brand named by an `ftyp` box at the start of `head` (major first, then compatible), or null when there is none. */
function readFtypBrands(head: Buffer): { major: string; compatible: string[] } | null {
  if (head.length < 12 || head.subarray(4, 8).toString('latin1') !== 'ftyp') return null;
  const boxSize = head.readUInt32BE(0);
  const major = head.subarray(8, 12).toString('latin1');
  const compatible: string[] = [];
  // Compatible brands start after the minor version (bytes 12–15) and end with the box (or with what was read).
  const end = Math.min(boxSize >= 16 ? boxSize : 16, head.length);
  for (let at = 16; at + 4 <= end; at += 4) compatible.push(head.subarray(at, at + 4).toString('latin1'));
  return { major, compatible };
}

function typeOfIsoFile(major: string, compatible: readonly string[]): string {
  if (GENERIC_HEIF_BRANDS.has(major)) {
    const specific = compatible.map((brand) => BRAND_TYPES[brand]).find((type) => type?.startsWith('image/'));
    return specific ?? 'image/heif';
  }
  const byMajor = BRAND_TYPES[major];
  if (byMajor) return byMajor;
  // An unknown major brand is not assumed to be MP4: it plays as one only when it says it is compatible with MP4.
  return compatible.some((brand) => BRAND_TYPES[brand] === 'video/mp4') ? 'video/mp4' : 'application/octet-stream';
}

/** The type the first bytes show (see SNIFF_HEAD_BYTES), or null when they are none the site recognises. */
export function sniffFileType(head: Buffer): string | null {
  if (head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  const brands = readFtypBrands(head);
  if (brands) return typeOfIsoFile(brands.major, brands.compatible);
  return null;
}
