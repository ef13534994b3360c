import type { ReleasedContent } from '@wtm/shell-contract/section-content';
import type { PageOwner } from '../prerender/worker-protocol.ts';
import { remoteNames } from '@wtm/shell-contract/runtime-manifest';
import { liveStack } from '../records/history.ts';
import { ownersAffectedBy, renderPairPages, type PagesOptions } from '../records/release-pages.ts';
import { NothingToDo, underSwitchLock } from '../records/switch-lock.ts';
import { livePair, readLiveState, ReleaseRefused, type LiveContentRecord, type LiveState } from '../records/releases.service.ts';
import type { ReleaseDb } from '../records/tables.ts';
import { isRemoteName } from '../release-names.ts';
import type { FileStore } from '../store/file-store.ts';
import type { ContentDocument, ContentSection } from './content-document.ts';
import { contentHistoryOf, recordContentSwitch, wasLiveContent, type ContentHistoryRow } from './content.repository.ts';
import { readContent, storeContent } from './content-store.ts';
import { readStoredPageSet } from '../store/page-set.ts';
import { releaseKeys } from '../store/release-keys.ts';
import { findCanary } from '../records/canary-releases.repository.ts';
import { deleteContentCanary, findContentCanary, listContentCanaries, putContentCanary, type ContentCanaryRecord } from './content-canaries.repository.ts';

/** What a content release or rollback did. */
export interface ContentSwitch {
  section: ContentSection;
  version: string;
  /** The version live before; undefined for a section's first content. */
  previous: string | undefined;
  /** False when this very version was live already (nothing switched). */
  switched: boolean;
  /** The section's content canary this switch ended (a rollback, or the canary's promotion). */
  endedCanary?: ContentCanaryRecord;
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
  /** The section's content live before the current one, again (rendered pages are reused); ends a canary of the section. */
  rollback(section: ContentSection, actor: string): Promise<ContentSwitch>;
  /**
   * Stores the document and serves it to `percent` % of visitors beside the live content
   * (docs/decisions/0056), its pages rendered and checked first as a publish's are; replaces
   * a content canary of the section. Refused for the shell, beside a code canary of the
   * section, or when it is the live content.
   */
  startCanary(document: ContentDocument, percent: number, actor: string): Promise<{ canary: ContentCanaryRecord; replaced: ContentCanaryRecord | undefined }>;
  /** Makes the section's canary content live for everyone; undefined when none runs (or not the one of `generation`). */
  promoteCanary(section: ContentSection, actor: string, generation?: number): Promise<ContentSwitch | undefined>;
  /** Ends the section's canary: everyone gets the live content again; undefined when none runs (or not that one). */
  withdrawCanary(section: ContentSection, generation?: number): Promise<ContentCanaryRecord | undefined>;
  canaries(): Promise<ContentCanaryRecord[]>;
  history(section: ContentSection, limit?: number): Promise<ContentHistoryRow[]>;
  /** Whether the version was ever live or a canary's: only those are served as content files (a draft's stays private). */
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

const canaryRunning = (section: ContentSection) =>
  `The ${section} content has a canary running: publish it to everyone or withdraw it before publishing again (its visitors would otherwise lose what they were shown).`;

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

  /**
   * Renders the section's pages with `version`, then runs `commit` under the release lock
   * (a new generation, announced) if what they were rendered with is still live; else
   * renders again. `commit` sees the content live inside the lock.
   */
  const renderThenCommit = async <T>(section: ContentSection, version: string, commit: (trx: ReleaseDb, generation: number, at: number, live: string | undefined) => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt += 1) {
      const live = await readLiveState(db);
      const current = live.content.find((one) => one.section === section)?.version;
      await renderWith(live, section, version);
      const key = renderedWithKey(live, section);
      try {
        return (await underSwitchLock(db, announce, now, async (trx, generation, at) => {
          const inside = await readLiveState(trx);
          const previous = inside.content.find((one) => one.section === section)?.version;
          if (renderedWithKey(inside, section) !== key || previous !== current) throw new PairChanged();
          return commit(trx, generation, at, previous);
        }))!;
      } catch (error) {
        if (!(error instanceof PairChanged) || attempt === RENDER_ATTEMPTS) throw error;
      }
    }
  };

  /** Switches the section to `version` (unless live already), ending its canary in the same transaction. */
  const renderThenSwitch = async (section: ContentSection, version: string, action: 'release' | 'rollback', actor: string, check?: (trx: ReleaseDb) => Promise<void>): Promise<ContentSwitch> => {
    const current = (await readLiveState(db)).content.find((one) => one.section === section)?.version;
    if (current === version) return { section, version, previous: current, switched: false };
    return renderThenCommit(section, version, async (trx, generation, at, previous) => {
      await check?.(trx);
      const canary = await findContentCanary(trx, section);
      if (canary !== undefined) await deleteContentCanary(trx, section);
      await recordContentSwitch(trx, { section, version, action, actor, generation, released_at: at });
      return { section, version, previous, switched: true, ...(canary === undefined ? {} : { endedCanary: canary }) };
    });
  };

  /** The section's running canary, unless it is not the one of `generation`. */
  const canaryOf = async (executor: ReleaseDb, section: ContentSection, generation: number | undefined) => {
    const canary = await findContentCanary(executor, section);
    return canary === undefined || (generation !== undefined && canary.generation !== generation) ? undefined : canary;
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
      const refuseBesideCanary = async (trx: ReleaseDb) => {
        if ((await findContentCanary(trx, document.section)) !== undefined) throw new ReleaseRefused(canaryRunning(document.section));
      };
      await refuseBesideCanary(db);
      return renderThenSwitch(document.section, version, 'release', actor, refuseBesideCanary);
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
      return renderThenSwitch(section, version, 'rollback', actor, async (trx) => {
        if ((await rollbackTarget(trx, section)) !== version) throw new PairChanged();
      });
    },
    async startCanary(document, percent, actor) {
      const { section } = document;
      if (!isRemoteName(section)) throw new ReleaseRefused(`Only a remote section's content (books, crm, account) can go to a share of visitors first: publish the ${section} content to everyone.`);
      if (!Number.isInteger(percent) || percent < 1 || percent > 99) throw new ReleaseRefused(`A content canary goes to 1 to 99 % of visitors (got ${percent}).`);
      const version = await storeContent(store, document);
      const current = (await readLiveState(db)).content.find((one) => one.section === section)?.version;
      if (current === undefined) throw new ReleaseRefused(`The ${section} section has no live content yet: publish it to everyone first.`);
      if (current === version) throw new ReleaseRefused(`The ${section} content ${version} is live for everyone already.`);
      return renderThenCommit(section, version, async (trx, generation, at) => {
        if ((await findCanary(trx, section)) !== undefined) throw new ReleaseRefused(`The ${section} code has a canary running: content goes to a share of visitors once it is promoted or withdrawn.`);
        const replaced = await findContentCanary(trx, section);
        const canary: ContentCanaryRecord = { section, version, percent, startedAt: at, generation, startedBy: actor };
        await putContentCanary(trx, { section, version, percent, started_at: at, generation, started_by: actor });
        return { canary, replaced };
      });
    },
    async promoteCanary(section, actor, generation) {
      const canary = await canaryOf(db, section, generation);
      if (canary === undefined) return undefined;
      try {
        // Rendered again only if the shell or the section's code changed since it started.
        return await renderThenSwitch(section, canary.version, 'release', actor, async (trx) => {
          if ((await canaryOf(trx, section, canary.generation)) === undefined) throw new PairChanged();
        });
      } catch (error) {
        if (error instanceof PairChanged) return undefined;
        throw error;
      }
    },
    withdrawCanary: (section, generation) =>
      underSwitchLock(db, announce, now, async (trx) => {
        const canary = await canaryOf(trx, section, generation);
        if (canary === undefined) throw new NothingToDo();
        await deleteContentCanary(trx, section);
        return canary;
      }),
    canaries: () => listContentCanaries(db),
    history: (section, limit) => contentHistoryOf(db, section, limit),
    wasLive: (section, version) => wasLiveContent(db, section, version),
  };
}
