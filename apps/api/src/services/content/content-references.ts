// What a content value refers to that must exist when it goes live: the site's pages its
// links name, and the pictures it shows. Checked at every way content goes live (a save,
// a publish, a canary, a schedule when made and when it runs): a page can go with a code
// release, and a store can lose a picture, between a draft's save and its release.
import { linksOf, picturesOf, sitePathOf, type ContentSection } from '@wtm/contract/content';

export interface ContentReferences {
  /** Whether a path is a page of the site (the live releases' pages); true while they are not all known. */
  isSitePage: (path: string) => boolean;
  /** An uploaded picture's stored size, or undefined when none has the id. */
  storedPicture: (id: string) => Promise<{ width: number; height: number } | undefined>;
}

/** The link fields of a checked value whose site path is no page of the site, with the message for each (`value.action.to`). */
export function linkProblems(section: ContentSection, entry: string, value: unknown, isSitePage: (path: string) => boolean, prefix: string): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const { field, href } of linksOf(section, entry, value)) {
    const path = sitePathOf(href);
    if (path !== undefined && !isSitePage(path)) problems[`${prefix}${field}`] = `${href} is no page of this site: link to one of its pages, such as /books/pricing, or to an https:// address`;
  }
  return problems;
}

/** The picture fields of a checked value that name no uploaded picture of that size, with the message for each. */
export async function pictureProblems(section: ContentSection, entry: string, value: unknown, storedPicture: ContentReferences['storedPicture'], prefix: string): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  for (const { field, picture } of picturesOf(section, entry, value)) {
    const stored = await storedPicture(picture.id);
    if (stored === undefined) problems[`${prefix}${field}.id`] = 'This picture was not uploaded to this site: upload it again';
    else if (stored.width !== picture.width || stored.height !== picture.height) problems[`${prefix}${field}.width`] = `The uploaded picture is ${stored.width} × ${stored.height} pixels`;
  }
  return problems;
}

/** Every broken reference of one entry's checked value, fields named `<prefix><field>`. */
export async function referenceProblems(references: ContentReferences, section: ContentSection, entry: string, value: unknown, prefix: string): Promise<Record<string, string>> {
  return { ...linkProblems(section, entry, value, references.isSitePage, prefix), ...(await pictureProblems(section, entry, value, references.storedPicture, prefix)) };
}

/** Every broken reference of the named entries of a section's checked entries, fields named `<entry>.<field>`. */
export async function entriesReferenceProblems(references: ContentReferences, section: ContentSection, entries: Record<string, unknown>, names: string[]): Promise<Record<string, string>> {
  const found = await Promise.all(names.map((entry) => referenceProblems(references, section, entry, entries[entry], `${entry}.`)));
  return Object.assign({}, ...found) as Record<string, string>;
}
