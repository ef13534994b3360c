// A section's released content (its prices, headlines, page heads) as the section's
// pages read it while rendering. One registry per page (or per prerender process) on
// `globalThis`, so every build's copy of this module (it is not a shared singleton) sees
// the same content: the prerender fills it before it loads any build, the shell from the
// page's embedded content or, on a client-side navigation, from the section's content
// file named in /remotes.json. A section renders its own bundled content (the seed of
// the store) only where no content was released: a standalone page, a test.

/** The global the registry lives under. */
export const sectionContentKey = '__WTM_SECTION_CONTENT__';

/** A content version of one section: the store's immutable, content-addressed document. */
export interface ReleasedContent<E = Record<string, unknown>> {
  section: string;
  /** The content version (a hash of the document). */
  version: string;
  entries: E;
}

type Registry = Record<string, ReleasedContent | undefined>;

function registry(): Registry {
  const holder = globalThis as { [sectionContentKey]?: Registry };
  holder[sectionContentKey] ??= {};
  return holder[sectionContentKey];
}

/** Makes `content` the one its section's pages render with from now on. */
export function provideSectionContent(content: ReleasedContent<unknown>): void {
  registry()[content.section] = content as ReleasedContent;
}

/** The released content of `section`, if any was provided. */
export function releasedContentOf(section: string): ReleasedContent | undefined {
  return registry()[section];
}

/** The entries `section` renders: the released ones, else the section's own bundled `seed`. */
export function sectionEntries<E>(section: string, seed: E): E {
  return (registry()[section]?.entries as E | undefined) ?? seed;
}

/**
 * Where the site serves the link-preview picture (Open Graph, X) drawn from a page-meta
 * entry of a content version: a new title is a new version, so a new picture, drawn by
 * the API at its first request (apps/api/docs/content.md).
 */
export const contentPreviewPath = (section: string, version: string, entry: string) => `/content/previews/${section}/${version}/${entry}.png`;

/**
 * The preview picture of `entry` in the released content of `section`, or undefined where
 * no content was released (a standalone page, a test): the page keeps its build's picture.
 */
export function releasedPreviewPath(section: string, entry: string): string | undefined {
  const version = registry()[section]?.version;
  return version === undefined ? undefined : contentPreviewPath(section, version, entry);
}
