import type { FileStore } from '../store/file-store.ts';
import { canonicalJson, contentKey, contentVersionOf, releasedContent, type ContentDocument } from './content-document.ts';
import type { ReleasedContent } from '@wtm/shell-contract/section-content';

/** Stores a content version unless the store holds it already (a version's file never changes); returns its version. */
export async function storeContent(store: FileStore, document: ContentDocument): Promise<string> {
  const version = contentVersionOf(document);
  const key = contentKey(document.section, version);
  if (!(await store.has(key))) await store.put(key, `${canonicalJson(releasedContent(document, version))}\n`);
  return version;
}

/** A stored content version, or undefined when the store does not hold it. */
export async function readContent(store: FileStore, section: string, version: string): Promise<ReleasedContent | undefined> {
  const body = await store.read(contentKey(section, version));
  return body === undefined ? undefined : (JSON.parse(body.toString('utf8')) as ReleasedContent);
}
