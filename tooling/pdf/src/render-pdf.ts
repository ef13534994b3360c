import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { PdfDocument } from './pdf-document.ts';

const brandBlue = '#0b5cad';
const text = '#1f2933';
// A fixed date keeps the bytes, and so the remote's release version, reproducible.
const fixedDate = new Date('2026-01-01T00:00:00Z');

function renderInto(pdf: PDFKit.PDFDocument, document: PdfDocument): void {
  pdf.fillColor(brandBlue).font('Helvetica-Bold').fontSize(24).text(document.title);
  pdf.moveDown(0.3).fillColor(text).font('Helvetica').fontSize(13).text(document.subtitle);
  pdf.moveDown(1);
  for (const section of document.sections) {
    pdf.fillColor(brandBlue).font('Helvetica-Bold').fontSize(15).text(section.heading);
    pdf.moveDown(0.3).fillColor(text).font('Helvetica').fontSize(11);
    for (const paragraph of section.paragraphs) pdf.text(paragraph, { align: 'left' }).moveDown(0.5);
    if (section.bullets?.length) pdf.list(section.bullets, { bulletRadius: 2 }).moveDown(0.5);
    pdf.moveDown(0.5);
  }
}

/** Writes one PDF file; resolves when it is completely on disk. */
export async function renderPdf(document: PdfDocument, outDir: string): Promise<string> {
  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, document.fileName);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: document.title, Subject: document.subtitle, Author: 'WTM', CreationDate: fixedDate, ModDate: fixedDate },
  });
  const done = new Promise<void>((resolve, reject) => {
    const out = createWriteStream(file);
    out.on('finish', resolve).on('error', reject);
    pdf.pipe(out);
  });
  renderInto(pdf, document);
  pdf.end();
  await done;
  return file;
}
