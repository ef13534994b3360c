import type { RemoteName, RemoteRelease } from '@wtm/shell-contract/runtime-manifest';
import { PrerenderError } from '../prerender/prerender.ts';
import { renderToStore } from '../prerender/store-pages.ts';
import type { PageOwner } from '../prerender/worker-protocol.ts';
import { isRemoteName, type ReleaseName } from '../release-names.ts';
import type { FileStore } from '../store/file-store.ts';

/** How releases prerender their pages (docs/decisions/0032). */
export interface PagesOptions {
  /** PUBLIC_URL of the site: canonical URLs and previews in the pages. */
  publicUrl: string;
  /** REMOTES_BASE_URL: where the pages' browsers load each section's files from. */
  remotesBaseUrl: string;
  /** The render process's deadline and memory cap (defaults of the prerender: 60 s, 512 MB). */
  timeoutMs?: number;
  maxOldSpaceMb?: number;
}

/** A pair (or set) of releases whose pages to render: a shell version and remote versions. */
export interface PagePair {
  shell: string | undefined;
  remotes: Partial<Record<RemoteName, { version: string; releasedAt: number }>>;
  /** The content version each owner's pages render with (owners without released content: none). */
  content?: Partial<Record<PageOwner, string>>;
}

/** The remote's entry in the runtime manifest, as instances with this REMOTES_BASE_URL list it. */
export function remoteReleaseOf(name: RemoteName, live: { version: string; releasedAt: number }, remotesBaseUrl: string): RemoteRelease {
  return { version: live.version, entry: `${remotesBaseUrl}/${name}/${live.version}/mf-manifest.json`, releasedAt: new Date(live.releasedAt).toISOString() };
}

/** Whose pages change when `name` changes: a remote's own, or with the shell every page. */
export function ownersAffectedBy(name: ReleaseName, pair: PagePair): PageOwner[] {
  if (isRemoteName(name)) return [name];
  return ['shell', ...(Object.keys(pair.remotes) as RemoteName[])];
}

/**
 * Renders and stores the pages of `owners` for the pair, unless stored already (a
 * rollback to a rendered pair renders nothing). A page that fails its checks, a render
 * that throws, runs out of time or memory: an Error whose message says so, for the
 * release to be refused with it.
 */
export async function renderPairPages(store: FileStore, options: PagesOptions, pair: PagePair, owners: PageOwner[]): Promise<void> {
  if (pair.shell === undefined) return;
  const remotes: Partial<Record<RemoteName, RemoteRelease>> = {};
  for (const [name, live] of Object.entries(pair.remotes) as [RemoteName, { version: string; releasedAt: number }][]) {
    remotes[name] = remoteReleaseOf(name, live, options.remotesBaseUrl);
  }
  try {
    await renderToStore({ store, shell: pair.shell, remotes, owners, content: pair.content ?? {}, publicUrl: options.publicUrl, remotesBaseUrl: options.remotesBaseUrl, timeoutMs: options.timeoutMs, maxOldSpaceMb: options.maxOldSpaceMb });
  } catch (error) {
    throw new Error(error instanceof PrerenderError ? error.message : `Prerendering failed: ${(error as Error).message}`, { cause: error });
  }
}
