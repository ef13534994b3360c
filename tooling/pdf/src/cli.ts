// node tooling/pdf/src/cli.ts <content module exporting `pdfDocuments`> <out dir>
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PdfDocument } from './pdf-document.ts';
import { renderPdf } from './render-pdf.ts';

const [contentModule, outDir] = process.argv.slice(2);
if (!contentModule || !outDir) {
  process.stderr.write('Usage: cli.ts <content module> <out dir>\n');
  process.exit(2);
}
const { pdfDocuments } = (await import(pathToFileURL(path.resolve(contentModule)).href)) as { pdfDocuments: PdfDocument[] };
for (const document of pdfDocuments) await renderPdf(document, path.resolve(outDir));
process.stdout.write(`Wrote ${pdfDocuments.length} PDF resources to ${outDir}\n`);
