import { inflateSync } from 'node:zlib';

// WinAnsi's 0x80–0x9F (Node's decoders read them as Latin-1 control characters).
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x84: '„',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x99: '™',
};
const decodeWinAnsi = (bytes: Buffer) => Array.from(bytes, (byte) => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte)).join('');

/**
 * For tests: the text a pdfkit PDF shows and its page sizes, read without a PDF engine (pdf.js does not load
 * under Vitest). Content streams are inflated; each text operator's hex strings (pdfkit writes the standard
 * fonts' WinAnsi codes as <hex>, kerning between them) are decoded and joined, one line per operator.
 */
export function readPdfText(pdf: Buffer): { text: string; pageSizes: [number, number][]; pageCount: number } {
  const source = pdf.toString('latin1');
  const pageSizes = [...source.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [Number(m[1]), Number(m[2])] as [number, number]);
  const pageCount = [...source.matchAll(/\/Type \/Page\b/g)].length;
  const lines: string[] = [];
  // Each stream is read by its declared /Length: binary streams (the QR image) may hold any bytes.
  const streamPattern = /\/Length (\d+)[^>]*>>\s*stream\r?\n/g;
  for (let match = streamPattern.exec(source); match; match = streamPattern.exec(source)) {
    const start = match.index + match[0].length;
    const raw = pdf.subarray(start, start + Number(match[1]));
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = operator[1] !== undefined ? [...operator[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [operator[2]!];
      lines.push(decodeWinAnsi(Buffer.from(hexes.join(''), 'hex')));
    }
    streamPattern.lastIndex = start + raw.length;
  }
  return { text: lines.join('\n'), pageSizes, pageCount };
}
