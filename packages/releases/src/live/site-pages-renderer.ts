import type { ReleaseLog } from '../log.ts';
import type { ReleasesService } from '../records/releases.service.ts';
import type { LiveReleases } from './live-releases.ts';

export interface SitePagesRenderer {
  /** Starts rendering the live pages this site lacks, unless a render runs or this pair was tried. */
  check(): void;
  /** Resolves once no render runs (for closing). */
  idle(): Promise<void>;
}

interface Deps {
  releases: ReleasesService;
  liveReleases: LiveReleases;
  log: ReleaseLog;
}

/**
 * A release prerenders its pages for the site of whoever released it (its PUBLIC_URL and
 * REMOTES_BASE_URL). An instance of another site on the same store (staging beside
 * production, another port) must not serve those pages, which name the other origin:
 * it renders the live pair's pages for its own site, in the same throw-away render
 * process a release uses, stores them as a set of its own, and serves them from the next
 * read; meanwhile the browser renders those pages. Each live pair is tried once per
 * instance: a page failing its checks is logged, not retried in a loop.
 */
export function createSitePagesRenderer({ releases, liveReleases, log }: Deps): SitePagesRenderer {
  const tried = new Set<string>();
  let running: Promise<void> | undefined;

  const check = () => {
    const { shell, remotes, pages } = liveReleases.current();
    if (running !== undefined || shell === undefined || pages.unrendered.length === 0) return;
    const pair = [shell.version, ...pages.unrendered.map((owner) => `${owner}@${owner === 'shell' ? shell.version : remotes[owner]?.version}`)].join(' ');
    if (tried.has(pair)) return;
    tried.add(pair);
    log.info(`rendering this site's pages of ${pages.unrendered.join(', ')} (the store holds them for another PUBLIC_URL or REMOTES_BASE_URL, or none)`);
    running = releases
      .renderLivePages([...pages.unrendered])
      .then(() => liveReleases.refresh(true))
      .catch((error: unknown) => log.error({ err: error }, "could not render this site's pages; the browser renders them"))
      .finally(() => (running = undefined));
  };

  return { check, idle: async () => void (await running) };
}
