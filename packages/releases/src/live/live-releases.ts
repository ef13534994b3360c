import type { RemoteName, RemoteRelease, RuntimeManifest } from '@wtm/shell-contract/runtime-manifest';
import type { CanaryRecord } from '../records/canary.service.ts';
import type { ContentCanaryRecord } from '../content/content-canaries.repository.ts';
import { contentKey } from '../content/content-document.ts';
import type { PageOwner } from '../prerender/worker-protocol.ts';
import type { LiveContentRecord, LiveRecord, ReleasesService } from '../records/releases.service.ts';
import { isRemoteName } from '../release-names.ts';
import type { FileStore } from '../store/file-store.ts';
import { releaseKeys } from '../store/release-keys.ts';
import { NO_PAGES, readLivePages, type LivePages, type PageCanary } from './live-pages.ts';

/** The live shell release an instance serves: its version and its page. */
export interface LiveShell {
  version: string;
  releasedAt: number;
  indexHtml: Buffer;
}

/** What this instance serves, as of the last read of the release store. */
export interface LiveSite {
  generation: number;
  shell: LiveShell | undefined;
  remotes: Partial<Record<RemoteName, LiveRecord>>;
  /** The body of GET /remotes.json (for visitors outside every canary). */
  manifestText: string;
  /** The live pair's prerendered pages (docs/decisions/0032), for visitors outside every canary. */
  pages: LivePages;
  /** Releases served to a share of visitors beside the live ones. */
  canaries: Partial<Record<RemoteName, CanaryRecord>>;
  /** Each section's live content version (docs/decisions/0044). */
  content: Partial<Record<PageOwner, LiveContentRecord>>;
  /** Content versions served to a share of visitors beside the live ones (docs/decisions/0056). */
  contentCanaries: Partial<Record<RemoteName, ContentCanaryRecord>>;
}

export interface LiveReleases {
  current(): LiveSite;
  /**
   * Reads the live records again if the switch counter moved (or `force`); loads the
   * shell's page from the store when the shell changed, and the live pair's prerendered
   * pages (each pair's once: they never change). What it read replaces what was held, whole. Calls made while one runs share
   * the next run, so a burst of notifications costs at most two reads.
   */
  refresh(force?: boolean): Promise<void>;
}

export interface LiveReleasesDeps {
  releases: ReleasesService;
  store: FileStore;
  /** REMOTES_BASE_URL: `/remotes` on this origin, or a CDN's URL. */
  remotesBaseUrl: string;
  /** PUBLIC_URL: the site whose prerendered pages this instance serves (with REMOTES_BASE_URL). */
  publicUrl: string;
  /** The canaries running (read with the live records). */
  readCanaries?: () => Promise<CanaryRecord[]>;
  /** The content canaries running (read with the live records). */
  readContentCanaries?: () => Promise<ContentCanaryRecord[]>;
}

const EMPTY: LiveSite = { generation: -1, shell: undefined, remotes: {}, manifestText: '{\n  "remotes": {}\n}\n', pages: NO_PAGES, canaries: {}, content: {}, contentCanaries: {} };

/** Where this origin serves a section's content version (`contentKey` in the release store). */
export const contentFileUrl = (section: string, version: string) => `/${contentKey(section, version)}`;

export function manifestOf(remotes: LiveSite['remotes'], remotesBaseUrl: string, shellVersion?: string, content: LiveSite['content'] = {}): string {
  const manifest: RuntimeManifest = { remotes: {}, ...(shellVersion === undefined ? {} : { shell: { version: shellVersion } }) };
  const files = Object.values(content).map((live) => [live.section, { version: live.version, url: contentFileUrl(live.section, live.version) }]);
  if (files.length > 0) manifest.content = Object.fromEntries(files);
  for (const [name, live] of Object.entries(remotes) as [RemoteName, LiveRecord][]) {
    const entry = `${remotesBaseUrl}/${name}/${live.version}/mf-manifest.json`;
    manifest.remotes[name] = { version: live.version, entry, releasedAt: new Date(live.releasedAt).toISOString() } satisfies RemoteRelease;
  }
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export function createLiveReleases({ releases, store, remotesBaseUrl, publicUrl, readCanaries = async () => [], readContentCanaries = async () => [] }: LiveReleasesDeps): LiveReleases {
  let site = EMPTY;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let queuedForce = false;

  const read = async (force: boolean) => {
    const generation = await releases.generation();
    if (!force && generation === site.generation) return;
    const live = await releases.readLive();
    const canaries = Object.fromEntries((await readCanaries()).map((canary) => [canary.name, canary]));
    const contentCanaries: LiveSite['contentCanaries'] = Object.fromEntries((await readContentCanaries()).map((canary) => [canary.section, canary]));
    const remotes: LiveSite['remotes'] = {};
    let shellRecord: LiveRecord | undefined;
    for (const record of live.releases) {
      if (isRemoteName(record.name)) remotes[record.name] = record;
      else shellRecord = record;
    }
    let shell = site.shell;
    if (shellRecord === undefined) shell = undefined;
    else if (shell?.version !== shellRecord.version) {
      const indexHtml = await store.read(releaseKeys.shellIndex(shellRecord.version));
      if (indexHtml === undefined) throw new Error(`The live shell release ${shellRecord.version} has no index.html in the release store`);
      shell = { version: shellRecord.version, releasedAt: shellRecord.releasedAt, indexHtml };
    }
    const content: LiveSite['content'] = Object.fromEntries(live.content.map((one) => [one.section, one]));
    const contentVersions = Object.fromEntries(live.content.map((one) => [one.section, one.version]));
    const pageCanaries: Partial<Record<RemoteName, PageCanary>> = { ...canaries };
    for (const canary of Object.values(contentCanaries)) {
      const liveCode = remotes[canary.section];
      if (liveCode !== undefined) pageCanaries[canary.section] = { version: liveCode.version, content: canary.version };
    }
    const pages = await readLivePages(store, shell, remotes, site.pages, { publicUrl, remotesBaseUrl }, pageCanaries, contentVersions);
    site = { generation: live.generation, shell, remotes, manifestText: manifestOf(remotes, remotesBaseUrl, shell?.version, content), pages, canaries, content, contentCanaries };
  };

  const refresh = (force = false): Promise<void> => {
    if (running === undefined) {
      running = read(force).finally(() => (running = undefined));
      return running;
    }
    // A forced read asked for meanwhile stays forced: the store may hold pages the switch counter does not announce.
    queuedForce ||= force;
    queued ??= running.catch(() => undefined).then(() => {
      const forced = queuedForce;
      queued = undefined;
      queuedForce = false;
      return refresh(forced);
    });
    return queued;
  };

  return { current: () => site, refresh };
}
