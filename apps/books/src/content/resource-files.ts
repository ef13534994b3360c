/**
 * File names of the four downloadable resources of the Resources page. The PDFs are
 * rendered at build time from features/resources/content/pdf-documents.ts into
 * src/generated; lib/resource-urls.ts imports them so webpack emits them with a hash.
 */
export const resourceFileNames = {
  whitePaper: 'books-white-paper.pdf',
  userGuide: 'books-user-guide.pdf',
  installationGuide: 'books-installation-guide.pdf',
  eBook: 'books-inventory-e-book.pdf',
} as const;

export type ResourceKey = keyof typeof resourceFileNames;
