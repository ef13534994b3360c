/** @jest-environment node */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderPdf } from '@wtm/pdf';
import { pdfDocuments } from './pdf-documents.ts';

const allText = (document: (typeof pdfDocuments)[number]) =>
  [document.title, document.subtitle, ...document.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.bullets ?? [])])];

describe('CRM PDF resources', () => {
  it('are the user guide, the white paper and the SRS', () => {
    expect(pdfDocuments.map((document) => document.fileName)).toEqual(['crm-user-guide.pdf', 'crm-white-paper.pdf', 'crm-srs.pdf']);
  });

  it.each(pdfDocuments)('$fileName has several sections of real text', (document) => {
    expect(document.sections.length).toBeGreaterThanOrEqual(6);
    for (const section of document.sections) {
      expect(section.paragraphs.length + (section.bullets?.length ?? 0)).toBeGreaterThan(0);
    }
    expect(allText(document).join(' ')).not.toMatch(/lorem|ipsum|TODO|TBD/i);
  });

  // The renderer uses the standard Helvetica font, which has no glyphs beyond Latin-1.
  it.each(pdfDocuments)('$fileName uses only characters the PDF font can draw', (document) => {
    for (const text of allText(document)) expect(text).toMatch(/^[\x20-\x7e]*$/);
  });

  it('render to real PDF files', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'crm-pdf-'));
    try {
      for (const document of pdfDocuments) {
        const bytes = await readFile(await renderPdf(document, dir));
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        expect(bytes.length).toBeGreaterThan(3000);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
