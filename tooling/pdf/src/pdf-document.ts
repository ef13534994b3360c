/** A section of a resource document: a heading, paragraphs and optional bullet points. */
export interface PdfSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

/** A downloadable PDF written as data in a remote's content files. */
export interface PdfDocument {
  /** File name without folder, e.g. `books-user-guide.pdf`. */
  fileName: string;
  title: string;
  subtitle: string;
  sections: PdfSection[];
}
