import path from 'node:path';
import type { RemoteName } from '@wtm/shell-contract/runtime-manifest';
import { isHashedFile, listFiles } from './build-files.ts';
import type { FileStore } from './file-store.ts';
import { releaseKeys } from './release-keys.ts';

/** Files sent to the store at once: enough to hide a bucket's latency, few enough for one machine. */
const CONCURRENCY = 8;

async function putAll(store: FileStore, distDir: string, files: { file: string; key: string }[]): Promise<void> {
  const queue = [...files];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      await store.putFile(next.key, path.join(distDir, ...next.file.split('/')));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/**
 * Copies a checked remote build into `remotes/<name>/<version>/`, mf-manifest.json last,
 * unless that version is stored whole already (same content, same version). Returns
 * whether anything was written.
 */
export async function publishRemote(store: FileStore, name: RemoteName, distDir: string, version: string): Promise<boolean> {
  const marker = releaseKeys.remoteManifest(name, version);
  if (await store.has(marker)) return false;
  const folder = releaseKeys.remoteFolder(name, version);
  const files = (await listFiles(distDir)).filter((file) => file !== 'mf-manifest.json');
  await putAll(store, distDir, files.map((file) => ({ file, key: folder + file })));
  await store.putFile(marker, path.join(distDir, 'mf-manifest.json'));
  return true;
}

/**
 * Copies a checked shell build into the store: its content-hashed files into the shared
 * `shell/assets/`, the others into `shell/<version>/`, index.html last. Returns whether
 * anything was written.
 */
export async function publishShell(store: FileStore, distDir: string, version: string): Promise<boolean> {
  const marker = releaseKeys.shellIndex(version);
  if (await store.has(marker)) return false;
  const folder = releaseKeys.shellFolder(version);
  const files = (await listFiles(distDir)).filter((file) => file !== 'index.html');
  await putAll(
    store,
    distDir,
    files.map((file) => ({ file, key: isHashedFile(file) ? releaseKeys.shellAssets + file : folder + file })),
  );
  await store.putFile(marker, path.join(distDir, 'index.html'));
  return true;
}

/** True when a release of `name` at `version` is stored whole (it can go live again). */
export function isPublished(store: FileStore, name: 'shell' | RemoteName, version: string): Promise<boolean> {
  return store.has(name === 'shell' ? releaseKeys.shellIndex(version) : releaseKeys.remoteManifest(name, version));
}
