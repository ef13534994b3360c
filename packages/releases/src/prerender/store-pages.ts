import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { remoteNames, type RemoteName, type RemoteRelease } from '@wtm/shell-contract/runtime-manifest';
import type { ReleasedContent } from '@wtm/shell-contract/section-content';
import { readContent } from '../content/content-store.ts';
import type { FileStore } from '../store/file-store.ts';
import type { StoredPageSet } from '../store/page-set.ts';
import { releaseKeys, type PageSite } from '../store/release-keys.ts';
import { prerender, type PrerenderedPage } from './prerender.ts';
import { hasServerBuild, type RemoteInput } from './release-inputs.ts';
import type { PageOwner } from './worker-protocol.ts';

export interface RenderToStoreOptions {
  store: FileStore;
  /** The shell release to render with (stored). */
  shell: string;
  /** The remote releases to render with (stored), as the runtime manifest lists them. */
  remotes: Partial<Record<RemoteName, RemoteRelease>>;
  /** Whose pages: the shell's and/or some remotes' (each with its release in `remotes`). */
  owners: readonly PageOwner[];
  /** The stored content version each owner's pages render with; an owner without one renders its bundled content. */
  content?: Partial<Record<PageOwner, string>>;
  /** PUBLIC_URL: canonical URLs and previews. */
  publicUrl: string;
  /** REMOTES_BASE_URL the `remotes` entries point under: recorded with the pages. */
  remotesBaseUrl: string;
  timeoutMs?: number;
  maxOldSpaceMb?: number;
}

export interface RenderToStoreResult {
  /** Owners whose pages were rendered and stored now. */
  rendered: PageOwner[];
  /** Owners whose pages were stored already for this pair (nothing to do). */
  stored: PageOwner[];
  /** Owners whose releases have no server build: their pages stay rendered in the browser. */
  withoutServerBuild: PageOwner[];
  pages: PrerenderedPage[];
}

/** The folder key of `owner`'s pages for this shell and these remotes, rendered for `site`. */
export function pageSetKey(shell: string, owner: PageOwner, remotes: Partial<Record<RemoteName, RemoteRelease>>, site: PageSite, content: Partial<Record<PageOwner, string>> = {}): string {
  return releaseKeys.pageSet(shell, owner, owner === 'shell' ? undefined : remotes[owner]?.version, site, content[owner]);
}

/** The content documents of the owners to render, read from the store; a version it lacks refuses the render. */
async function contentOf(store: FileStore, owners: readonly PageOwner[], versions: Partial<Record<PageOwner, string>>): Promise<Partial<Record<PageOwner, ReleasedContent>>> {
  const content: Partial<Record<PageOwner, ReleasedContent>> = {};
  for (const owner of owners) {
    const version = versions[owner];
    if (version === undefined) continue;
    const document = await readContent(store, owner, version);
    if (document === undefined) throw new Error(`The ${owner} content version ${version} is not in the release store`);
    content[owner] = document;
  }
  return content;
}

/** Files a render needs: what runs on Node, not the browser's compressed copies or maps. */
const neededOnServer = (key: string) => !/\.(br|gz|map)$/.test(key);

async function download(store: FileStore, keys: string[], from: string, into: string): Promise<void> {
  for (const key of keys.filter(neededOnServer)) {
    const body = await store.read(key);
    if (body === undefined) continue;
    const target = path.join(into, ...key.slice(from.length).split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, body);
  }
}

/**
 * The stored shell release as a build folder: its own files (`shell/<version>/`) and the
 * server build's content-hashed chunks, which sit with every release's in `shell/assets/server/`.
 */
async function shellFolder(store: FileStore, version: string, into: string): Promise<string> {
  const own = releaseKeys.shellFolder(version);
  await download(store, await store.list(own), own, into);
  const serverChunks = `${releaseKeys.shellAssets}server/`;
  await download(store, await store.list(serverChunks), releaseKeys.shellAssets, into);
  return into;
}

/** The stored remote release's server build and mf-manifest.json. */
async function remoteFolder(store: FileStore, name: RemoteName, version: string, into: string): Promise<string> {
  const folder = releaseKeys.remoteFolder(name, version);
  await download(store, [releaseKeys.remoteManifest(name, version), ...(await store.list(`${folder}server/`))], folder, into);
  return into;
}

/**
 * Renders the public pages of `owners` for a pair of stored releases (docs/decisions/0032)
 * and stores them beside the releases, one set per owner and site under `pageSetKey`, each page
 * with its .gz and .br copies and `pages.json` last. A set stored already is left as it
 * is (pages of a pair never change). Throws the PrerenderError of `prerender` when a page
 * fails its checks or the render throws, storing nothing.
 */
export async function renderToStore(options: RenderToStoreOptions): Promise<RenderToStoreResult> {
  const { store } = options;
  const result: RenderToStoreResult = { rendered: [], stored: [], withoutServerBuild: [], pages: [] };
  const site: PageSite = { publicUrl: options.publicUrl, remotesBaseUrl: options.remotesBaseUrl };
  const toRender: PageOwner[] = [];
  for (const owner of options.owners) {
    if (await store.has(pageSetKey(options.shell, owner, options.remotes, site, options.content) + releaseKeys.pageSetMarker)) result.stored.push(owner);
    else toRender.push(owner);
  }
  if (toRender.length === 0) return result;
  const temp = await mkdtemp(path.join(os.tmpdir(), 'wtm-release-pages-'));
  try {
    const shellDir = await shellFolder(store, options.shell, path.join(temp, 'shell'));
    if (!(await readFile(path.join(shellDir, 'server', 'index.cjs')).then(() => true, () => false))) {
      result.withoutServerBuild.push(...toRender);
      return result;
    }
    const remotes: Partial<Record<RemoteName, RemoteInput>> = {};
    for (const name of remoteNames) {
      const release = options.remotes[name];
      if (!release || !toRender.includes(name)) continue;
      const dir = await remoteFolder(store, name, release.version, path.join(temp, 'remotes', name));
      if (hasServerBuild(dir)) remotes[name] = { release, dir };
    }
    const owners = toRender.filter((owner) => owner === 'shell' || remotes[owner] !== undefined);
    result.withoutServerBuild.push(...toRender.filter((owner) => !owners.includes(owner)));
    if (owners.length === 0) return result;
    const outDir = path.join(temp, 'out');
    const rendered = await prerender({
      shell: { dir: shellDir, version: options.shell },
      remotes,
      publicUrl: options.publicUrl,
      owners,
      content: await contentOf(store, owners, options.content ?? {}),
      outDir,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      ...(options.maxOldSpaceMb === undefined ? {} : { maxOldSpaceMb: options.maxOldSpaceMb }),
    });
    for (const owner of owners) {
      const folder = pageSetKey(options.shell, owner, options.remotes, site, options.content);
      const pages = rendered.pages.filter((page) => page.owner === owner);
      const files = [...pages.map((page) => page.file), ...(owner === 'shell' && rendered.frame !== undefined ? [rendered.frame] : [])];
      for (const file of files) {
        for (const suffix of ['', '.gz', '.br']) await store.putFile(folder + file + suffix, path.join(outDir, ...file.split('/')) + suffix);
      }
      const set: StoredPageSet = {
        shell: options.shell,
        owner,
        ownerVersion: owner === 'shell' ? options.shell : options.remotes[owner]!.version,
        ...(options.content?.[owner] === undefined ? {} : { content: options.content[owner] }),
        renderedAt: rendered.renderedWith.renderedAt,
        publicUrl: options.publicUrl,
        remotesBaseUrl: options.remotesBaseUrl,
        pages: pages.map(({ path: pagePath, file, title }) => ({ path: pagePath, file, title })),
        ...(owner === 'shell' && rendered.frame !== undefined ? { frame: rendered.frame } : {}),
        clientPages: rendered.clientPages?.filter((page) => page.owner === owner).map(({ path: pagePath, title }) => ({ path: pagePath, title })),
      };
      await store.put(folder + releaseKeys.pageSetMarker, `${JSON.stringify(set, null, 2)}\n`);
      result.rendered.push(owner);
    }
    result.pages = rendered.pages;
    return result;
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}
