import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName, RemoteRelease, RuntimeManifest } from '@wtm/shell-contract/runtime-manifest';

/** Releases of each remote in the order they were made (rollback walks it backwards). */
export type ReleaseHistory = Partial<Record<RemoteName, RemoteRelease[]>>;

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
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
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

/** Copies a build into its immutable release folder unless that version is there already. */
async function storeRelease(dir: string, name: RemoteName, version: string, distDir: string): Promise<void> {
  const target = path.join(dir, name, version);
  if (await exists(target)) return;
  if (!(await exists(path.join(distDir, 'mf-manifest.json')))) {
    throw new Error(`${distDir} holds no mf-manifest.json: build the ${name} remote first (pnpm --filter @wtm/${name} build).`);
  }
  const temp = `${target}.${process.pid}.tmp`;
  await rm(temp, { recursive: true, force: true });
  await mkdir(path.dirname(target), { recursive: true });
  await cp(distDir, temp, { recursive: true });
  await rename(temp, target);
}

async function recordRelease(dir: string, name: RemoteName, release: RemoteRelease): Promise<void> {
  const history = await readHistory(dir);
  history[name] = [...(history[name] ?? []), release];
  await writeJsonAtomic(path.join(dir, historyFile), history);
}

async function goLive(dir: string, name: RemoteName, release: RemoteRelease): Promise<RemoteRelease> {
  const manifest = await readManifest(dir);
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
}

/** Stores the build as an immutable version and switches the runtime manifest to it. */
export async function releaseRemote(options: ReleaseOptions): Promise<RemoteRelease> {
  const { dir, name, distDir, version, baseUrl = '/remotes', now = new Date() } = options;
  await storeRelease(dir, name, version, distDir);
  const entry = `${baseUrl.replace(/\/$/, '')}/${name}/${version}/mf-manifest.json`;
  const release = { version, entry, releasedAt: now.toISOString() };
  await recordRelease(dir, name, release);
  return goLive(dir, name, release);
}

/** Switches a remote back to the release that was live before the current one. */
export async function rollbackRemote(dir: string, name: RemoteName, now = new Date()): Promise<RemoteRelease> {
  const live = (await readManifest(dir)).remotes[name];
  const releases = (await readHistory(dir))[name] ?? [];
  const liveIndex = releases.findLastIndex((release) => release.version === live?.version);
  const previous = releases.slice(0, Math.max(liveIndex, 0)).findLast((release) => release.version !== live?.version);
  // The manifest's releasedAt says when this version went live again.
  if (!previous) throw new Error(`The ${name} remote has no earlier release to roll back to.`);
  return goLive(dir, name, { ...previous, releasedAt: now.toISOString() });
}
