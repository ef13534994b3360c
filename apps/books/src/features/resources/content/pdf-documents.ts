import type { PdfDocument } from '@wtm/pdf';
import { eBook } from './e-book.ts';
import { installationGuide } from './installation-guide.ts';
import { userGuide } from './user-guide.ts';
import { whitePaper } from './white-paper.ts';

/**
 * The four resources, rendered to PDF by the build
 * (`node ../../tooling/pdf/src/cli.ts <this file> src/generated`). Node runs this file
 * directly: erasable TypeScript only, relative imports with their `.ts` extension.
 */
export const pdfDocuments: PdfDocument[] = [whitePaper, userGuide, installationGuide, eBook];
