export type { PdfDocument, PdfSection } from './pdf-document.ts';
export { renderPdf } from './render-pdf.ts';
