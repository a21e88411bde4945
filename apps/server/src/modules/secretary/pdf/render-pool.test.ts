import { afterAll, describe, expect, it } from 'vitest';
import { readPdfText } from '../../../test/read-pdf-text';
import { renderDocumentPdf, type DocumentContent } from './render-document';
import { createDocumentRenderer } from './render-pool';

const content = (code: string): DocumentContent => ({
  kindLabel: 'Certificado de matrícula',
  title: 'Certificado de matrícula',
  holder: { name: 'Lucía Fernández Ortega', dni: '12345678Z' },
  paragraphs: ['Marta Gil Serrano CERTIFICA que la alumna está matriculada.'],
  facts: [{ label: 'Matrícula', value: 'MAT-1' }],
  isSigned: true,
  issuedAt: new Date('2026-11-26T10:00:00Z'),
  issuedOn: '26 de noviembre de 2026',
  verificationCode: code,
  verificationUrl: `http://localhost:3000/verificar/${code}`,
});

describe('createDocumentRenderer', () => {
  const renderer = createDocumentRenderer({ threads: 1 });
  afterAll(() => renderer.close());

  it('renders in its worker threads the same PDF the request thread would have rendered', async () => {
    const before = renderer.completed;
    const [inWorker, inThread] = await Promise.all([renderer.render(content('ABCDEFGHJKLMNPQRSTUV')), renderDocumentPdf(content('ABCDEFGHJKLMNPQRSTUV'))]);
    expect(renderer.completed).toBe(before + 1);
    expect(Buffer.isBuffer(inWorker)).toBe(true);
    expect(inWorker.equals(inThread)).toBe(true);
    expect(readPdfText(inWorker).text).toContain('ABCDEFGHJKLMNPQRSTUV');
  });

  it('takes several documents at once, each answered with its own bytes', async () => {
    const codes = ['AAAAAAAAAAAAAAAAAAAA', 'BBBBBBBBBBBBBBBBBBBB', 'CCCCCCCCCCCCCCCCCCCC'];
    const pdfs = await Promise.all(codes.map((code) => renderer.render(content(code))));
    const texts = pdfs.map((pdf) => readPdfText(pdf).text);
    texts.forEach((text, i) => expect(text).toContain(codes[i]));
  });
});
