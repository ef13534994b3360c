import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName, RemoteRelease, RuntimeManifest } from '@wtm/shell-contract/runtime-manifest';
import { checkBuild } from './build-check.ts';
import { withReleaseLock, type LockOptions } from './lock.ts';

/**
 * One line of a remote's history: a release made it live, or a rollback made an
 * earlier release live again. Lines written before rollbacks were recorded have no
 * `action` and are releases.
 */
export interface HistoryEntry extends RemoteRelease {
  action?: 'release' | 'rollback';
}

/** What went live for each remote, in order (rollback replays it). */
export type ReleaseHistory = Partial<Record<RemoteName, HistoryEntry[]>>;

const manifestFile = 'manifest.json';
const historyFile = 'history.json';

async function readJson<T>(file: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  }
}

/** Writes a file by rename so a reader never sees half of it (the switch is atomic). */
async function writeJsonAtomic(file: string, value: unknown): Promise<void> {
  const temp = `${file}.${randomUUID()}.tmp`;
  await writeFile(temp, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temp, file);
}

export const readManifest = (dir: string) => readJson<RuntimeManifest>(path.join(dir, manifestFile), { remotes: {} });
export const readHistory = (dir: string) => readJson<ReleaseHistory>(path.join(dir, historyFile), {});

async function listFiles(root: string, sub = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, sub), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = path.posix.join(sub, entry.name);
      return entry.isDirectory() ? listFiles(root, relative) : Promise.resolve([relative]);
    }),
  );
  return nested.flat().sort();
}

/** A release id from the package version and the build's content: same build, same id. */
export async function computeVersion(distDir: string, packageVersion: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(distDir)) {
    hash.update(file).update('\0').update(await readFile(path.join(distDir, file))).update('\0');
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Copies a build into its immutable release folder unless that version is there already.
 * The copy goes to a private temporary folder first and is renamed into place, so a
 * concurrent release of the same build, or a reader, never sees a half-copied folder.
 */
async function storeRelease(dir: string, name: RemoteName, version: string, distDir: string): Promise<void> {
  const target = path.join(dir, name, version);
  if (await exists(target)) return;
  const temp = path.join(dir, name, `.${version}.${randomUUID()}.tmp`);
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await cp(distDir, temp, { recursive: true });
    await rename(temp, target);
  } catch (error) {
    // Another release stored the same version first: content-addressed, so it is ours too.
    if (!(await exists(target))) throw error;
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/**
 * The releases a remote can roll back through, oldest first, the live one last:
 * a release is pushed, a rollback pops the release it replaced.
 */
export function liveStack(entries: readonly HistoryEntry[]): RemoteRelease[] {
  const stack: RemoteRelease[] = [];
  for (const { action, ...release } of entries) {
    if (action === 'rollback') {
      stack.pop();
      if (stack.at(-1)?.version !== release.version) stack.push(release);
    } else if (stack.at(-1)?.version !== release.version) {
      stack.push(release);
    }
  }
  return stack;
}

/** The release `pnpm rollback <name>` would switch to, if any. */
export async function rollbackTarget(dir: string, name: RemoteName): Promise<RemoteRelease | undefined> {
  return liveStack((await readHistory(dir))[name] ?? []).at(-2);
}

async function goLive(dir: string, name: RemoteName, entry: HistoryEntry): Promise<RemoteRelease> {
  const history = await readHistory(dir);
  history[name] = [...(history[name] ?? []), entry];
  await writeJsonAtomic(path.join(dir, historyFile), history);
  const manifest = await readManifest(dir);
  const { action: _action, ...release } = entry;
  manifest.remotes[name] = release;
  await writeJsonAtomic(path.join(dir, manifestFile), manifest);
  return release;
}

export interface ReleaseOptions {
  dir: string;
  name: RemoteName;
  distDir: string;
  version: string;
  /** Base URL of the release folders: `/remotes` on this origin, or a CDN URL. */
  baseUrl?: string;
  now?: Date;
  lock?: LockOptions;
}

export interface ReleaseResult {
  live: RemoteRelease;
  /** The release that was live before, or undefined for the first one. */
  previous: RemoteRelease | undefined;
  /** False when this very version was live already (nothing switched). */
  switched: boolean;
}

/**
 * Checks the build, stores it as an immutable version and switches the runtime manifest
 * to it. The manifest and history change under the release lock, so concurrent releases
 * and rollbacks take turns; the copy happens outside it.
 */
export async function releaseRemote(options: ReleaseOptions): Promise<ReleaseResult> {
  const { dir, name, distDir, version, baseUrl = '/remotes', now = new Date(), lock } = options;
  await checkBuild(distDir, name);
  await storeRelease(dir, name, version, distDir);
  const entry = `${baseUrl.replace(/\/$/, '')}/${name}/${version}/mf-manifest.json`;
  return withReleaseLock(
    dir,
    async () => {
      const previous = (await readManifest(dir)).remotes[name];
      if (previous?.version === version && previous.entry === entry) return { live: previous, previous, switched: false };
      const live = await goLive(dir, name, { version, entry, releasedAt: now.toISOString(), action: 'release' });
      return { live, previous, switched: true };
    },
    lock,
  );
}

/**
 * Switches a remote back to the release that was live before the current one. Its
 * `releasedAt` in the manifest says when it went live again.
 */
export async function rollbackRemote(dir: string, name: RemoteName, now = new Date(), lock?: LockOptions): Promise<RemoteRelease> {
  return withReleaseLock(
    dir,
    async () => {
      const target = await rollbackTarget(dir, name);
      if (!target) throw new Error(`The ${name} remote has no earlier release to roll back to.`);
      const folder = path.join(dir, name, target.version);
      if (!(await exists(folder))) {
        throw new Error(`The ${name} release ${target.version} was removed from ${folder}; it cannot go live again.`);
      }
      return goLive(dir, name, { ...target, releasedAt: now.toISOString(), action: 'rollback' });
    },
    lock,
  );
}
