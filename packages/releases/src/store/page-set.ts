import type { RemoteName } from '@wtm/shell-contract/runtime-manifest';
import type { FileStore } from './file-store.ts';
import { releaseKeys } from './release-keys.ts';

/** One page of a stored set: `file` is relative to the set's folder key, with `.gz` and `.br` beside it. */
export interface StoredPage {
  path: string;
  file: string;
  title: string;
}

/**
 * `pages.json` of a set of prerendered pages in the release store
 * (`releaseKeys.pageSet`): whose pages, rendered with which releases, and the pages.
 * Written after every page, so its presence says the set is whole.
 */
export interface StoredPageSet {
  shell: string;
  owner: 'shell' | RemoteName;
  /** The owner's release version (the shell's for the shell's pages). */
  ownerVersion: string;
  /** The owner's content version the pages were rendered with; absent without released content. */
  content?: string;
  renderedAt: string;
  /** PUBLIC_URL the pages were rendered for: their canonical URLs and pictures name it. */
  publicUrl: string;
  /** REMOTES_BASE_URL the pages were rendered for: their section files and pictures load from there. */
  remotesBaseUrl: string;
  pages: StoredPage[];
  /**
   * In the shell's set: the frame of the pages rendered in the browser (the site's header
   * and footer around a "needs JavaScript" notice), relative to the set's folder key.
   * Absent from older shell builds: those pages are the shell's bare index.html.
   */
  frame?: string;
  /**
   * The owner's pages rendered in the browser only (`:name` segments match any one
   * segment). Absent when the shell build rendered with did not list them: then not every
   * path of the site is known, and none is redirected home.
   */
  clientPages?: { path: string; title: string }[];
}

/** The `pages.json` of the set in `folder`, or undefined while the set is not stored whole. */
export async function readStoredPageSet(store: FileStore, folder: string): Promise<StoredPageSet | undefined> {
  const marker = await store.read(folder + releaseKeys.pageSetMarker);
  return marker === undefined ? undefined : (JSON.parse(marker.toString('utf8')) as StoredPageSet);
}
