/** @jest-environment node */
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { renderPdf } from '@wtm/pdf';
import { resourceFileNames } from '../../../content/resource-files.ts';
import { pdfDocuments } from './pdf-documents.ts';

describe('resource PDFs', () => {
  it('are the four resources, one file each', () => {
    expect(pdfDocuments.map((document) => document.fileName).sort()).toEqual(Object.values(resourceFileNames).sort());
  });

  it.each(pdfDocuments.map((document) => [document.title, document] as const))('%s has several sections of real text', (_title, document) => {
    expect(document.sections.length).toBeGreaterThanOrEqual(5);
    for (const section of document.sections) {
      expect(section.heading.trim()).not.toBe('');
      expect([...section.paragraphs, ...(section.bullets ?? [])].join(' ').length).toBeGreaterThan(100);
    }
    expect(JSON.stringify(document)).not.toMatch(/lorem|ipsum|TODO|TBD/i);
  });

  it('render to PDF files', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'books-pdf-'));
    for (const document of pdfDocuments) {
      const bytes = await readFile(await renderPdf(document, dir));
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(3000);
    }
  });
});
