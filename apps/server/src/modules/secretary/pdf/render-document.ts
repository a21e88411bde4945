import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { academyIdentity } from '@campus/contract';
import { documentSignatory } from './document-signatory';

/** A4 portrait in PDF points (what a third party's printer and archive expect). */
export const A4_SIZE = { width: 595.28, height: 841.89 } as const;

const MARGIN = 56;
// The web's brand teal (--color-brand-700), so paper and screen look like the same academy.
const BRAND = '#0f5e63';
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';

export interface DocumentTable {
  columns: { header: string; width: number; align?: 'left' | 'right' }[];
  rows: string[][];
  /** A last row in bold (the total). */
  total?: string[];
}

/** What one document says, laid out the same way for every kind. */
export interface DocumentContent {
  /** 'Certificado de asistencia', 'Factura'… (also the PDF's subject). */
  kindLabel: string;
  title: string;
  /** Reference printed under the title ('Factura n.º F2026-000123'). */
  reference?: string;
  holder: { name: string; dni: string | null; address?: string | null; email?: string | null };
  paragraphs: string[];
  facts: { label: string; value: string }[];
  table?: DocumentTable;
  /** Paragraphs after the facts and table (legal notes, contract clauses). */
  closing?: string[];
  /** A signature block for certificates and contracts. */
  isSigned?: boolean;
  issuedAt: Date;
  /** Day of issue as the academy writes it ('26 de noviembre de 2026'). */
  issuedOn: string;
  verificationCode: string;
  verificationUrl: string;
}

/**
 * Renders a document as an A4 portrait PDF (pdfkit): the academy's letterhead, the title and reference, the
 * holder's name and DNI, the body, the facts, an optional table, a signature, and a footer with the
 * verification code and a QR that opens the public verification page. Fixed metadata dates make the same
 * content give the same bytes.
 */
export async function renderDocumentPdf(content: DocumentContent): Promise<Buffer> {
  const qr = await QRCode.toBuffer(content.verificationUrl, { type: 'png', margin: 1, width: 220, errorCorrectionLevel: 'M' });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: {
      Title: `${content.kindLabel}: ${content.title}`,
      Author: academyIdentity.legalName,
      Subject: content.kindLabel,
      Keywords: `verificación ${content.verificationCode}`,
      CreationDate: content.issuedAt,
      ModDate: content.issuedAt,
    },
    autoFirstPage: true,
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = A4_SIZE.width - MARGIN * 2;
  drawLetterhead(doc, width);

  doc.moveDown(2).font('Helvetica').fontSize(9).fillColor(MUTED).text(content.kindLabel.toUpperCase(), { characterSpacing: 1 });
  doc.moveDown(0.2).font('Helvetica-Bold').fontSize(18).fillColor(INK).text(content.title, { width });
  if (content.reference) doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor(MUTED).text(content.reference);

  // The holder, boxed, as on an official certificate.
  doc.moveDown(1);
  const boxTop = doc.y;
  const holderLines = [
    `Nombre y apellidos: ${content.holder.name}`,
    `DNI/NIE: ${content.holder.dni ?? 'No consta'}`,
    ...(content.holder.address ? [`Domicilio: ${content.holder.address}`] : []),
    ...(content.holder.email ? [`Correo electrónico: ${content.holder.email}`] : []),
  ];
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  const boxHeight = holderLines.length * 15 + 14;
  doc.roundedRect(MARGIN, boxTop, width, boxHeight, 4).lineWidth(0.8).strokeColor(RULE).stroke();
  holderLines.forEach((line, index) => doc.text(line, MARGIN + 12, boxTop + 9 + index * 15, { width: width - 24 }));
  doc.x = MARGIN;
  doc.y = boxTop + boxHeight + 14;

  doc.font('Helvetica').fontSize(11).fillColor(INK);
  for (const paragraph of content.paragraphs) doc.text(paragraph, MARGIN, doc.y, { width, align: 'justify', lineGap: 2 }).moveDown(0.6);

  if (content.facts.length) {
    doc.moveDown(0.4);
    for (const fact of content.facts) {
      const top = doc.y;
      doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(fact.label, MARGIN, top, { width: 150 });
      const labelBottom = doc.y;
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(INK)
        .text(fact.value, MARGIN + 160, top, { width: width - 160 });
      doc.y = Math.max(doc.y, labelBottom) + 4;
    }
  }

  if (content.table) drawTable(doc, content.table, width);

  if (content.closing?.length) {
    doc.moveDown(0.8).font('Helvetica').fontSize(9.5).fillColor(MUTED);
    for (const paragraph of content.closing) doc.text(paragraph, MARGIN, doc.y, { width, align: 'justify', lineGap: 1.5 }).moveDown(0.5);
  }

  if (content.isSigned) {
    ensureSpace(doc, 90);
    doc.moveDown(1).font('Helvetica').fontSize(10.5).fillColor(INK).text(`En Madrid, a ${content.issuedOn}.`, MARGIN, doc.y, { width });
    doc
      .moveDown(2.2)
      .font('Helvetica-Bold')
      .text(documentSignatory.name)
      .font('Helvetica')
      .fillColor(MUTED)
      .text(`${documentSignatory.role} · ${academyIdentity.legalName}`);
  }

  // The footer of every page: the verification code and its QR, so any page can be checked on its own.
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    drawVerificationFooter(doc, width, qr, content, page - range.start + 1, range.count);
  }
  doc.end();
  return done;
}

function drawLetterhead(doc: PDFKit.PDFDocument, width: number) {
  const top = MARGIN - 16;
  doc.save().roundedRect(MARGIN, top, 34, 34, 6).fill(BRAND).restore();
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor('#ffffff')
    .text('C', MARGIN, top + 9, { width: 34, align: 'center' });
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor(INK)
    .text(academyIdentity.legalName, MARGIN + 46, top + 2, { width: width - 46 });
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(`CIF ${academyIdentity.taxId} · ${academyIdentity.address} · ${academyIdentity.email} · ${academyIdentity.phone}`, MARGIN + 46, top + 21, {
      width: width - 46,
    });
  doc
    .moveTo(MARGIN, top + 44)
    .lineTo(MARGIN + width, top + 44)
    .lineWidth(1.2)
    .strokeColor(BRAND)
    .stroke();
  doc.x = MARGIN;
  doc.y = top + 50;
}

function ensureSpace(doc: PDFKit.PDFDocument, needed: number) {
  if (doc.y + needed > A4_SIZE.height - MARGIN - 90) doc.addPage();
}

function drawTable(doc: PDFKit.PDFDocument, table: DocumentTable, width: number) {
  const total = table.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = table.columns.map((column) => (column.width / total) * width);
  const drawRow = (cells: string[], isBold: boolean, fill?: string) => {
    ensureSpace(doc, 22);
    const top = doc.y;
    doc.font(isBold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    const height = Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: widths[index]! - 10 }))) + 10;
    if (fill) doc.save().rect(MARGIN, top, width, height).fill(fill).restore();
    let x = MARGIN;
    cells.forEach((cell, index) => {
      doc.fillColor(INK).text(cell, x + 5, top + 5, { width: widths[index]! - 10, align: table.columns[index]?.align ?? 'left' });
      x += widths[index]!;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  doc.moveDown(0.8);
  drawRow(
    table.columns.map((column) => column.header),
    true,
    '#ecf6f5',
  );
  for (const row of table.rows) drawRow(row, false);
  if (table.total) drawRow(table.total, true, '#f9fafb');
}

function drawVerificationFooter(doc: PDFKit.PDFDocument, width: number, qr: Buffer, content: DocumentContent, page: number, pages: number) {
  const top = A4_SIZE.height - MARGIN - 70;
  // Writing below the bottom margin would add a page: lift it while the footer is drawn.
  const bottomMargin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .moveTo(MARGIN, top - 8)
    .lineTo(MARGIN + width, top - 8)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.image(qr, MARGIN, top, { width: 70, height: 70 });
  const textX = MARGIN + 82;
  const textWidth = width - 82;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(INK)
    .text(`Código de verificación: ${content.verificationCode}`, textX, top + 4, { width: textWidth });
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(`Compruebe la autenticidad de este documento escaneando el código QR o en ${content.verificationUrl}`, textX, top + 18, { width: textWidth });
  doc.text(`${academyIdentity.legalName} · ${academyIdentity.registry}`, textX, top + 44, { width: textWidth });
  doc.text(`Página ${page} de ${pages}`, textX, top + 58, { width: textWidth, align: 'right' });
  doc.page.margins.bottom = bottomMargin;
}
