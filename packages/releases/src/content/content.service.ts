import type { ReleasedContent } from '@wtm/shell-contract/section-content';
import type { PageOwner } from '../prerender/worker-protocol.ts';
import { remoteNames } from '@wtm/shell-contract/runtime-manifest';
import { liveStack } from '../records/history.ts';
import { ownersAffectedBy, renderPairPages, type PagesOptions } from '../records/release-pages.ts';
import { announceSwitch, nextGeneration } from '../records/releases.repository.ts';
import { livePair, readLiveState, ReleaseRefused, type LiveContentRecord, type LiveState } from '../records/releases.service.ts';
import type { ReleaseDb } from '../records/tables.ts';
import { isRemoteName } from '../release-names.ts';
import type { FileStore } from '../store/file-store.ts';
import type { ContentDocument, ContentSection } from './content-document.ts';
import { contentHistoryOf, recordContentSwitch, wasLiveContent, type ContentHistoryRow } from './content.repository.ts';
import { readContent, storeContent } from './content-store.ts';
import { readStoredPageSet } from '../store/page-set.ts';
import { releaseKeys } from '../store/release-keys.ts';

/** What a content release or rollback did. */
export interface ContentSwitch {
  section: ContentSection;
  version: string;
  /** The version live before; undefined for a section's first content. */
  previous: string | undefined;
  /** False when this very version was live already (nothing switched). */
  switched: boolean;
}

export interface ContentReleases {
  /** Each section's live content version. */
  live(): Promise<LiveContentRecord[]>;
  /** The live content of a section, read from the store. */
  liveContent(section: ContentSection): Promise<ReleasedContent | undefined>;
  /**
   * Stores the document as a content version, prerenders the pages it changes (live shell,
   * live remote, this content) and checks them, then switches the section to it under the
   * release lock. A page that fails refuses it with the reason (ReleaseRefused): nothing switches.
   */
  publish(document: ContentDocument, actor: string): Promise<ContentSwitch>;
  /**
   * Stores the document as a content version and renders its section's pages with the live
   * shell and remote into a page set of their own, checked as a release's are; nothing
   * switches. A page that fails its checks is a ReleaseRefused with the reason. The same
   * content published later reuses these pages.
   */
  preview(document: ContentDocument): Promise<ContentPreview>;
  /** The section's content live before the current one, again (rendered pages are reused). */
  rollback(section: ContentSection, actor: string): Promise<ContentSwitch>;
  history(section: ContentSection, limit?: number): Promise<ContentHistoryRow[]>;
  /** Whether the version was ever live: only those are served as content files (a draft's stays private). */
  wasLive(section: ContentSection, version: string): Promise<boolean>;
}

/** A draft's pages, rendered: where they are stored (a page set no instance serves as live). */
export interface ContentPreview {
  section: ContentSection;
  version: string;
  /** The page set's folder in the release store: the live shell and remote, this content. */
  pageSet: string;
  /** The paths of its pages. */
  paths: string[];
}

export interface ContentReleasesDeps {
  db: ReleaseDb;
  store: FileStore;
  announce: boolean;
  pages?: PagesOptions;
  now?: () => number;
}

/** Thrown inside a switch when what the pages were rendered with is no longer live. */
class PairChanged extends Error {}

const RENDER_ATTEMPTS = 3;

/** Whose pages a section's content is on: its own, or with the shell's every page. */
const ownersOf = (section: ContentSection, live: LiveState): PageOwner[] =>
  isRemoteName(section) ? [section] : ownersAffectedBy('shell', livePair(live));

/** The releases a section's pages were rendered with: the shell's, and the remote's own (or, for the shell, every remote's). */
const renderedWithKey = (live: LiveState, section: ContentSection) =>
  live.releases
    .filter((record) => record.name === 'shell' || record.name === section || (section === 'shell' && (remoteNames as readonly string[]).includes(record.name)))
    .map((record) => `${record.name}@${record.version}`)
    .join(' ');

export function createContentReleases({ db, store, announce, pages, now = Date.now }: ContentReleasesDeps): ContentReleases {
  const renderWith = async (live: LiveState, section: ContentSection, version: string, owners = ownersOf(section, live)) => {
    if (pages === undefined) return;
    const pair = livePair(live);
    pair.content = { ...pair.content, [section]: version };
    try {
      await renderPairPages(store, pages, pair, owners);
    } catch (error) {
      throw new ReleaseRefused(`The ${section} content ${version} was refused, nothing switched: its pages failed their checks.\n${(error as Error).message}`);
    }
  };

  /** Renders the section's pages with `version`, then switches to it if what they were rendered with is still live. */
  const renderThenSwitch = async (section: ContentSection, version: string, action: 'release' | 'rollback', actor: string, target?: (executor: ReleaseDb) => Promise<string | undefined>): Promise<ContentSwitch> => {
    for (let attempt = 1; ; attempt += 1) {
      const live = await readLiveState(db);
      const current = live.content.find((one) => one.section === section)?.version;
      if (current === version) return { section, version, previous: current, switched: false };
      await renderWith(live, section, version);
      const key = renderedWithKey(live, section);
      try {
        return await db.transaction().execute(async (trx) => {
          const at = now();
          const generation = await nextGeneration(trx, at);
          const inside = await readLiveState(trx);
          const previous = inside.content.find((one) => one.section === section)?.version;
          if (renderedWithKey(inside, section) !== key || previous !== current || (target !== undefined && (await target(trx)) !== version)) throw new PairChanged();
          await recordContentSwitch(trx, { section, version, action, actor, generation, released_at: at });
          if (announce) await announceSwitch(trx, generation);
          return { section, version, previous, switched: true };
        });
      } catch (error) {
        if (!(error instanceof PairChanged) || attempt === RENDER_ATTEMPTS) throw error;
      }
    }
  };

  const rollbackTarget = async (executor: ReleaseDb, section: ContentSection) => {
    const lines = (await contentHistoryOf(executor, section)).map((row) => ({ ...row, releasedAt: Number(row.released_at) }));
    return liveStack(lines).at(-2)?.version;
  };

  return {
    live: async () => (await readLiveState(db)).content,
    async liveContent(section) {
      const live = (await readLiveState(db)).content.find((one) => one.section === section);
      return live === undefined ? undefined : readContent(store, section, live.version);
    },
    async publish(document, actor) {
      const version = await storeContent(store, document);
      return renderThenSwitch(document.section, version, 'release', actor);
    },
    async preview(document) {
      const live = await readLiveState(db);
      const pair = livePair(live);
      const owner: PageOwner = isRemoteName(document.section) ? document.section : 'shell';
      const ownerVersion = owner === 'shell' ? undefined : pair.remotes[owner]?.version;
      if (pages === undefined || pair.shell === undefined) throw new ReleaseRefused(`The ${document.section} pages cannot be previewed: the site has no shell release.`);
      if (owner !== 'shell' && ownerVersion === undefined) throw new ReleaseRefused(`The ${document.section} pages cannot be previewed: the section has no live release.`);
      const version = await storeContent(store, document);
      await renderWith(live, document.section, version, [owner]);
      const site = { publicUrl: pages.publicUrl, remotesBaseUrl: pages.remotesBaseUrl };
      const pageSet = releaseKeys.pageSet(pair.shell, owner, ownerVersion, site, version);
      const set = await readStoredPageSet(store, pageSet);
      if (set === undefined) throw new ReleaseRefused(`The ${document.section} pages cannot be previewed: the live release has no server build to render them with.`);
      return { section: document.section, version, pageSet, paths: set.pages.map((page) => page.path) };
    },
    async rollback(section, actor) {
      const version = await rollbackTarget(db, section);
      if (version === undefined) throw new ReleaseRefused(`The ${section} content has no earlier version to roll back to.`);
      if ((await readContent(store, section, version)) === undefined) throw new ReleaseRefused(`The ${section} content ${version} is no longer in the release store; it cannot go live again.`);
      return renderThenSwitch(section, version, 'rollback', actor, (executor) => rollbackTarget(executor, section));
    },
    history: (section, limit) => contentHistoryOf(db, section, limit),
    wasLive: (section, version) => wasLiveContent(db, section, version),
  };
}
