import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName, RemoteRelease } from '@wtm/shell-contract/runtime-manifest';

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

export type { RemoteName };
