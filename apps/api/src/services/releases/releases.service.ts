import {
  checkBuild,
  checkShellBuild,
  computeVersion,
  isPublished,
  isRemoteName,
  liveStack,
  publishRemote,
  publishShell,
  describeStoreLocation,
  type FileStore,
  type ReleaseName,
} from '@wtm/release';
import type { Executor } from '../../db/schema.ts';
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
} from '../../repositories/releases.repository.ts';
import { stableLines } from './stable-history.ts';

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
  readLive(): Promise<{ generation: number; releases: LiveRecord[] }>;
  generation(): Promise<number>;
  rollbackTarget(name: ReleaseName): Promise<LiveRecord | undefined>;
  history(name: ReleaseName, limit?: number): Promise<(LiveRecord & Pick<ReleaseHistoryRow, 'action' | 'reason'>)[]>;
  /** The version a build would be released as (checked first). */
  versionOf(build: BuildToRelease): Promise<string>;
}

export interface ReleasesDeps {
  db: Executor;
  store: FileStore;
  /** PostgreSQL: announce each switch with NOTIFY at commit. */
  announce: boolean;
  now?: () => number;
}

/** A refusal the release commands print as it is (no stack trace). */
export class ReleaseRefused extends Error {
  override readonly name = 'ReleaseRefused';
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

export function createReleasesService({ db, store, announce, now = Date.now }: ReleasesDeps): ReleasesService {
  const versionOf = async ({ name, distDir, packageVersion }: BuildToRelease) => {
    if (!isRemoteName(name)) {
      await checkShellBuild(distDir);
      return computeVersion(distDir, packageVersion);
    }
    const { buildVersion } = await checkBuild(distDir, name);
    return computeVersion(distDir, buildVersion ?? packageVersion);
  };
  const publish = (name: ReleaseName, distDir: string, version: string) =>
    isRemoteName(name) ? publishRemote(store, name, distDir, version) : publishShell(store, distDir, version);

  /** Runs `decide` under the switch lock; it returns the line to record, or throws Unchanged. */
  const switchUnderLock = async (name: ReleaseName, decide: (trx: Executor, previous: LiveRecord | undefined) => Promise<Omit<NewHistoryLine, 'generation' | 'released_at'>>) => {
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

  const service: ReleasesService = {
    store,
    versionOf,
    async release(build) {
      const version = await versionOf(build);
      await publish(build.name, build.distDir, version);
      return switchUnderLock(build.name, async (_trx, previous) => {
        if (previous?.version === version) throw new Unchanged(previous);
        return { name: build.name, version, action: 'release' };
      });
    },
    rollback(name) {
      return switchUnderLock(name, async (trx) => {
        const target = liveStack(stableLines(await historyOf(trx, name)).map((row) => ({ ...row, releasedAt: Number(row.released_at) }))).at(-2);
        if (target === undefined) throw new ReleaseRefused(`The ${name} release has no earlier release to roll back to.`);
        if (!(await isPublished(store, name, target.version))) {
          throw new ReleaseRefused(`The ${name} release ${target.version} is no longer in the release store (${describeStoreLocation(store.location)}); it cannot go live again.`);
        }
        return { name, version: target.version, action: 'rollback' };
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
          const version = await versionOf(build);
          await publish(build.name, build.distDir, version);
          lines.push({ name: build.name, version, action: 'release', generation: await nextGeneration(trx, at), released_at: at });
        }
        for (const line of lines) await recordSwitch(trx, line);
        if (announce) await announceSwitch(trx, lines.at(-1)!.generation);
        return lines.map(record);
      });
    },
    async readLive() {
      const generation = await currentGeneration(db);
      return { generation, releases: (await listLiveReleases(db)).map(record) };
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
