import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { exposedRoutes, type RemoteName, type RemoteRelease } from '@wtm/shell-contract/runtime-manifest';

/** A remote release to render with: as the runtime manifest lists it, and its folder here. */
export interface RemoteInput {
  release: RemoteRelease;
  /** The release folder on this machine (a copy of its folder in the release store): browser files and server/. */
  dir: string;
}

/** The server build's container in a release folder (tooling/webpack/server-config.js). */
export const serverEntryOf = (dir: string) => path.join(dir, 'server', 'remoteEntry.cjs');
export const hasServerBuild = (dir: string) => existsSync(serverEntryOf(dir));

/**
 * Where the browser loads the release's files from: its manifest's folder. A same-site
 * entry (`/remotes/...`) stays a path, so the page's images load from whichever origin
 * serves it (PUBLIC_URL, a load balancer's, a preview's); a CDN's entry stays its URL.
 */
export function publicPathOf(release: RemoteRelease): string {
  if (release.entry.startsWith('/')) return `${path.posix.dirname(release.entry)}/`;
  return new URL('.', release.entry).href;
}

/** A file of the release by the URL the browser uses: same-site path if the entry is one. */
function releaseUrl(entry: string, file: string): string {
  if (entry.startsWith('/')) return path.posix.join(path.posix.dirname(entry), file);
  return new URL(file, entry).href;
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * The scripts a page of this release runs first: its remoteEntry.js and the files of its
 * `./routes`, from its mf-manifest.json. The prerendered page preloads them, so the
 * section's code arrives while the shell's does and hydration starts sooner.
 */
export async function sectionPreloads({ release, dir }: RemoteInput): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'mf-manifest.json'), 'utf8')) as FederationManifest;
  const entry = manifest.metaData?.remoteEntry;
  const files = entry?.name ? [path.posix.join(entry.path ?? '', entry.name)] : [];
  files.push(...(manifest.exposes?.find((expose) => expose.path === exposedRoutes)?.assets?.js?.sync ?? []));
  return files.map((file) => releaseUrl(release.entry, file));
}

export type { RemoteName };
