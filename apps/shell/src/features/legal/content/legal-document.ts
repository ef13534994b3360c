// The shape of a legal page's content file (privacy-policy.ts, terms-of-service.ts): the
// vendor edits the words there; the page renders whatever the file says.

/** A paragraph, or a bulleted list of short items. */
export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  /** Heading of the section; also its #fragment, in kebab case. */
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  meta: { title: string; description: string };
  heading: string;
  intro: string;
  /** Shown under the heading, e.g. "Last updated 1 December 2026". */
  lastUpdated: string;
  sections: readonly LegalSection[];
}

/** The #fragment of a section: "Measurement of page performance" → "measurement-of-page-performance". */
export function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
