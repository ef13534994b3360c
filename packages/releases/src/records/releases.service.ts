import type { RemoteName } from '@wtm/shell-contract/runtime-manifest';
import { checkBuild } from '../checks/build-check.ts';
import { checkShellBuild } from '../checks/shell-check.ts';
import type { PageOwner } from '../prerender/worker-protocol.ts';
import { isRemoteName, type ReleaseName } from '../release-names.ts';
import { computeVersion } from '../store/build-files.ts';
import type { FileStore } from '../store/file-store.ts';
import { isPublished, publishRemote, publishShell } from '../store/publish.ts';
import { describeStoreLocation } from '../store/store-location.ts';
import { liveStack } from './history.ts';
import {
  announceSwitch,
  currentGeneration,
  findLiveRelease,
  hasAnyRelease,
  historyOf,
  listLiveReleases,
  nextGeneration,
  recordSwitch,
  type LiveReleaseRow,
  type NewHistoryLine,
  type ReleaseHistoryRow,
} from './releases.repository.ts';
import { ownersAffectedBy, renderPairPages, type PagePair, type PagesOptions } from './release-pages.ts';
import { stableLines } from './stable-history.ts';
import type { ReleaseDb } from './tables.ts';
import { hasAnyContent, listLiveContent, recordContentSwitch, type LiveContentRow } from '../content/content.repository.ts';
import { readContentSeed } from '../content/content-seed.ts';
import { readContent, storeContent } from '../content/content-store.ts';
import { contentForBuild } from '../content/content-migration.ts';
import { deleteContentCanary, findContentCanary, listContentCanaries } from '../content/content-canaries.repository.ts';

/** What is live for one name. */
export interface LiveRecord {
  name: ReleaseName;
  version: string;
  /** When it went live (ms since the epoch). */
  releasedAt: number;
  generation: number;
}

export interface SwitchResult {
  live: LiveRecord;
  /** What was live before; undefined for a first release. */
  previous: LiveRecord | undefined;
  /** False when this very version was live already (nothing switched). */
  switched: boolean;
}

/** What is live for one section's content. */
export interface LiveContentRecord {
  section: PageOwner;
  version: string;
  releasedAt: number;
  generation: number;
}

/** A build to release: its folder, and the package version to name it by when the build does not say. */
export interface BuildToRelease {
  name: ReleaseName;
  distDir: string;
  packageVersion: string;
}

export interface ReleasesService {
  readonly store: FileStore;
  /** Checks the build, stores its files, then switches `name` to it under the lock. */
  release(build: BuildToRelease): Promise<SwitchResult>;
  /** Switches `name` back to the release live before the current one. */
  rollback(name: ReleaseName): Promise<SwitchResult>;
  /** First run: releases the builds, but only while no release was ever made. Returns what went live. */
  releaseIfEmpty(builds: BuildToRelease[]): Promise<LiveRecord[]>;
  readLive(): Promise<{ generation: number; releases: LiveRecord[]; content: LiveContentRecord[] }>;
  generation(): Promise<number>;
  rollbackTarget(name: ReleaseName): Promise<LiveRecord | undefined>;
  history(name: ReleaseName, limit?: number): Promise<(LiveRecord & Pick<ReleaseHistoryRow, 'action' | 'reason'>)[]>;
  /** The version a build would be released as (checked first). */
  versionOf(build: BuildToRelease): Promise<string>;
  /**
   * Renders the pages `version` of remote `name` would serve beside what is live now (a
   * canary's), refusing it when one fails; nothing switches. Stored releases only.
   */
  renderPages(name: RemoteName, version: string): Promise<void>;
  /** Renders for this site the pages of `owners` with what is live now, unless stored already; throws when a page fails. */
  renderLivePages(owners: PageOwner[]): Promise<void>;
}

export interface ReleasesDeps {
  db: ReleaseDb;
  store: FileStore;
  /** PostgreSQL: announce each switch with NOTIFY at commit. */
  announce: boolean;
  /**
   * Prerender each release's pages before it switches (docs/decisions/0032). Unset: no
   * pages are rendered, every page stays rendered in the browser.
   */
  pages?: PagesOptions;
  /** Told when the first run's pages could not be rendered (the first run switches anyway). */
  onFirstRunPagesFailed?: (message: string) => void;
  now?: () => number;
}

/** A refusal the release commands print as it is (no stack trace). */
export class ReleaseRefused extends Error {
  override readonly name = 'ReleaseRefused';
}

/** Thrown inside a switch's transaction when the pair rendered is no longer the live one. */
class PairChanged extends Error {
  override readonly name = 'PairChanged';
}

/** Thrown inside a switch's transaction to roll it back when nothing is to change. */
class Unchanged extends Error {
  readonly live: LiveRecord | undefined;

  constructor(live: LiveRecord | undefined) {
    super('unchanged');
    this.live = live;
  }
}

const record = (row: Pick<LiveReleaseRow, 'name' | 'version' | 'released_at' | 'generation'>): LiveRecord => ({
  name: row.name as ReleaseName,
  version: row.version,
  releasedAt: Number(row.released_at),
  generation: Number(row.generation),
});

/**
 * A remote's code does not switch while its content runs a canary: the canary's pages were
 * rendered with the live code, and the new build's content schema was not checked against it.
 */
export async function refuseBesideContentCanary(executor: ReleaseDb, name: ReleaseName): Promise<void> {
  if (!isRemoteName(name) || (await findContentCanary(executor, name)) === undefined) return;
  throw new ReleaseRefused(`The ${name} content has a canary running: publish it to everyone or withdraw it in the content studio, then release ${name}'s code.`);
}

/** What is live: the releases and each section's content version. */
/** The content version a section's release switches to with its code: the live one with the entries the build adds. */
interface ContentMigration {
  section: PageOwner;
  version: string;
  /** The live version it was made from. */
  from: string;
  added: string[];
}

export interface LiveState {
  releases: LiveRecord[];
  content: LiveContentRecord[];
}

export const contentRecord = (row: LiveContentRow): LiveContentRecord => ({
  section: row.section as PageOwner,
  version: row.version,
  releasedAt: Number(row.released_at),
  generation: Number(row.generation),
});

/** Releases and content live now, in `executor` (the database or a switch's transaction). */
export async function readLiveState(executor: ReleaseDb): Promise<LiveState> {
  return { releases: (await listLiveReleases(executor)).map(record), content: (await listLiveContent(executor)).map(contentRecord) };
}

/** What is live as the pages see it: the shell, the remotes and each owner's content. */
export function livePair({ releases, content }: LiveState): PagePair {
  const pair: PagePair = { shell: undefined, remotes: {}, content: Object.fromEntries(content.map((one) => [one.section, one.version])) };
  for (const record of releases) {
    if (isRemoteName(record.name)) pair.remotes[record.name] = record;
    else pair.shell = record.version;
  }
  return pair;
}

/** What `name`'s pages are rendered with when `version` of it goes live beside what is live now. */
function pairWith(live: LiveState, name: ReleaseName, version: string, at: number): PagePair {
  const pair = livePair(live);
  if (isRemoteName(name)) pair.remotes[name] = { version, releasedAt: at };
  else pair.shell = version;
  return pair;
}

/** The versions a release of `name` was rendered against: the shell's for a remote, every remote's for the shell, and the content of the pages it renders. */
function pairKey(live: LiveState, name: ReleaseName): string {
  const releases = live.releases
    .filter((record) => record.name !== name && (isRemoteName(name) ? record.name === 'shell' : true))
    .map((record) => `${record.name}@${record.version}`);
  const content = live.content.filter((one) => !isRemoteName(name) || one.section === name).map((one) => `content:${one.section}@${one.version}`);
  return [...releases, ...content].join(' ');
}

/** How many times a release renders again when another release switched what it was rendered with. */
const RENDER_ATTEMPTS = 3;

export function createReleasesService({ db, store, announce, pages, onFirstRunPagesFailed, now = Date.now }: ReleasesDeps): ReleasesService {
  /**
   * A build whose content schema no longer accepts its section's live content is refused
   * (docs/decisions/0044), unless its seed adds the entries it lacks: then the content
   * version to release with it (docs/decisions/0049).
   */
  const checkLiveContent = async (name: ReleaseName, distDir: string, executor: ReleaseDb): Promise<ContentMigration | undefined> => {
    const live = (await listLiveContent(executor)).find((row) => row.section === name);
    const content = live === undefined ? undefined : await readContent(store, name, live.version);
    if (content === undefined) return undefined;
    const outcome = await contentForBuild(store, name, distDir, content);
    if (outcome.kind === 'refused') {
      throw new ReleaseRefused(`The ${name} build was refused, nothing switched: its content schema does not accept the live ${name} content (${live!.version}): ${outcome.problem}. Publish content the new schema accepts first.`);
    }
    return outcome.kind === 'migrated' ? { section: name, version: outcome.version, from: live!.version, added: outcome.added } : undefined;
  };
  /** Checks the build and names its version, with the content migration its release takes; `executor`: the database, or the transaction the caller holds. */
  const checkedVersionOf = async ({ name, distDir, packageVersion }: BuildToRelease, executor: ReleaseDb = db) => {
    if (!isRemoteName(name)) {
      await checkShellBuild(distDir);
      const migration = await checkLiveContent(name, distDir, executor);
      return { version: await computeVersion(distDir, packageVersion), migration };
    }
    const { buildVersion } = await checkBuild(distDir, name);
    const migration = await checkLiveContent(name, distDir, executor);
    return { version: await computeVersion(distDir, buildVersion ?? packageVersion), migration };
  };
  const versionOf = async (build: BuildToRelease, executor: ReleaseDb = db) => (await checkedVersionOf(build, executor)).version;
  const publish = (name: ReleaseName, distDir: string, version: string) =>
    isRemoteName(name) ? publishRemote(store, name, distDir, version) : publishShell(store, distDir, version);

  /** Runs `decide` under the switch lock; it returns the line to record, or throws Unchanged. */
  const switchUnderLock = async (name: ReleaseName, decide: (trx: ReleaseDb, previous: LiveRecord | undefined) => Promise<Omit<NewHistoryLine, 'generation' | 'released_at'>>) => {
    try {
      return await db.transaction().execute(async (trx) => {
        const at = now();
        const generation = await nextGeneration(trx, at);
        const found = await findLiveRelease(trx, name);
        const previous = found === undefined ? undefined : record(found);
        const line = { ...(await decide(trx, previous)), generation, released_at: at };
        await recordSwitch(trx, line);
        if (announce) await announceSwitch(trx, generation);
        return { live: record(line), previous, switched: true };
      });
    } catch (error) {
      if (error instanceof Unchanged) return { live: error.live!, previous: error.live, switched: false };
      throw error;
    }
  };

  const liveRecords = readLiveState;

  /** Renders the pages of `version` of `name` beside `live`; a failure refuses the release. */
  const renderOrRefuse = async (live: LiveState, name: ReleaseName, version: string) => {
    if (pages === undefined) return;
    const pair = pairWith(live, name, version, now());
    try {
      await renderPairPages(store, pages, pair, ownersAffectedBy(name, pair));
      // A new shell renders the pages a content canary's visitors get as well.
      for (const canary of name === 'shell' ? await listContentCanaries(db) : []) {
        await renderPairPages(store, pages, { ...pair, content: { ...pair.content, [canary.section]: canary.version } }, [canary.section]);
      }
    } catch (error) {
      throw new ReleaseRefused(`The ${name} release ${version} was refused, nothing switched: its pages could not be prerendered.\n${(error as Error).message}`);
    }
  };

  /**
   * Renders the pages `version` of `name` changes, with what is live now, then switches
   * under the lock if that is still what is live (else renders again: another release
   * went live in between). A render that fails refuses the switch.
   */
  const renderThenSwitch = async (
    name: ReleaseName,
    version: string,
    decide: (trx: ReleaseDb, previous: LiveRecord | undefined) => Promise<Omit<NewHistoryLine, 'generation' | 'released_at'>>,
    migration?: ContentMigration,
  ) => {
    // A release that migrates its content renders with, and switches to, the migrated version.
    const withMigration = (live: LiveState): LiveState =>
      migration === undefined ? live : { ...live, content: [...live.content.filter((one) => one.section !== migration.section), { section: migration.section, version: migration.version, releasedAt: 0, generation: 0 }] };
    for (let attempt = 1; ; attempt += 1) {
      const live = withMigration(await liveRecords(db));
      if (pages !== undefined && live.releases.find((one) => one.name === name)?.version !== version) {
        await renderOrRefuse(live, name, version);
      }
      const renderedWith = pairKey(live, name);
      try {
        return await switchUnderLock(name, async (trx, previous) => {
          const current = await liveRecords(trx);
          if (pages !== undefined && pairKey(withMigration(current), name) !== renderedWith) throw new PairChanged();
          const line = await decide(trx, previous);
          if (migration !== undefined) await switchToMigratedContent(trx, migration, current, `${name} ${version}`);
          return line;
        });
      } catch (error) {
        if (!(error instanceof PairChanged) || attempt === RENDER_ATTEMPTS) throw error;
      }
    }
  };

  /** Records the migrated content live with the release, unless the content it was made from is no longer live (a publish came between). */
  const switchToMigratedContent = async (trx: ReleaseDb, migration: ContentMigration, live: LiveState, release: string) => {
    if (live.content.find((one) => one.section === migration.section)?.version !== migration.from) {
      throw new ReleaseRefused(`The ${release} release was refused, nothing switched: the live ${migration.section} content changed while its new entries were added to it. Release it again.`);
    }
    const at = now();
    await recordContentSwitch(trx, { section: migration.section, version: migration.version, action: 'release', actor: `release of ${release} (added ${migration.added.join(', ')})`, generation: await nextGeneration(trx, at), released_at: at });
  };

  const rollbackTargetOf = async (executor: ReleaseDb, name: ReleaseName) =>
    liveStack(stableLines(await historyOf(executor, name)).map((row) => ({ ...row, releasedAt: Number(row.released_at) }))).at(-2);

  const service: ReleasesService = {
    store,
    versionOf: (build) => versionOf(build),
    renderPages: async (name, version) => renderOrRefuse(await liveRecords(db), name, version),
    async renderLivePages(owners) {
      const live = await liveRecords(db);
      const shell = live.releases.find((one) => one.name === 'shell');
      if (pages !== undefined && shell !== undefined) await renderPairPages(store, pages, pairWith(live, 'shell', shell.version, shell.releasedAt), owners);
    },
    async release(build) {
      await refuseBesideContentCanary(db, build.name);
      const { version, migration } = await checkedVersionOf(build);
      await publish(build.name, build.distDir, version);
      return renderThenSwitch(
        build.name,
        version,
        async (trx, previous) => {
          if (previous?.version === version) throw new Unchanged(previous);
          await refuseBesideContentCanary(trx, build.name);
          return { name: build.name, version, action: 'release' };
        },
        migration,
      );
    },
    async rollback(name) {
      const decide = async (trx: ReleaseDb) => {
        // A rollback is for when something is wrong: it ends the section's content canary too, everyone gets the live content.
        if (isRemoteName(name)) await deleteContentCanary(trx, name);
        const target = await rollbackTargetOf(trx, name);
        if (target === undefined) throw new ReleaseRefused(`The ${name} release has no earlier release to roll back to.`);
        if (!(await isPublished(store, name, target.version))) {
          throw new ReleaseRefused(`The ${name} release ${target.version} is no longer in the release store (${describeStoreLocation(store.location)}); it cannot go live again.`);
        }
        return { name, version: target.version, action: 'rollback' as const };
      };
      const target = await rollbackTargetOf(db, name);
      // Nothing to render for a rollback that will be refused; a rendered pair renders nothing.
      if (target === undefined || !(await isPublished(store, name, target.version))) return switchUnderLock(name, decide);
      return renderThenSwitch(name, target.version, async (trx) => {
        const line = await decide(trx);
        // Another rollback or release changed the target meanwhile: render that one's pages first.
        if (line.version !== target.version) throw new PairChanged();
        return line;
      });
    },
    async releaseIfEmpty(builds) {
      if (builds.length === 0 || (await hasAnyRelease(db))) return [];
      // Under the switch lock from the start: instances starting together on an empty store
      // wait for the first one's run instead of storing the same files side by side.
      return db.transaction().execute(async (trx) => {
        const at = now();
        await nextGeneration(trx, at);
        if (await hasAnyRelease(trx)) return [];
        const lines: NewHistoryLine[] = [];
        for (const build of builds) {
          const version = await versionOf(build, trx);
          await publish(build.name, build.distDir, version);
          lines.push({ name: build.name, version, action: 'release', generation: await nextGeneration(trx, at), released_at: at });
        }
        // Each build's bundled content is the first content version of its section (docs/decisions/0044).
        const content: Partial<Record<PageOwner, string>> = {};
        if (!(await hasAnyContent(trx))) {
          for (const build of builds) {
            const seed = await readContentSeed(build.distDir, build.name);
            if (seed === undefined) continue;
            content[build.name] = await storeContent(store, seed);
            await recordContentSwitch(trx, { section: build.name, version: content[build.name]!, action: 'release', actor: 'first run', generation: await nextGeneration(trx, at), released_at: at });
          }
        }
        if (pages !== undefined) {
          const pair: PagePair = { shell: undefined, remotes: {}, content };
          for (const line of lines) {
            if (isRemoteName(line.name as ReleaseName)) pair.remotes[line.name as RemoteName] = { version: line.version, releasedAt: at };
            else pair.shell = line.version;
          }
          // A fresh site serves every page prerendered, or, should that fail, rendered in the browser.
          await renderPairPages(store, pages, pair, ownersAffectedBy('shell', pair)).catch((error: unknown) => onFirstRunPagesFailed?.((error as Error).message));
        }
        for (const line of lines) await recordSwitch(trx, line);
        if (announce) await announceSwitch(trx, lines.at(-1)!.generation);
        return lines.map(record);
      });
    },
    async readLive() {
      const generation = await currentGeneration(db);
      return { generation, ...(await readLiveState(db)) };
    },
    generation: () => currentGeneration(db),
    async rollbackTarget(name) {
      const lines = stableLines(await historyOf(db, name)).map((row) => ({ ...record(row), action: row.action }));
      const target = liveStack(lines).at(-2);
      return target === undefined ? undefined : { name, version: target.version, releasedAt: target.releasedAt, generation: target.generation };
    },
    async history(name, limit) {
      return (await historyOf(db, name, limit)).map((row) => ({ ...record(row), action: row.action, reason: row.reason }));
    },
  };
  return service;
}
