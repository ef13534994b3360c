import type { Readable } from 'node:stream';
import type { StoreLocation } from './store-location.ts';

/** A file read back from the store. */
export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
  etag: string | undefined;
  lastModified: Date | undefined;
}

export interface GetOptions {
  /** The client's If-None-Match: a matching file answers 'not-modified'. */
  ifNoneMatch?: string | undefined;
}

/**
 * The release files every instance (and a CDN) reads: keys such as
 * `remotes/books/<version>/remoteEntry.js`, `shell/assets/main.<hash>.js`. A key's
 * content never changes once written (release folders are content-addressed), so a
 * writer never needs a lock; a release's last file is written last, which marks it whole.
 * Other kinds of files (prerendered pages) live beside the releases under their own
 * top-level prefix.
 */
export interface FileStore {
  readonly location: StoreLocation;
  /** True when the key holds a file. */
  has(key: string): Promise<boolean>;
  /** Stores a local file under the key, with its content type, cached forever. */
  putFile(key: string, file: string): Promise<void>;
  /** Stores bytes under the key (small files such as a prerendered page). */
  put(key: string, body: Buffer | string): Promise<void>;
  /** The file, 'not-modified' when the client's copy is current, or undefined when absent. */
  get(key: string, options?: GetOptions): Promise<StoredFile | 'not-modified' | undefined>;
  /** A small file's bytes, or undefined when absent. */
  read(key: string): Promise<Buffer | undefined>;
  /** Every key under a folder key (`pages/v1/`), in no particular order. */
  list(folder: string): Promise<string[]>;
  close(): void;
}

/** Refuses keys that could leave the store's folder or prefix. */
export function assertKey(key: string): void {
  const segments = key.split('/');
  if (key === '' || segments.some((segment) => segment === '' || segment === '.' || segment === '..' || /[\\\0]/.test(segment))) {
    throw new Error(`Not a release store key: ${JSON.stringify(key)}`);
  }
}
