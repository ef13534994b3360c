import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type FileStore, type StoredFile } from './file-store.ts';
import { describeFile } from './content-type.ts';
import type { StoreLocation } from './store-location.ts';

/**
 * The release store as a folder on this machine (the default, under DATA_DIR): each key
 * is a file at that path. A file is written aside and renamed into place, so a reader
 * never sees half of one. Instances serve it with @fastify/static.
 */
export function openFolderStore(location: Extract<StoreLocation, { kind: 'folder' }>): FileStore {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(location.folder, ...key.split('/'));
  };
  const writeAside = async (key: string, write: (temp: string) => Promise<void>) => {
    const target = fileOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.tmp`;
    try {
      await write(temp);
      await rename(temp, target);
    } finally {
      await rm(temp, { force: true });
    }
  };
  const statOf = (key: string) => stat(fileOf(key)).catch(() => undefined);

  return {
    location,
    has: async (key) => (await statOf(key))?.isFile() === true,
    putFile: (key, file) => writeAside(key, (temp) => copyFile(file, temp)),
    put: (key, body) => writeAside(key, (temp) => writeFile(temp, body)),
    async get(key) {
      const info = await statOf(key);
      if (!info?.isFile()) return undefined;
      const file: StoredFile = {
        body: createReadStream(fileOf(key)),
        size: info.size,
        contentType: describeFile(key).contentType,
        etag: undefined,
        lastModified: info.mtime,
      };
      return file;
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async list(folder) {
      const entries = await readdir(fileOf(folder.replace(/\/$/, '')), { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      // Files being written aside (`<name>.<uuid>.tmp`) are not in the store yet.
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
        .map((entry) => path.relative(location.folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    },
    close: () => undefined,
  };
}
