import type { RemoteName } from '@wtm/shell-contract/runtime-manifest';
import { isRemoteName, type ReleaseName } from '../release-names.ts';
import type { FileStore } from '../store/file-store.ts';
import { publishRemote } from '../store/publish.ts';
import { addHistoryLine, deleteCanary, findCanary, listCanaries, putCanary, type CanaryReleaseRow } from './canary-releases.repository.ts';
import { findLiveRelease, nextGeneration, recordSwitch } from './releases.repository.ts';
import { NothingToDo, underSwitchLock } from './switch-lock.ts';
import { refuseBesideContentCanary, ReleaseRefused, type BuildToRelease, type LiveRecord, type ReleasesService } from './releases.service.ts';
import type { ReleaseDb } from './tables.ts';

/** A release served to `percent` % of visitors beside the live one (docs/decisions/0034). */
export interface CanaryRecord {
  name: RemoteName;
  version: string;
  percent: number;
  startedAt: number;
  /** The switch that started it: picks its visitors; a verdict acts only on the same canary. */
  generation: number;
}

export interface CanaryService {
  /** Checks and stores the build, then serves it to `percent` % of visitors (replacing a canary of the name). */
  start(build: BuildToRelease, percent: number): Promise<{ canary: CanaryRecord; stable: LiveRecord; replaced: CanaryRecord | undefined }>;
  /** Makes the canary live for everyone; undefined when there is none (or not the one of `generation`). */
  promote(name: ReleaseName, reason: string, generation?: number): Promise<CanaryRecord | undefined>;
  /** Withdraws the canary: everyone gets the live release again; undefined when there is none (or not that one). */
  withdraw(name: ReleaseName, reason: string, generation?: number): Promise<CanaryRecord | undefined>;
  list(): Promise<CanaryRecord[]>;
  find(name: ReleaseName): Promise<CanaryRecord | undefined>;
}

export interface CanaryDeps {
  db: ReleaseDb;
  store: FileStore;
  releases: ReleasesService;
  /** PostgreSQL: announce each switch with NOTIFY at commit. */
  announce: boolean;
  now?: () => number;
}

export const toCanary = (row: CanaryReleaseRow): CanaryRecord => ({
  name: row.name as RemoteName,
  version: row.version,
  percent: Number(row.percent),
  startedAt: Number(row.started_at),
  generation: Number(row.generation),
});


export function createCanaryService({ db, store, releases, announce, now = Date.now }: CanaryDeps): CanaryService {
  const underLock = <T>(work: (trx: ReleaseDb, generation: number, at: number) => Promise<T>) => underSwitchLock(db, announce, now, work);
  /** The canary of `name`, in the transaction; NothingToDo when there is none or it is not `generation`'s. */
  const current = async (trx: ReleaseDb, name: ReleaseName, generation: number | undefined) => {
    const row = await findCanary(trx, name);
    if (row === undefined || (generation !== undefined && Number(row.generation) !== generation)) throw new NothingToDo();
    return toCanary(row);
  };

  return {
    async start(build, percent) {
      if (!isRemoteName(build.name)) throw new ReleaseRefused('Only a remote (books, crm, account) can have a canary; release the shell to everyone.');
      if (!Number.isInteger(percent) || percent < 1 || percent > 99) throw new ReleaseRefused(`A canary goes to 1 to 99 % of visitors (got ${percent}).`);
      await refuseBesideContentCanary(db, build.name);
      const version = await releases.versionOf(build);
      await publishRemote(store, build.name, build.distDir, version);
      // Its visitors get its pages, checked like a release's: one that fails refuses the canary.
      await releases.renderPages(build.name, version);
      const name = build.name;
      const started = await underLock(async (trx, generation, at) => {
        await refuseBesideContentCanary(trx, name);
        const stable = await findLiveRelease(trx, name);
        if (stable === undefined) throw new ReleaseRefused(`${name} has no live release yet: release it to everyone first.`);
        if (stable.version === version) throw new ReleaseRefused(`${name} ${version} is live for everyone already.`);
        const previous = await findCanary(trx, name);
        let canaryGeneration = generation;
        if (previous !== undefined) {
          await addHistoryLine(trx, { generation, name, version: previous.version, action: 'canary-rollback', released_at: at, reason: `replaced by the canary ${version}` });
          canaryGeneration = await nextGeneration(trx, at);
        }
        const row: CanaryReleaseRow = { name, version, percent, started_at: at, generation: canaryGeneration, checked_at: 0 };
        await addHistoryLine(trx, { generation: canaryGeneration, name, version, action: 'canary', released_at: at, reason: `for ${percent} % of visitors` });
        await putCanary(trx, row);
        const stableRecord: LiveRecord = { name, version: stable.version, releasedAt: Number(stable.released_at), generation: Number(stable.generation) };
        return { canary: toCanary(row), stable: stableRecord, replaced: previous === undefined ? undefined : toCanary(previous) };
      });
      return started!;
    },
    promote: (name, reason, generation) =>
      underLock(async (trx, switchGeneration, at) => {
        const canary = await current(trx, name, generation);
        await recordSwitch(trx, { generation: switchGeneration, name, version: canary.version, action: 'promote', released_at: at, reason });
        await deleteCanary(trx, name);
        return canary;
      }),
    withdraw: (name, reason, generation) =>
      underLock(async (trx, switchGeneration, at) => {
        const canary = await current(trx, name, generation);
        await addHistoryLine(trx, { generation: switchGeneration, name, version: canary.version, action: 'canary-rollback', released_at: at, reason });
        await deleteCanary(trx, name);
        return canary;
      }),
    list: async () => (await listCanaries(db)).map(toCanary),
    find: async (name) => {
      const row = await findCanary(db, name);
      return row === undefined ? undefined : toCanary(row);
    },
  };
}
