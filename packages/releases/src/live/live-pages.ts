import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import FindMyWay from 'find-my-way';
import type { RemoteName } from '@wtm/shell-contract/runtime-manifest';
import type { FileStore } from '../store/file-store.ts';
import { readStoredPageSet } from '../store/page-set.ts';
import { releaseKeys, type PageSite } from '../store/release-keys.ts';
import { withTitle } from './page-title.ts';

/** A page as an instance serves it: the document and its compressed copies. */
export interface ServedPage {
  path: string;
  html: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  /** A hash of the document: the ETag of each of its encodings. */
  hash: string;
}

/** A page rendered in the browser only: the shell's page with its title, for paths that match its pattern. */
interface ClientRoute {
  /** `/events/:slug` matches `/events/<one segment>`; `/account/*` matches `/account` and below. */
  pattern: string;
  page: ServedPage;
}

/** One owner's pages for one pair, as read from the release store. */
interface ReadSet {
  pages: ServedPage[];
  /** The owner's pages rendered in the browser: their routes and titles. */
  clientPages: readonly { path: string; title: string }[];
  /** Their documents, made once per base document (the shell's frame, or its bare page). */
  clientRoutes: WeakMap<Buffer, ClientRoute[]>;
  /** In the shell's set: the frame those pages are drawn in (header and footer around the notice). */
  frame?: Buffer;
  /** False when the shell rendered with did not list the pages rendered in the browser (an older shell build). */
  listsClientPages: boolean;
}

/** The live pair's pages, as of the last read of the release store. */
export interface LivePages {
  /** Prerendered pages by path in lower case (the router matches paths without regard to case). */
  byPath: ReadonlyMap<string, ServedPage>;
  /** The page rendered in the browser whose route matches the path, if any. */
  clientPage(path: string): ServedPage | undefined;
  /** Each page set read, by folder key (a pair: shell and owner versions). */
  sets: ReadonlyMap<string, ReadSet>;
  /** True when every live owner's pages were found, each with its client pages: every path of the site is known. */
  complete: boolean;
  /** Per running canary (of a remote's code or of its content: one at a time): the pages its visitors get instead of the live ones. */
  canaries: Partial<Record<RemoteName, CanaryPages>>;
  /** The live owners whose pages the store holds for no release of this site (rendered for another one, or not at all). */
  unrendered: readonly ('shell' | RemoteName)[];
}

/** A canary's pages, and the paths it takes over: the live release's pages of its remote. */
export interface CanaryPages {
  /** Empty while the canary's pages are not rendered: its visitors' pages of the remote render in the browser. */
  byPath: ReadonlyMap<string, ServedPage>;
  /** Lookup keys of the remote's live pages (the canary's visitors must not get those). */
  livePaths: ReadonlySet<string>;
}

export const NO_PAGES: LivePages = { byPath: new Map(), clientPage: () => undefined, sets: new Map(), complete: false, canaries: {}, unrendered: [] };

const byLookupKey = (pages: readonly ServedPage[]) => new Map(pages.map((page) => [pageLookupKey(page.path), page]));

/** `/Books/` → `/books`: how pages are looked up. */
export const pageLookupKey = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase() || '/';

const hashOf = (html: Buffer) => createHash('sha256').update(html).digest('base64url').slice(0, 27);

/** A page made here (the shell's page with a title): compressed once, when read. */
const served = (path: string, html: Buffer): ServedPage => ({ path, html, gzip: gzipSync(html), brotli: brotliCompressSync(html), hash: hashOf(html) });

/**
 * The page of the site `path` is, as `pages` know it: a prerendered page's own path
 * (`/Books/` → `/books`), or the route pattern of a page rendered in the browser
 * (`/events/:slug`), a canary's pages included; undefined for a path that is no known page.
 */
export function knownPagePath(pages: LivePages, path: string): string | undefined {
  const key = pageLookupKey(path);
  const page = pages.byPath.get(key) ?? pages.clientPage(key) ?? Object.values(pages.canaries).find((canary) => canary?.byPath.has(key))?.byPath.get(key);
  return page?.path;
}

/** Finds the client route of a path, as the site's router matches it: case-insensitive, a trailing slash ignored. */
function clientRouter(routes: readonly ClientRoute[]): (path: string) => ServedPage | undefined {
  const router = FindMyWay({ caseSensitive: false, ignoreTrailingSlash: true });
  const noop = () => undefined;
  for (const { pattern, page } of routes) {
    router.on('GET', pattern, noop, page);
    // A rest pattern also matches the folder itself (`/account/*`: `/account`).
    if (pattern.endsWith('/*') && pattern.length > 2) router.on('GET', pattern.slice(0, -2), noop, page);
  }
  return (path) => (router.find('GET', path)?.store as ServedPage | null | undefined) ?? undefined;
}

/**
 * A set of pages as served, or undefined while it is not rendered for this site (its
 * PUBLIC_URL and REMOTES_BASE_URL): another site's pages name its URLs and load sections
 * and pictures from where this instance's policy may not allow, so the browser renders
 * them instead until this site's are.
 */
async function readSet(store: FileStore, folder: string, site: PageSite): Promise<ReadSet | undefined> {
  const set = await readStoredPageSet(store, folder);
  if (set === undefined) return undefined;
  if (set.publicUrl !== site.publicUrl || set.remotesBaseUrl !== site.remotesBaseUrl) return undefined;
  const pages = await Promise.all(
    set.pages.map(async (page) => {
      const [html, gzip, brotli] = await Promise.all(['', '.gz', '.br'].map((suffix) => store.read(folder + page.file + suffix)));
      if (html === undefined || gzip === undefined || brotli === undefined) throw new Error(`The page set ${folder} lists ${page.file}, which the release store does not hold whole`);
      // The release stored its compressed copies: a switch reads them, it does not compress again.
      return { path: page.path, html, gzip, brotli, hash: hashOf(html) };
    }),
  );
  const frame = set.frame === undefined ? undefined : await store.read(folder + set.frame);
  return { pages, clientPages: set.clientPages ?? [], clientRoutes: new WeakMap(), listsClientPages: set.clientPages !== undefined, ...(frame === undefined ? {} : { frame }) };
}

/**
 * The document of one prerendered page of the set in `folder` (a draft's preview, never a
 * live page), its path matched as the site's router does; only that file is read. Undefined
 * when the set, for this site, has no such page.
 */
export async function readSetPageHtml(store: FileStore, folder: string, site: PageSite, path: string): Promise<Buffer | undefined> {
  const set = await readStoredPageSet(store, folder);
  if (set === undefined || set.publicUrl !== site.publicUrl || set.remotesBaseUrl !== site.remotesBaseUrl) return undefined;
  const key = pageLookupKey(path);
  const page = set.pages.find((one) => pageLookupKey(one.path) === key);
  return page === undefined ? undefined : store.read(folder + page.file);
}

/** A set's pages rendered in the browser, each the base document with its title. */
function clientRoutesOf(set: ReadSet, base: Buffer): ClientRoute[] {
  let routes = set.clientRoutes.get(base);
  if (routes === undefined) {
    routes = set.clientPages.map((page) => ({ pattern: page.path, page: served(page.path, page.title === '' ? base : Buffer.from(withTitle(base.toString('utf8'), page.title))) }));
    set.clientRoutes.set(base, routes);
  }
  return routes;
}

/** What a canary's visitors get of its remote: a release of its code, or (`content`) the live code with another content version. */
export interface PageCanary {
  version: string;
  content?: string;
}

/**
 * Reads the pages of the live shell with each live remote (and the shell's own), rendered
 * for `site` with each owner's live `content` version, from the release store. Sets read before (`previous`) are taken as they
 * are: a pair's pages never change. A set not rendered (yet) for this site leaves its
 * pages to the browser, and its owner is listed in `unrendered`.
 */
export async function readLivePages(
  store: FileStore,
  shell: { version: string; indexHtml: Buffer } | undefined,
  remotes: Partial<Record<RemoteName, { version: string }>>,
  previous: LivePages,
  site: PageSite,
  canaries: Partial<Record<RemoteName, PageCanary>> = {},
  content: Partial<Record<'shell' | RemoteName, string>> = {},
): Promise<LivePages> {
  if (shell === undefined) return NO_PAGES;
  const owners: ['shell' | RemoteName, string][] = [
    ['shell', releaseKeys.pageSet(shell.version, 'shell', undefined, site, content.shell)],
    ...(Object.entries(remotes) as [RemoteName, { version: string }][]).map(([name, live]): [RemoteName, string] => [name, releaseKeys.pageSet(shell.version, name, live.version, site, content[name])]),
  ];
  const sets = new Map<string, ReadSet>();
  const unrendered: ('shell' | RemoteName)[] = [];
  let complete = true;
  for (const [owner, folder] of owners) {
    const set = previous.sets.get(folder) ?? (await readSet(store, folder, site));
    if (set === undefined || !set.listsClientPages) complete = false;
    if (set !== undefined) sets.set(folder, set);
    else unrendered.push(owner);
  }
  const byPath = new Map<string, ServedPage>();
  for (const set of sets.values()) for (const page of set.pages) byPath.set(pageLookupKey(page.path), page);
  const canaryPages: LivePages['canaries'] = {};
  for (const [name, canary] of Object.entries(canaries) as [RemoteName, PageCanary][]) {
    const folder = releaseKeys.pageSet(shell.version, name, canary.version, site, canary.content ?? content[name]);
    const set = previous.sets.get(folder) ?? (await readSet(store, folder, site));
    if (set !== undefined) sets.set(folder, set);
    const live = remotes[name] === undefined ? undefined : sets.get(releaseKeys.pageSet(shell.version, name, remotes[name].version, site, content[name]));
    canaryPages[name] = { byPath: byLookupKey(set?.pages ?? []), livePaths: new Set(byLookupKey(live?.pages ?? []).keys()) };
  }
  // Pages rendered in the browser come in the shell's frame, once its set has one.
  const base = sets.get(owners[0]![1])?.frame ?? shell.indexHtml;
  const clientPage = clientRouter([...sets.values()].flatMap((set) => clientRoutesOf(set, base)));
  return { byPath, clientPage, sets, complete, canaries: canaryPages, unrendered };
}
