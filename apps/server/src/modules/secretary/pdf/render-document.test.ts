import { describe, expect, it } from 'vitest';
import { readPdfText } from '../../../test/read-pdf-text';
import { A4_SIZE, renderDocumentPdf, type DocumentContent } from './render-document';

const content: DocumentContent = {
  kindLabel: 'Certificado de asistencia',
  title: 'Certificado de asistencia',
  holder: { name: 'Lucía Fernández Ortega', dni: '12345678Z', address: 'Calle Mayor 1, 28013 Madrid' },
  paragraphs: ['Marta Gil Serrano CERTIFICA que la alumna ha asistido a las clases en directo.'],
  facts: [{ label: 'Horas asistidas', value: '12,5 h de 20 h impartidas' }],
  table: {
    columns: [
      { header: 'Unidad', width: 1 },
      { header: 'Temas', width: 2 },
    ],
    rows: Array.from({ length: 40 }, (_, i) => [`Unidad ${i + 1}`, 'Tema único · Repaso']),
  },
  isSigned: true,
  issuedAt: new Date('2026-11-26T10:00:00Z'),
  issuedOn: '26 de noviembre de 2026',
  verificationCode: 'ABCDEFGHJKLMNPQRSTUV',
  verificationUrl: 'http://localhost:3000/verificar/ABCDEFGHJKLMNPQRSTUV',
};

describe('renderDocumentPdf', () => {
  it('writes an A4 portrait PDF with the letterhead, the holder, the facts and the verification code on every page', async () => {
    const pdf = await renderDocumentPdf(content);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pageSizes, pageCount } = readPdfText(pdf);
    expect(pageCount).toBeGreaterThan(1);
    for (const [width, height] of pageSizes) {
      expect(width).toBeCloseTo(A4_SIZE.width, 2);
      expect(height).toBeCloseTo(A4_SIZE.height, 2);
    }
    expect(text).toContain('Campus Formación, S.L.');
    expect(text).toContain('Nombre y apellidos: Lucía Fernández Ortega');
    expect(text).toContain('DNI/NIE: 12345678Z');
    expect(text).toContain('12,5 h de 20 h impartidas');
    expect(text).toContain('Unidad 40');
    expect(text.match(/Código de verificación: ABCDEFGHJKLMNPQRSTUV/g)).toHaveLength(pageCount);
    expect(text).toContain(`Página ${pageCount} de ${pageCount}`);
    // The QR is an image on the page.
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
  });
});
