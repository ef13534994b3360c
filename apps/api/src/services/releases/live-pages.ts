import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { releaseKeys, type FileStore, type StoredPageSet } from '@wtm/release';
import type { RemoteName } from '@wtm/shell-contract/runtime-manifest';
import { escapeHtml } from '../../lib/html-escape.ts';

/** A page as an instance serves it: the document and its compressed copies. */
export interface ServedPage {
  path: string;
  html: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  /** A hash of the document: the ETag of each of its encodings. */
  hash: string;
}

/** A page rendered in the browser only: the shell's page with its title, for paths that match. */
export interface ClientRoute {
  matches(lookupKey: string): boolean;
  page: ServedPage;
}

/** One owner's pages for one pair, as read from the release store. */
interface ReadSet {
  pages: ServedPage[];
  clientRoutes: ClientRoute[];
  /** False when the shell rendered with did not list the pages rendered in the browser (an older shell build). */
  listsClientPages: boolean;
}

/** The live pair's pages, as of the last read of the release store. */
export interface LivePages {
  /** Prerendered pages by path in lower case (the router matches paths without regard to case). */
  byPath: ReadonlyMap<string, ServedPage>;
  clientPages: readonly ClientRoute[];
  /** Each page set read, by folder key (a pair: shell and owner versions). */
  sets: ReadonlyMap<string, ReadSet>;
  /** True when every live owner's pages were found, each with its client pages: every path of the site is known. */
  complete: boolean;
  /** Per running canary (issue 30): the pages its visitors get instead of the live release's. */
  canaries: Partial<Record<RemoteName, CanaryPages>>;
}

/** A canary's pages, and the paths it takes over: the live release's pages of its remote. */
export interface CanaryPages {
  /** Empty while the canary's pages are not rendered: its visitors' pages of the remote render in the browser. */
  byPath: ReadonlyMap<string, ServedPage>;
  /** Lookup keys of the remote's live pages (the canary's visitors must not get those). */
  livePaths: ReadonlySet<string>;
}

export const NO_PAGES: LivePages = { byPath: new Map(), clientPages: [], sets: new Map(), complete: false, canaries: {} };

const byLookupKey = (pages: readonly ServedPage[]) => new Map(pages.map((page) => [pageLookupKey(page.path), page]));

/** `/Books/` → `/books`: how pages are looked up. */
export const pageLookupKey = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase() || '/';

const hashOf = (html: Buffer) => createHash('sha256').update(html).digest('base64url').slice(0, 27);

/** A page made here (the shell's page with a title): compressed once, when read. */
const served = (path: string, html: Buffer): ServedPage => ({ path, html, gzip: gzipSync(html), brotli: brotliCompressSync(html), hash: hashOf(html) });

/** `/events/:slug` matches `/events/<one segment>`; `/account/*` matches `/account` and below. */
function pathMatcher(pattern: string): (key: string) => boolean {
  const segments = pageLookupKey(pattern).split('/');
  const rest = segments.at(-1) === '*';
  if (rest) segments.pop();
  return (key) => {
    const parts = key.split('/');
    if (rest ? parts.length < segments.length : parts.length !== segments.length) return false;
    return segments.every((segment, index) => (segment.startsWith(':') ? parts[index] !== '' : segment === parts[index]));
  };
}

/** The shell's page with a page's title: what the browser shows until the page has rendered. */
function withTitle(indexHtml: Buffer, title: string): Buffer {
  if (title === '') return indexHtml;
  const html = indexHtml.toString('utf8');
  const tag = `<title>${escapeHtml(title)}</title>`;
  if (/<title>[^<]*<\/title>/i.test(html)) return Buffer.from(html.replace(/<title>[^<]*<\/title>/i, () => tag));
  const charset = /<meta charset="utf-8"\s*\/?>/i.exec(html);
  const at = charset === null ? html.indexOf('</head>') : charset.index + charset[0].length;
  return Buffer.from(at < 0 ? html : `${html.slice(0, at)}${tag}${html.slice(at)}`);
}

/** REMOTES_BASE_URL of sets stored before it was recorded. */
const DEFAULT_REMOTES_BASE_URL = '/remotes';

/**
 * A set of pages as served, or undefined while it is not rendered, or was rendered for
 * another REMOTES_BASE_URL: its pages would load sections and pictures from where this
 * instance's policy does not allow, so the browser renders them instead.
 */
async function readSet(store: FileStore, folder: string, indexHtml: Buffer, remotesBaseUrl: string): Promise<ReadSet | undefined> {
  const marker = await store.read(folder + releaseKeys.pageSetMarker);
  if (marker === undefined) return undefined;
  const set = JSON.parse(marker.toString('utf8')) as StoredPageSet;
  if ((set.remotesBaseUrl ?? DEFAULT_REMOTES_BASE_URL) !== remotesBaseUrl) return undefined;
  const pages = await Promise.all(
    set.pages.map(async (page) => {
      const [html, gzip, brotli] = await Promise.all(['', '.gz', '.br'].map((suffix) => store.read(folder + page.file + suffix)));
      if (html === undefined || gzip === undefined || brotli === undefined) throw new Error(`The page set ${folder} lists ${page.file}, which the release store does not hold whole`);
      // The release stored its compressed copies: a switch reads them, it does not compress again.
      return { path: page.path, html, gzip, brotli, hash: hashOf(html) };
    }),
  );
  const clientRoutes = (set.clientPages ?? []).map((page) => ({ matches: pathMatcher(page.path), page: served(page.path, withTitle(indexHtml, page.title)) }));
  return { pages, clientRoutes, listsClientPages: set.clientPages !== undefined };
}

/**
 * Reads the pages of the live shell with each live remote (and the shell's own) from the
 * release store. Sets read before (`previous`) are taken as they are: a pair's pages
 * never change. A set not rendered (yet), or rendered for another REMOTES_BASE_URL,
 * leaves its pages to the browser.
 */
export async function readLivePages(
  store: FileStore,
  shell: { version: string; indexHtml: Buffer } | undefined,
  remotes: Partial<Record<RemoteName, { version: string }>>,
  previous: LivePages,
  remotesBaseUrl: string,
  canaries: Partial<Record<RemoteName, { version: string }>> = {},
): Promise<LivePages> {
  if (shell === undefined) return NO_PAGES;
  const folders = [
    releaseKeys.pageSet(shell.version, 'shell'),
    ...(Object.entries(remotes) as [RemoteName, { version: string }][]).map(([name, live]) => releaseKeys.pageSet(shell.version, name, live.version)),
  ];
  const sets = new Map<string, ReadSet>();
  let complete = true;
  for (const folder of folders) {
    const set = previous.sets.get(folder) ?? (await readSet(store, folder, shell.indexHtml, remotesBaseUrl));
    if (set === undefined || !set.listsClientPages) complete = false;
    if (set !== undefined) sets.set(folder, set);
  }
  const byPath = new Map<string, ServedPage>();
  for (const set of sets.values()) for (const page of set.pages) byPath.set(pageLookupKey(page.path), page);
  const canaryPages: LivePages['canaries'] = {};
  for (const [name, canary] of Object.entries(canaries) as [RemoteName, { version: string }][]) {
    const folder = releaseKeys.pageSet(shell.version, name, canary.version);
    const set = previous.sets.get(folder) ?? (await readSet(store, folder, shell.indexHtml, remotesBaseUrl));
    if (set !== undefined) sets.set(folder, set);
    const live = remotes[name] === undefined ? undefined : sets.get(releaseKeys.pageSet(shell.version, name, remotes[name].version));
    canaryPages[name] = { byPath: byLookupKey(set?.pages ?? []), livePaths: new Set(byLookupKey(live?.pages ?? []).keys()) };
  }
  return { byPath, clientPages: [...sets.values()].flatMap((set) => set.clientRoutes), sets, complete, canaries: canaryPages };
}
