import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { renderPdf } from './render-pdf.ts';

const guide = {
  fileName: 'guide.pdf',
  title: 'Installation Guide',
  subtitle: 'Setting up the Windows desktop app',
  sections: [{ heading: 'Before you start', paragraphs: ['You need Windows 10 or later.'], bullets: ['4 GB RAM', '2 GB disk'] }],
};

describe('renderPdf', () => {
  it('writes a PDF that carries the document title', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pdf-'));
    const file = await renderPdf(guide, dir);
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('(Installation Guide)');
  });

  it('writes the same bytes for the same content, so release versions are reproducible', async () => {
    const [a, b] = await Promise.all([mkdtemp(path.join(os.tmpdir(), 'pdf-')), mkdtemp(path.join(os.tmpdir(), 'pdf-'))]);
    const [first, second] = await Promise.all([renderPdf(guide, a), renderPdf(guide, b)]);
    expect((await readFile(first)).equals(await readFile(second))).toBe(true);
  });
});
