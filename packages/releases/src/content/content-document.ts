import { createHash } from 'node:crypto';
import type { ReleasedContent } from '@wtm/shell-contract/section-content';
import type { PageOwner } from '../prerender/worker-protocol.ts';

/** A section's whole content, as a content version holds it (the contract's `SectionContentDocument`). */
export interface ContentDocument {
  section: PageOwner;
  entries: Record<string, unknown>;
}

/** The sections that own content: the shell and each remote, as they own pages. */
export type ContentSection = PageOwner;

/** JSON with every object's keys sorted: the same content is the same text, whatever order it was built in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The content-addressed version of a document: the same content always gets the same version. */
export function contentVersionOf(document: ContentDocument): string {
  return `c-${createHash('sha256').update(canonicalJson({ section: document.section, entries: document.entries })).digest('hex').slice(0, 20)}`;
}

/** The document as the pages and the content file carry it: with its version. */
export function releasedContent(document: ContentDocument, version = contentVersionOf(document)): ReleasedContent {
  return { section: document.section, version, entries: document.entries };
}

/** Where a content version lives in the release store (and is served: `/content/<section>/<version>.json`). */
export const contentKey = (section: string, version: string) => `content/${section}/${version}.json`;
